/** The lists worker: a thin Comlink adapter around createListsApi (see lists.api.ts). */
import * as Comlink from 'comlink';
import { createListsApi } from './lists.api';

/** Serves a lists API on an endpoint: the worker's own scope by default, a MessagePort in tests. */
export function exposeLists(endpoint: Comlink.Endpoint = self as unknown as Comlink.Endpoint): void {
  Comlink.expose(createListsApi(), endpoint);
}

if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) exposeLists();
