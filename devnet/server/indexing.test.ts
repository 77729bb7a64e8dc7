/** A kept index whose next block the chain's bounded history no longer holds is reported, not silently left with a gap. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../chain/testing/harness';
import { indexGap } from './indexing';

const dirs: string[] = [];
const running: TestChain[] = [];
afterEach(async () => {
  for (const t of running.splice(0)) await t.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function chainWithEvictions(): Promise<{ t: TestChain; blocks: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'waxwing-index-gap-'));
  dirs.push(dir);
  const t = await startTestChain({
    dataDir: dir,
    historyRetention: { transactions: 4, traces: 1_000 },
    snapshots: { replayBudgetUs: Infinity },
    log: () => {},
  });
  running.push(t);
  for (let i = 0; i < 12; i++)
    await t.chain.pushAction('eosio.token', 'transfer', { from: 'alice', to: 'bob', quantity: '0.00000001 WAX', memo: `n${i}` }, 'alice@active');
  // Eviction runs with the snapshot writer.
  await t.chain.snapshot();
  return { t, blocks: [...t.chain.transactions()].map((tx) => tx.blockNum) };
}

describe('indexGap', () => {
  it('warns when the index would read on from a block the chain evicted, and names the missing blocks', async () => {
    const { t, blocks } = await chainWithEvictions();
    // The origin (which dates the chain) and the 4 transactions the retention keeps.
    expect(blocks).toHaveLength(5);
    const oldestHeld = blocks[1]!;
    expect(indexGap(t.chain, oldestHeld - 3)).toBe(
      `index gap: the kept index reads on from block ${oldestHeld - 3}, but the chain holds transactions only from block ${oldestHeld} on (the older ones left its history retention); trades, candles and balances of blocks ${oldestHeld - 3}–${oldestHeld - 1} are missing from the index. Start with --reset to rebuild it.`,
    );
  });

  it('says nothing when the chain still holds the next block, or evicted nothing', async () => {
    const { t, blocks } = await chainWithEvictions();
    expect(indexGap(t.chain, blocks[1]!)).toBeNull();
    expect(indexGap(t.chain, blocks.at(-1)! + 1)).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'waxwing-index-gap-'));
    dirs.push(dir);
    const whole = await startTestChain({ dataDir: dir, log: () => {} });
    running.push(whole);
    expect(indexGap(whole.chain, 0)).toBeNull();
  });
});
