/**
 * The main thread's handle on the quotes worker: created lazily on first use, released with
 * releaseQuotesWorker(). Where there are no workers (Node, tests) the same API runs in this thread.
 */
import * as Comlink from 'comlink';
import type { QuotesApi } from './quotes.api';

let worker: Worker | undefined;
let remote: Comlink.Remote<QuotesApi> | undefined;
let inThread: QuotesApi | undefined;

/** The API in this thread, its module (and the WASM) loaded only when first called. */
function inThreadApi(): QuotesApi {
  const api = import('./quotes.api').then((module) => module.quotesApi);
  return {
    getSqrtRatioAtTick: async (...args) => (await api).getSqrtRatioAtTick(...args),
    getTickAtSqrtRatio: async (...args) => (await api).getTickAtSqrtRatio(...args),
    simulateSwap: async (...args) => (await api).simulateSwap(...args),
    quoteExactIn: async (...args) => (await api).quoteExactIn(...args),
    quoteExactOut: async (...args) => (await api).quoteExactOut(...args),
    loadPool: async (...args) => (await api).loadPool(...args),
    unloadPool: async (...args) => (await api).unloadPool(...args),
    recheckRoute: async (...args) => (await api).recheckRoute(...args),
  };
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
