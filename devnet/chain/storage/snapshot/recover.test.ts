/** Journal retention: which files rotation keeps, and what a restart rebuilds from when some are damaged or from an earlier version. */
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Chain } from '../../index';
import { LEGACY_JOURNAL_FILE, listSegments, segmentFile } from '../segments';
import { flip, open, transfer, view } from './chain.testutil';
import { readSnapshotHeader } from './files';
import { LEGACY_SNAPSHOT_FILE, listSnapshots } from './names';
import { LEDGER } from './snapshot.testutil';

const dirs: string[] = [];
const chains: Chain[] = [];
afterEach(async () => {
  for (const chain of chains.splice(0)) await chain.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'waxwing-recover-'));
  dirs.push(dir);
  return dir;
}

/** Snapshots only on request, two kept. */
const POLICY = { snapshots: { replayBudgetUs: Infinity, keep: 2 } };

/**
 * A chain with `rounds` snapshots, each after two transactions, and two transfers after the last.
 * Left open, as after kill -9 (closed after the test, when its directory is about to be deleted).
 */
async function rotated(dir: string, rounds: number): Promise<Chain> {
  const { chain } = await open(dir, POLICY);
  chains.push(chain);
  for (let round = 0; round < rounds; round++) {
    await transfer(chain, 'bob', `${round + 1}.00000000 WAX`);
    await chain.pushAction(LEDGER, 'fill', { count: 1, scope: 'alpha' }, `${LEDGER}@active`);
    await chain.snapshot();
  }
  await transfer(chain, 'carol', '0.50000000 WAX');
  await transfer(chain, LEDGER, '0.25000000 WAX');
  return chain;
}

async function reopen(dir: string): Promise<{ chain: Chain; logs: string[] }> {
  const opened = await open(dir, POLICY);
  chains.push(opened.chain);
  return opened;
}

const files = (dir: string) => readdirSync(dir).sort();

