/**
 * Append-only journal of accepted transactions: fsync'd before the client hears "executed",
 * replayed at start. It is written in segments (segments.ts) that a snapshot rotates.
 */
import { mkdirSync } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { PackedTrxJson } from '../node/history';
import { segmentFile, syncDirectory, type JournalRead } from './segments';

/** A journaled event. */
export type JournalEntry =
  | { readonly t: 'tx'; readonly b: number; readonly ms: number; readonly trx: PackedTrxJson; readonly fiat: boolean }
  | { readonly t: 'deploy'; readonly b: number; readonly ms: number; readonly account: string; readonly contract: string };

/** A line waiting to be written, or the start of a new segment (what follows it goes there). */
type Pending = { readonly line: string; readonly resolve: () => void; readonly reject: (e: Error) => void } | { readonly segment: number };

/** Appends entries with group commit: one write + fsync covers every entry queued meanwhile. */
export class Journal {
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  /** Bytes on disk (synced) and bytes appended (queued included): a snapshot records the latter and waits for the former. */
  private synced: number;
  private appended: number;
  private failure: Error | null = null;
  /** Where the newest segment asked for starts (rotate() queues it before the flush opens it). */
  private newest: number;

  private constructor(
    private readonly dir: string,
    private handle: FileHandle,
    /** Starts of the segment files on disk, oldest first; the last is the one written. */
    private readonly starts: number[],
    end: number,
  ) {
    this.synced = end;
    this.appended = end;
    this.newest = starts.at(-1)!;
  }

  /** Opens the journal after `read.end` (what a crash left past it is cut), creating the first segment of a new chain. */
  static async open(dir: string, read: Pick<JournalRead, 'end' | 'segments'>): Promise<Journal> {
    mkdirSync(dir, { recursive: true });
    const last = read.segments.at(-1);
    const start = last?.start ?? read.end;
    const handle = await open(join(dir, segmentFile(start)), 'a');
    if (!last) await syncDirectory(dir);
    else if (last.size > read.end - start) {
      await handle.truncate(read.end - start);
      await handle.sync();
    }
    return new Journal(dir, handle, [...read.segments.map((s) => s.start), ...(last ? [] : [start])], read.end);
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

  /**
   * Starts a new segment at position(): entries appended from now on go to `journal.<position>.ndjson`,
   * created once everything before it is on disk. A snapshot taken now needs only that segment and the later ones.
   */
  rotate(): void {
    if (this.appended === this.newest) return;
    this.newest = this.appended;
    this.queue.push({ segment: this.appended });
    this.flushing ??= this.flush();
  }

  /** Deletes the segments that end at or before `offset` (never the one written): a kept snapshot stands for them. */
  async dropBefore(offset: number): Promise<string[]> {
    const dropped: string[] = [];
    while (this.starts.length > 1 && this.starts[1]! <= offset) {
      const file = segmentFile(this.starts.shift()!);
      await rm(join(this.dir, file), { force: true });
      dropped.push(file);
    }
    return dropped;
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      if ('segment' in next) {
        this.queue.shift();
        await this.openSegment(next.segment);
        continue;
      }
      const cut = this.queue.findIndex((p) => 'segment' in p);
      const batch = this.queue.splice(0, cut < 0 ? this.queue.length : cut) as Extract<Pending, { line: string }>[];
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

  /**
   * Switches to a new segment file. Everything before it is synced already, so a crash leaves either
   * no new file or one that starts where the previous ends; the directory is synced before an entry goes in.
   */
  private async openSegment(start: number): Promise<void> {
    let handle: FileHandle;
    try {
      handle = await open(join(this.dir, segmentFile(start)), 'w');
    } catch {
      // Not created: the entries go on in the current segment, which then runs past `start` (offsets stay the journal's).
      return;
    }
    const previous = this.handle;
    this.handle = handle;
    this.starts.push(start);
    try {
      await syncDirectory(this.dir);
    } catch (e) {
      this.failure = e as Error;
    }
    await previous.close().catch(() => undefined);
  }

  /** Waits for pending writes, then closes. */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.handle.close();
  }
}
