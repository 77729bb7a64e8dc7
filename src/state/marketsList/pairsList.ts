/**
 * The /markets list (SPEC §2 Markets page): every order-book market, v2 pool and v3 pool of the
 * selected endpoint, held by the lists worker (DESIGN §4) — this store loads it there once, keeps
 * each pair's figures so a live price or a favourite's new rank is re-sent for that row alone, and
 * bumps `revision` so the table asks for its window again. The pairs load under `markets_page`, the
 * volumes and price changes under `lastStats_volumes` (SPEC §8); a pair shows its list row's own
 * figures when the latter fail.
 */
import { effect, signal, untracked, type ReadonlySignal } from '@preact/signals-react';
import { withLivePrice, type ListedPair } from '../../core/analytics/pairs';
import { favouriteRanks } from '../../core/marketsList/favouriteOrder';
import { MARKETS_LIST, MARKETS_LIST_ID, marketsColumns, pairPath, type MarketsListColumns } from '../../core/marketsList/listRows';
import type { ListColumns } from '../../core/lists';
import { tokenParam } from '../../core/domain';
import { errorMessage } from '../../core/format';
import { withPairStats, type PairsService } from '../../services/pairsService';
import type { PriceSource, PriceTick } from '../../../workers/market.client';

/** The list as the page sees it. */
export type PairsListState = {
  readonly phase: 'idle' | 'loading' | 'ready' | 'error';
  readonly error: string | null;
  /** Bumped at every change of the worker's rows: the table asks for its window again. */
  readonly revision: number;
  readonly total: number;
};

export type PairsListDeps = {
  /** The selected endpoint's API base URL, null while none is chosen. */
  readonly apiUrl: ReadonlySignal<string | null>;
  readonly service: (baseUrl: string) => PairsService;
  /** The lists worker (its client). */
  readonly lists: {
    load(listId: string, schema: typeof MARKETS_LIST, columns: ListColumns<MarketsListColumns>): Promise<void>;
    upsert(listId: string, columns: ListColumns<MarketsListColumns>): Promise<void>;
  };
  /** The favourites in the order the favorites list shows them. */
  readonly favourites: ReadonlySignal<readonly string[]>;
  /** Runs a fetch under a named loader (SPEC §4 Page data fetch): its error is recorded by name. */
  readonly runPageFetch: <T>(name: string, fetcher: () => Promise<T>) => Promise<T>;
};

const IDLE: PairsListState = { phase: 'idle', error: null, revision: 0, total: 0 };

/** The markets list's store over the given endpoint, services and worker. */
export function createPairsListStore(deps: PairsListDeps) {
  const state = signal<PairsListState>(IDLE);
  let pairs = new Map<string, ListedPair>();
  let logos = new Map<string, string>();
  let ranks = favouriteRanks(deps.favourites.value);
  let loadedUrl: string | null = null;
  let inFlight: { url: string; promise: Promise<void> } | null = null;
  let wanted = false;
  // Rows change one upsert at a time, in order.
  let writes: Promise<void> = Promise.resolve();

  const bump = () => {
    state.value = { ...state.value, revision: state.value.revision + 1 };
  };
  const send = (changed: readonly ListedPair[]) => {
    if (changed.length === 0) return;
    const columns = marketsColumns(changed, ranks);
    writes = writes
      .then(() => deps.lists.upsert(MARKETS_LIST_ID, columns))
      .then(bump, (error: unknown) => console.warn(`markets list update failed: ${errorMessage(error)}`));
  };

  async function fetchFrom(url: string): Promise<void> {
    const service = deps.service(url);
    state.value = { ...state.value, phase: 'loading', error: null };
    const stats = deps.runPageFetch('lastStats_volumes', () => Promise.all([service.lastVolumes(), service.lastPriceChanges()])).catch(() => null);
    try {
      const [listed, tokenLogos] = await deps.runPageFetch('markets_page', () =>
        Promise.all([service.pairs(), service.tokenLogos().catch(() => new Map<string, string>())]),
      );
      const figures = await stats;
      if (deps.apiUrl.value !== url) return;
      logos = tokenLogos;
      pairs = new Map(listed.map((pair) => [pair.srcId, figures ? withPairStats(pair, figures[0].get(pair.srcId), figures[1].get(pair.srcId)) : pair]));
      ranks = favouriteRanks(deps.favourites.value);
      await deps.lists.load(MARKETS_LIST_ID, MARKETS_LIST, marketsColumns([...pairs.values()], ranks));
      loadedUrl = url;
      state.value = { phase: 'ready', error: null, revision: state.value.revision + 1, total: pairs.size };
    } catch (error) {
      if (deps.apiUrl.value === url) state.value = { ...state.value, phase: 'error', error: errorMessage(error) };
    }
  }

  /** Loads the list into the worker unless it holds this endpoint's already; resolves when settled. */
  function loadPairs(): Promise<void> {
    wanted = true;
    const url = deps.apiUrl.value;
    if (url === null || (loadedUrl === url && state.value.phase === 'ready')) return Promise.resolve();
    if (inFlight?.url === url) return inFlight.promise;
    const promise = fetchFrom(url).finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
    inFlight = { url, promise };
    return promise;
  }

  /** Live trades (token0 per token1) of pairs in view: their price and change move, their rows are sent again. */
  function applyTicks(ticks: readonly PriceTick[]): void {
    const changed: ListedPair[] = [];
    for (const tick of ticks) {
      const pair = pairs.get(tick.srcId);
      if (pair === undefined) continue;
      const next = withLivePrice(pair, tick.price);
      if (next === pair || next.price === pair.price) continue;
      pairs.set(tick.srcId, next);
      changed.push(next);
    }
    send(changed);
  }

  /** A token's logo URL (tokens/), or null. */
  function logoOf(token: { readonly ticker: string; readonly contract: string }): string | null {
    return logos.get(tokenParam(token)) ?? null;
  }

  /** Where a row opens (its /trade or /swap), or null for a key the list does not hold. */
  function pathOf(srcId: string): string | null {
    const pair = pairs.get(srcId);
    return pair ? pairPath(pair) : null;
  }

  /** How the market worker names these pairs' rooms (unknown keys are left out). */
  function priceSources(srcIds: readonly string[]): PriceSource[] {
    return srcIds.flatMap((srcId) => {
      const pair = pairs.get(srcId);
      return pair ? [{ srcId, src: pair.src, srcType: pair.srcType, pairId: pair.pairId }] : [];
    });
  }

  // A favourite's new rank (an addition, a removal, a move) re-sends the rows whose rank changed.
  const stopRanks = effect(() => {
    const next = favouriteRanks(deps.favourites.value);
    untracked(() => {
      const before = ranks;
      ranks = next;
      if (state.value.phase !== 'ready') return;
      const keys = new Set([...before.keys(), ...next.keys()]);
      send([...keys].filter((key) => before.get(key) !== next.get(key)).flatMap((key) => pairs.get(key) ?? []));
    });
  });

  // Another endpoint lists other pairs: forget these, and load its own if the list was asked for.
  const stopEndpoint = effect(() => {
    const url = deps.apiUrl.value;
    untracked(() => {
      if (url === loadedUrl) return;
      loadedUrl = null;
      pairs = new Map();
      state.value = { ...IDLE, revision: state.value.revision + 1 };
      if (wanted && url !== null) void loadPairs();
    });
  });

  return {
    pairsList: state as ReadonlySignal<PairsListState>,
    loadPairs,
    applyTicks,
    priceSources,
    logoOf,
    pathOf,
    dispose: () => {
      stopRanks();
      stopEndpoint();
    },
  };
}
