/**
 * Favourite markets (SPEC §3 Favourites: "Favourite market: key src_id"), persisted under
 * `marketFavorites` as a list of keys such as "alcormarket_3". Adding a key already present is
 * ignored (SPEC §4 Favourites).
 */
import { signal } from '@preact/signals-react';
import { readStored, writeStored } from '../app';

const SRC_ID = /^[a-z0-9]+_[A-Za-z0-9.]+$/;

/** The stored keys that look like `src_id`, in stored order, without repeats; anything else is dropped. */
export function parseFavouriteMarkets(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter((key): key is string => typeof key === 'string' && SRC_ID.test(key)))];
}

/** The favourite markets' `src_id` keys, in the order they were added. */
export const favouriteMarkets = signal<readonly string[]>(parseFavouriteMarkets(readStored<unknown>('marketFavorites', [])));

function save(next: readonly string[]): void {
  favouriteMarkets.value = next;
  writeStored('marketFavorites', next);
}

/** True when the market is a favourite. */
export function isFavouriteMarket(srcId: string, keys: readonly string[] = favouriteMarkets.value): boolean {
  return keys.includes(srcId);
}

/** Adds or removes a favourite; returns whether it is a favourite afterwards. */
export function toggleFavouriteMarket(srcId: string): boolean {
  if (isFavouriteMarket(srcId)) {
    save(favouriteMarkets.value.filter((key) => key !== srcId));
    return false;
  }
  if (!SRC_ID.test(srcId)) throw new RangeError(`not a market key: ${srcId}`);
  save([...favouriteMarkets.value, srcId]);
  return true;
}

/** Re-reads the favourites from storage (another tab wrote them, or a test switched backends). */
export function reloadFavouriteMarkets(): void {
  favouriteMarkets.value = parseFavouriteMarkets(readStored<unknown>('marketFavorites', []));
}
