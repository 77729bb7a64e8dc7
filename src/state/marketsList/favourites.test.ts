import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addFavouriteMarket,
  FAVOURITE_REFRESH_MS,
  favouriteMarkets,
  isFavouriteMarket,
  listedFavouriteMarkets,
  moveFavouriteMarket,
  parseFavouriteMarkets,
  reloadFavouriteMarkets,
  removeFavouriteMarket,
  toggleFavouriteMarket,
} from './favourites';
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

describe('favourite order and the favorites list', () => {
  afterEach(() => vi.useRealTimers());

  it('ignores adding a favourite already there, and ranks up and down except past the ends', () => {
    addFavouriteMarket('alcormarket_1');
    addFavouriteMarket('defibox_2');
    addFavouriteMarket('alcormarket_1');
    expect(favouriteMarkets.value).toEqual(['alcormarket_1', 'defibox_2']);
    moveFavouriteMarket('defibox_2', 'up');
    expect(readStored('marketFavorites', null)).toEqual(['defibox_2', 'alcormarket_1']);
    moveFavouriteMarket('defibox_2', 'up');
    moveFavouriteMarket('alcormarket_1', 'down');
    expect(favouriteMarkets.value).toEqual(['defibox_2', 'alcormarket_1']);
  });

  it('shows an addition or a new order at once, and a removal only 500 ms later', () => {
    vi.useFakeTimers();
    addFavouriteMarket('alcormarket_1');
    addFavouriteMarket('defibox_2');
    expect(listedFavouriteMarkets.value).toEqual(['alcormarket_1', 'defibox_2']);
    moveFavouriteMarket('defibox_2', 'up');
    expect(listedFavouriteMarkets.value).toEqual(['defibox_2', 'alcormarket_1']);
    removeFavouriteMarket('defibox_2');
    expect(isFavouriteMarket('defibox_2')).toBe(false);
    vi.advanceTimersByTime(FAVOURITE_REFRESH_MS - 1);
    expect(listedFavouriteMarkets.value).toEqual(['defibox_2', 'alcormarket_1']);
    vi.advanceTimersByTime(1);
    expect(listedFavouriteMarkets.value).toEqual(['alcormarket_1']);
  });
});
