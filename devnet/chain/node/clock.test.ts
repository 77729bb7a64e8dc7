/** The chain clock: moved forward, every time read follows it (head block, refunds), and a restart keeps it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createChain } from '../index';
import { parseChainTime } from '../core/time';
import { symbolCodeToU64 } from '../core/asset';
import { nameToU64 } from '../core/name';
import { accountsTable } from '../../contracts/token/tables';
import { refundsTable } from '../../contracts/system/tables';
import { expectAssert } from '../testing/expect';
import { rpc, startTestChain } from '../testing/harness';
import { MAX_CLOCK_STEP_MS } from './clock';

const DAY_MS = 86_400_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const quiet = { log: () => undefined };

describe('chain clock', () => {
  it('moves head_block_time and the head block forward, and a refund matures three days on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-clock-'));
    dirs.push(dataDir);
    const t = await startTestChain({ dataDir });
    try {
      const info = async () => (await rpc(t.url, '/v1/chain/get_info', {})).body as { head_block_num: number; head_block_time: string };
      const before = await info();
      await t.chain.pushAction(
        'eosio',
        'undelegatebw',
        { from: 'frank', receiver: 'frank', unstake_net_quantity: '10.00000000 WAX', unstake_cpu_quantity: '25.00000000 WAX' },
        'frank@active',
      );
      const wax = () => t.chain.table('eosio.token', accountsTable, 'frank').get(symbolCodeToU64('WAX')).balance.amount;
      const liquid = wax();
      await expectAssert(t.chain.pushAction('eosio', 'refund', { owner: 'frank' }, 'frank@active'), 'refund is not available yet');

      t.chain.clock.advance(3 * DAY_MS);
      const after = await info();
      expect(parseChainTime(after.head_block_time) - parseChainTime(before.head_block_time)).toBeGreaterThanOrEqual(3 * DAY_MS);
      expect(after.head_block_num - before.head_block_num).toBeGreaterThanOrEqual((3 * DAY_MS) / 500);
      expect(t.chain.clock.offsetMs()).toBe(3 * DAY_MS);

      await t.chain.pushAction('eosio', 'refund', { owner: 'frank' }, 'frank@active');
      expect(wax() - liquid).toBe(35n * 10n ** 8n);
      expect(t.chain.table('eosio', refundsTable, 'frank').find(nameToU64('frank'))).toBeUndefined();
    } finally {
      await t.stop();
    }
  });

  it('keeps its offset across a restart, and a reset starts on the wall clock again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-clock-'));
    dirs.push(dataDir);
    const first = await createChain({ dataDir, ...quiet });
    first.clock.advance(DAY_MS);
    const movedHead = first.headBlock();
    await first.close();

    const second = await createChain({ dataDir, ...quiet });
    expect(second.clock.offsetMs()).toBe(DAY_MS);
    expect(second.headBlock().num).toBeGreaterThanOrEqual(movedHead.num);
    expect(second.headBlock().time - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    await second.close();

    const reset = await createChain({ dataDir, reset: true, ...quiet });
    expect(reset.clock.offsetMs()).toBe(0);
    expect(Math.abs(reset.headBlock().time - Date.now())).toBeLessThan(60_000);
    await reset.close();
  });

  it('only moves forward, by whole milliseconds up to 400 days a step', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-clock-'));
    dirs.push(dataDir);
    const chain = await createChain({ dataDir, ...quiet });
    try {
      for (const step of [0, -1, 1.5, Number.NaN, MAX_CLOCK_STEP_MS + 1]) expect(() => chain.clock.advance(step)).toThrow(RangeError);
      expect(chain.clock.offsetMs()).toBe(0);
      chain.clock.advance(MAX_CLOCK_STEP_MS);
      expect(chain.clock.offsetMs()).toBe(MAX_CLOCK_STEP_MS);
    } finally {
      await chain.close();
    }
  });
});
