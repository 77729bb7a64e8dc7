/** The market worker: a thin Comlink adapter around createMarketCore (see market.api.ts). */
import * as Comlink from 'comlink';
import { createMarketCore } from './market/core';

/** Serves a market core on an endpoint: the worker's own scope by default, a MessagePort in tests. */
export function exposeMarket(endpoint: Comlink.Endpoint = self as unknown as Comlink.Endpoint): void {
  Comlink.expose(createMarketCore(), endpoint);
}

if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) exposeMarket();
