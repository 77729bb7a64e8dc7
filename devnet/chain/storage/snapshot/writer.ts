/**
 * Writes chain snapshots while the chain runs and when it closes, so a restart replays only the
 * journal written since the last one. A snapshot is due once the transactions it would spare a
 * restart took more than the replay budget to execute, and at most once per interval. The state is
 * captured in one synchronous step (tables whose revision did not move reuse their last blob, the
 * changed ones are copied and encoded after it, tableBlobs.ts), the file is written in pieces, the
 * new history is appended in chunks with the event loop free between them, and the snapshot file
 * is renamed into place only once the journal is on disk up to the offset the state includes.
 * The journal starts a new segment at that offset, and once the file is in place the snapshots past
 * the newest `keep` go, with the segments and history files only they needed (prune.ts). When the
 * history file holds more than twice the transactions the history keeps in memory, its first frame
 * and tail are copied to a new file that the next snapshot names, so the disk holds a bounded
 * history too.
 */
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { serialize } from 'node:v8';
import type { ChainEngine } from '../../node/engine';
import type { TransactionRecord } from '../../node/history';
import type { Journal } from '../journal';
import type { ChainMeta } from '../meta';
import type { StoredAccounts } from './restore';
import { journalTail } from '../segments';
import { JOURNAL_TAIL_BYTES, writeSnapshotFile, type GenesisFacts } from './files';
import { encodeHistoryChunk } from './historyCodec';
import { compactHistoryFile, frameChunk, type HistoryFrame } from './historyFile';
import { pruneSnapshots } from './prune';
import type { RestoredSnapshot } from './restore';
import { HISTORY_FILE } from './names';
import { TableBlobs } from './tableBlobs';

/** When snapshots are written besides at close. */
export interface SnapshotPolicy {
  /** Execution time (µs, as transactions record it) a restart may have to replay before a snapshot is due; Infinity: only on request. */
  readonly replayBudgetUs?: number;
  /** Least time between two automatic snapshots, ms. */
  readonly minIntervalMs?: number;
  /** Snapshot files kept (at least 1, default 3): a damaged newest falls back to the one before it and the journal after that. */
  readonly keep?: number;
}

/**
 * Half a second of execution: replaying it costs a few times that (decoding, history, a loaded
 * machine), and at the bots' top flow it is a snapshot every 5 s, each blocking the event loop for
 * a few milliseconds at a time.
 */
const DEFAULT_BUDGET_US = 500_000;
const DEFAULT_INTERVAL_MS = 5_000;
/** Two to fall back on: at flow 2000 a snapshot comes every 5 s, so they are seconds apart and the journal they need is a few MB. */
const DEFAULT_KEEP = 3;
/** Transactions per history chunk: the event loop runs between chunks (a bot transaction carries ~150 traces). */
const CHUNK_RECORDS = 25;

/** What the writer starts from. */
export interface SnapshotBase {
  readonly meta: ChainMeta;
  readonly genesis: GenesisFacts;
  readonly restored: RestoredSnapshot | undefined;
  readonly log: (message: string) => void;
  readonly policy?: SnapshotPolicy;
}

/** The chain's snapshot writer. */
export class ChainSnapshots {
  private historyFile = HISTORY_FILE;
  private historyCount = 0;
  private historyBytes = 0;
  private historyDropped = 0;
  private frames: HistoryFrame[] = [];
  private journalOffset = -1;
  private debtUs = 0;
  private lastAt = performance.now();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;
  private readonly blobs: TableBlobs;
  private readonly unsubscribe: () => void;
  private readonly budgetUs: number;
  private readonly intervalMs: number;
  private readonly keep: number;

  constructor(
    private readonly dir: string,
    private readonly engine: ChainEngine,
    private readonly journal: Journal,
    private readonly base: SnapshotBase,
  ) {
    this.budgetUs = base.policy?.replayBudgetUs ?? DEFAULT_BUDGET_US;
    this.intervalMs = base.policy?.minIntervalMs ?? DEFAULT_INTERVAL_MS;
    this.keep = Math.max(1, base.policy?.keep ?? DEFAULT_KEEP);
    const restored = base.restored;
    if (restored) {
      this.historyFile = restored.historyFile;
      this.historyCount = restored.historyCount;
      this.historyBytes = restored.historyBytes;
      this.historyDropped = restored.historyDropped;
      this.frames = [...restored.frames];
      this.journalOffset = restored.journalOffset;
    }
    // The first snapshot after a restart re-encodes only the tables that changed since, not every one.
    this.blobs = new TableBlobs(restored?.tableBlobs);
    // What no snapshot holds yet stays in memory until one does.
    engine.history.hold(this.historyCount);
    for (const record of engine.history.since(this.historyCount)) this.debtUs += record.elapsedUs;
    this.unsubscribe = engine.onTransaction((record) => {
      this.debtUs += record.elapsedUs;
      this.schedule();
    });
    this.schedule();
  }

