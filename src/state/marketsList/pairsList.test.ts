import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import type { ListedPair } from '../../core/analytics/pairs';
import { ListStore, LIST_PRESETS } from '../../core/lists';
import { MARKETS_LIST_ID, type MarketsRow } from '../../core/marketsList/listRows';
import type { PairsService } from '../../services/pairsService';
import { createPairsListStore } from './pairsList';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const pair = (srcId: string, price: number, extra: Partial<ListedPair> = {}): ListedPair => {
  const [src, pairId] = srcId.split('_') as [ListedPair['src'], string];
  return {
    srcId,
    src,
    srcType: src === 'alcormarket' ? 'markets' : 'pools',
    pairId,
    token0: WAX,
    token1: TLM,
    price,
    price24hAgo: price,
    change24h: 0,
    volume24h: 1,
    volume7d: 7,
    volume30d: 30,
    tvl: null,
    fee: 30,
    reserve0: null,
    reserve1: null,
    waxPrice0: null,
    waxPrice1: null,
    ...extra,
  };
};

function setup(options: { failPairs?: boolean; failStats?: boolean } = {}) {
  const apiUrl = signal<string | null>('/api/');
  const favourites = signal<readonly string[]>([]);
  const lists = new ListStore();
  const loaders: string[] = [];
  const service = (url: string): PairsService => ({
    pairs: async () => {
      if (options.failPairs) throw new Error('markets/: HTTP 503');
      return url === '/api/' ? [pair('alcormarket_0', 0.2), pair('defibox_1', 0.25)] : [pair('defibox_9', 1)];
    },
    lastVolumes: async () => {
      if (options.failStats) throw new Error('lastVolumes/: HTTP 500');
      return new Map([['defibox_1', { volume24h: 100, volume7d: 700, volume30d: 3000 }]]);
    },
    lastPriceChanges: async () => new Map([['alcormarket_0', { price: 0.2, price24hAgo: 0.16, change24h: 0.25 }]]),
    tokenLogos: async () => new Map([['TLM_alien.worlds', '/tlm.svg']]),
  });
  const store = createPairsListStore({
    apiUrl,
    service,
    lists: { load: async (id, schema, columns) => lists.load(id, schema, columns), upsert: async (id, columns) => lists.upsert(id, columns) },
    favourites,
    runPageFetch: async (name, fetcher) => {
      loaders.push(name);
      return fetcher();
    },
  });
  const rows = () =>
    lists.view({ listId: MARKETS_LIST_ID, sort: LIST_PRESETS.markets.defaultSort, window: { start: 0, count: 20 } }).rows as unknown as MarketsRow[];
  return { store, apiUrl, favourites, rows, loaders };
}

describe('the markets list store', () => {
  it('loads the pairs with their volumes and changes into the lists worker under markets_page and lastStats_volumes', async () => {
    const { store, rows, loaders } = setup();
    const before = store.pairsList.value.revision;
    await store.loadPairs();
    expect(loaders.sort()).toEqual(['lastStats_volumes', 'markets_page']);
    expect(store.pairsList.value).toMatchObject({ phase: 'ready', total: 2, revision: before + 1 });
    expect(rows().map((row) => [row.srcId, row['24hvolume'], row.pricechange])).toEqual([
      ['defibox_1', 100, 0],
      ['alcormarket_0', 1, 0.25],
    ]);
    expect(store.logoOf({ ticker: 'TLM', contract: 'alien.worlds' })).toBe('/tlm.svg');
    expect(store.logoOf({ ticker: 'WAX', contract: 'eosio.token' })).toBeNull();
    expect(store.pathOf('alcormarket_0')).toBe('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    expect(store.pathOf('nowhere_1')).toBeNull();
  });

  it('keeps each pair’s own figures when the volumes fail, and reports a failed pairs load', async () => {
    const stats = setup({ failStats: true });
    await stats.store.loadPairs();
    expect(stats.store.pairsList.value.phase).toBe('ready');
    expect(stats.rows()[0]).toMatchObject({ srcId: 'alcormarket_0', '24hvolume': 1 });
    const pairs = setup({ failPairs: true });
    await pairs.store.loadPairs();
    expect(pairs.store.pairsList.value).toMatchObject({ phase: 'error', error: 'markets/: HTTP 503' });
  });

  it('moves a pair’s price and change with a live trade and re-sends that row', async () => {
    const { store, rows } = setup();
    await store.loadPairs();
    const loaded = store.pairsList.value.revision;
    store.applyTicks([
      { srcId: 'alcormarket_0', price: 0.24 },
      { srcId: 'unknown_1', price: 1 },
    ]);
    await vi.waitFor(() => expect(store.pairsList.value.revision).toBe(loaded + 1));
    const market = rows().find((row) => row.srcId === 'alcormarket_0')!;
    expect(market.price).toBe(0.24);
    expect(market.pricechange).toBeCloseTo(0.5, 12);
    expect(store.priceSources(['alcormarket_0', 'unknown_1'])).toEqual([{ srcId: 'alcormarket_0', src: 'alcormarket', srcType: 'markets', pairId: '0' }]);
  });

  it('ranks favourites in the rows as their order changes', async () => {
    const { store, rows, favourites } = setup();
    await store.loadPairs();
    favourites.value = ['defibox_1', 'alcormarket_0'];
    await vi.waitFor(() =>
      expect(rows().map((row) => [row.srcId, row.rank])).toEqual([
        ['defibox_1', 0],
        ['alcormarket_0', 1],
      ]),
    );
    favourites.value = ['alcormarket_0'];
    await vi.waitFor(() => expect(rows().map((row) => row.rank)).toEqual([null, 0]));
  });

  it('loads another endpoint’s pairs when the endpoint changes, and waits for one', async () => {
    const { store, apiUrl, rows } = setup();
    apiUrl.value = null;
    await store.loadPairs();
    expect(store.pairsList.value.phase).toBe('idle');
    apiUrl.value = '/api2/';
    await vi.waitFor(() => expect(store.pairsList.value.phase).toBe('ready'));
    expect(rows().map((row) => row.srcId)).toEqual(['defibox_9']);
  });
});
