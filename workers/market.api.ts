/**
 * The market worker's API (DESIGN §2, §4): it owns the live socket (session token, retries), checks
 * every message, keeps the order book, tape and candle queue of the selected market, and hands the
 * main thread one small frame per animation frame. The one implementation, `createMarketCore`
 * (workers/market/core.ts), is exposed by market.worker.ts and runs in the calling thread where
 * there are no workers (market.client.ts).
 *
 * Frame pacing: in a worker (`open` answers 'push') a frame goes out through `hooks.onFrame` as soon
 * as a socket message (or anything else on screen) changed and the previous frame was answered: one
 * in flight at most. The main thread applies it as it arrives and resolves `onFrame`'s promise at
 * its next animation frame, so frames never queue and never come faster than the screen draws, and
 * a message waits for neither the worker's own animation frame nor a round trip after it. Where the
 * core runs in the calling thread (no workers) `open` answers 'pull': the main thread calls
 * `pullFrame()` from its own requestAnimationFrame and gets null unless something changed. Either
 * way the sides' buffers are transferred, not copied.
 */
import type { Candle, CandleChange, Resolution } from '../src/core/candles';
import type { CandleSource } from './market/chartWatch';
import type { PriceSource, PriceTick } from './market/priceWatch';
import type { BookKind, BookTable, HoverSummary } from '../src/core/orderbook';
import type { RowCanvasId, RowView } from '../src/core/rowpaint/view';
import type { TapeEntry } from '../src/core/tape';
import type { LatencyStages } from '../src/core/live';
import type { ConnectionState, LiveEndpoint } from './market/connection';
import type { MarketSelection, UserOrder } from './market/feed';
import type { BookSide } from '../src/core/actions/orderbook';
import type { TakerQuote } from './market/takerQuote';
import type { MarketFrame, PositionsInput, TradeRow } from './market/frames';

export type { CandleSource } from './market/chartWatch';
export type { PriceSource, PriceTick } from './market/priceWatch';
export type { ConnectionState, LiveEndpoint } from './market/connection';
export type { MarketSelection, UserOrder } from './market/feed';
export type { TakerQuote } from './market/takerQuote';
export type { MarketFrame, PositionPnl, PositionsFrame, PositionsInput, TradeRow } from './market/frames';

/** How frames reach the main thread (see above). */
export type FramePacing = 'push' | 'pull';

/** What the main thread gives the worker; every member is called from the worker. */
export interface MarketHooks {
  /** A new session token to keep in local storage (SPEC §7). */
  onToken(token: string): void;
  /** A frame, in 'push' pacing; settles once the main thread applied it (the next frame may come then). */
  onFrame(frame: MarketFrame): void | Promise<void>;
  /** One side's rows over HTTP (chain table rows), for `MarketSelection.httpSnapshot`. */
  fetchSnapshot(marketId: number, table: BookTable): Promise<unknown>;
}

/** Counters for tests, benches and a debug panel. */
export type MarketStats = {
  readonly connection: ConnectionState;
  readonly marketId: number | null;
  readonly dropped: number;
  readonly stale: number;
  /** Fresh snapshots asked for after a sequence gap. */
  readonly resyncs: number;
  readonly syncing: boolean;
  readonly levels: { readonly bids: number; readonly asks: number };
  readonly frames: number;
};

/** The connection: one socket to one endpoint, its session token, and the counters. */
export interface MarketConnectionApi {
  /** Connects to an endpoint (closing any previous connection); answers how frames will come. */
  open(endpoint: LiveEndpoint, hooks: MarketHooks): Promise<FramePacing>;
  /** Disconnects and forgets the market. */
  close(): Promise<void>;
  stats(): Promise<MarketStats>;
}

/** The selected market's order book, and the logged-in user's orders in it. */
export interface MarketBookApi {
  /** Watches a market (null: none), leaving the previous market's rooms. */
  selectMarket(selection: MarketSelection | null): Promise<void>;
  /** Levels per side in frames (≤ MAX_DEPTH). */
  setDepth(depth: number): Promise<void>;
  /** Groups the levels by `step` unit_price units (1: none), in frames, drawings and hover panels. */
  setGrouping(step: bigint): Promise<void>;
  /** The logged-in account whose orders are flagged (null when logged out). */
  setCurrentUser(account: string | null): Promise<void>;
  /** The hover panel of a level (0 = best). */
  hover(side: BookKind, levelIndex: number): Promise<HoverSummary | null>;
  /** The logged-in account's orders in this market. */
  userOrders(): Promise<UserOrder[]>;
  /**
   * A market order on this book alone giving `giveUnits` (decimal text; base for a buy, quote for a
   * sell), walked over the whole other side; null without a market or for a malformed amount.
   */
  quoteTaker(side: BookSide, giveUnits: string): Promise<TakerQuote | null>;
}

