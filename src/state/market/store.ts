/**
 * The market screen's live data on the main thread (DESIGN §4): a thin adapter over the market
 * worker. The worker does the socket, the book, the tape and the candle queue; this store only
 * turns each frame into signal writes — all of a frame's in one `batch()` — and forwards commands.
 * No raw delta is processed here. It also keeps the socket → painted latencies (DESIGN §6): a frame
 * carries the server's send stamp of the oldest message it shows, and once that frame is painted
 * the delay goes into a small ring the e2e perf trace reads.
 */
import { batch, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Candle, CandleChange, Resolution } from '../../core/candles';
import type { SwapEndpoint } from '../../core/config/types';
import { EMPTY_TAPE_VIEW, latencyRing, type MarketPerf, type TapeView, tapeViewOf } from '../../core/live';
import type { BookKind, BookTable, HoverSummary, SideFrame } from '../../core/orderbook';
import type { Token } from '../../core/domain';
import type { RowPaintTarget } from '../../core/rowpaint/view';
import { marketRowPaint } from './rowPaint';
import type { TapeEntry, TradeSide } from '../../core/tape';
import type { ConnectionState, FramePacing, MarketApi, MarketFrame, MarketHooks, UserOrder } from '../../../workers/market.client';
export type { MarketPerf } from '../../core/live';

/** What the market screen asks for. URLs default to the selected swap-service endpoint. */
export type ConnectMarketOptions = {
  readonly marketId: number;
  readonly base: Token;
  readonly quote: Token;
  readonly apiUrl?: string;
  readonly socketUrl?: string;
  /** The chart's resolution (SPEC §9 default 240). */
  readonly resolution?: Resolution;
  /** Decimals of the screen's prices: the worker formats the book and tape text with them. */
  readonly pricePrecision?: number;
  /** One side's rows over HTTP, painted until the socket's snapshot lands. */
  readonly fetchSnapshot?: (marketId: number, table: BookTable) => Promise<unknown>;
};

/** Called with each frame's candle changes, oldest first (the chart's `series.update`). */
export type CandleListener = (changes: readonly CandleChange[]) => void;

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
  /** Calls back once what was drawn so far is painted (none: latencies are not recorded). */
  readonly afterPaint?: (callback: () => void) => void;
  /** Wall-clock ms since the epoch, the server stamps' clock (Date.now by default). */
  readonly now?: () => number;
};

export const IDLE_CONNECTION: ConnectionState = { status: 'idle', retries: 0, message: null };

const sameConnection = (a: ConnectionState, b: ConnectionState) => a.status === b.status && a.retries === b.retries && a.message === b.message;

