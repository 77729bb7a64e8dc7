import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import type { ListingEvent } from '../../core/analytics/listings';
import { createListingsStore, LISTINGS_AREA } from './listings';

const event = (seq: number): ListingEvent => ({
  contractA: 'eosio.token',
  codeA: 'WAX',
  contractB: 'alien.worlds',
  codeB: 'TLM',
  listingType: 'pools',
  fee: 30,
  src: 'defibox',
  pairId: String(seq),
  globalSequence: seq,
  time: 0,
});
/** `count` events newest first, from sequence `top` down. */
const events = (top: number, count: number) => Array.from({ length: count }, (_, i) => event(top - i));

function setup(pages: (ListingEvent[] | Error)[], apiUrl = signal<string | null>('/api/')) {
  const asked: (number | null)[] = [];
  const loaders: string[] = [];
  const store = createListingsStore({
    apiUrl,
    service: () => ({
      listings: async (max) => {
        asked.push(max);
        const page = pages.shift() ?? [];
        if (page instanceof Error) throw page;
        return page;
      },
    }),
    runPageFetch: (name, fetcher) => {
      loaders.push(name);
      return fetcher();
    },
  });
  return { store, asked, loaders };
}

describe('the listings feed', () => {
  it('loads 100 a page and more below the last one while pages come back full', async () => {
    const { store, asked, loaders } = setup([events(1000, 100), events(900, 100), events(800, 7)]);
    await store.loadListings();
    expect(store.listings.value).toMatchObject({ phase: 'ready', more: true });
    await store.loadMoreListings();
    await store.loadMoreListings();
    expect(store.listings.value.events).toHaveLength(207);
    expect(store.listings.value.more).toBe(false);
    await store.loadMoreListings();
    expect(asked).toEqual([null, 900, 800]);
    expect(new Set(loaders)).toEqual(new Set([LISTINGS_AREA]));
  });

  it('waits for an endpoint, then loads the first page from it', async () => {
    const apiUrl = signal<string | null>(null);
    const { store, asked } = setup([events(5, 5)], apiUrl);
    await store.loadListings();
    expect(store.listings.value.phase).toBe('idle');
    apiUrl.value = '/api/';
    await vi.waitFor(() => expect(store.listings.value.events).toHaveLength(5));
    expect(asked).toEqual([null]);
  });

  it('shows no more after a page short of 100', async () => {
    const { store } = setup([events(66, 66)]);
    await store.loadListings();
    expect(store.listings.value).toMatchObject({ more: false });
    expect(store.listings.value.events).toHaveLength(66);
  });

  it('reports a failed first page, and keeps the events held when a later page fails', async () => {
    const failing = setup([new Error('listingevents: HTTP 503'), events(10, 10)]);
    await failing.store.loadListings();
    expect(failing.store.listings.value).toMatchObject({ phase: 'error', error: 'listingevents: HTTP 503' });
    await failing.store.reloadListings();
    expect(failing.store.listings.value.events).toHaveLength(10);
    const later = setup([events(1000, 100), new Error('listingevents: HTTP 500')]);
    await later.store.loadListings();
    await later.store.loadMoreListings();
    expect(later.store.listings.value).toMatchObject({ phase: 'ready', more: true, loadingMore: false, error: 'listingevents: HTTP 500' });
    expect(later.store.listings.value.events).toHaveLength(100);
    vi.restoreAllMocks();
  });
});
