import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { HolderSummary } from '../../core/holders';
import type { Pair } from '../../core/domain';
import type { TokenDetails } from '../../services/tokenDetails';
import type { TokenStat } from '../../services/tokenStat';
import type { HoldersSource } from '../../../workers/lists.client';
import { createTokenPageStore, deepestWaxPool, STAT_FAILED, TOKEN_HOLDERS, TOKEN_INIT, type HolderHosts, type TokenPageDeps } from './store';

const TLM = { ticker: 'TLM', contract: 'alien.worlds' };
const DETAILS = { token: { ...TLM, precision: 4 }, pools: [], markets: [], isWax: false } as unknown as TokenDetails;
const STAT: TokenStat = { supply: makeAmount(50_000_000n, 4), maxSupply: makeAmount(100_000_000n, 4), issuer: 'alien.worlds' };
const SUMMARY: HolderSummary = { rows: 3, top: { owner: 'bob', amount: 9n }, burned: 0n };
const venue = (src: Pair['src'], srcType: Pair['srcType'], depth0: number): Pair => ({
  src,
  srcType,
  pairId: '1',
  isReversed: false,
  depth0,
});

function setup(overrides: Partial<TokenPageDeps> = {}) {
  const apiUrl = signal<string | null>('https://api/');
  const hosts: HolderHosts = { hosts: ['https://l1/', 'https://l2/'], limit: 1_000_000, client: { holdercount: vi.fn(async () => 2038) } };
  const loads: string[] = [];
  const warnings: [string, unknown][] = [];
  const deps: TokenPageDeps = {
    apiUrl,
    holderHosts: signal(hosts),
    fetchDetails: vi.fn(async () => DETAILS),
    fetchStat: vi.fn(async () => STAT),
    fetchWaxVenues: vi.fn(async () => [venue('defibox', 'pools', 10), venue('alcormarket', 'markets', 99), venue('alcorv2', 'poolsv3', 40)]),
    lists: { loadHolders: vi.fn(async (_listId: string, _source: HoldersSource) => SUMMARY), drop: vi.fn(async () => true) },
    runPageFetch: async (name, fetcher) => {
      loads.push(name);
      return fetcher();
    },
    warn: (message, error) => warnings.push([message, error]),
    ...overrides,
  };
  return { store: createTokenPageStore(deps), deps, apiUrl, hosts, loads, warnings };
}

describe('token page store', () => {
  it('loads the figures and stat under token_init, then the holders in the lists worker under token_holders', async () => {
    const { store, deps, loads } = setup();
    await store.open(TLM);
    expect(loads).toEqual([TOKEN_INIT, TOKEN_HOLDERS]);
    const page = store.tokenPage.value;
    expect(page).toMatchObject({ phase: 'ready', details: DETAILS, supply: { supply: STAT.supply, maxSupply: STAT.maxSupply, known: true } });
    expect(page.holders).toEqual({ listId: 'holders:tlm_alien.worlds', phase: 'ready', summary: SUMMARY, count: 2038 });
    expect(deps.lists.loadHolders).toHaveBeenCalledWith('holders:tlm_alien.worlds', {
      hosts: ['https://l1/', 'https://l2/'],
      chain: 'wax',
      contract: 'alien.worlds',
      symbol: 'TLM',
      limit: 1_000_000,
      precision: 4,
      supply: 50_000_000n,
    });
    // The chart follows the pool holding the most WAX; a book is not a pool.
    expect(page.chartVenue).toMatchObject({ src: 'alcorv2', depth0: 40 });
  });

  it('says "Token not found" for a token the swap service does not list (SPEC §5)', async () => {
    const { store, deps } = setup({ fetchDetails: vi.fn(async () => null) });
    await store.open(TLM);
    expect(store.tokenPage.value.phase).toBe('notFound');
    expect(deps.fetchStat).not.toHaveBeenCalled();
    expect(deps.lists.loadHolders).not.toHaveBeenCalled();
  });

  it('logs "Unable to load token stat" and shows a zero supply when the stat fails; holders get no share (SPEC §8)', async () => {
    const failure = new Error('get_table_rows: timeout');
    const { store, deps, warnings } = setup({ fetchStat: vi.fn(async () => Promise.reject(failure)) });
    await store.open(TLM);
    expect(warnings).toEqual([[STAT_FAILED, failure]]);
    expect(store.tokenPage.value.supply).toEqual({ supply: makeAmount(0n, 4), maxSupply: makeAmount(0n, 4), known: false });
    expect(vi.mocked(deps.lists.loadHolders).mock.calls[0]?.[1].supply).toBeNull();
    expect(store.tokenPage.value.phase).toBe('ready');
  });

  it('gives a zero supply for a missing stat without logging a failure', async () => {
    const { store, warnings } = setup({ fetchStat: vi.fn(async () => null) });
    await store.open(TLM);
    expect(store.tokenPage.value.supply?.known).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('marks the holders failed when the light API is exhausted, keeping the token shown', async () => {
    const { store } = setup({
      lists: { loadHolders: vi.fn(async () => Promise.reject(new Error('Failed to fetch from lightapi'))), drop: vi.fn(async () => true) },
    });
    await store.open(TLM);
    expect(store.tokenPage.value.phase).toBe('ready');
    expect(store.tokenPage.value.holders.phase).toBe('error');
  });

  it('waits for an endpoint, loads again when another is chosen, and drops the holders list when left', async () => {
    const { store, deps, apiUrl } = setup();
    apiUrl.value = null;
    await store.open(TLM);
    expect(deps.fetchDetails).not.toHaveBeenCalled();
    apiUrl.value = 'https://api2/';
    await vi.waitFor(() => expect(store.tokenPage.value.holders.phase).toBe('ready'));
    expect(deps.fetchDetails).toHaveBeenCalledWith('https://api2/', TLM);
    store.close();
    expect(deps.lists.drop).toHaveBeenCalledWith('holders:tlm_alien.worlds');
    expect(store.tokenPage.value.phase).toBe('idle');
    store.dispose();
  });

  it('charts WAX against nothing, and a token without a WAX pool neither', () => {
    expect(deepestWaxPool([])).toBeNull();
    expect(deepestWaxPool([venue('alcormarket', 'markets', 5)])).toBeNull();
  });
});
