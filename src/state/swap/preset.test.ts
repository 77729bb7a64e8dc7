import { signal } from '@preact/signals-react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListedToken, TokenPair } from '../../core/domain';
import { createMemoryStorage, setStorageBackend } from '../storage';
import { TLM, USDT, WAX } from './fakes.testutil';
import { presetSwapPair } from './preset';

function fakeStore(tokens: ListedToken[] = []) {
  const set: TokenPair<ListedToken>[] = [];
  return { tokens: signal(tokens), setPair: (pair: TokenPair<ListedToken>) => set.push(pair), set };
}

const URL_PAIR = { input: { ticker: 'WAX', contract: 'eosio.token' }, output: { ticker: 'USDT', contract: 'usdt.alcor' } };
const never = new Promise<never>(() => {});

beforeEach(() => setStorageBackend(createMemoryStorage()));

describe('presetSwapPair', () => {
  it("sets the URL's pair at once when the token list is already in", async () => {
    const store = fakeStore([WAX, TLM, USDT]);
    await presetSwapPair(store, URL_PAIR, never);
    expect(store.set).toEqual([{ input: WAX, output: USDT }]);
  });

  it('sets it when the list comes in before the page code', async () => {
    const store = fakeStore();
    const done = presetSwapPair(store, URL_PAIR, never);
    expect(store.set).toEqual([]);
    store.tokens.value = [WAX, TLM, USDT];
    await done;
    expect(store.set).toEqual([{ input: WAX, output: USDT }]);
  });

  it('a URL naming no listed pair gets what the screen would show: WAX and its first partner', async () => {
    const store = fakeStore([WAX, TLM, USDT]);
    await presetSwapPair(store, { input: null, output: null }, never);
    expect(store.set).toEqual([{ input: WAX, output: TLM }]);
  });

  it('leaves the pair to the screen once the page code is in first, and sets nothing later', async () => {
    const store = fakeStore();
    await presetSwapPair(store, URL_PAIR, Promise.resolve());
    store.tokens.value = [WAX, TLM, USDT];
    expect(store.set).toEqual([]);
    // A page whose code failed to load ends the wait too.
    await presetSwapPair(fakeStore(), URL_PAIR, Promise.reject(new Error('chunk')));
  });
});
