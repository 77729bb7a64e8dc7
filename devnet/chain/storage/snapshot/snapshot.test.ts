import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { flip, open, transfer, view } from './chain.testutil';
import { HISTORY_FILE, listSnapshots, snapshotFile } from './names';
import { journalEnd, LEDGER } from './snapshot.testutil';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'waxwing-snapshot-'));
  dirs.push(dir);
  return dir;
}

describe('chain snapshots', () => {
  it('restarts from the snapshot written at close: same transactions, tables and balances, and it keeps going', async () => {
    const dir = tempDir();
    const first = await open(dir);
    await transfer(first.chain, LEDGER, '2.00000000 WAX');
    await first.chain.pushAction(LEDGER, 'fill', { count: 3, scope: 'alpha' }, `${LEDGER}@active`);
    const before = view(first.chain);
    const sent = await transfer(first.chain, 'bob', '1.00000000 WAX');
    await first.chain.close();
    expect(listSnapshots(dir)).toHaveLength(1);
    expect(existsSync(join(dir, HISTORY_FILE))).toBe(true);

    const second = await open(dir);
    expect(second.logs.some((m) => m.startsWith('snapshot loaded'))).toBe(true);
    expect(second.chain.demoAccounts).toEqual(first.chain.demoAccounts);
    const after = view(second.chain);
    expect(after.txs.slice(0, before.txs.length)).toEqual(before.txs);
    expect(after.ledger.rows).toHaveLength(43);
    expect({ ...after, txs: undefined }).toEqual({ ...view(first.chain), txs: undefined });
    // Restored transactions are still duplicates, and new ones apply on the restored state.
    expect(second.chain.transactions().next().value!.id).toBe(before.txs[0]!.id);
    expect([...second.chain.transactions()].some((tx) => tx.id === sent.transaction_id)).toBe(true);
    await transfer(second.chain, 'bob', '0.50000000 WAX');
    expect(view(second.chain).balances[1]).not.toEqual(after.balances[1]);
    await second.chain.close();
  });

  it('writes the tables a restart left unchanged from the blobs it read, so a third start sees every table as the second left it', async () => {
    const dir = tempDir();
    const first = await open(dir);
    await transfer(first.chain, LEDGER, '2.00000000 WAX');
    await first.chain.pushAction(LEDGER, 'fill', { count: 3, scope: 'alpha' }, `${LEDGER}@active`);
    await first.chain.close();
    const second = await open(dir);
    // Only the token balances of alice and bob change: the ledger's tables go out as they came in.
    await transfer(second.chain, 'bob', '1.00000000 WAX');
    const expected = view(second.chain);
    await second.chain.close();
    const third = await open(dir);
    expect(third.logs.some((m) => m.startsWith('snapshot loaded'))).toBe(true);
    expect({ ...view(third.chain), txs: undefined }).toEqual({ ...expected, txs: undefined });
    await third.chain.close();
  });

  it('replays the journal written after the snapshot when the process dies without closing', async () => {
    const dir = tempDir();
    const crashed = await open(dir, { snapshots: { replayBudgetUs: Infinity } });
    await transfer(crashed.chain, 'bob', '1.00000000 WAX');
    await crashed.chain.snapshot();
    const offset = journalEnd(dir);
    await transfer(crashed.chain, 'carol', '2.00000000 WAX');
    await crashed.chain.pushAction(LEDGER, 'fill', { count: 2, scope: 'beta' }, `${LEDGER}@active`);
    const expected = view(crashed.chain);
    // Never closed: as after kill -9, the snapshot stops at `offset` and the journal goes on.

    const restarted = await open(dir);
    expect(restarted.logs.find((m) => m.startsWith('snapshot loaded'))).toMatch(
      new RegExp(`^snapshot loaded: ${expected.txs.length - 2} transactions, \\d+ tables; replaying the journal from byte ${offset}$`),
    );
    expect(view(restarted.chain)).toEqual(expected);
    await restarted.chain.close();
    await crashed.chain.close();
  });

  it('ignores what a snapshot cut short left behind (a partial temp file, history bytes past its own)', async () => {
    const dir = tempDir();
    const first = await open(dir);
    await transfer(first.chain, 'bob', '1.00000000 WAX');
    await first.chain.close();
    writeFileSync(join(dir, `${snapshotFile(journalEnd(dir) + 100)}.tmp`), 'half a snapshot');
    appendFileSync(join(dir, HISTORY_FILE), Buffer.alloc(300, 7));

    const second = await open(dir);
    expect(second.logs.some((m) => m.startsWith('snapshot loaded'))).toBe(true);
    await transfer(second.chain, 'bob', '1.00000000 WAX');
    const expected = view(second.chain);
    await second.chain.close();
    const third = await open(dir);
    expect(third.logs.some((m) => m.startsWith('snapshot loaded'))).toBe(true);
    expect(view(third.chain)).toEqual(expected);
    await third.chain.close();
  });

  it.each([
    ['a flipped byte in the snapshot', (dir: string) => flip(join(dir, listSnapshots(dir)[0]!.file)), /checksum mismatch/],
    ['a damaged history file', (dir: string) => flip(join(dir, HISTORY_FILE)), /history\.bin checksum mismatch/],
    ['a missing history file', (dir: string) => rmSync(join(dir, HISTORY_FILE)), /history\.bin is missing/],
  ])('falls back to genesis and the whole journal on %s', async (_, damage, reason) => {
    const dir = tempDir();
    const first = await open(dir);
    await transfer(first.chain, 'bob', '1.00000000 WAX');
    const expected = view(first.chain);
    await first.chain.close();
    damage(dir);

    const second = await open(dir);
    const refused = second.logs.find((m) => m.startsWith('snapshot not used'));
    expect(refused).toMatch(reason);
    expect(second.logs).toContain('no snapshot usable: rebuilding genesis and replaying the whole journal (1 journal entry)');
    expect(view(second.chain)).toEqual(expected);
    // The refused snapshot is gone; the one written at close stands for the rebuilt state.
    await second.chain.close();
    expect(listSnapshots(dir)).toHaveLength(1);
    const third = await open(dir);
    expect(third.logs.some((m) => m.startsWith('snapshot loaded'))).toBe(true);
    expect(view(third.chain)).toEqual(expected);
    await third.chain.close();
  });

  it('writes snapshots on its own once the replay budget is spent', async () => {
    const dir = tempDir();
    const running = await open(dir, { snapshots: { replayBudgetUs: 0, minIntervalMs: 0 } });
    await transfer(running.chain, 'bob', '1.00000000 WAX');
    const journal = journalEnd(dir);
    for (let i = 0; i < 100 && !snapshotCovers(dir, journal); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(snapshotCovers(dir, journal)).toBe(true);
    await running.chain.close();
  });

  it('starts a new genesis without the old snapshot after a reset', async () => {
    const dir = tempDir();
    const first = await open(dir);
    await transfer(first.chain, 'bob', '1.00000000 WAX');
    await first.chain.close();
    const reset = await open(dir, { reset: true });
    expect(reset.chain.fresh).toBe(true);
    expect(listSnapshots(dir)).toEqual([]);
    expect(reset.logs.some((m) => m.startsWith('snapshot'))).toBe(false);
    await reset.chain.close();
  });
});

/** True when a snapshot at journal offset `offset` exists. */
function snapshotCovers(dir: string, offset: number): boolean {
  return existsSync(join(dir, snapshotFile(offset)));
}
