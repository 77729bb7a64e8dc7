/** Append-only journal of accepted transactions: fsync'd before the client hears "executed", replayed at start. */
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { PackedTrxJson } from './history';

/** A journaled event. */
export type JournalEntry =
  | { readonly t: 'tx'; readonly b: number; readonly ms: number; readonly trx: PackedTrxJson; readonly fiat: boolean }
  | { readonly t: 'deploy'; readonly b: number; readonly ms: number; readonly account: string; readonly contract: string };

export const JOURNAL_FILE = 'journal.ndjson';

/** Reads every complete entry; a torn last line (a crash mid-write) is cut off. */
export function readJournal(dir: string): JournalEntry[] {
  const path = join(dir, JOURNAL_FILE);
  if (!existsSync(path)) return [];
  const data = readFileSync(path);
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
  if (good < data.length) {
    const fd = openSync(path, 'r+');
    ftruncateSync(fd, good);
    closeSync(fd);
  }
  return entries;
}

/** Appends entries with group commit: one write + fsync covers every entry queued meanwhile. */
export class Journal {
  private queue: { line: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  private flushing: Promise<void> | null = null;

  private constructor(private readonly handle: FileHandle) {}

  /** Opens (creating) the journal in `dir`. */
  static async open(dir: string): Promise<Journal> {
    mkdirSync(dir, { recursive: true });
    return new Journal(await open(join(dir, JOURNAL_FILE), 'a'));
  }

  /** Resolves once the entry is on disk. */
  append(entry: JournalEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ line: `${JSON.stringify(entry)}\n`, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.handle.write(batch.map((b) => b.line).join(''));
        await this.handle.sync();
        for (const b of batch) b.resolve();
      } catch (e) {
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
