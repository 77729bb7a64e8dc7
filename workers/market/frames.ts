/**
 * The frames the market worker posts to the main thread (DESIGN §4): only what is on screen and
 * only what changed since the previous frame — a side or the tape that did not move is sent as null
 * and the main thread keeps what it has. A side whose change lies below the visible depth draws the
 * same rows, so it is not sent either. Text is formatted here, so the main thread only writes it.
 * The sides' typed arrays are transferred, not copied. Worst case (both sides at MAX_DEPTH and a
 * full visible tape) stays under 10 KiB (frames.test.ts).
 */
import { amountToDecimalString } from '../../src/core/amount';
import type { CandleChange } from '../../src/core/candles';
import { tapeColumns, type TapeFrame, type TapeRow, tapeRowOf } from '../../src/core/live';
import { sameSideFrame, type SideFrame } from '../../src/core/orderbook';
import type { ShownTrade, TapeEntry, TradeSide } from '../../src/core/tape';
import type { ConnectionState } from './connection';
import type { MarketFeed } from './feed';
import { PositionWatch, type PositionsFrame } from './positions';
import { BookGrouping } from './grouping';

export type { TapeRow } from '../../src/core/live';
export type { PositionPnl, PositionsFrame, PositionsInput } from './positions';

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
  /** The tape's rows in view, newest first, as columns (`tapeViewOf` makes them a view again). */
  readonly tape: TapeFrame | null;
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
  /** The virtual positions handed over: those the book moved and their PnL, when either changed (positions.ts); absent or null: unchanged. */
  readonly positions?: PositionsFrame | null;
  /**
   * The server's send time (ms since the epoch) of the oldest book or trade message this frame is
   * the first to show, or null when none was stamped: the main thread measures socket → painted.
   */
  readonly sentAt: number | null;
  /** When the worker received that message (ms since the epoch), null with `sentAt`: splits socket → painted into its stages. */
  readonly receivedAt: number | null;
};

/** Levels per side a frame may carry, and tape rows (a tall tape panel's rows in view). */
export const MAX_DEPTH = 50;
export const MAX_TAPE_ROWS = 50;
export const DEFAULT_DEPTH = 30;
export const DEFAULT_TAPE_ROWS = 30;

const clamp = (value: number, max: number) => Math.min(Math.max(Math.floor(value), 0), max);

/** A tape entry in full. */
export function tradeRow(entry: TapeEntry, key: number, pricePrecision: number): TradeRow {
  return { ...tapeRowOf(entry, key, pricePrecision), trxId: entry.trxId, unitPrice: entry.unitPrice.toString(), total: amountToDecimalString(entry.total) };
}

/** The buffers a frame's transfer list must name. */
export function frameTransferables(frame: MarketFrame): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  if (frame.asks) buffers.push(frame.asks.buffer);
  if (frame.bids) buffers.push(frame.bids.buffer);
  return buffers;
}

/** A sent side kept for comparison: its typed arrays copied, since the sent ones are transferred away. */
const retained = (frame: SideFrame): SideFrame => ({ ...frame, baseCumul: frame.baseCumul.slice(), currentUser: frame.currentUser.slice() });

type Sent = {
  feed: MarketFeed | null;
  asks: number;
  bids: number;
  tape: number;
  tapeFirst: number;
  tapeTotal: number;
  last: string;
  dropped: number;
  syncing: boolean;
  connection: ConnectionState | null;
  asksFrame: SideFrame | null;
  bidsFrame: SideFrame | null;
};

/** The last trade's price and side, as `Sent.last` records what the page was sent ('' for none). */
function lastKey(feed: MarketFeed): string {
  const lastTrade = feed.tape.lastPrice;
  return lastTrade === null ? '' : `${lastTrade.unitPrice}|${lastTrade.side}`;
}

const NOTHING_SENT: Sent = {
  feed: null,
  asks: -1,
  bids: -1,
  tape: -1,
  tapeFirst: -1,
  tapeTotal: -1,
  last: '',
  dropped: -1,
  syncing: false,
  connection: null,
  asksFrame: null,
  bidsFrame: null,
};

