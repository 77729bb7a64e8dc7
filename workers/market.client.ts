/**
 * The main thread's handle on the market worker: created lazily on first use, released with
 * releaseMarketWorker(). Where there are no workers (Node, tests) the same core runs in this thread.
 * Hooks handed to `open` are wrapped with Comlink.proxy here, so callers pass plain functions.
 */
import * as Comlink from 'comlink';
import type { MarketApi } from './market.api';
import { takeMarketWorker } from './market.start';

export type {
  CandleSource,
  ConnectionState,
  FramePacing,
  LiveEndpoint,
  MarketApi,
  MarketFrame,
  MarketHooks,
  PositionPnl,
  PositionsFrame,
  PositionsInput,
  PriceSource,
  PriceTick,
  TakerQuote,
  UserOrder,
} from './market.api';

let worker: Worker | undefined;
let remote: MarketApi | undefined;
let inThread: MarketApi | undefined;

/** The core in this thread, its module loaded only when first called. */
function inThreadApi(): MarketApi {
  const core = import('./market/core').then((module) => module.createMarketCore());
  const call =
    <K extends keyof MarketApi>(name: K) =>
    async (...args: Parameters<MarketApi[K]>): Promise<Awaited<ReturnType<MarketApi[K]>>> =>
      // Each method takes its own arguments; the spread cannot be typed per key.
      ((await core)[name] as (...a: Parameters<MarketApi[K]>) => Promise<Awaited<ReturnType<MarketApi[K]>>>)(...args);
  return {
    open: call('open'),
    selectMarket: call('selectMarket'),
    close: call('close'),
    setDepth: call('setDepth'),
    setGrouping: call('setGrouping'),
    setTapeRows: call('setTapeRows'),
    setCurrentUser: call('setCurrentUser'),
    setResolution: call('setResolution'),
    setCandleBase: call('setCandleBase'),
    watchCandles: call('watchCandles'),
    setWatchedCandleBase: call('setWatchedCandleBase'),
    watchPrices: call('watchPrices'),
    attachBook: call('attachBook'),
    attachTape: call('attachTape'),
    setRowView: call('setRowView'),
    detachRows: call('detachRows'),
    setTapeHistory: call('setTapeHistory'),
    hoverRow: call('hoverRow'),
    drawnUnitPrice: call('drawnUnitPrice'),
    paintLatencies: call('paintLatencies'),
    clearPaintLatencies: call('clearPaintLatencies'),
    pullFrame: call('pullFrame'),
    resendAll: call('resendAll'),
    hover: call('hover'),
    userOrders: call('userOrders'),
    quoteTaker: call('quoteTaker'),
    trades: call('trades'),
    stats: call('stats'),
    setPositions: call('setPositions'),
  };
}

/** The remote API with `open`'s hooks proxied (functions cannot be cloned across threads). */
function remoteApi(wrapped: Comlink.Remote<MarketApi>): MarketApi {
  return new Proxy(wrapped as unknown as MarketApi, {
    get(target, key, receiver) {
      if (key === 'open')
        return (endpoint: Parameters<MarketApi['open']>[0], hooks: Parameters<MarketApi['open']>[1]) => wrapped.open(endpoint, Comlink.proxy(hooks));
      // Canvases are transferred, never cloned (they cannot be).
      if (key === 'attachBook')
        return (canvases: Parameters<MarketApi['attachBook']>[0], views: Parameters<MarketApi['attachBook']>[1]) =>
          wrapped.attachBook(Comlink.transfer(canvases, [canvases.asks, canvases.bids]), views);
      if (key === 'attachTape')
        return (canvas: OffscreenCanvas, view: Parameters<MarketApi['attachTape']>[1]) => wrapped.attachTape(Comlink.transfer(canvas, [canvas]), view);
      if (key === 'watchCandles')
        return (source: Parameters<MarketApi['watchCandles']>[0], onCandles?: Parameters<MarketApi['watchCandles']>[1]) =>
          wrapped.watchCandles(source, onCandles && Comlink.proxy(onCandles));
      if (key === 'watchPrices')
        return (sources: Parameters<MarketApi['watchPrices']>[0], onTicks?: Parameters<MarketApi['watchPrices']>[1]) =>
          wrapped.watchPrices(sources, onTicks && Comlink.proxy(onTicks));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** The market API: the worker's, started on first call, or an in-thread one where `Worker` does not exist. */
export function marketClient(): MarketApi {
  if (typeof Worker === 'undefined') {
    inThread ??= inThreadApi();
    return inThread;
  }
  if (remote === undefined) {
    worker = takeMarketWorker();
    remote = remoteApi(Comlink.wrap<MarketApi>(worker));
  }
  return remote;
}

/** Releases the proxy and terminates the worker (a later marketClient() starts a new one). */
export function releaseMarketWorker(): void {
  if (remote !== undefined) (remote as unknown as Comlink.Remote<MarketApi>)[Comlink.releaseProxy]();
  worker?.terminate();
  remote = undefined;
  worker = undefined;
  if (inThread !== undefined) void inThread.close();
  inThread = undefined;
}
