/**
 * The order-book markets of the selected swap-service endpoint (markets/): what the market screen
 * resolves its URL against and what its selector lists. Loaded on first use, reloaded when the
 * endpoint changes or when a reader asks for figures fresher than it has.
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import { errorMessage } from '../../core/format';
import { createMarketsService, type MarketsService } from '../../services/marketsService';
import type { Market } from '../../core/domain';
import { selectedEndpoint } from '../app';

/** The list as readers see it. `markets` keeps the last good answer while a reload runs or fails. */
export type MarketsListState = {
  readonly markets: readonly Market[];
  /** No answer for the current endpoint yet (or none selected): the list is not known. */
  readonly loaded: boolean;
  readonly loading: boolean;
  readonly error: string | null;
  /** Epoch ms of the last good answer. */
  readonly loadedAt: number | null;
};

export type MarketsListDeps = {
  /** The selected endpoint's API base URL, null while none is chosen. */
  readonly apiUrl: ReadonlySignal<string | null>;
  readonly service: (baseUrl: string) => MarketsService;
  readonly now: () => number;
};

const EMPTY: MarketsListState = { markets: [], loaded: false, loading: false, error: null, loadedAt: null };

/** The markets store over the given endpoint signal and IO (the module's default instance is exported below). */
export function createMarketsListStore(deps: MarketsListDeps) {
  const state = signal<MarketsListState>(EMPTY);
  let loadedUrl: string | null = null;
  let inFlight: { url: string; promise: Promise<void> } | null = null;
  let wanted = false;

  function fetchFrom(url: string): Promise<void> {
    if (inFlight?.url === url) return inFlight.promise;
    state.value = { ...state.value, loading: true, error: null };
    const promise = deps
      .service(url)
      .markets()
      .then(
        (markets) => {
          if (deps.apiUrl.value !== url) return;
          loadedUrl = url;
          state.value = { markets, loaded: true, loading: false, error: null, loadedAt: deps.now() };
        },
        (error: unknown) => {
          if (deps.apiUrl.value !== url) return;
          state.value = { ...state.value, loading: false, error: errorMessage(error) };
        },
      )
      .finally(() => {
        if (inFlight?.promise === promise) inFlight = null;
      });
    inFlight = { url, promise };
    return promise;
  }

  /**
   * Loads the list when it is missing, failed, or older than `maxAgeMs`; resolves when settled
   * (the outcome is in the state). Waits quietly while no endpoint is chosen.
   */
  function loadMarkets(options: { maxAgeMs?: number } = {}): Promise<void> {
    wanted = true;
    const url = deps.apiUrl.value;
    if (url === null) return Promise.resolve();
    const current = state.value;
    const fresh =
      loadedUrl === url &&
      current.error === null &&
      current.loadedAt !== null &&
      (options.maxAgeMs === undefined || deps.now() - current.loadedAt <= options.maxAgeMs);
    return fresh ? Promise.resolve() : fetchFrom(url);
  }

  // A new endpoint has its own markets: forget the old list, and fetch again if anyone asked before.
  const stop = effect(() => {
    const url = deps.apiUrl.value;
    if (url === loadedUrl) return;
    loadedUrl = null;
    state.value = EMPTY;
    if (wanted && url !== null) void fetchFrom(url);
  });

  return { marketsList: state as ReadonlySignal<MarketsListState>, loadMarkets, dispose: stop };
}

const endpointUrl = computed(() => selectedEndpoint.value?.url ?? null);
const store = createMarketsListStore({ apiUrl: endpointUrl, service: (url) => createMarketsService(url), now: () => Date.now() });

export const { marketsList, loadMarkets } = store;