/** Builds frames, remembering what the main thread already has. */
export class FrameBuilder {
  private stamp = 0;
  private depth = DEFAULT_DEPTH;
  private tapeRows = DEFAULT_TAPE_ROWS;
  /** The first tape row in view (the page's scroll), where the frames' tape rows start. */
  private tapeFirst = 0;
  /** The formatted shown tape, for one feed and tape version. */
  private shown: { feed: MarketFeed; version: number; rows: TapeRow[] } | null = null;
  private sent: Sent = { ...NOTHING_SENT };
  /** The page's virtual positions of the selected market. */
  readonly positions = new PositionWatch();
  /** The book's price-level grouping (grouping.ts). */
  readonly grouping = new BookGrouping();
  private oldestSentAt: number | null = null;
  private oldestReceivedAt: number | null = null;
  // A trade's line never changes: formatted once, not once per frame it stays in.
  private readonly tapeRowCache = new WeakMap<TapeEntry, TapeRow>();

  /** Levels per side sent now. */
  get levels(): number {
    return this.depth;
  }

  /** What decides a side's rows besides its orders: depth and grouping (a drawing redoes both sides when it changes). */
  get layout(): string {
    return `${this.depth}|${this.grouping.step}`;
  }

  /** The rows of `feed`'s side `kind` as drawn and sent: the best `levels` groups. */
  sideFrame(feed: MarketFeed, kind: 'asks' | 'bids'): SideFrame {
    return this.grouping.frame(feed.book[kind], this.depth, feed.display);
  }

  /** Groups levels by `step` unit_price units (1: none); the next frame resends both sides. */
  setGrouping(step: bigint): void {
    if (!this.grouping.set(step)) return;
    this.sent.asks = this.sent.bids = -1;
    this.sent.asksFrame = this.sent.bidsFrame = null;
  }

  /** The tape of `feed` on screen, newest first, formatted (each trade once; history rows keyed below 0). */
  shownTape(feed: MarketFeed): readonly TapeRow[] {
    const version = feed.tapeVersion;
    if (this.shown?.feed !== feed || this.shown.version !== version)
      this.shown = { feed, version, rows: feed.shownTape().map((trade) => this.tapeRow(feed, trade)) };
    return this.shown.rows;
  }

  /** Whether `feed`'s book or tape changed since their rows were last sent (rows held back for the mirror). */
  holdsBack(feed: MarketFeed | null): boolean {
    const sent = this.sent;
    return (
      feed !== null && feed === sent.feed && (feed.book.asks.version !== sent.asks || feed.book.bids.version !== sent.bids || feed.tapeVersion !== sent.tape)
    );
  }

  /** Whether a new last price waits for the next frame that goes anyway (see `build`). */
  holdsLastPrice(feed: MarketFeed | null): boolean {
    return feed !== null && feed === this.sent.feed && lastKey(feed) !== this.sent.last;
  }

  /** The tape rows in view start at `first` (the next frame resends the tape when that moved). */
  setTapeFirst(first: number): void {
    this.tapeFirst = Math.max(0, Math.floor(first));
  }

  /** Levels per side to send (0–MAX_DEPTH); the next frame resends both sides. */
  setDepth(depth: number): void {
    this.depth = clamp(depth, MAX_DEPTH);
    this.sent.asks = this.sent.bids = -1;
    this.sent.asksFrame = this.sent.bidsFrame = null;
  }

  /** Tape rows to send (0–MAX_TAPE_ROWS); the next frame resends the tape. */
  setTapeRows(rows: number): void {
    this.tapeRows = clamp(rows, MAX_TAPE_ROWS);
    this.sent.tape = -1;
  }

  /** The main thread lost what it had (a new consumer): the next frame carries everything. */
  reset(): void {
    this.sent = { ...NOTHING_SENT };
    this.positions.reset();
  }

  /** A book or trade message stamped `sentAt`, received at `receivedAt`, changed the feed: the next frame carries the oldest such stamp. */
  noteSent(sentAt: number | null, receivedAt: number): void {
    if (sentAt === null || (this.oldestSentAt !== null && sentAt >= this.oldestSentAt)) return;
    this.oldestSentAt = sentAt;
    this.oldestReceivedAt = receivedAt;
  }

  /**
   * A side's frame when it draws differently from the last one sent, else null. With `mirrorOnly`
   * (the worker draws the rows; the page needs them for its mirror only) a change waits for a
   * frame without it — unless the side appears or empties, which the page shows at once.
   */
  private changedSide(feed: MarketFeed, kind: 'asks' | 'bids', mirrorOnly: boolean): SideFrame | null {
    const side = feed.book[kind];
    const sent = this.sent;
    if (side.version === sent[kind]) return null;
    const shown = kind === 'asks' ? sent.asksFrame : sent.bidsFrame;
    if (mirrorOnly && shown !== null && (shown.count === 0) === (side.size === 0)) return null;
    sent[kind] = side.version;
    const frame = this.sideFrame(feed, kind);
    const previous = kind === 'asks' ? sent.asksFrame : sent.bidsFrame;
    if (previous !== null && sameSideFrame(previous, frame)) return null;
    if (kind === 'asks') sent.asksFrame = retained(frame);
    else sent.bidsFrame = retained(frame);
    return frame;
  }

