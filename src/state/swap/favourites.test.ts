import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, readStored, setStorageBackend, writeStored } from '../app';
import { addFavouritePair, favouritePairs, isFavouritePair, parseFavouritePairs, reloadFavouritePairs, toggleFavouritePair } from './favourites';

const WAX = { ticker: 'WAX', contract: 'eosio.token' };
const TLM = { ticker: 'TLM', contract: 'alien.worlds' };

beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  reloadFavouritePairs();
});

describe('swap favourites', () => {
  it('store pairs as tickerA/contractA/tickerB/contractB (SPEC §3)', () => {
    addFavouritePair({ input: WAX, output: TLM });
    expect(readStored('swapFavorites', null)).toEqual([{ tickerA: 'WAX', contractA: 'eosio.token', tickerB: 'TLM', contractB: 'alien.worlds' }]);
  });

  it('ignore a pair already present, and tell directions apart', () => {
    addFavouritePair({ input: WAX, output: TLM });
    addFavouritePair({ input: WAX, output: TLM });
    expect(favouritePairs.value).toHaveLength(1);
    expect(isFavouritePair({ input: TLM, output: WAX })).toBe(false);
  });

  it('toggle on and off', () => {
    expect(toggleFavouritePair({ input: WAX, output: TLM })).toBe(true);
    expect(toggleFavouritePair({ input: WAX, output: TLM })).toBe(false);
    expect(readStored('swapFavorites', null)).toEqual([]);
  });

  it('skip malformed stored entries', () => {
    writeStored('swapFavorites', [
      { tickerA: 'WAX', contractA: 'eosio.token', tickerB: 'TLM', contractB: 'alien.worlds' },
      { tickerA: 'wax' },
      'WAX_eosio.token',
    ]);
    reloadFavouritePairs();
    expect(favouritePairs.value).toEqual([{ input: WAX, output: TLM }]);
    expect(parseFavouritePairs({})).toEqual([]);
  });
});