/** The market store over the given IO (the module's default instance is in instance.ts). */
export function createMarketStore(deps: MarketStoreDeps) {
  const asks = signal<SideFrame | null>(null);
  const bids = signal<SideFrame | null>(null);
  const tape = signal<TapeView>(EMPTY_TAPE_VIEW);
  const lastPrice = signal<number | null>(null);
  const lastSide = signal<TradeSide | null>(null);
  const connectionStatus = signal<ConnectionState>(IDLE_CONNECTION);
  const syncing = signal(false);
  const dropped = signal(0);
  const userOrders = signal<readonly UserOrder[]>([]);
  const hover = signal<HoverSummary | null>(null);
  const candleListeners = new Set<CandleListener>();
  const latencies = latencyRing();
  /** The book's and the tape's canvases, handed to the worker, which draws them. */
  const rowPaint = marketRowPaint(deps.client, deps.warn);
  const now = deps.now ?? Date.now;

  let current: ConnectMarketOptions | null = null;
  let openKey: string | null = null;
  let looping = false;
  let pulling = false;
  let pacing: FramePacing = 'pull';
  let stopUserEffect: (() => void) | null = null;
  let stopEndpointListener: (() => void) | null = null;
  let hoverRequest = 0;
  let ordersRequest = 0;
  // The chart's latest candle base: a new endpoint's feed must get it again (see endpointChanged).
  let candleBase: Candle | null = null;

  const refreshUserOrders = () => {
    const request = ++ordersRequest;
    void deps
      .client()
      .userOrders()
      .then((orders) => request === ordersRequest && (userOrders.value = orders))
      .catch((error: unknown) => deps.warn(`could not read the user's orders: ${String(error)}`));
  };

  /** One frame → one batch of signal writes; candle listeners run after it. */
  function applyFrame(frame: MarketFrame): void {
    const appliedAt = now();
    // A frame in flight across a market switch belongs to the old market.
    if (current === null || frame.marketId !== current.marketId) return;
    batch(() => {
      if (frame.asks) asks.value = frame.asks;
      if (frame.bids) bids.value = frame.bids;
      if (frame.tape) tape.value = tapeViewOf(frame.tape);
      lastPrice.value = frame.lastPrice;
      lastSide.value = frame.lastSide;
      if (!sameConnection(connectionStatus.value, frame.connection)) connectionStatus.value = frame.connection;
      syncing.value = frame.syncing;
      dropped.value = frame.dropped;
    });
    if (frame.candles.length > 0) for (const listener of candleListeners) listener(frame.candles);
    if (frame.userOrdersChanged) refreshUserOrders();
    const { sentAt, receivedAt } = frame;
    // The signal writes above drew the rows synchronously; what is left is the browser's paint.
    // (The worker measures its own drawing of the book: nothing to wait for here then.)
    if (sentAt !== null && deps.afterPaint && !rowPaint.bookDrawnByWorker)
      deps.afterPaint(() => latencies.add({ sentAt, receivedAt, appliedAt, paintedAt: now() }));
  }

  /** Socket → painted: the worker's latencies while it draws the book and the tape, else the page's own. */
  const perf: MarketPerf = {
    socketToPaint: async () => (await deps.client().paintLatencies())?.socketToPaint ?? latencies.socketToPaint(),
    stages: async () => (await deps.client().paintLatencies())?.stages ?? latencies.stages(),
    clear: async () => {
      latencies.clear();
      await deps.client().clearPaintLatencies();
    },
  };

  // 'push' pacing: a frame is applied as it arrives (between animation frames, so the frame that
  // paints it does no more than paint), and the worker hears back at the next animation frame: it
  // never sends more than one frame per animation frame, and never waits longer than that.
  const answers: (() => void)[] = [];
  const answerAll = () => {
    for (const answer of answers.splice(0)) answer();
  };
  const receivePushed = (frame: MarketFrame) =>
    new Promise<void>((answer) => {
      try {
        applyFrame(frame);
      } finally {
        answers.push(answer);
        if (answers.length === 1) deps.requestFrame(answerAll);
      }
    });

  /** 'pull' pacing: one pull per animation frame, never two in flight. */
  function pullLoop(): void {
    if (!looping) return;
    if (!pulling) {
      pulling = true;
      void deps
        .client()
        .pullFrame()
        .then((frame) => frame && applyFrame(frame))
        .catch((error: unknown) => deps.warn(`market frame failed: ${String(error)}`))
        .finally(() => (pulling = false));
    }
    deps.requestFrame(pullLoop);
  }

  const hooks: MarketHooks = {
    onToken: (token) => deps.writeToken(token),
    onFrame: receivePushed,
    fetchSnapshot: async (marketId, table) => (current?.fetchSnapshot && current.marketId === marketId ? current.fetchSnapshot(marketId, table) : null),
  };

  function resetSignals(): void {
    batch(() => {
      asks.value = null;
      bids.value = null;
      tape.value = EMPTY_TAPE_VIEW;
      lastPrice.value = null;
      lastSide.value = null;
      syncing.value = false;
      dropped.value = 0;
      userOrders.value = [];
      hover.value = null;
    });
  }

  /** (Re)opens the worker's connection to an endpoint; the same endpoint twice is a no-op. */
  async function openTo(apiUrl: string, socketUrl: string, force = false): Promise<void> {
    const key = `${apiUrl} ${socketUrl}`;
    if (key === openKey && !force) return;
    openKey = key;
    const endpoint = { apiUrl: deps.resolveUrl(apiUrl), socketUrl: deps.resolveUrl(socketUrl), uuid: deps.uuid(), token: deps.readToken() };
    pacing = await deps.client().open(endpoint, hooks);
    if (pacing === 'pull' && !looping) {
      looping = true;
      deps.requestFrame(pullLoop);
    }
  }

  function endpointChanged(endpoint: SwapEndpoint | null): void {
    if (current === null) return;
    // SPEC §4: a new selection disconnects the live socket and connects it again.
    if (endpoint === null) {
      openKey = null;
      void deps.client().close();
      connectionStatus.value = IDLE_CONNECTION;
      return;
    }
    // The selection carries the chart's current resolution; the new feed also needs the chart's newest
    // candle again (a history fetch may have handed it over to the old feed while the socket reopened).
    void openTo(endpoint.url, endpoint.url_socketio, true)
      .then(() => (current === null ? undefined : deps.client().selectMarket(selectionOf(current))))
      .then(() => (current === null || candleBase === null ? undefined : deps.client().setCandleBase(candleBase)))
      .catch((error: unknown) => deps.warn(`could not reconnect the market: ${String(error)}`));
  }

  const selectionOf = (options: ConnectMarketOptions) => ({
    market: { id: options.marketId, base: options.base, quote: options.quote },
    resolution: options.resolution,
    httpSnapshot: options.fetchSnapshot !== undefined,
    pricePrecision: options.pricePrecision,
  });

  /** Watches a market: opens the socket if needed, switches rooms, and starts taking frames. */
  async function connectMarket(options: ConnectMarketOptions): Promise<void> {
    const endpoint = deps.selectedEndpoint();
    const apiUrl = options.apiUrl ?? endpoint?.url;
    const socketUrl = options.socketUrl ?? endpoint?.url_socketio;
    if (current?.marketId !== options.marketId) {
      resetSignals();
      candleBase = null;
    }
    current = options;
    stopEndpointListener ??= deps.onEndpointChange(endpointChanged);
    stopUserEffect ??= effect(() => {
      void deps.client().setCurrentUser(deps.currentAccount.value);
    });
    if (apiUrl === undefined || socketUrl === undefined) {
      deps.warn('No swap API endpoint is selected: the live market waits for one');
      return;
    }
    await openTo(apiUrl, socketUrl);
    await deps.client().selectMarket(selectionOf(options));
  }

  /** Stops the live market: closes the socket and clears the signals. */
  async function disconnectMarket(): Promise<void> {
    current = null;
    candleBase = null;
    openKey = null;
    looping = false;
    stopUserEffect?.();
    stopEndpointListener?.();
    stopUserEffect = stopEndpointListener = null;
    await deps.client().close();
    resetSignals();
    connectionStatus.value = IDLE_CONNECTION;
  }

  /** Asks the worker for the hover panel of a level; null clears it. The latest request wins. */
  async function hoverLevel(side: BookKind, levelIndex: number | null): Promise<void> {
    const request = ++hoverRequest;
    const summary = levelIndex === null ? null : await deps.client().hover(side, levelIndex);
    if (request === hoverRequest) hover.value = summary;
  }

  /** The chart's resolution: switches the candle room, and is kept for a reconnect to another endpoint. */
  function setChartResolution(resolution: Resolution): Promise<void> {
    if (current !== null && current.resolution !== resolution) {
      current = { ...current, resolution };
      candleBase = null;
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

  return {
    asks: asks as ReadonlySignal<SideFrame | null>,
    bids: bids as ReadonlySignal<SideFrame | null>,
    /** The tape's rows in view (the worker holds and draws the rest). */
    tape: tape as ReadonlySignal<TapeView>,
    lastPrice: lastPrice as ReadonlySignal<number | null>,
    lastSide: lastSide as ReadonlySignal<TradeSide | null>,
    connectionStatus: connectionStatus as ReadonlySignal<ConnectionState>,
    syncing: syncing as ReadonlySignal<boolean>,
    dropped: dropped as ReadonlySignal<number>,
    userOrders: userOrders as ReadonlySignal<readonly UserOrder[]>,
    hover: hover as ReadonlySignal<HoverSummary | null>,
    connectMarket,
    disconnectMarket,
    hoverLevel,
    onCandles,
    /** Levels per side the book shows (the worker sends only these). */
    setBookDepth: (depth: number) => deps.client().setDepth(depth),
    setChartResolution,
    setCandleBase,
    rowPaint: rowPaint as RowPaintTarget,
    /** The history fetch's trades of a market (newest first): the tape shows them after the live ones. */
    setTapeHistory: (marketId: number, entries: readonly TapeEntry[]) => deps.client().setTapeHistory(marketId, entries),
    /** Socket → painted latencies for the perf trace. */
    perf,
  };
}

export type MarketStore = ReturnType<typeof createMarketStore>;
