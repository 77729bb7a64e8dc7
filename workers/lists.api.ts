/**
 * The lists worker's API (DESIGN §2, §4): it holds every big list (markets, top tokens, top pairs,
 * holders, trades …) as columns handed over once, and answers views — sort, search, filters and a
 * window — with the total and the window's rows only. The one implementation, `createListsApi`
 * over src/core/lists, is exposed by lists.worker.ts and runs in the calling thread where there are
 * no workers (lists.client.ts). A bad request rejects with the ListError's message; the worker and
 * its other lists carry on.
 */
import type { HolderSummary } from '../src/core/holders';
import type { LightApiIo } from '../src/core/lightApi';
import { ListStore, type AnyListSchema, type ColumnData, type ListFrame, type ListViewRequest } from '../src/core/lists';
import { loadHolders, workerLightApiIo, type HoldersSource } from './lists.holders';

export type { HoldersSource } from './lists.holders';
export type { HolderSummary } from '../src/core/holders';

/** Rows of any list, one array per column (typed arrays are handed over: the sender's become empty). */
export type AnyListColumns = Readonly<Record<string, ColumnData>>;

/** What the lists worker answers. Every method is async: it runs in another thread. */
export interface ListsApi {
  /** The contracts whose rows sort to the end of every list with a `bannedBy` column (SPEC §6). */
  setBannedContracts(contracts: readonly string[]): Promise<void>;
  /** Holds rows as list `listId`, replacing any list of that id. */
  load(listId: string, schema: AnyListSchema, columns: AnyListColumns): Promise<void>;
  /**
   * Fetches a token's top holders from the light API (hosts in order, SPEC §7) and holds them as
   * `listId` (src/core/holders' schema): the rows never reach the caller, only their summary.
   * Rejects with "Failed to fetch from lightapi" when every host failed.
   */
  loadHolders(listId: string, source: HoldersSource): Promise<HolderSummary>;
  /** Adds rows with new keys and overwrites rows with known ones (a price tick, a page of load-more). */
  upsert(listId: string, columns: AnyListColumns): Promise<void>;
  /** Leaves out the rows with these keys; answers how many were shown. */
  remove(listId: string, keys: readonly (string | number)[]): Promise<number>;
  /** Forgets a list; true if it was held. */
  drop(listId: string): Promise<boolean>;
  /** The total after search and filters, and the window's rows column by column. */
  frame(request: ListViewRequest): Promise<ListFrame>;
  /** Resolves once no list is being prepared in idle time (what a perf trace waits for before its first click). */
  whenPrepared(): Promise<void>;
}

/** Runs a callback as a later task (in the worker, after any message already queued). */
export type TaskScheduler = (run: () => void) => void;

const laterTask: TaskScheduler = (run) => void setTimeout(run, 0);

/**
 * A lists API over its own store. After a load, an upsert or new banned contracts a list is prepared in idle time, a
 * piece per task (searched columns lower-cased, every column sorted), so the first search or sort
 * the user asks for finds its work done; a view that arrives meanwhile waits one piece at most.
 */
export function createListsApi(schedule: TaskScheduler = laterTask, lightApiIo: LightApiIo = workerLightApiIo): ListsApi {
  const store = new ListStore();
  const preparing = new Set<string>();
  let waiting: (() => void)[] = [];
  const prepare = (listId: string) => {
    if (preparing.has(listId)) return;
    preparing.add(listId);
    const step = () => {
      if (store.prepare(listId)) return schedule(step);
      preparing.delete(listId);
      if (preparing.size > 0) return;
      const done = waiting;
      waiting = [];
      for (const resolve of done) resolve();
    };
    schedule(step);
  };
  return {
    async setBannedContracts(contracts) {
      store.setBannedContracts(contracts);
      // Banned rows move: every list's orders are made again.
      for (const listId of store.listIds()) prepare(listId);
    },
    async load(listId, schema, columns) {
      store.load(listId, schema, columns);
      prepare(listId);
    },
    async loadHolders(listId, source) {
      const summary = await loadHolders(store, listId, source, lightApiIo);
      prepare(listId);
      return summary;
    },
    async upsert(listId, columns) {
      store.upsert(listId, columns);
      prepare(listId);
    },
    async remove(listId, keys) {
      return store.remove(listId, keys);
    },
    async drop(listId) {
      return store.drop(listId);
    },
    async frame(request) {
      return store.frame(request);
    },
    whenPrepared() {
      return preparing.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}
