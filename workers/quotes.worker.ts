/** The quotes worker: a thin Comlink adapter around quotesApi (the WASM module loads on first call). */
import * as Comlink from 'comlink';
import { quotesApi } from './quotes.api';

/** Serves quotesApi on an endpoint: the worker's own scope by default, a MessagePort in tests. */
export function exposeQuotes(endpoint: Comlink.Endpoint = self as unknown as Comlink.Endpoint): void {
  Comlink.expose(quotesApi, endpoint);
}

if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) exposeQuotes();
