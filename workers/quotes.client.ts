/**
 * The main thread's handle on the quotes worker: created lazily on first use, released with
 * releaseQuotesWorker(). Where there are no workers (Node, tests) the same API runs in this thread.
 */
import * as Comlink from 'comlink';
import type { QuotesApi } from './quotes.api';

let worker: Worker | undefined;
let remote: Comlink.Remote<QuotesApi> | undefined;
let inThread: QuotesApi | undefined;

/** Every method of the API (a method missing here fails to compile). */
const METHODS: Readonly<Record<keyof QuotesApi, true>> = {
  getSqrtRatioAtTick: true,
  getTickAtSqrtRatio: true,
  nearestUsableTick: true,
  tickToPrice: true,
  priceToClosestTick: true,
  simulateSwap: true,
  quoteExactIn: true,
  quoteExactOut: true,
  loadPool: true,
  unloadPool: true,
  recheckRoute: true,
  positionAmountsAndFees: true,
  amountsForLiquidity: true,
  liquidityForAmounts: true,
  liquidityDistribution: true,
};

/** The API in this thread, its module (and the WASM) loaded only when first called. */
function inThreadApi(): QuotesApi {
  const api = import('./quotes.api').then((module) => module.quotesApi);
  const forward =
    (name: keyof QuotesApi) =>
    async (...args: unknown[]) =>
      ((await api)[name] as (...args: unknown[]) => Promise<unknown>)(...args);
  return Object.fromEntries(Object.keys(METHODS).map((name) => [name, forward(name as keyof QuotesApi)])) as unknown as QuotesApi;
}

/** The quotes API: the worker's, started on first call, or an in-thread one where `Worker` does not exist. */
export function quotesClient(): QuotesApi {
  if (typeof Worker === 'undefined') {
    inThread ??= inThreadApi();
    return inThread;
  }
  if (remote === undefined) {
    worker = new Worker(new URL('./quotes.worker.ts', import.meta.url), { type: 'module' });
    remote = Comlink.wrap<QuotesApi>(worker);
  }
  return remote;
}

/** Releases the proxy and terminates the worker (a later quotesClient() starts a new one). */
export function releaseQuotesWorker(): void {
  remote?.[Comlink.releaseProxy]();
  worker?.terminate();
  remote = undefined;
  worker = undefined;
}
