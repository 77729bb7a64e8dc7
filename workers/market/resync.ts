/**
 * Keeping the book in step with the server (SPEC §4 "Order book"): a book subscribe is answered by
 * one snapshot per side, and until both came no new request goes out; a replay that hit a sequence
 * gap, or a side still without a good snapshot, asks again, at most every RESYNC_MIN_INTERVAL_MS so
 * a server answering garbage cannot cause a storm. Servers that do not number their deltas send no
 * snapshot: the book is then read over HTTP through the page (`fetchHttpSnapshots`).
 */
import type { Subscription } from '../../src/core/live';
import type { BookTable } from '../../src/core/orderbook';

/** Fresh snapshots are asked for at most this often. */
export const RESYNC_MIN_INTERVAL_MS = 500;

/** Timers the resync waits with (the global ones by default; fakes in tests). */
export type ResyncTimers = {
  readonly now: () => number;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
};

export type ResyncDeps = {
  /** The selected market's book room, or null when none is selected. */
  readonly bookRoom: () => Subscription | null;
  /** Joins a room; false when the socket is not connected. */
  readonly subscribe: (subscription: Subscription) => boolean;
  readonly timers?: ResyncTimers;
};

const globalTimers: ResyncTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class BookResync {
  /** Fresh snapshots asked for after a sequence gap (for stats). */
  count = 0;
  private snapshotsDue = 0;
  private gapInReplay = false;
  private lastAt = -Infinity;
  private timer: unknown = null;
  private readonly timers: ResyncTimers;

  constructor(private readonly deps: ResyncDeps) {
    this.timers = deps.timers ?? globalTimers;
  }

  /** Every room of the market was just joined: when connected, a snapshot per side is on its way. */
  joined(connected: boolean): void {
    this.snapshotsDue = connected ? 2 : 0;
    this.gapInReplay = false;
  }

  /** Asks the server for fresh snapshots (a re-subscribe), unless some are due or the last ask was too recent (then later). */
  request(): void {
    const room = this.deps.bookRoom();
    if (room === null || this.snapshotsDue > 0 || this.timer !== null) return;
    const wait = this.lastAt + RESYNC_MIN_INTERVAL_MS - this.timers.now();
    if (wait > 0) {
      this.timer = this.timers.setTimeout(() => {
        this.timer = null;
        this.request();
      }, wait);
      return;
    }
    if (!this.deps.subscribe(room)) return;
    this.lastAt = this.timers.now();
    this.snapshotsDue = 2;
    this.count += 1;
  }

  /**
   * A side's snapshot came; `gap` when replaying the deltas after it hit a gap. Once both sides
   * answered, a gap or a side still `syncing` asks again.
   */
  snapshot(gap: boolean, syncing: () => boolean): void {
    if (gap) this.gapInReplay = true;
    if (this.snapshotsDue > 0) this.snapshotsDue -= 1;
    if (this.snapshotsDue === 0 && (this.gapInReplay || syncing())) {
      this.gapInReplay = false;
      this.request();
    }
  }

  /** Forgets a pending ask (the socket closed). */
  stop(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}

/** A market whose book can be read over HTTP. */
export type HttpSnapshotTarget = {
  readonly marketId: number;
  readonly selection: { readonly httpSnapshot?: boolean };
  onHttpSnapshot(table: BookTable, rows: unknown): void;
};

/**
 * Reads both sides of the book over HTTP through the page (`MarketSelection.httpSnapshot`); rows are
 * applied only while `target` is still the market shown, then `changed` is called.
 */
export function fetchHttpSnapshots(
  target: HttpSnapshotTarget,
  fetchSnapshot: ((marketId: number, table: BookTable) => Promise<unknown>) | null,
  io: { readonly isCurrent: () => boolean; readonly changed: () => void; readonly log: (message: string) => void },
): void {
  if (!target.selection.httpSnapshot || fetchSnapshot === null) return;
  for (const table of ['buyorder', 'sellorder'] as const) {
    fetchSnapshot(target.marketId, table)
      .then((rows) => {
        if (!io.isCurrent()) return;
        target.onHttpSnapshot(table, rows);
        io.changed();
      })
      .catch((error: unknown) => io.log(`order book ${target.marketId} ${table} fetch failed: ${String(error)}`));
  }
}