  private schedule(): void {
    if (this.closed || this.timer || this.running || this.debtUs < this.budgetUs) return;
    const wait = Math.max(0, this.lastAt + this.intervalMs - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.snapshot().catch(() => undefined);
    }, wait);
    this.timer.unref();
  }

  /** Writes a snapshot of the state now (after any in progress); rejects when it could not be written. */
  async snapshot(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
    this.running = this.write().finally(() => {
      this.running = undefined;
      this.lastAt = performance.now();
      this.schedule();
    });
    return this.running;
  }

  private async write(): Promise<void> {
    // Never from inside a transaction listener: there the transaction is applied but not yet journaled.
    await yieldToLoop();
    const { engine } = this;
    const journalOffset = this.journal.position();
    // What is journaled from here on goes to a segment of its own: this snapshot needs no byte before it.
    this.journal.rotate();
    const count = engine.history.total;
    if (engine.history.firstIndex > this.historyCount) throw new Error('the history evicted transactions no snapshot holds');
    const records = [...engine.history.since(this.historyCount)];
    const actionTotals = engine.history.actionTotals();
    const oldestHeld = engine.history.firstIndex;
    // Batch accounts that never changed carry no contract; their columns serialise in one piece.
    const accounts = [...engine.state.accounts.stored()];
    const contracts: Record<string, string> = {};
    for (const account of accounts) {
      const loaded = account.contract === null ? undefined : engine.state.contracts.get(account.contract);
      if (loaded) contracts[loaded.def.id] = loaded.abiHash;
    }
    const stored: StoredAccounts = { records: accounts, batches: engine.state.accounts.batchList().map((batch) => batch.data) };
    const state = { accounts: serialize(stored), tables: this.blobs.capture(engine.state), globalSequence: engine.state.globalSequence };
    const debt = this.debtUs;
    this.debtUs = 0;
    try {
      const tables = await state.tables.encode();
      const appended = await this.appendHistory(records);
      const history = (await this.compact(appended, oldestHeld)) ?? { file: this.historyFile, dropped: this.historyDropped, ...appended };
      await this.journal.durable(journalOffset);
      // None when the segment before the offset is gone (a snapshot at the same offset kept alone): readJournal checks the rest.
      const tail = journalTail(this.dir, journalOffset, JOURNAL_TAIL_BYTES) ?? '';
      const { meta, genesis } = this.base;
      await writeSnapshotFile(this.dir, {
        header: {
          format: 2,
          chainId: meta.chainId,
          seed: meta.seed,
          genesisMs: meta.genesisMs,
          intervalMs: meta.intervalMs,
          journalOffset,
          journalTail: tail,
          historyFile: history.file,
          historyCount: count,
          historyBytes: history.bytes,
          historyDropped: history.dropped,
          actionTotals,
          globalSequence: state.globalSequence,
          contracts,
          genesis,
        },
        accounts: state.accounts,
        tables,
      });
      this.historyFile = history.file;
      this.historyCount = count;
      this.historyBytes = history.bytes;
      this.historyDropped = history.dropped;
      this.frames = history.frames;
      this.journalOffset = journalOffset;
      engine.history.hold(count);
      // The snapshot is written: a file left behind is only disk space, and the next snapshot deletes it.
      await pruneSnapshots(this.dir, this.keep, this.journal, this.historyFile).catch((error: unknown) =>
        this.base.log(`old snapshot files not deleted: ${error instanceof Error ? error.message : String(error)}`),
      );
    } catch (error) {
      this.debtUs += debt;
      this.base.log(`snapshot not written: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }

  /** Appends records after the bytes the last snapshot owns (overwriting what a crashed attempt left); the chain's first transaction gets a frame of its own. */
  private async appendHistory(records: readonly TransactionRecord[]): Promise<{ bytes: number; frames: HistoryFrame[] }> {
    let bytes = this.historyBytes;
    const frames = [...this.frames];
    const handle = await open(join(this.dir, this.historyFile), bytes === 0 ? 'w' : 'r+');
    try {
      for (let i = 0; i < records.length;) {
        const take = bytes === 0 ? 1 : CHUNK_RECORDS;
        const frame = frameChunk(encodeHistoryChunk(records.slice(i, i + take)));
        for (let done = 0; done < frame.length;) done += (await handle.write(frame, done, frame.length - done, bytes + done)).bytesWritten;
        frames.push({ offset: bytes, records: Math.min(take, records.length - i) });
        bytes += frame.length;
        i += take;
        await yieldToLoop();
      }
      await handle.truncate(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { bytes, frames };
  }

  /**
   * A new history file with the first frame and the frames from the one holding transaction
   * `oldestHeld` on (what the history still holds in memory), once those are at most half the file.
   */
  private async compact(
    history: { bytes: number; frames: HistoryFrame[] },
    oldestHeld: number,
  ): Promise<{ file: string; bytes: number; dropped: number; frames: HistoryFrame[] } | undefined> {
    const { frames } = history;
    const position = oldestHeld - this.historyDropped;
    let from = 1;
    let before = frames[0]?.records ?? 0;
    while (from + 1 < frames.length && before + frames[from]!.records <= position) before += frames[from++]!.records;
    const inFile = frames.reduce((sum, f) => sum + f.records, 0);
    const evicted = before - (frames[0]?.records ?? 0);
    if (from < 2 || evicted < inFile - before) return undefined;
    const generation = /^history\.(\d+)\.bin$/.exec(this.historyFile);
    const file = `history.${generation ? Number(generation[1]) + 1 : 1}.bin`;
    const bytes = await compactHistoryFile(this.dir, this.historyFile, frames, from, history.bytes, file);
    const shift = frames[from]!.offset - frames[1]!.offset;
    const kept = [frames[0]!, ...frames.slice(from).map((f) => ({ offset: f.offset - shift, records: f.records }))];
    this.base.log(`history compacted: ${file} keeps the first and the newest ${inFile - before} transactions (${bytes} bytes, was ${history.bytes})`);
    return { file, bytes, dropped: this.historyDropped + evicted, frames: kept };
  }

  /** True when the state moved since the last snapshot. */
  private get changed(): boolean {
    return this.journal.position() !== this.journalOffset || this.engine.history.total !== this.historyCount;
  }

  /** Stops automatic snapshots and writes a last one when anything changed. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.unsubscribe();
    while (this.running) await this.running.catch(() => undefined);
    if (this.changed) await this.snapshot().catch(() => undefined);
  }
}