/** The selected market's trade tape. */
export interface MarketTapeApi {
  /** Tape rows in frames (≤ MAX_TAPE_ROWS); the tape's view sets it too (`setRowView`). */
  setTapeRows(rows: number): Promise<void>;
  /** The history fetch's trades of a market, newest first: the tape shows them after the live ones. */
  setTapeHistory(marketId: number, entries: readonly TapeEntry[]): Promise<void>;
  /** The newest `count` trades in full (transaction ids, totals), beyond the frame's visible rows. */
  trades(count: number): Promise<TradeRow[]>;
}

/** Candles: the market chart's (in frames) and the swap chart's (to a listener). */
export interface MarketChartApi {
  /** The chart's resolution: switches the candle room. */
  setResolution(resolution: Resolution): Promise<void>;
  /** The chart's newest candle from its history fetch, so realtime updates land on it. */
  setCandleBase(candle: Candle | null): Promise<void>;
  /**
   * The swap chart's venue (null: none): joins its candle room beside any selected market; each
   * 500 ms drain's changes go to `onCandles`, once `setWatchedCandleBase` has given the history's newest candle.
   */
  watchCandles(source: CandleSource | null, onCandles?: (changes: CandleChange[]) => unknown): Promise<void>;
  /** The watched chart's newest candle from its history fetch; ignored unless `source` is still the one watched. */
  setWatchedCandleBase(source: CandleSource, candle: Candle | null): Promise<void>;
}

/** The prices of the pairs a list shows (market/priceWatch.ts). */
export interface MarketPricesApi {
  /**
   * The pairs a list shows (empty: none; at most 200): joins their trade rooms beside any selected
   * market and hands each 500 ms batch of their newest prices to `onTicks` (market/priceWatch.ts).
   */
  watchPrices(sources: readonly PriceSource[], onTicks?: (ticks: PriceTick[]) => unknown): Promise<void>;
}

/** Drawing the book and the tape on canvases the page handed over (market/paint.ts). */
export interface MarketPaintApi {
  /**
   * Draws the book's sides on these canvases (handed over by the page with
   * `transferControlToOffscreen`) from now on, at the worker's animation frame.
   */
  attachBook(canvases: Record<BookKind, OffscreenCanvas>, views: Record<BookKind, RowView>): Promise<void>;
  /** Draws the tape on this canvas from now on. */
  attachTape(canvas: OffscreenCanvas, view: RowView): Promise<void>;
  /** A handed-over canvas's view changed (scroll, size, pixel ratio, theme). */
  setRowView(id: RowCanvasId, view: RowView): Promise<void>;
  /** Stops drawing the book or the tape (their canvases left the page). */
  detachRows(which: 'book' | 'tape'): Promise<void>;
  /** Highlights a drawn level under the pointer or focus (null: none). */
  hoverRow(side: BookKind, level: number | null): Promise<void>;
  /** The exact unit price of the level drawn at `level` now, or null. */
  drawnUnitPrice(side: BookKind, level: number): Promise<string | null>;
  /**
   * Socket → painted latencies of the worker's drawings since the last clear, and how long a delta of
   * the user's own orders took from its arrival to its drawing; null while the worker draws nothing.
   */
  paintLatencies(): Promise<{ socketToPaint: number[]; stages: LatencyStages; ownOrders: number[] } | null>;
  clearPaintLatencies(): Promise<void>;
}

/** Frames to the main thread (see "Frame pacing" above). */
export interface MarketFramesApi {
  /** 'pull' pacing: the next frame, or null when nothing changed. */
  pullFrame(): Promise<MarketFrame | null>;
  /** The next frame carries every part again (a new consumer on the main thread). */
  resendAll(): Promise<void>;
}

/** The signed-in account's virtual positions of the selected market (market/positions.ts). */
export interface MarketPositionsApi {
  /** Hands over the positions to reconcile with the book and price (null: none); frames carry what changes. */
  setPositions(input: PositionsInput | null): Promise<void>;
}

/** What the market worker answers, by concern. Every method is async: it runs in another thread. */
export type MarketApi = MarketConnectionApi &
  MarketBookApi &
  MarketTapeApi &
  MarketChartApi &
  MarketPricesApi &
  MarketPaintApi &
  MarketFramesApi &
  MarketPositionsApi;
