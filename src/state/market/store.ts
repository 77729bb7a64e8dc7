/**
 * The market screen's live data on the main thread (DESIGN §4): a thin adapter over the market
 * worker. The worker does the socket, the book, the tape and the candle queue; this store turns
 * each frame into signal writes (frameSignals.ts, paced by framePacing.ts), forwards commands, owns
 * the worker's socket (socket.ts, shared with the swap chart: swapCandles.ts) and reads the
 * screen's HTTP history (history.ts). No raw delta is processed here. It also keeps the socket →
 * painted latencies (paintLatency.ts).
 */
import { batch, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Candle, CandleChange, Resolution } from '../../core/candles';
import type { SwapEndpoint } from '../../core/config/types';
import type { BookMarket } from '../../core/domain';
import type { BookTable } from '../../core/orderbook';
import type { RowPaintTarget } from '../../core/rowpaint/view';
import type { TapeEntry } from '../../core/tape';
import type { MarketsService } from '../../services/marketsService';
import type { MarketApi, MarketFrame, MarketHooks, PositionsFrame, PositionsInput } from '../../../workers/market.client';
import { createFramePacing } from './framePacing';
import { createFrameSignals } from './frameSignals';
import { createBookGrouping } from './grouping';
import { createMarketHistory } from './history';
import { createPaintLatency } from './paintLatency';
import { createMarketRequests } from './requests';
import { marketRowPaint } from './rowPaint';
import { createMarketSocket } from './socket';
import { createSwapCandles } from './swapCandles';
export { IDLE_CONNECTION } from './frameSignals';

/** What the market screen asks for. URLs default to the selected swap-service endpoint. */
export type ConnectMarketOptions = {
  readonly market: BookMarket;
  readonly apiUrl?: string;
  readonly socketUrl?: string;
  /** The chart's resolution (SPEC §9 default 240). */
  readonly resolution?: Resolution;
  /** Decimals of the screen's prices: the worker formats the book and tape text with them. */
  readonly pricePrecision?: number;
  /** One side's rows over HTTP, painted until the socket's snapshot lands. */
  readonly fetchSnapshot?: (marketId: number, table: BookTable) => Promise<unknown>;
};

/** A socket opened ahead of a market screen that watched no market by then is released. */
export const PREPARED_SOCKET_MS = 15_000;

/** Called with each frame's candle changes, oldest first (the chart's `series.update`). */
export type CandleListener = (changes: readonly CandleChange[]) => void;
/** Called with a frame's virtual-positions part (the positions store). */
export type PositionsListener = (positions: PositionsFrame) => void;

export type MarketStoreDeps = {
  readonly client: () => MarketApi;
  readonly selectedEndpoint: () => SwapEndpoint | null;
  readonly onEndpointChange: (listener: (endpoint: SwapEndpoint | null) => void) => () => void;
  readonly currentAccount: ReadonlySignal<string | null>;
  readonly uuid: () => string;
  readonly readToken: () => string | null;
  readonly writeToken: (token: string) => void;
  /** The main thread's animation frame (a timer where there is none). */
  readonly requestFrame: (callback: () => void) => void;
  /** Makes a configured URL ("/api/") absolute for the worker. */
  readonly resolveUrl: (url: string) => string;
  readonly warn: (message: string) => void;
  /** A markets client of an endpoint's API URL (the chart's and the tape's history). */
  readonly marketsService?: (apiUrl: string) => Pick<MarketsService, 'candles' | 'trades'>;
  /** Calls back once what was drawn so far is painted (none: latencies are not recorded). */
  readonly afterPaint?: (callback: () => void) => void;
  /** Wall-clock ms since the epoch, the server stamps' clock (Date.now by default). */
  readonly now?: () => number;
};

const noService = (): Pick<MarketsService, 'candles' | 'trades'> => {
  throw new Error('No markets service is configured');
};

