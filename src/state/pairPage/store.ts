/**
 * The pair page's store (SPEC §2 Analytics pair page): the pair's figures from pools/, poolsv3/ or
 * markets/ under the `pair_init` loading area, then the venues trading the same two tokens
 * (pairDirectSources) under `pair_associated`.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { TokenId } from '../../core/domain';
import type { Exchange } from '../../core/urlParams';
import type { AssociatedPair, PairDetails } from '../../services/pairDetails';

export interface PairPageState {
  readonly src: Exchange | null;
  readonly id: string | null;
  /** `notFound`: the exchange lists no such pair. */
  readonly phase: 'idle' | 'loading' | 'ready' | 'notFound' | 'error';
  readonly pair: PairDetails | null;
  /** The other venues of the same two tokens (this one left out); null until known. */
  readonly associated: readonly AssociatedPair[] | null;
}

export interface PairPageDeps {
  readonly apiUrl: ReadonlySignal<string | null>;
  fetchPair(baseUrl: string, src: Exchange, id: string): Promise<PairDetails | null>;
  fetchAssociated(baseUrl: string, token0: TokenId, token1: TokenId): Promise<AssociatedPair[]>;
  runPageFetch<T>(name: string, fetcher: () => Promise<T>): Promise<T>;
}

/** Loading areas of the pair page. */
export const PAIR_INIT = 'pair_init';
export const PAIR_ASSOCIATED = 'pair_associated';

const IDLE: PairPageState = { src: null, id: null, phase: 'idle', pair: null, associated: null };

/** The pair page store over the given IO. */
export function createPairPageStore(deps: PairPageDeps) {
  const state = signal<PairPageState>(IDLE);
  let wanted: { src: Exchange; id: string } | null = null;
  let generation = 0;

  async function load(src: Exchange, id: string, baseUrl: string): Promise<void> {
    const run = ++generation;
    state.value = { ...IDLE, src, id, phase: 'loading' };
    let pair: PairDetails | null;
    try {
      pair = await deps.runPageFetch(PAIR_INIT, () => deps.fetchPair(baseUrl, src, id));
    } catch {
      if (run === generation) state.value = { ...state.value, phase: 'error' };
      return;
    }
    if (run !== generation) return;
    if (pair === null) {
      state.value = { ...state.value, phase: 'notFound' };
      return;
    }
    state.value = { ...state.value, phase: 'ready', pair };
    const found = pair;
    try {
      const venues = await deps.runPageFetch(PAIR_ASSOCIATED, () => deps.fetchAssociated(baseUrl, found.token0, found.token1));
      if (run !== generation) return;
      state.value = { ...state.value, associated: venues.filter((venue) => !(venue.src === src && venue.id === id)) };
    } catch {
      // Recorded under its loading area: the pair itself stays shown.
    }
  }

  /** Shows the pair `id` of `src`; waits for an endpoint when none is chosen yet. */
  function open(src: Exchange, id: string): Promise<void> {
    wanted = { src, id };
    const url = deps.apiUrl.peek();
    return url === null ? Promise.resolve() : load(src, id, url);
  }

  function close(): void {
    generation += 1;
    wanted = null;
    state.value = IDLE;
  }

  let lastUrl = deps.apiUrl.peek();
  const stop = effect(() => {
    const url = deps.apiUrl.value;
    if (url === lastUrl) return;
    lastUrl = url;
    if (wanted !== null && url !== null) void load(wanted.src, wanted.id, url);
  });

  return { pairPage: state as ReadonlySignal<PairPageState>, open, close, dispose: stop };
}