  private tapeRow(feed: MarketFeed, { entry, historyIndex }: ShownTrade): TapeRow {
    let row = this.tapeRowCache.get(entry);
    const key = historyIndex >= 0 ? -(historyIndex + 1) : feed.tradeKey(entry);
    if (row === undefined || row.key !== key) this.tapeRowCache.set(entry, (row = tapeRowOf(entry, key, feed.display.pricePrecision)));
    return row;
  }

  private tapeFrame(feed: MarketFeed): TapeFrame {
    const rows = this.shownTape(feed);
    const first = Math.min(this.tapeFirst, Math.max(0, rows.length - this.tapeRows));
    return { total: rows.length, first, columns: tapeColumns(rows.slice(first, first + this.tapeRows)) };
  }

  /**
   * The next frame, or null when nothing on screen changed since the last one. While the worker
   * draws the rows, `mirrorOnly` holds back changed sides and tape (their mirror waits for its
   * tick) and `lastPriceHeld` a new last price: the page shows it with the live candle at the
   * next 500 ms candle tick, one page frame for both instead of two (the tape on the worker's
   * canvas shows the trade at once). The first last price of a market goes at once.
   */
  build(feed: MarketFeed | null, connection: ConnectionState, mirrorOnly = false, lastPriceHeld = mirrorOnly): MarketFrame | null {
    if (feed !== this.sent.feed) this.reset();
    const sent = this.sent;
    sent.feed = feed;
    const asks = feed && this.changedSide(feed, 'asks', mirrorOnly);
    const bids = feed && this.changedSide(feed, 'bids', mirrorOnly);
    // The tape likewise: a change waits, unless it is the first trade, the tape emptied, or the page scrolled it.
    const tapeMoved = feed !== null && (feed.tapeVersion !== sent.tape || this.tapeFirst !== sent.tapeFirst);
    const tapeChanged =
      tapeMoved && (!mirrorOnly || sent.tapeTotal < 0 || this.tapeFirst !== sent.tapeFirst || (sent.tapeTotal === 0) !== (this.shownTape(feed).length === 0));
    const syncing = feed?.syncing ?? false;
    const dropped = feed?.dropped ?? 0;
    const candles = feed?.takeCandleChanges() ?? [];
    const userOrdersChanged = feed?.userOrdersChanged ?? false;
    const lastTrade = feed?.tape.lastPrice ?? null;
    const last = feed === null ? '' : lastKey(feed);
    const lastChanged = last !== sent.last && (!lastPriceHeld || sent.last === '');
    const firstFrame = sent.connection === null;
    const otherChange =
      firstFrame ||
      asks !== null ||
      bids !== null ||
      tapeChanged ||
      candles.length > 0 ||
      userOrdersChanged ||
      lastChanged ||
      connection !== sent.connection ||
      dropped !== sent.dropped ||
      syncing !== sent.syncing;
    // PnL follows the last price the page is shown: a held price waits with it.
    const positions = this.positions.frame(feed, Date.now(), !lastPriceHeld || otherChange);
    const anyChange = otherChange || positions !== null;
    const sentAt = this.oldestSentAt;
    const receivedAt = sentAt === null ? null : this.oldestReceivedAt;
    // A stamped message that changed nothing on screen has nothing to paint: its stamp goes too.
    this.oldestSentAt = this.oldestReceivedAt = null;
    if (!anyChange) return null;
    if (feed) feed.userOrdersChanged = false;
    sent.connection = connection;
    sent.last = last;
    sent.dropped = dropped;
    sent.syncing = syncing;
    const tape = feed && tapeChanged ? this.tapeFrame(feed) : null;
    if (feed && tape) {
      sent.tape = feed.tapeVersion;
      sent.tapeFirst = this.tapeFirst;
      sent.tapeTotal = tape.total;
    }
    this.stamp += 1;
    return {
      stamp: this.stamp,
      marketId: feed?.marketId ?? null,
      asks,
      bids,
      tape,
      lastPrice: lastTrade?.price ?? null,
      lastSide: lastTrade?.side ?? null,
      connection,
      syncing,
      dropped,
      candles,
      userOrdersChanged,
      positions,
      sentAt,
      receivedAt,
    };
  }
}
