/**
 * Favourite markets (SPEC §3 Favourites: "Favourite market: key src_id"), persisted under
 * `marketFavorites` as a list of keys such as "alcormarket_3", in the user's order. Adding a key
 * already present is ignored, up/down ranking is ignored at the ends, and a removal reaches the
 * favorites list 500 ms later (SPEC §4 Favourites, §9 "Favourite refresh 500 ms"), so an unstarred
 * row stays under the pointer for a moment instead of vanishing at the click.
 */
import { effect, signal, untracked } from '@preact/signals-react';
import { addFavourite, moveFavourite, removeFavourite } from '../../core/marketsList/favouriteOrder';
import { readStored, writeStored } from '../app';

/** SPEC §9: the favourites list refreshes this long after a removal. */
export const FAVOURITE_REFRESH_MS = 500;

const SRC_ID = /^[a-z0-9]+_[A-Za-z0-9.]+$/;

/** The stored keys that look like `src_id`, in stored order, without repeats; anything else is dropped. */
export function parseFavouriteMarkets(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter((key): key is string => typeof key === 'string' && SRC_ID.test(key)))];
}

/** The favourite markets' `src_id` keys, in the user's order. */
export const favouriteMarkets = signal<readonly string[]>(parseFavouriteMarkets(readStored<unknown>('marketFavorites', [])));

/** The favourites the favorites list shows: `favouriteMarkets`, with removals arriving FAVOURITE_REFRESH_MS late. */
export const listedFavouriteMarkets = signal<readonly string[]>(favouriteMarkets.value);

function save(next: readonly string[]): void {
  if (next === favouriteMarkets.value) return;
  favouriteMarkets.value = next;
  writeStored('marketFavorites', next);
}

/** True when the market is a favourite. */
export function isFavouriteMarket(srcId: string, keys: readonly string[] = favouriteMarkets.value): boolean {
  return keys.includes(srcId);
}

/** Adds a favourite at the end (ignored when present); throws a RangeError for something that is not a market key. */
export function addFavouriteMarket(srcId: string): void {
  if (!SRC_ID.test(srcId)) throw new RangeError(`not a market key: ${srcId}`);
  save(addFavourite(favouriteMarkets.value, srcId));
}

/** Removes a favourite (nothing when it is not one). */
export function removeFavouriteMarket(srcId: string): void {
  save(removeFavourite(favouriteMarkets.value, srcId));
}

/** Adds or removes a favourite; returns whether it is a favourite afterwards. */
export function toggleFavouriteMarket(srcId: string): boolean {
  if (isFavouriteMarket(srcId)) {
    removeFavouriteMarket(srcId);
    return false;
  }
  addFavouriteMarket(srcId);
  return true;
}

/** Moves a favourite one place up or down in the user's order (ignored at the ends). */
export function moveFavouriteMarket(srcId: string, direction: 'up' | 'down'): void {
  save(moveFavourite(favouriteMarkets.value, srcId, direction));
}

/** Re-reads the favourites from storage (another tab wrote them, or a test switched backends). */
export function reloadFavouriteMarkets(): void {
  favouriteMarkets.value = parseFavouriteMarkets(readStored<unknown>('marketFavorites', []));
  // Not a removal by the user: the list follows at once.
  stopRefresh();
  listedFavouriteMarkets.value = favouriteMarkets.value;
}

let refresh: ReturnType<typeof setTimeout> | null = null;
function stopRefresh(): void {
  if (refresh !== null) clearTimeout(refresh);
  refresh = null;
}

effect(() => {
  const keys = favouriteMarkets.value;
  untracked(() => {
    stopRefresh();
    const removed = listedFavouriteMarkets.value.some((key) => !keys.includes(key));
    if (!removed) listedFavouriteMarkets.value = keys;
    else
      refresh = setTimeout(() => {
        refresh = null;
        listedFavouriteMarkets.value = favouriteMarkets.value;
      }, FAVOURITE_REFRESH_MS);
  });
});