describe('journal retention', () => {
  it('keeps the whole journal until there are as many snapshots as it keeps', async () => {
    const dir = tempDir();
    await rotated(dir, 1);
    expect(listSegments(dir)[0]!.start).toBe(0);
    expect(listSnapshots(dir)).toHaveLength(1);
  });

  it('keeps the newest snapshots, the segments from the oldest of them on and the history files they name', async () => {
    const dir = tempDir();
    await rotated(dir, 5);
    const snapshots = listSnapshots(dir);
    expect(snapshots).toHaveLength(2);
    const segments = listSegments(dir);
    // Rotation put a segment at each snapshot's offset: the first kept starts at the older snapshot.
    expect(segments.map((s) => s.start)).toEqual([snapshots[1]!.offset, snapshots[0]!.offset]);
    const named = snapshots.map((s) => readSnapshotHeader(dir, s.file).historyFile);
    expect(files(dir)).toEqual([...new Set([...named, 'chain.json', ...segments.map((s) => s.file), ...snapshots.map((s) => s.file)])].sort());
  });

  it('keeps only the newest snapshot and the segment after it when it keeps one, and writes it again at the same offset', async () => {
    const dir = tempDir();
    const { chain, logs } = await open(dir, { snapshots: { replayBudgetUs: Infinity, keep: 1 } });
    chains.push(chain);
    await transfer(chain, 'bob', '1.00000000 WAX');
    await chain.snapshot();
    await transfer(chain, 'bob', '2.00000000 WAX');
    await chain.snapshot();
    await chain.snapshot();
    const [only] = listSnapshots(dir);
    expect(listSnapshots(dir)).toHaveLength(1);
    expect(listSegments(dir).map((s) => s.start)).toEqual([only!.offset]);
    expect(logs.filter((m) => m.startsWith('snapshot not written'))).toEqual([]);
  });

  it('deletes at its next snapshot the spare files a crash before pruning left', async () => {
    const dir = tempDir();
    const { chain } = await open(dir, { snapshots: { replayBudgetUs: Infinity, keep: 5 } });
    for (let i = 0; i < 4; i++) {
      await transfer(chain, 'bob', '1.00000000 WAX');
      await chain.snapshot();
    }
    await chain.close();
    expect(listSnapshots(dir)).toHaveLength(4);
    const restarted = await reopen(dir);
    await transfer(restarted.chain, 'bob', '1.00000000 WAX');
    await restarted.chain.snapshot();
    const snapshots = listSnapshots(dir);
    expect(snapshots).toHaveLength(2);
    expect(listSegments(dir).map((s) => s.start)).toEqual([snapshots[1]!.offset, snapshots[0]!.offset]);
  });

  it('restores the exact state after rotations when the process died without closing', async () => {
    const dir = tempDir();
    const crashed = await rotated(dir, 5);
    const expected = view(crashed);
    const newest = listSnapshots(dir)[0]!;

    const restarted = await reopen(dir);
    expect(restarted.logs.find((m) => m.startsWith('snapshot loaded'))).toMatch(new RegExp(`replaying the journal from byte ${newest.offset}$`));
    expect(view(restarted.chain)).toEqual(expected);
    expect(restarted.logs.some((m) => m.includes('no longer applies'))).toBe(false);
  });

  it('loads the snapshot before a damaged newest one and replays the segments after it', async () => {
    const dir = tempDir();
    const crashed = await rotated(dir, 5);
    const expected = view(crashed);
    const [newest, older] = listSnapshots(dir);
    flip(join(dir, newest!.file));

    const restarted = await reopen(dir);
    expect(restarted.logs[0]).toBe(`snapshot not used (${newest!.file}: checksum mismatch): trying an older one`);
    expect(restarted.logs[1]).toMatch(new RegExp(`^snapshot loaded: .* replaying the journal from byte ${older!.offset}$`));
    expect(view(restarted.chain)).toEqual(expected);
    // The damaged file is gone: the next snapshot is the newest again.
    expect(listSnapshots(dir)).toEqual([older]);
    await restarted.chain.snapshot();
    const again = await reopen(dir);
    expect(again.logs.find((m) => m.startsWith('snapshot'))).toMatch(/^snapshot loaded/);
    expect(view(again.chain)).toEqual(expected);
  });

  it('stops with a message naming the files and --reset when no snapshot loads and the journal no longer starts at genesis', async () => {
    const dir = tempDir();
    await rotated(dir, 5);
    await chains.pop()!.close();
    const snapshots = listSnapshots(dir);
    for (const { file } of snapshots) flip(join(dir, file));
    const before = files(dir);
    const first = listSegments(dir)[0]!;

    await expect(open(dir, POLICY)).rejects.toThrow(
      `the chain in ${dir} cannot be rebuilt: ${snapshots[0]!.file}: checksum mismatch; ${snapshots[1]!.file}: checksum mismatch; and genesis + the whole journal cannot stand in for them: the journal starts at byte ${first.start} (${first.file}), after byte 0 (segments before the oldest kept snapshot are deleted). Start with --reset to create a new chain (this one is lost).`,
    );
    // Nothing was deleted or written: the files are there to look at.
    expect(files(dir)).toEqual(before);
  });

  it('starts a new genesis on --reset, deleting every segment, snapshot and history file', async () => {
    const dir = tempDir();
    await rotated(dir, 3);
    await chains.pop()!.close();
    const reset = await open(dir, { ...POLICY, reset: true });
    chains.push(reset.chain);
    expect(reset.chain.fresh).toBe(true);
    expect(files(dir)).toEqual(['chain.json', segmentFile(0)]);
  });

  it("starts on an earlier version's data directory: journal.ndjson and snapshot.bin", async () => {
    const dir = tempDir();
    // What that version left: one journal from genesis, the snapshot at an offset inside it, entries after it.
    const crashed = await rotated(dir, 1);
    const expected = view(crashed);
    const snapshot = listSnapshots(dir)[0]!;
    writeFileSync(join(dir, LEGACY_JOURNAL_FILE), Buffer.concat(listSegments(dir).map((s) => readFileSync(join(dir, s.file)))));
    for (const segment of listSegments(dir)) rmSync(join(dir, segment.file));
    renameSync(join(dir, snapshot.file), join(dir, LEGACY_SNAPSHOT_FILE));

    const restarted = await reopen(dir);
    expect(restarted.logs.slice(0, 3)).toEqual([
      'journal.ndjson of an earlier version is now the journal segment at byte 0',
      `snapshot.bin renamed ${snapshot.file}`,
      expect.stringMatching(new RegExp(`^snapshot loaded: .* replaying the journal from byte ${snapshot.offset}$`)),
    ]);
    expect(view(restarted.chain)).toEqual(expected);
  });
});