/** The market store over the given IO (the module's default instance is in instance.ts). */
export function createMarketStore(deps: MarketStoreDeps) {
  const signals = createFrameSignals();
  const requests = createMarketRequests(deps);
  const grouping = createBookGrouping(deps);
  const candleListeners = new Set<CandleListener>();
  const positionsListeners = new Set<PositionsListener>();
  /** The book's and the tape's canvases, handed to the worker, which draws them. */
  const rowPaint = marketRowPaint(deps.client, deps.warn);
  const now = deps.now ?? Date.now;
  const latency = createPaintLatency({ client: deps.client, afterPaint: deps.afterPaint, now, bookDrawnByWorker: () => rowPaint.bookDrawnByWorker });

  let current: ConnectMarketOptions | null = null;
  /** The market being watched (orders are placed in it), or null. */
  const watchedMarket = signal<BookMarket | null>(null);
  let stopUserEffect: (() => void) | null = null;
  let stopEndpointListener: (() => void) | null = null;
  // The release of a socket opened ahead of the market (prepareMarketSocket), or null.
  let prepared: (() => void) | null = null;
  // The chart's latest candle base (null: an empty history; undefined: none handed over yet): a new
  // endpoint's feed must get it again (see endpointChanged), as it holds the live candles until then.
  let candleBase: Candle | null | undefined;

  /** One frame → one batch of signal writes; candle listeners run after it. */
  function applyFrame(frame: MarketFrame): void {
    const appliedAt = now();
    // A frame in flight across a market switch belongs to the old market.
    if (current === null || frame.marketId !== current.market.id) return;
    signals.apply(frame);
    if (frame.candles.length > 0) for (const listener of candleListeners) listener(frame.candles);
    if (frame.positions) for (const listener of positionsListeners) listener(frame.positions);
    if (frame.userOrdersChanged) requests.refreshUserOrders();
    latency.applied(frame, appliedAt);
  }

  const pacing = createFramePacing({ requestFrame: deps.requestFrame, pullFrame: () => deps.client().pullFrame(), apply: applyFrame, warn: deps.warn });
  const hooks: MarketHooks = {
    onToken: (token) => deps.writeToken(token),
    onFrame: pacing.receive,
    fetchSnapshot: async (marketId, table) => (current?.fetchSnapshot && current.market.id === marketId ? current.fetchSnapshot(marketId, table) : null),
  };
  const socket = createMarketSocket({ ...deps, hooks, opened: pacing.start, closed: pacing.stop });
  const history = createMarketHistory({
    service: deps.marketsService ?? noService,
    setTapeHistory: (marketId, entries) => deps.client().setTapeHistory(marketId, entries),
    warn: deps.warn,
  });

  const resetSignals = () =>
    batch(() => {
      signals.reset();
      requests.reset();
    });

  const selectionOf = (options: ConnectMarketOptions) => ({
    market: options.market,
    resolution: options.resolution,
    httpSnapshot: options.fetchSnapshot !== undefined,
    pricePrecision: options.pricePrecision,
  });

  function endpointChanged(endpoint: SwapEndpoint | null): void {
    if (current === null) return;
    // SPEC §4: a new selection disconnects the live socket and connects it again.
    if (endpoint === null) {
      void socket.drop();
      signals.idle();
      return;
    }
    // The selection carries the chart's current resolution; the new feed also needs the chart's newest
    // candle again (a history fetch may have handed it over to the old feed while the socket reopened).
    void socket
      .open('market', endpoint.url, endpoint.url_socketio, true)
      .then(() => (current === null ? undefined : deps.client().selectMarket(selectionOf(current))))
      .then(() => (current === null || candleBase === undefined ? undefined : deps.client().setCandleBase(candleBase)))
      .catch((error: unknown) => deps.warn(`could not reconnect the market: ${String(error)}`));
  }

  /** Watches a market: opens the socket if needed, switches rooms, and starts taking frames. */
  async function connectMarket(options: ConnectMarketOptions): Promise<void> {
    const endpoint = deps.selectedEndpoint();
    const apiUrl = options.apiUrl ?? endpoint?.url;
    const socketUrl = options.socketUrl ?? endpoint?.url_socketio;
    if (current?.market.id !== options.market.id) {
      resetSignals();
      candleBase = undefined;
      grouping.reset();
    }
    current = options;
    watchedMarket.value = options.market;
    stopEndpointListener ??= deps.onEndpointChange(endpointChanged);
    stopUserEffect ??= effect(() => {
      void deps.client().setCurrentUser(deps.currentAccount.value);
    });
    if (apiUrl === undefined || socketUrl === undefined) {
      deps.warn('No swap API endpoint is selected: the live market waits for one');
      return;
    }
    await socket.open('market', apiUrl, socketUrl);
    await deps.client().selectMarket(selectionOf(options));
  }

  /**
   * Opens the socket for a market screen before its market is known (docs/performance.md, "The
   * book's chain"): once an endpoint is selected the worker asks its session token and shakes hands
   * while the screen still waits for its code and the markets list, so the market's rooms are joined
   * the moment it is chosen. Called again it answers the same release, for a screen that leaves
   * without watching a market; unused after PREPARED_SOCKET_MS, it releases itself.
   */
  function prepareMarketSocket(): () => void {
    if (prepared !== null) return prepared;
    let opened = false;
    const stop = effect(() => {
      const endpoint = deps.selectedEndpoint();
      if (opened || endpoint === null || current !== null) return;
      opened = true;
      socket.open('market', endpoint.url, endpoint.url_socketio).catch((error: unknown) => deps.warn(`could not open the market socket: ${String(error)}`));
    });
    const release = () => {
      if (prepared !== release) return;
      prepared = null;
      clearTimeout(timer);
      stop();
      // A watched market's screen releases the socket itself (disconnectMarket).
      if (opened && current === null) void socket.release('market');
    };
    const timer = setTimeout(release, PREPARED_SOCKET_MS);
    prepared = release;
    return release;
  }

  /** Stops the live market: releases the socket (closed unless the swap chart holds it) and clears the signals. */
  async function disconnectMarket(): Promise<void> {
    current = null;
    watchedMarket.value = null;
    candleBase = undefined;
    stopUserEffect?.();
    stopEndpointListener?.();
    stopUserEffect = stopEndpointListener = null;
    if (!(await socket.release('market'))) await deps.client().selectMarket(null);
    resetSignals();
    signals.idle();
  }

  /** The chart's resolution: switches the candle room, and is kept for a reconnect to another endpoint. */
  function setChartResolution(resolution: Resolution): Promise<void> {
    if (current !== null && current.resolution !== resolution) {
      current = { ...current, resolution };
      candleBase = undefined;
    }
    return deps.client().setResolution(resolution);
  }

  /** The chart's newest candle from its history fetch. */
  function setCandleBase(candle: Candle | null): Promise<void> {
    if (current !== null) candleBase = candle;
    return deps.client().setCandleBase(candle);
  }

  /** Subscribes the chart to candle changes; returns the unsubscribe function. */
  function onCandles(listener: CandleListener): () => void {
    candleListeners.add(listener);
    return () => void candleListeners.delete(listener);
  }

  const { asks, bids, tape, lastPrice, lastSide, connectionStatus, syncing, dropped } = signals;
  return {
    asks,
    bids,
    tape,
    lastPrice,
    lastSide,
    connectionStatus,
    syncing,
    dropped,
    userOrders: requests.userOrders,
    watchedMarket: watchedMarket as ReadonlySignal<BookMarket | null>,
    hover: requests.hover,
    connectMarket,
    disconnectMarket,
    prepareMarketSocket,
    hoverLevel: requests.hoverLevel,
    onCandles,
    /** Subscribes to the frames' virtual-positions part; returns the unsubscribe function. */
    onPositions(listener: PositionsListener): () => void {
      positionsListeners.add(listener);
      return () => void positionsListeners.delete(listener);
    },
    /** Hands the account's positions of the watched market to the worker (null: none). */
    setPositions: (input: PositionsInput | null) => deps.client().setPositions(input),
    /** The book's price-level grouping (unit_price units per group, 1: none) and its setter. */
    bookGrouping: grouping.step,
    setBookGrouping: grouping.set,
    /** Levels per side the book shows (the worker sends only these). */
    setBookDepth: (depth: number) => deps.client().setDepth(depth),
    setChartResolution,
    setCandleBase,
    rowPaint: rowPaint as RowPaintTarget,
    /** The history fetch's trades of a market (newest first): the tape shows them after the live ones. */
    setTapeHistory: (marketId: number, entries: readonly TapeEntry[]) => deps.client().setTapeHistory(marketId, entries),
    /** The chart's and the tape's HTTP history (history.ts). */
    readCandleHistory: history.readCandles,
    /** Asks the chart's first history ahead of the chart (history.ts); its first read of the same query takes it. */
    prefetchCandleHistory: history.prefetchCandles,
    loadTapeHistory: history.loadTape,
    /** A swap chart's watch on live candles, through this store's socket (swapCandles.ts). */
    swapCandlesWatch: () => createSwapCandles({ client: deps.client, socket, warn: deps.warn }),
    /** Socket → painted latencies for the perf trace. */
    perf: latency.perf,
  };
}
