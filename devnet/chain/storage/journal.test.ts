/** The journal in segments: rotation, reading across segments, what a crash leaves, and the journal of earlier versions. */
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Journal, type JournalEntry } from './journal';
import { adoptLegacyJournal, LEGACY_JOURNAL_FILE, listSegments, readJournal, segmentFile } from './segments';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'waxwing-journal-'));
  dirs.push(dir);
  return dir;
}

const deploy = (b: number): JournalEntry => ({ t: 'deploy', b, ms: b * 500, account: `acct${b}`, contract: 'test' });
const blocks = (entries: readonly JournalEntry[]) => entries.map((e) => e.b);
const lineBytes = (b: number) => Buffer.byteLength(`${JSON.stringify(deploy(b))}\n`);

/** A journal with entries 1..n, rotated after each block in `rotations`. */
async function written(dir: string, n: number, rotations: readonly number[]): Promise<Journal> {
  const journal = await Journal.open(dir, readJournal(dir, 0));
  for (let b = 1; b <= n; b++) {
    await journal.append(deploy(b));
    if (rotations.includes(b)) journal.rotate();
  }
  return journal;
}

describe('journal segments', () => {
  it('starts a segment at each rotation, named by its offset, and reads every entry across them from any offset', async () => {
    const dir = tempDir();
    const journal = await written(dir, 6, [2, 4]);
    await journal.close();
    const two = lineBytes(1) + lineBytes(2);
    const four = two + lineBytes(3) + lineBytes(4);
    expect(listSegments(dir).map((s) => [s.file, s.start])).toEqual([
      [segmentFile(0), 0],
      [segmentFile(two), two],
      [segmentFile(four), four],
    ]);
    expect(blocks(readJournal(dir, 0).entries)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(blocks(readJournal(dir, two).entries)).toEqual([3, 4, 5, 6]);
    expect(blocks(readJournal(dir, two + lineBytes(3)).entries)).toEqual([4, 5, 6]);
    expect(readJournal(dir, 0).end).toBe(four + lineBytes(5) + lineBytes(6));
  });

  it('keeps the entries queued before a rotation in the segment before it, written or not', async () => {
    const dir = tempDir();
    const journal = await Journal.open(dir, readJournal(dir, 0));
    // The first goes to disk at once; the next two wait for it, queued when the rotation comes.
    const pending = [1, 2, 3].map((b) => journal.append(deploy(b)));
    const offset = journal.position();
    journal.rotate();
    pending.push(journal.append(deploy(4)));
    await Promise.all(pending);
    await journal.close();
    expect(listSegments(dir).map((s) => [s.start, s.size])).toEqual([
      [0, offset],
      [offset, lineBytes(4)],
    ]);
    expect(blocks(readJournal(dir, offset).entries)).toEqual([4]);
  });

  it('rotates no empty segment, and a rotation with nothing after it leaves an empty segment the next start appends to', async () => {
    const dir = tempDir();
    const journal = await written(dir, 2, [2]);
    journal.rotate();
    await journal.close();
    const end = lineBytes(1) + lineBytes(2);
    expect(listSegments(dir).map((s) => [s.start, s.size])).toEqual([
      [0, end],
      [end, 0],
    ]);
    const again = await Journal.open(dir, readJournal(dir, end));
    expect(again.position()).toBe(end);
    await again.append(deploy(3));
    await again.close();
    expect(listSegments(dir).map((s) => s.size)).toEqual([end, lineBytes(3)]);
    expect(blocks(readJournal(dir, 0).entries)).toEqual([1, 2, 3]);
  });

  it('deletes the segments wholly before an offset, never the one written', async () => {
    const dir = tempDir();
    const journal = await written(dir, 6, [2, 4]);
    const starts = listSegments(dir).map((s) => s.start);
    // The offset inside the second segment: only the first ends before it.
    expect(await journal.dropBefore(starts[1]! + 1)).toEqual([segmentFile(0)]);
    expect(await journal.dropBefore(Number.MAX_SAFE_INTEGER)).toEqual([segmentFile(starts[1]!)]);
    await journal.append(deploy(7));
    await journal.close();
    expect(readdirSync(dir)).toEqual([segmentFile(starts[2]!)]);
    expect(blocks(readJournal(dir, starts[2]!).entries)).toEqual([5, 6, 7]);
    expect(() => readJournal(dir, 0)).toThrow(`the journal starts at byte ${starts[2]} (${segmentFile(starts[2]!)}), after byte 0`);
  });

  it('cuts a torn last line (a crash mid-write) when it opens, and appends after the last whole entry', async () => {
    const dir = tempDir();
    const journal = await written(dir, 3, [2]);
    await journal.close();
    const last = listSegments(dir).at(-1)!;
    appendFileSync(join(dir, last.file), '{"t":"deploy","b":4,"ms"');
    const read = readJournal(dir, 0);
    expect(blocks(read.entries)).toEqual([1, 2, 3]);
    const again = await Journal.open(dir, read);
    await again.append(deploy(5));
    await again.close();
    expect(blocks(readJournal(dir, 0).entries)).toEqual([1, 2, 3, 5]);
  });

  it.each([
    [
      'a segment cut short',
      (dir: string, files: string[]) => truncateSync(join(dir, files[0]!), lineBytes(1)),
      /has a gap: .* ends at byte \d+, .* starts at \d+/,
    ],
    ['a segment missing in the middle', (dir: string, files: string[]) => rmSync(join(dir, files[1]!)), /has a gap/],
    ['a torn line in a segment before the last', (dir: string, files: string[]) => appendFileSync(join(dir, files[0]!), '{"t"'), /ends inside an entry/],
    ['a whole line that does not parse', (dir: string, files: string[]) => writeFileSync(join(dir, files[2]!), 'not json\n'), /is damaged at byte/],
  ])('refuses to replay over %s', async (_, damage, reason) => {
    const dir = tempDir();
    const journal = await written(dir, 6, [2, 4]);
    await journal.close();
    damage(
      dir,
      listSegments(dir).map((s) => s.file),
    );
    expect(() => readJournal(dir, 0)).toThrow(reason);
  });

  it('refuses an offset past the end of the journal and a missing journal', async () => {
    const dir = tempDir();
    await (await written(dir, 2, [])).close();
    expect(() => readJournal(dir, 10_000)).toThrow(/holds \d+ bytes, fewer than the 10000 needed/);
    rmSync(join(dir, segmentFile(0)));
    expect(() => readJournal(dir, 5)).toThrow('the journal is missing (needed from byte 5)');
    expect(readJournal(dir, 0).entries).toEqual([]);
  });

  it("adopts an earlier version's journal.ndjson as the segment at 0", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LEGACY_JOURNAL_FILE), [1, 2].map((b) => `${JSON.stringify(deploy(b))}\n`).join(''));
    expect(adoptLegacyJournal(dir)).toBe(true);
    expect(existsSync(join(dir, LEGACY_JOURNAL_FILE))).toBe(false);
    expect(blocks(readJournal(dir, 0).entries)).toEqual([1, 2]);
    expect(adoptLegacyJournal(dir)).toBe(false);
  });
});
