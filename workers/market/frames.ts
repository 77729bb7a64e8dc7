/**
 * The frames the market worker posts to the main thread (DESIGN §4): only what is on screen and
 * only what changed since the previous frame — a side or the tape that did not move is sent as null
 * and the main thread keeps what it has. The sides' typed arrays are transferred, not copied.
 * Worst case (both sides at MAX_DEPTH and a full visible tape) stays under 10 KiB (frames.test.ts).
 */
import { amountToDecimalString } from '../../src/core/amount';
import type { CandleChange } from '../../src/core/candles';
import type { SideFrame } from '../../src/core/orderbook';
import type { TapeEntry, TradeSide } from '../../src/core/tape';
import type { ConnectionState } from './connection';
import type { MarketFeed } from './feed';

/** A tape row ready to draw (SPEC §2: price, amount, time). */
export type TapeRow = {
  /** Stable per trade while the market is watched (a React key; one transaction may fill several orders). */
  readonly key: number;
  readonly side: TradeSide;
  readonly price: number;
  /** Quote amount at its token precision, exact ("2400.0000"). */
  readonly amount: string;
  /** Unix ms. */
  readonly timestamp: number;
};

/** A trade in full, for a detail view: the tape row plus transaction, exact price and base total. */
export type TradeRow = TapeRow & { readonly trxId: string; readonly unitPrice: string; readonly total: string };

/** One frame: the parts that changed since the previous frame (null = unchanged), and the small always-sent state. */
export type MarketFrame = {
  /** Increases by one per frame delivered. */
  readonly stamp: number;
  /** The market the frame is about (null when none is selected). */
  readonly marketId: number | null;
  readonly asks: SideFrame | null;
  readonly bids: SideFrame | null;
  /** The visible tape rows, newest first. */
  readonly tape: readonly TapeRow[] | null;
  readonly lastPrice: number | null;
  readonly lastSide: TradeSide | null;
  readonly connection: ConnectionState;
  /** True while a side waits for its snapshot (the book on screen may be behind). */
  readonly syncing: boolean;
  /** Malformed messages dropped so far for this market. */
  readonly dropped: number;
  /** Candle changes since the previous frame, oldest first (SPEC §4 "Chart"). */
  readonly candles: readonly CandleChange[];
  /** The user's orders in this market may have changed: ask for them again. */
  readonly userOrdersChanged: boolean;
};

/** Levels per side a frame may carry, and tape rows. */
export const MAX_DEPTH = 50;
export const MAX_TAPE_ROWS = 30;
export const DEFAULT_DEPTH = 30;
export const DEFAULT_TAPE_ROWS = 30;

const clamp = (value: number, max: number) => Math.min(Math.max(Math.floor(value), 0), max);

/** A tape entry as drawn. */
export function tapeRow(entry: TapeEntry, key: number): TapeRow {
  return { key, side: entry.side, price: entry.price, amount: amountToDecimalString(entry.amount), timestamp: entry.timestamp };
}

/** A tape entry in full. */
export function tradeRow(entry: TapeEntry, key: number): TradeRow {
  return { ...tapeRow(entry, key), trxId: entry.trxId, unitPrice: entry.unitPrice.toString(), total: amountToDecimalString(entry.total) };
}

/** The buffers a frame's transfer list must name. */
export function frameTransferables(frame: MarketFrame): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  if (frame.asks) buffers.push(frame.asks.buffer);
  if (frame.bids) buffers.push(frame.bids.buffer);
  return buffers;
}

/** Builds frames, remembering what the main thread already has. */
export class FrameBuilder {
  private stamp = 0;
  private depth = DEFAULT_DEPTH;
  private tapeRows = DEFAULT_TAPE_ROWS;
  private sent = { feed: null as MarketFeed | null, asks: -1, bids: -1, tape: -1, dropped: -1, syncing: false, connection: null as ConnectionState | null };

  /** Levels per side to send (0–MAX_DEPTH); the next frame resends both sides. */
  setDepth(depth: number): void {
    this.depth = clamp(depth, MAX_DEPTH);
    this.sent.asks = this.sent.bids = -1;
  }

  /** Tape rows to send (0–MAX_TAPE_ROWS); the next frame resends the tape. */
  setTapeRows(rows: number): void {
    this.tapeRows = clamp(rows, MAX_TAPE_ROWS);
    this.sent.tape = -1;
  }

  /** The main thread lost what it had (a new consumer): the next frame carries everything. */
  reset(): void {
    this.sent = { feed: null, asks: -1, bids: -1, tape: -1, dropped: -1, syncing: false, connection: null };
  }

  /** The next frame, or null when nothing changed since the last one. */
  build(feed: MarketFeed | null, connection: ConnectionState): MarketFrame | null {
    if (feed !== this.sent.feed) this.reset();
    const sent = this.sent;
    sent.feed = feed;
    const asksChanged = feed !== null && feed.book.asks.version !== sent.asks;
    const bidsChanged = feed !== null && feed.book.bids.version !== sent.bids;
    const tapeChanged = feed !== null && feed.tape.version !== sent.tape;
    const syncing = feed?.syncing ?? false;
    const dropped = feed?.dropped ?? 0;
    const candles = feed?.takeCandleChanges() ?? [];
    const userOrdersChanged = feed?.userOrdersChanged ?? false;
    const firstFrame = sent.connection === null;
    const anyChange = firstFrame || asksChanged || bidsChanged || tapeChanged || candles.length > 0 || userOrdersChanged || connection !== sent.connection || dropped !== sent.dropped || syncing !== sent.syncing;
    if (!anyChange) return null;
    if (feed) feed.userOrdersChanged = false;
    sent.connection = connection;
    sent.dropped = dropped;
    sent.syncing = syncing;
    if (feed && asksChanged) sent.asks = feed.book.asks.version;
    if (feed && bidsChanged) sent.bids = feed.book.bids.version;
    if (feed && tapeChanged) sent.tape = feed.tape.version;
    const last = feed?.tape.lastPrice ?? null;
    this.stamp += 1;
    return {
      stamp: this.stamp,
      marketId: feed?.marketId ?? null,
      asks: feed && asksChanged ? feed.book.asks.visibleLevels(this.depth) : null,
      bids: feed && bidsChanged ? feed.book.bids.visibleLevels(this.depth) : null,
      tape: feed && tapeChanged ? feed.tape.latest(this.tapeRows).map((entry) => tapeRow(entry, feed.tradeKey(entry))) : null,
      lastPrice: last?.price ?? null,
      lastSide: last?.side ?? null,
      connection,
      syncing,
      dropped,
      candles,
      userOrdersChanged,
    };
  }
}
