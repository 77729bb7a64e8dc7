/**
 * The analytics overview, /analytics: the top stats and the exchanges' shares, derived from
 * the pairs (markets/, pools/, poolsv3/) and tokens (tokens/) the swap service serves, and the top
 * tokens and top pairs held by the lists worker (10 a page, default `7dvolume_desc`).
 * The lists load under `analytics_toptokens` and `analytics_toppairs`; a failure of any initial
 * analytics load marks `analytics_toppairs` errored: the page offers Try again there.
 */
import { effect, signal, untracked, type ReadonlySignal } from '@preact/signals-react';
import { overviewOf, type AnalyticsOverview } from '../../core/analytics/overview';
import { TOP_PAIRS, TOP_PAIRS_ID, TOP_TOKENS, TOP_TOKENS_ID, topPairColumns, topTokenColumns } from '../../core/analytics/topLists';
import type { AnyListSchema, ListColumns } from '../../core/lists';
import type { AnalyticsService } from '../../services/analyticsService';
import { errorMessage } from '../../core/format';
import type { PairsService } from '../../services/pairsService';

/** A part of the page: loading, shown, or failed with a message. */
export type Loadable<T> = { readonly phase: 'idle' | 'loading' | 'ready' | 'error'; readonly value: T | null; readonly error: string | null };

export type AnalyticsState = {
  readonly overview: Loadable<AnalyticsOverview>;
  /** The top lists in the lists worker: phase, and a revision bumped at every load. */
  readonly tokens: Loadable<number>;
  readonly pairs: Loadable<number>;
};

export const TOP_PAIRS_AREA = 'analytics_toppairs';
export const TOP_TOKENS_AREA = 'analytics_toptokens';

export type AnalyticsDeps = {
  readonly apiUrl: ReadonlySignal<string | null>;
  readonly analytics: (baseUrl: string) => AnalyticsService;
  readonly pairs: (baseUrl: string) => PairsService;
  readonly lists: { load(listId: string, schema: AnyListSchema, columns: ListColumns): Promise<void> };
  readonly runPageFetch: <T>(name: string, fetcher: () => Promise<T>) => Promise<T>;
  readonly failLoading: (name: string, error: unknown) => void;
};

const IDLE = { phase: 'idle', value: null, error: null } as const;
const LOADING = { phase: 'loading', value: null, error: null } as const;

/** The analytics store over the given endpoint, services and lists worker. */
export function createAnalyticsStore(deps: AnalyticsDeps) {
  const state = signal<AnalyticsState>({ overview: IDLE, tokens: IDLE, pairs: IDLE });
  let loadedUrl: string | null = null;
  let inFlight: { url: string; promise: Promise<void> } | null = null;
  let revision = 0;
  let wanted = false;
  const set = (part: Partial<AnalyticsState>) => (state.value = { ...state.value, ...part });
  const failed = (error: unknown) => ({ phase: 'error', value: null, error: errorMessage(error) }) as const;

  async function fetchFrom(url: string): Promise<void> {
    const analytics = deps.analytics(url);
    set({ overview: LOADING, tokens: LOADING, pairs: LOADING });
    const current = () => deps.apiUrl.value === url;
    // Any initial analytics load that fails marks the top pairs errored.
    const markTopPairs = (error: unknown) => deps.failLoading(TOP_PAIRS_AREA, error);
    const listed = deps.pairs(url).pairs();
    const tokenColumns = Promise.all([analytics.tokens(), listed]).then(([rows, pairList]) => topTokenColumns(rows, pairList));
    const pairs = deps.runPageFetch(TOP_PAIRS_AREA, async () => {
      await deps.lists.load(TOP_PAIRS_ID, TOP_PAIRS, topPairColumns(await listed));
    });
    const tokens = deps.runPageFetch(TOP_TOKENS_AREA, async () => {
      await deps.lists.load(TOP_TOKENS_ID, TOP_TOKENS, await tokenColumns);
    });
    // The overview sums the same pairs and counts the same tokens the top lists hold. It is the
    // page's first figures: summed as soon as the answers are in, not after the lists worker has
    // taken the lists (counted before the columns' buffers go over to it).
    const overview = Promise.all([listed, tokenColumns.then((columns) => columns.id.length)]).then(([pairList, counted]) => overviewOf(pairList, counted));
    await Promise.all([
      pairs.then(
        () => current() && set({ pairs: { phase: 'ready', value: (revision += 1), error: null } }),
        (error: unknown) => current() && set({ pairs: failed(error) }),
      ),
      tokens.then(
        () => current() && set({ tokens: { phase: 'ready', value: (revision += 1), error: null } }),
        (error: unknown) => {
          if (!current()) return;
          set({ tokens: failed(error) });
          markTopPairs(error);
        },
      ),
      overview.then(
        (value) => current() && set({ overview: { phase: 'ready', value, error: null } }),
        (error: unknown) => current() && set({ overview: failed(error) }),
      ),
    ]);
    if (current()) loadedUrl = url;
  }

  /** Loads the overview and the top lists unless this endpoint's are loaded (or loading); a failed part is tried again. */
  function loadAnalytics(): Promise<void> {
    wanted = true;
    const url = deps.apiUrl.value;
    if (url === null) return Promise.resolve();
    const { overview, tokens, pairs } = state.value;
    if (loadedUrl === url && [overview, tokens, pairs].every((part) => part.phase === 'ready')) return Promise.resolve();
    if (inFlight?.url === url) return inFlight.promise;
    const promise = fetchFrom(url).finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
    inFlight = { url, promise };
    return promise;
  }

  // Another endpoint (or the first one chosen) has its own figures: load them if they were asked for.
  const stop = effect(() => {
    const url = deps.apiUrl.value;
    untracked(() => {
      if (url === loadedUrl) return;
      loadedUrl = null;
      set({ overview: IDLE, tokens: IDLE, pairs: IDLE });
      if (wanted) void loadAnalytics();
    });
  });

  return { analytics: state as ReadonlySignal<AnalyticsState>, loadAnalytics, dispose: stop };
}
