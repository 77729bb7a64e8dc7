import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import type { MarketsService } from '../../services/marketsService';
import type { Market } from '../../core/domain';
import { createMarketsListStore } from './list';

const market = (id: number) => ({ id, srcId: `alcormarket_${id}` }) as Market;

function setup(start: string | null = '/api/') {
  const apiUrl = signal<string | null>(start);
  const answers = new Map<string, Array<() => Promise<Market[]>>>();
  const calls: string[] = [];
  let now = 1_000;
  const service = (baseUrl: string) =>
    ({
      baseUrl,
      markets: () => {
        calls.push(baseUrl);
        const next = answers.get(baseUrl)?.shift();
        return next ? next() : Promise.resolve([market(1)]);
      },
    }) as MarketsService;
  const store = createMarketsListStore({ apiUrl, service, now: () => now });
  return {
    apiUrl,
    store,
    calls,
    answer: (url: string, fn: () => Promise<Market[]>) => answers.set(url, [...(answers.get(url) ?? []), fn]),
    tick: (ms: number) => void (now += ms),
  };
}

describe('markets list store', () => {
  it('loads once, then answers from what it has while it is fresh enough', async () => {
    const { store, calls, tick } = setup();
    expect(store.marketsList.value).toMatchObject({ loaded: false, markets: [] });
    await store.loadMarkets();
    expect(store.marketsList.value).toMatchObject({ loaded: true, loading: false, error: null, loadedAt: 1_000, markets: [market(1)] });
    await store.loadMarkets();
    tick(10_000);
    await store.loadMarkets({ maxAgeMs: 20_000 });
    expect(calls).toEqual(['/api/']);
    tick(15_000);
    await store.loadMarkets({ maxAgeMs: 20_000 });
    expect(calls).toEqual(['/api/', '/api/']);
  });

  it('shares one request between callers, and keeps the last good list when a reload fails', async () => {
    const { store, calls, answer, tick } = setup();
    await Promise.all([store.loadMarkets(), store.loadMarkets()]);
    expect(calls).toHaveLength(1);
    answer('/api/', () => Promise.reject(new Error('markets/: HTTP 503')));
    tick(60_000);
    await store.loadMarkets({ maxAgeMs: 1 });
    expect(store.marketsList.value).toMatchObject({ loaded: true, error: 'markets/: HTTP 503', markets: [market(1)] });
    // A failed list is never "fresh": the next ask tries again.
    await store.loadMarkets();
    expect(store.marketsList.value.error).toBeNull();
  });

  it('waits for an endpoint, then loads from it; a new endpoint forgets the old list and refetches', async () => {
    const { store, apiUrl, calls, answer } = setup(null);
    await store.loadMarkets();
    expect(calls).toEqual([]);
    answer('/api/', () => Promise.resolve([market(1), market(2)]));
    apiUrl.value = '/api/';
    await vi.waitFor(() => expect(store.marketsList.value.markets).toHaveLength(2));
    answer('/api2/', () => Promise.resolve([market(5)]));
    apiUrl.value = '/api2/';
    expect(store.marketsList.value).toMatchObject({ loaded: false, markets: [] });
    await vi.waitFor(() => expect(store.marketsList.value.markets).toEqual([market(5)]));
    expect(calls).toEqual(['/api/', '/api2/']);
  });

  it('drops an answer from an endpoint that is no longer selected', async () => {
    const { store, apiUrl, answer } = setup();
    let release: (markets: Market[]) => void = () => undefined;
    answer('/api/', () => new Promise((resolve) => (release = resolve)));
    const first = store.loadMarkets();
    apiUrl.value = '/api2/';
    release([market(9)]);
    await first;
    await vi.waitFor(() => expect(store.marketsList.value.loaded).toBe(true));
    expect(store.marketsList.value.markets).toEqual([market(1)]);
  });
});
