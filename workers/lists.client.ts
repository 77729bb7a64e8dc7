/**
 * The main thread's handle on the lists worker: created lazily on first use, released with
 * releaseListsWorker() (which forgets every list). Columns go over once, their buffers transferred;
 * views come back as a window's rows. Where there are no workers (Node, jsdom tests) the same API
 * runs in this thread.
 */
import * as Comlink from 'comlink';
import { viewOfFrame, type ColumnKinds, type ListColumns, type ListSchema, type ListView, type ListViewRequest, type ListViewSource } from '../src/core/lists';
import type { AnyListColumns, HoldersSource, HolderSummary, ListsApi } from './lists.api';

export type { AnyListColumns, HoldersSource, HolderSummary } from './lists.api';

/** What screens call: the worker's API with typed loads, and views as rows (a ListViewSource for the data table). */
export interface ListsClient extends ListViewSource {
  setBannedContracts(contracts: readonly string[]): Promise<void>;
  /** Hands the rows over: the typed arrays' buffers move to the worker and are empty here afterwards. */
  load<C extends ColumnKinds>(listId: string, schema: ListSchema<C>, columns: ListColumns<C>): Promise<void>;
  /** Hands the rows over, as `load` does. */
  upsert(listId: string, columns: AnyListColumns): Promise<void>;
  /** The worker fetches and holds a token's top holders itself (the page never holds them); answers their summary. */
  loadHolders(listId: string, source: HoldersSource): Promise<HolderSummary>;
  remove(listId: string, keys: readonly (string | number)[]): Promise<number>;
  drop(listId: string): Promise<boolean>;
  view(request: ListViewRequest): Promise<ListView>;
  /** Resolves once the worker has prepared every list's orders in idle time. */
  whenPrepared(): Promise<void>;
}

let worker: Worker | undefined;
let remote: Comlink.Remote<ListsApi> | undefined;
let inThread: Promise<ListsApi> | undefined;

/** The worker's API, started on first call, or an in-thread one (its module loaded then) where `Worker` does not exist. */
async function api(): Promise<ListsApi> {
  if (typeof Worker === 'undefined') {
    inThread ??= import('./lists.api').then((module) => module.createListsApi());
    return inThread;
  }
  if (remote === undefined) {
    worker = new Worker(new URL('./lists.worker.ts', import.meta.url), { type: 'module', name: 'lists' });
    remote = Comlink.wrap<ListsApi>(worker);
  }
  return remote;
}

/** The columns marked for transfer: every typed array's buffer, once (columns may share one). */
function handedOver(columns: AnyListColumns): AnyListColumns {
  const buffers = new Set<ArrayBuffer>();
  for (const column of Object.values(columns)) if (ArrayBuffer.isView(column) && column.buffer instanceof ArrayBuffer) buffers.add(column.buffer);
  return Comlink.transfer(columns, [...buffers]);
}

const client: ListsClient = {
  setBannedContracts: async (contracts) => (await api()).setBannedContracts(contracts),
  load: async (listId, schema, columns) => (await api()).load(listId, schema, handedOver(columns as AnyListColumns)),
  upsert: async (listId, columns) => (await api()).upsert(listId, handedOver(columns)),
  loadHolders: async (listId, source) => (await api()).loadHolders(listId, source),
  remove: async (listId, keys) => (await api()).remove(listId, keys),
  drop: async (listId) => (await api()).drop(listId),
  view: async (request) => viewOfFrame(await (await api()).frame(request)),
  whenPrepared: async () => (await api()).whenPrepared(),
};

/** The lists client (one per page; the worker starts on its first call). */
export function listsClient(): ListsClient {
  return client;
}

/** Releases the proxy and terminates the worker, forgetting every list (a later call starts a new one). */
export function releaseListsWorker(): void {
  remote?.[Comlink.releaseProxy]();
  worker?.terminate();
  remote = undefined;
  worker = undefined;
  inThread = undefined;
}
