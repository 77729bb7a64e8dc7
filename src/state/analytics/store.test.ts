import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import type { ListedPair } from '../../core/analytics/pairs';
import { TOP_PAIRS_ID, TOP_TOKENS_ID } from '../../core/analytics/topLists';
import { ListStore, LIST_PRESETS } from '../../core/lists';
import type { AnalyticsService } from '../../services/analyticsService';
import type { PairsService } from '../../services/pairsService';
import { createAnalyticsStore, TOP_PAIRS_AREA } from './store';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const PAIR: ListedPair = {
  srcId: 'defibox_1',
  src: 'defibox',
  srcType: 'pools',
  pairId: '1',
  token0: WAX,
  token1: TLM,
  price: 0.2,
  price24hAgo: 0.2,
  change24h: 0,
  volume24h: 1,
  volume7d: 7,
  volume30d: 30,
  tvl: 100,
  fee: 30,
  reserve0: 50,
  reserve1: 250,
  waxPrice0: 1,
  waxPrice1: 0.2,
};

function setup(fail: { overview?: boolean; tokens?: boolean } = {}, apiUrl = signal<string | null>('/api/')) {
  const lists = new ListStore();
  const failures: [string, string][] = [];
  const overview = { tvl: 1 } as unknown as Awaited<ReturnType<AnalyticsService['overview']>>;
  const calls = { overview: 0 };
  const analytics: AnalyticsService = {
    overview: async () => {
      calls.overview += 1;
      if (fail.overview) throw new Error('analytics/overview: HTTP 404');
      return overview;
    },
    tokens: async () => {
      if (fail.tokens) throw new Error('tokens/: HTTP 500');
      return [{ ticker: 'TLM', contract: 'alien.worlds', logo: null, waxPrice: 0.2, usdPrice: 0.01, change24h: 0, inPool: [{ src: 'defibox' }] }];
    },
    listings: async () => [],
  };
  const store = createAnalyticsStore({
    apiUrl,
    analytics: () => analytics,
    pairs: () => ({ pairs: async () => [PAIR] }) as unknown as PairsService,
    lists: { load: async (id, schema, columns) => lists.load(id, schema, columns) },
    runPageFetch: (_name, fetcher) => fetcher(),
    failLoading: (name, error) => failures.push([name, String(error)]),
  });
  const count = (listId: string) => lists.view({ listId, sort: LIST_PRESETS.tokens.defaultSort, window: { start: 0, count: 10 } }).total;
  return { store, failures, count, overview, calls };
}

describe('the analytics store', () => {
  it('loads the overview and both top lists into the lists worker', async () => {
    const { store, count, overview } = setup();
    await store.loadAnalytics();
    expect(store.analytics.value.overview).toEqual({ phase: 'ready', value: overview, error: null });
    expect(store.analytics.value.tokens.phase).toBe('ready');
    expect(store.analytics.value.pairs.phase).toBe('ready');
    expect([count(TOP_TOKENS_ID), count(TOP_PAIRS_ID)]).toEqual([1, 1]);
  });

  it('marks the top pairs errored when the overview or the tokens fail (SPEC §8), keeping what did load', async () => {
    const overview = setup({ overview: true });
    await overview.store.loadAnalytics();
    expect(overview.store.analytics.value.overview).toMatchObject({ phase: 'error', error: 'analytics/overview: HTTP 404' });
    expect(overview.store.analytics.value.pairs.phase).toBe('ready');
    expect(overview.failures).toEqual([[TOP_PAIRS_AREA, 'Error: analytics/overview: HTTP 404']]);
    const tokens = setup({ tokens: true });
    await tokens.store.loadAnalytics();
    expect(tokens.store.analytics.value.tokens).toMatchObject({ phase: 'error', error: 'tokens/: HTTP 500' });
    expect(tokens.failures).toEqual([[TOP_PAIRS_AREA, 'Error: tokens/: HTTP 500']]);
  });

  it('waits for an endpoint, then loads from it', async () => {
    const apiUrl = signal<string | null>(null);
    const { store, calls } = setup({}, apiUrl);
    await store.loadAnalytics();
    expect(calls.overview).toBe(0);
    apiUrl.value = '/api/';
    await vi.waitFor(() => expect(store.analytics.value.overview.phase).toBe('ready'));
  });

  it('tries a failed load again on the next ask, and only once while it runs', async () => {
    const { store, calls } = setup({ overview: true });
    const first = store.loadAnalytics();
    expect(store.loadAnalytics()).toBe(first);
    await first;
    expect(calls.overview).toBe(1);
    await store.loadAnalytics();
    expect(calls.overview).toBe(2);
  });
});
