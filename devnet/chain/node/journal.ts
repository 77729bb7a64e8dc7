/** Append-only journal of accepted transactions: fsync'd before the client hears "executed", replayed at start. */
import { closeSync, existsSync, fstatSync, ftruncateSync, mkdirSync, openSync, readSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { PackedTrxJson } from './history';

/** A journaled event. */
export type JournalEntry =
  | { readonly t: 'tx'; readonly b: number; readonly ms: number; readonly trx: PackedTrxJson; readonly fiat: boolean }
  | { readonly t: 'deploy'; readonly b: number; readonly ms: number; readonly account: string; readonly contract: string };

export const JOURNAL_FILE = 'journal.ndjson';

/**
 * Reads every complete entry from byte `fromOffset` on (a snapshot's position; 0 for all); a torn
 * last line (a crash mid-write) is cut off.
 */
export function readJournal(dir: string, fromOffset = 0): JournalEntry[] {
  const path = join(dir, JOURNAL_FILE);
  if (!existsSync(path)) return [];
  const fd = openSync(path, 'r+');
  try {
    const size = fstatSync(fd).size;
    if (fromOffset > size) throw new Error(`journal holds ${size} bytes, fewer than the snapshot's ${fromOffset}`);
    const data = Buffer.allocUnsafe(size - fromOffset);
    let read = 0;
    while (read < data.length) read += readSync(fd, data, read, data.length - read, fromOffset + read);
    const entries: JournalEntry[] = [];
    let good = 0;
    while (good < data.length) {
      const end = data.indexOf(10, good);
      if (end < 0) break;
      try {
        entries.push(JSON.parse(data.toString('utf8', good, end)) as JournalEntry);
      } catch {
        break;
      }
      good = end + 1;
    }
    if (good < data.length) ftruncateSync(fd, fromOffset + good);
    return entries;
  } finally {
    closeSync(fd);
  }
}

/** Appends entries with group commit: one write + fsync covers every entry queued meanwhile. */
export class Journal {
  private queue: { line: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  private flushing: Promise<void> | null = null;
  /** Bytes on disk (synced) and bytes appended (queued included): a snapshot records the latter and waits for the former. */
  private synced: number;
  private appended: number;
  private failure: Error | null = null;

  private constructor(
    private readonly handle: FileHandle,
    size: number,
  ) {
    this.synced = size;
    this.appended = size;
  }

  /** Opens (creating) the journal in `dir`. */
  static async open(dir: string): Promise<Journal> {
    mkdirSync(dir, { recursive: true });
    const handle = await open(join(dir, JOURNAL_FILE), 'a');
    return new Journal(handle, (await handle.stat()).size);
  }

  /** The byte offset just past every entry appended so far: the state in memory is the journal up to here. */
  position(): number {
    return this.appended;
  }

  /** Resolves once everything up to `offset` is on disk; rejects if a write failed (the offset would lie). */
  async durable(offset: number): Promise<void> {
    while (this.synced < offset) {
      if (this.failure) throw this.failure;
      if (!this.flushing) throw new Error(`journal offset ${offset} was never appended`);
      await this.flushing;
    }
  }

  /** Resolves once the entry is on disk. */
  append(entry: JournalEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      const line = `${JSON.stringify(entry)}\n`;
      this.appended += Buffer.byteLength(line);
      this.queue.push({ line, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      const text = batch.map((b) => b.line).join('');
      try {
        await this.handle.write(text);
        await this.handle.sync();
        this.synced += Buffer.byteLength(text);
        for (const b of batch) b.resolve();
      } catch (e) {
        this.failure = e as Error;
        for (const b of batch) b.reject(e as Error);
      }
    }
    this.flushing = null;
  }

  /** Waits for pending writes, then closes. */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.handle.close();
  }
}
