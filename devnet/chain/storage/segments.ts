/**
 * The journal on disk: segment files `journal.<start>.ndjson`, each named by the byte of the whole
 * journal it starts at. Offsets are the journal's as if it were one file, so a snapshot's offset
 * means the same whichever segments are left; a new segment starts at every snapshot, and those
 * wholly before the oldest kept snapshot are deleted (docs/decisions/0009-devnet-durability.md). An earlier
 * version's single `journal.ndjson` is the segment at 0.
 */
import { closeSync, existsSync, openSync, readdirSync, readSync, renameSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { JournalEntry } from './journal';

/** The single journal file of earlier versions. */
export const LEGACY_JOURNAL_FILE = 'journal.ndjson';
const SEGMENT_FILE = /^journal\.(\d+)\.ndjson$/;

/** A segment file: where it starts in the journal and how many bytes it holds. */
export interface Segment {
  readonly file: string;
  readonly start: number;
  readonly size: number;
}

/** The segment file starting at journal byte `start` (zero-padded, so a listing sorts by offset). */
export function segmentFile(start: number): string {
  return `journal.${String(start).padStart(12, '0')}.ndjson`;
}

/** True for the names of journal files (segments, and the single file of earlier versions). */
export function isJournalFile(file: string): boolean {
  return file === LEGACY_JOURNAL_FILE || SEGMENT_FILE.test(file);
}

/** The segment files in `dir`, oldest first. */
export function listSegments(dir: string): Segment[] {
  if (!existsSync(dir)) return [];
  const segments: Segment[] = [];
  for (const file of readdirSync(dir)) {
    const match = SEGMENT_FILE.exec(file);
    if (match) segments.push({ file, start: Number(match[1]), size: statSync(join(dir, file)).size });
  }
  return segments.sort((a, b) => a.start - b.start);
}

/** fsync of a directory, so a file created or renamed in it survives a power cut (in the thread pool: it waits for the disk). */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Renames an earlier version's `journal.ndjson` to the segment at 0; true when there was one. */
export function adoptLegacyJournal(dir: string): boolean {
  const legacy = join(dir, LEGACY_JOURNAL_FILE);
  if (!existsSync(legacy)) return false;
  const target = join(dir, segmentFile(0));
  if (existsSync(target)) throw new Error(`${dir} holds both ${LEGACY_JOURNAL_FILE} and ${segmentFile(0)}; keep one (or start with --reset)`);
  renameSync(legacy, target);
  return true;
}

/** What readJournal found: the entries and where the journal goes on. */
export interface JournalRead {
  readonly entries: JournalEntry[];
  /** The byte just past the last complete entry: Journal.open cuts what a crash left after it. */
  readonly end: number;
  /** Every segment file, oldest first (Journal.open appends to the last). */
  readonly segments: readonly Segment[];
}

function readBytes(dir: string, file: string, from: number, to: number): Buffer {
  const data = Buffer.allocUnsafe(to - from);
  const fd = openSync(join(dir, file), 'r');
  try {
    for (let done = 0; done < data.length;) {
      const read = readSync(fd, data, done, data.length - done, from + done);
      if (read === 0) throw new Error(`${file} holds fewer than ${to} bytes`);
      done += read;
    }
  } finally {
    closeSync(fd);
  }
  return data;
}

/** Parses the complete lines of `data` into `entries`; returns the bytes they span. */
function parseLines(data: Buffer, entries: JournalEntry[], file: string, at: number): number {
  let good = 0;
  for (let end = data.indexOf(10); end >= 0; end = data.indexOf(10, good)) {
    try {
      entries.push(JSON.parse(data.toString('utf8', good, end)) as JournalEntry);
    } catch {
      // A crash mid-write leaves only a line without its newline: a whole line that does not parse is damage.
      throw new Error(`${file} is damaged at byte ${at + good}`);
    }
    good = end + 1;
  }
  return good;
}

/**
 * Every entry from journal byte `from` (a snapshot's offset; 0 for all) to the end. Throws with the
 * reason when the segments do not hold it all (deleted, cut short, a gap between two, a damaged
 * line); bytes after the last newline of the last segment (a crash mid-write) are left out.
 */
export function readJournal(dir: string, from: number, segments: readonly Segment[] = listSegments(dir)): JournalRead {
  if (segments.length === 0) {
    if (from > 0) throw new Error(`the journal is missing (needed from byte ${from})`);
    return { entries: [], end: 0, segments };
  }
  const first = segments.findLastIndex((s) => s.start <= from);
  if (first < 0) throw new Error(`the journal starts at byte ${segments[0]!.start} (${segments[0]!.file}), after byte ${from}`);
  const entries: JournalEntry[] = [];
  let end = segments[first]!.start;
  for (let i = first; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.start !== end)
      throw new Error(`the journal has a gap: ${segments[i - 1]!.file} ends at byte ${end}, ${segment.file} starts at ${segment.start}`);
    const skip = Math.max(0, from - segment.start);
    if (skip > segment.size) throw new Error(`the journal holds ${segment.start + segment.size} bytes, fewer than the ${from} needed`);
    const data = readBytes(dir, segment.file, skip, segment.size);
    const good = parseLines(data, entries, segment.file, segment.start + skip);
    const last = i === segments.length - 1;
    if (!last && good < data.length) throw new Error(`${segment.file} ends inside an entry at byte ${segment.start + skip + good}`);
    end = segment.start + skip + good;
  }
  return { entries, end, segments };
}

/**
 * Hex of the journal's bytes before `offset` in the segment holding byte offset − 1 (at most
 * `length`): what a snapshot keeps to see the journal is still the one it was taken from. '' at 0,
 * undefined when that segment is no longer kept.
 */
export function journalTail(dir: string, offset: number, length: number, segments: readonly Segment[] = listSegments(dir)): string | undefined {
  if (offset === 0) return '';
  const holder = segments.find((s) => s.start < offset && offset <= s.start + s.size);
  if (!holder) return undefined;
  const from = Math.max(holder.start, offset - length);
  return readBytes(dir, holder.file, from - holder.start, offset - holder.start).toString('hex');
}
