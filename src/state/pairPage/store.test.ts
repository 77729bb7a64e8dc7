import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import type { AssociatedPair, PairDetails } from '../../services/pairDetails';
import { createPairPageStore, PAIR_ASSOCIATED, PAIR_INIT, type PairPageDeps } from './store';

const PAIR = {
  src: 'defibox',
  id: '1',
  token0: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
  token1: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
} as PairDetails;
const venue = (src: AssociatedPair['src'], id: string) => ({ src, id }) as AssociatedPair;

function setup(overrides: Partial<PairPageDeps> = {}) {
  const loads: string[] = [];
  const deps: PairPageDeps = {
    apiUrl: signal<string | null>('https://api/'),
    fetchPair: vi.fn(async () => PAIR),
    fetchAssociated: vi.fn(async () => [venue('defibox', '1'), venue('taco', 'WAXTLM'), venue('defibox', '7')]),
    runPageFetch: async (name, fetcher) => {
      loads.push(name);
      return fetcher();
    },
    ...overrides,
  };
  return { store: createPairPageStore(deps), deps, loads };
}

describe('pair page store', () => {
  it('loads the pair, then the other venues of its two tokens (itself left out)', async () => {
    const { store, deps, loads } = setup();
    await store.open('defibox', '1');
    expect(loads).toEqual([PAIR_INIT, PAIR_ASSOCIATED]);
    expect(deps.fetchAssociated).toHaveBeenCalledWith('https://api/', PAIR.token0, PAIR.token1);
    expect(store.pairPage.value).toMatchObject({ phase: 'ready', pair: PAIR, associated: [venue('taco', 'WAXTLM'), venue('defibox', '7')] });
  });

  it('says the pair is not found when its exchange does not list it', async () => {
    const { store, deps } = setup({ fetchPair: vi.fn(async () => null) });
    await store.open('defibox', '99');
    expect(store.pairPage.value.phase).toBe('notFound');
    expect(deps.fetchAssociated).not.toHaveBeenCalled();
  });

  it('keeps the pair shown when the associated pairs fail (their area shows the error)', async () => {
    const { store } = setup({ fetchAssociated: vi.fn(async () => Promise.reject(new Error('busy'))) });
    await store.open('defibox', '1');
    expect(store.pairPage.value).toMatchObject({ phase: 'ready', associated: null });
  });

  it('marks a failed pair load as an error', async () => {
    const { store } = setup({ fetchPair: vi.fn(async () => Promise.reject(new Error('pools/: HTTP 503'))) });
    await store.open('defibox', '1');
    expect(store.pairPage.value.phase).toBe('error');
  });
});
