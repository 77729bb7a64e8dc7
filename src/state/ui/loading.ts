import { signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import { errorMessage } from '../../core/format';

/** SPEC §9: a page fetch takes at least this long, so a loader never flashes. */
export const FETCH_MIN_DELAY_MS = 200;

/** A named loader's state (SPEC §4 Page data fetch, §8 loading areas). */
export interface LoaderState {
  loading: boolean;
  error: string | null;
  /** When the last load started (epoch ms), null before the first one. */
  startedAt: number | null;
}

const IDLE: LoaderState = { loading: false, error: null, startedAt: null };

export interface LoadingStoreDeps {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/** Named loaders over the given clock (the module's default instance is exported below). */
export function createLoadingStore(deps: LoadingStoreDeps) {
  const loaders = new Map<string, Signal<LoaderState>>();
  // Only the latest run of a name may settle it: an older, slower fetch must not clear a newer one's spinner.
  const latestRun = new Map<string, number>();
  let runs = 0;

  const slot = (name: string): Signal<LoaderState> => {
    let loader = loaders.get(name);
    if (loader === undefined) {
      loader = signal(IDLE);
      loaders.set(name, loader);
    }
    return loader;
  };

  const startLoading = (name: string): void => {
    slot(name).value = { loading: true, error: null, startedAt: deps.now() };
  };
  const stopLoading = (name: string): void => {
    slot(name).value = { ...slot(name).value, loading: false };
  };
  const failLoading = (name: string, error: unknown): void => {
    slot(name).value = { ...slot(name).value, loading: false, error: errorMessage(error) };
  };
  const clearLoadingError = (name: string): void => {
    slot(name).value = { ...slot(name).value, error: null };
  };
  /** The state of a named loader (one signal per name, so a change re-renders only its own loader). */
  const loadingStatus = (name: string): ReadonlySignal<LoaderState> => slot(name);

  /** Runs a page fetch under a named loader, lasting at least 200 ms; a failure is recorded by name and rethrown. */
  async function runPageFetch<T>(name: string, fetcher: () => Promise<T>): Promise<T> {
    const run = ++runs;
    latestRun.set(name, run);
    startLoading(name);
    const started = deps.now();
    const settle = async () => {
      const left = FETCH_MIN_DELAY_MS - (deps.now() - started);
      if (left > 0) await deps.sleep(left);
      return latestRun.get(name) === run;
    };
    try {
      const value = await fetcher();
      if (await settle()) stopLoading(name);
      return value;
    } catch (error) {
      if (await settle()) failLoading(name, error);
      throw error;
    }
  }

  return { startLoading, stopLoading, failLoading, clearLoadingError, loadingStatus, runPageFetch };
}

const store = createLoadingStore({
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms)),
});

export const { startLoading, stopLoading, failLoading, clearLoadingError, loadingStatus, runPageFetch } = store;
