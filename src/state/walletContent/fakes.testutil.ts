/** Fakes for the wallet-content stores' tests: the lists worker's store in this thread, and a loader runner. */
import { ListStore, type ListViewSource } from '../../core/lists';
import type { ListsClient } from '../../../workers/lists.client';

/** A lists client over a ListStore in this thread (what the worker runs), and the store to read views from. */
export function inThreadLists(): { lists: Pick<ListsClient, 'load' | 'upsert'>; source: ListViewSource; store: ListStore } {
  const store = new ListStore();
  return {
    store,
    lists: {
      load: async (listId, schema, columns) => store.load(listId, schema, columns),
      upsert: async (listId, columns) => store.upsert(listId, columns),
    },
    source: { view: async (request) => store.view(request) },
  };
}

/** Runs a fetch under a named loader, recording names and errors as the ui store would. */
export function loaderRunner() {
  const runs: string[] = [];
  const errors: string[] = [];
  async function runFetch<T>(name: string, fetcher: () => Promise<T>): Promise<T> {
    runs.push(name);
    try {
      return await fetcher();
    } catch (error) {
      errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }
  return { runFetch, runs, errors };
}

/** A promise and its resolver, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
