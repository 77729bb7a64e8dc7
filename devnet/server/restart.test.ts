import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unitsToDecimalString } from '../../src/core/amount';
import { accountsTable } from '../chain';
import { symbolCodeToU64 } from '../chain/core/asset';
import { parseDevnetOptions } from './options';
import { startDevnet } from './start';

const options = (dataDir: string, ...extra: string[]) =>
  parseDevnetOptions(['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir, '--world', 'small', '--flow', '0', '--no-app', ...extra], {});
const waxOf = (devnet: Awaited<ReturnType<typeof startDevnet>>, owner: string) =>
  devnet.chain.table('eosio.token', accountsTable, owner).find(symbolCodeToU64('WAX'))?.balance.amount ?? 0n;

describe('devnet restart', () => {
  it('keeps a confirmed transfer and the seeded index, and refuses a data directory of another world', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-restart-'));
    const first = await startDevnet(options(dataDir), { log: () => undefined });
    await first.ready;
    const before = waxOf(first, 'bob');
    await first.chain.pushAction(
      'eosio.token',
      'transfer',
      { from: 'alice', to: 'bob', quantity: '12.34567890 WAX', memo: 'survives a restart' },
      'alice@active',
    );
    const trades = first.figures.indexing!.historyTrades;
    await first.close();
    expect(trades).toBe(first.plan.size.historyTrades);

    const second = await startDevnet(options(dataDir), { log: () => undefined });
    await second.ready;
    try {
      expect(second.chain.fresh).toBe(false);
      expect(waxOf(second, 'bob') - before).toBe(1_234_567_890n);
      // The index was kept: no history seeded again, the transfer indexed once.
      expect(second.figures.indexing).toMatchObject({ historyTrades: 0, caughtUp: 0 });
      const balances = (await (await fetch(`${second.url.replace('localhost', '127.0.0.1')}/lightapi/balances/wax/bob`)).json()) as {
        balances: { currency: string; amount: string }[];
      };
      expect(balances.balances.find((b) => b.currency === 'WAX')?.amount).toBe(unitsToDecimalString(waxOf(second, 'bob'), 8));
    } finally {
      await second.close();
    }
    await expect(
      startDevnet(parseDevnetOptions(['--port', '0', '--data-dir', dataDir, '--world', 'full', '--no-app'], {}), { log: () => undefined }),
    ).rejects.toThrow(/holds a small world.*--reset/);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
