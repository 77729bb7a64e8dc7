import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { favouriteMarkets, isFavouriteMarket, parseFavouriteMarkets, reloadFavouriteMarkets, toggleFavouriteMarket } from './favourites';
import { createMemoryStorage, readStored, setStorageBackend, writeStored } from '../app';

beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  reloadFavouriteMarkets();
});

afterEach(() => {
  setStorageBackend(createMemoryStorage());
});

describe('parseFavouriteMarkets', () => {
  it('keeps src_id keys in order, once each, and drops anything else', () => {
    expect(parseFavouriteMarkets(['alcormarket_3', 7, 'alcormarket_1', 'alcormarket_3', 'no key', { id: 2 }])).toEqual(['alcormarket_3', 'alcormarket_1']);
    expect(parseFavouriteMarkets({ alcormarket_3: true })).toEqual([]);
  });
});

describe('favourite markets', () => {
  it('adds and removes by src_id, persisting under marketFavorites', () => {
    expect(toggleFavouriteMarket('alcormarket_3')).toBe(true);
    expect(toggleFavouriteMarket('alcormarket_9')).toBe(true);
    expect(favouriteMarkets.value).toEqual(['alcormarket_3', 'alcormarket_9']);
    expect(readStored('marketFavorites', null)).toEqual(['alcormarket_3', 'alcormarket_9']);
    expect(toggleFavouriteMarket('alcormarket_3')).toBe(false);
    expect(isFavouriteMarket('alcormarket_3')).toBe(false);
    expect(readStored('marketFavorites', null)).toEqual(['alcormarket_9']);
  });

  it('survives a reload: the keys are read back from storage', () => {
    writeStored('marketFavorites', ['alcormarket_2', 'garbage key']);
    reloadFavouriteMarkets();
    expect(favouriteMarkets.value).toEqual(['alcormarket_2']);
    expect(isFavouriteMarket('alcormarket_2')).toBe(true);
  });

  it('refuses to store something that is not a market key', () => {
    expect(() => toggleFavouriteMarket('<script>')).toThrow(RangeError);
    expect(favouriteMarkets.value).toEqual([]);
  });
});
