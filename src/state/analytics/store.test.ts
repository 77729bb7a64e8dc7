import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import { overviewOf } from '../../core/analytics/overview';
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

function setup(fail: { tokens?: boolean } = {}, apiUrl = signal<string | null>('/api/')) {
  const lists = new ListStore();
  const failures: [string, string][] = [];
  const calls = { tokens: 0 };
  const analytics: AnalyticsService = {
    tokens: async () => {
      calls.tokens += 1;
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
  return { store, failures, count, calls };
}

describe('the analytics store', () => {
  it('loads both top lists into the lists worker and sums the same pairs and tokens for the overview', async () => {
    const { store, count } = setup();
    await store.loadAnalytics();
    expect(store.analytics.value.overview).toEqual({ phase: 'ready', value: overviewOf([PAIR], 1), error: null });
    expect(store.analytics.value.overview.value).toMatchObject({ tvl: 100, volume24h: 1, volume7d: 7, tokens: 1, pools: 1, markets: 0 });
    expect(store.analytics.value.tokens.phase).toBe('ready');
    expect(store.analytics.value.pairs.phase).toBe('ready');
    expect([count(TOP_TOKENS_ID), count(TOP_PAIRS_ID)]).toEqual([1, 1]);
  });

  it('marks the top pairs errored when the tokens fail (any failed analytics load does), keeping what did load', async () => {
    const { store, failures } = setup({ tokens: true });
    await store.loadAnalytics();
    expect(store.analytics.value.tokens).toMatchObject({ phase: 'error', error: 'tokens/: HTTP 500' });
    expect(store.analytics.value.overview).toMatchObject({ phase: 'error', error: 'tokens/: HTTP 500' });
    expect(store.analytics.value.pairs.phase).toBe('ready');
    expect(failures).toEqual([[TOP_PAIRS_AREA, 'Error: tokens/: HTTP 500']]);
  });

  it('waits for an endpoint, then loads from it', async () => {
    const apiUrl = signal<string | null>(null);
    const { store, calls } = setup({}, apiUrl);
    await store.loadAnalytics();
    expect(calls.tokens).toBe(0);
    apiUrl.value = '/api/';
    await vi.waitFor(() => expect(store.analytics.value.overview.phase).toBe('ready'));
  });

  it('tries a failed load again on the next ask, and only once while it runs', async () => {
    const { store, calls } = setup({ tokens: true });
    const first = store.loadAnalytics();
    expect(store.loadAnalytics()).toBe(first);
    await first;
    expect(calls.tokens).toBe(1);
    await store.loadAnalytics();
    expect(calls.tokens).toBe(2);
  });
});
