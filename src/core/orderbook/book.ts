/**
 * Both sides of one market with their delta streams (DESIGN §4): deltas are checked against the
 * market and their per-side sequence number; a gap, a reconnect or a first load puts the side in
 * "syncing", where deltas wait in a bounded buffer until the fetched snapshot lands, and are then
 * replayed past the snapshot's number.
 */
import type { SideDisplay, SideFrame } from './frame';
import type { OrderbookDelta } from './parseOrderRow';
import { SequenceTracker } from './sequence';
import { OrderBookSide } from './side';
import type { BookMarket } from '../domain';
import type { BookTable, OrderRow } from './types';

/** What became of a delta: `gap` means "fetch a fresh snapshot of that side now". */
export type DeltaOutcome = 'applied' | 'buffered' | 'stale' | 'gap' | 'rejected';

/** Deltas kept per syncing side; past this the oldest go (a later gap check catches any hole). */
export const MAX_BUFFERED_DELTAS = 10_000;

/** Both sides' frames for one animation frame. */
export type BookFrame = { readonly bids: SideFrame; readonly asks: SideFrame };

type SideStream = { readonly side: OrderBookSide; readonly tracker: SequenceTracker; syncing: boolean; pending: OrderbookDelta[] };

export class OrderBook {
  readonly bids: OrderBookSide;
  readonly asks: OrderBookSide;
  private readonly streams: Record<BookTable, SideStream>;

  constructor(readonly market: BookMarket) {
    this.bids = new OrderBookSide('bids', market);
    this.asks = new OrderBookSide('asks', market);
    const stream = (side: OrderBookSide): SideStream => ({ side, tracker: new SequenceTracker(), syncing: true, pending: [] });
    this.streams = { buyorder: stream(this.bids), sellorder: stream(this.asks) };
  }

  /** Sum of both sides' versions: changes whenever anything on the book changed. */
  get version(): number {
    return this.bids.version + this.asks.version;
  }

  /** The side a table feeds. */
  side(table: BookTable): OrderBookSide {
    return this.streams[table].side;
  }

  /** True while the side waits for a snapshot (first load, after a gap or a reconnect). */
  isSyncing(table: BookTable): boolean {
    return this.streams[table].syncing;
  }

  /**
   * A fetch of the side starts (SPEC §4: the initial fetch clears it unless refreshing); deltas are
   * buffered from now until `applySnapshot`.
   */
  beginSync(table: BookTable, refreshing = false): void {
    const stream = this.streams[table];
    stream.syncing = true;
    if (!refreshing) stream.side.clear();
  }

  /** After a reconnect nothing is trusted: both sides resync, keeping their rows on screen meanwhile. */
  resyncAll(): void {
    this.beginSync('buyorder', true);
    this.beginSync('sellorder', true);
  }

  /**
   * Installs a fetched table taken at delta number `seq` (null if unknown), then replays the
   * buffered deltas after it. Returns the rows rejected and whether the replay hit a gap (fetch again).
   */
  applySnapshot(table: BookTable, rows: readonly OrderRow[], seq: number | null): { rejected: number; gap: boolean } {
    const stream = this.streams[table];
    const rejected = stream.side.applySnapshot(rows);
    stream.tracker.reset(seq);
    stream.syncing = false;
    const pending = stream.pending;
    stream.pending = [];
    let gap = false;
    for (const delta of pending) {
      if (stream.syncing) stream.pending.push(delta);
      else if (this.applyLive(stream, delta) === 'gap') gap = true;
    }
    return { rejected, gap };
  }

  /** Applies one checked socket delta (see `DeltaOutcome`). */
  applyDelta(delta: OrderbookDelta): DeltaOutcome {
    if (delta.marketId !== undefined && delta.marketId !== this.market.id) return 'rejected';
    const stream = this.streams[delta.table];
    if (!stream.side.accepts(delta.value)) return 'rejected';
    if (stream.syncing) {
      if (stream.pending.length >= MAX_BUFFERED_DELTAS) stream.pending.shift();
      stream.pending.push(delta);
      return 'buffered';
    }
    return this.applyLive(stream, delta);
  }

  /** Flags the user's orders on both sides (null when logged out). */
  setCurrentUser(account: string | null): void {
    this.bids.setCurrentUser(account);
    this.asks.setCurrentUser(account);
  }

  /** The best `depth` levels of both sides, ready to post (see `SideFrame`). */
  frame(depth: number, display?: SideDisplay): BookFrame {
    return { bids: this.bids.visibleLevels(depth, display), asks: this.asks.visibleLevels(depth, display) };
  }

  private applyLive(stream: SideStream, delta: OrderbookDelta): DeltaOutcome {
    if (delta.seq !== undefined) {
      const verdict = stream.tracker.check(delta.seq);
      if (verdict === 'stale') return 'stale';
      if (verdict === 'gap') {
        stream.syncing = true;
        stream.pending.push(delta);
        return 'gap';
      }
    }
    if (delta.present) stream.side.upsert(delta.value);
    else stream.side.remove(delta.value.id);
    return 'applied';
  }
}
