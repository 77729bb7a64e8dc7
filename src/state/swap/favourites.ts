/**
 * Favourite swap pairs (SPEC §3 Favourites: tickerA, contractA, tickerB, contractB), persisted under
 * `swapFavorites`. Adding a pair already present is ignored (SPEC §4 Favourites).
 */
import { signal } from '@preact/signals-react';
import { parseTokenParam, sameToken, type TokenId } from '../../core/domain';
import { readStored, writeStored } from '../app';

/** A favourite pair, input first. */
export type FavouritePair = { readonly input: TokenId; readonly output: TokenId };

/** The stored form of one favourite. */
type StoredFavourite = { tickerA: string; contractA: string; tickerB: string; contractB: string };

function pairFrom(item: unknown): FavouritePair | null {
  if (typeof item !== 'object' || item === null) return null;
  const { tickerA, contractA, tickerB, contractB } = item as Record<string, unknown>;
  if (typeof tickerA !== 'string' || typeof contractA !== 'string' || typeof tickerB !== 'string' || typeof contractB !== 'string') return null;
  const input = parseTokenParam(`${tickerA}_${contractA}`);
  const output = parseTokenParam(`${tickerB}_${contractB}`);
  return input && output ? { input, output } : null;
}

/** The stored favourites that still name valid tokens, in stored order; anything malformed is skipped. */
export function parseFavouritePairs(stored: unknown): FavouritePair[] {
  if (!Array.isArray(stored)) return [];
  return stored.map(pairFrom).filter((pair): pair is FavouritePair => pair !== null);
}

const toStored = (pair: FavouritePair): StoredFavourite => ({
  tickerA: pair.input.ticker,
  contractA: pair.input.contract,
  tickerB: pair.output.ticker,
  contractB: pair.output.contract,
});
const samePair = (a: FavouritePair, b: FavouritePair): boolean => sameToken(a.input, b.input) && sameToken(a.output, b.output);

/** The favourite pairs, in the order they were added. */
export const favouritePairs = signal<readonly FavouritePair[]>(parseFavouritePairs(readStored<unknown>('swapFavorites', [])));

function save(next: readonly FavouritePair[]): void {
  favouritePairs.value = next;
  writeStored('swapFavorites', next.map(toStored));
}

/** True when the pair (in this direction) is a favourite. */
export function isFavouritePair(pair: FavouritePair, list: readonly FavouritePair[] = favouritePairs.value): boolean {
  return list.some((item) => samePair(item, pair));
}

/** Adds a favourite at the end; a pair already present is ignored. */
export function addFavouritePair(pair: FavouritePair): void {
  if (!isFavouritePair(pair)) save([...favouritePairs.value, { input: pair.input, output: pair.output }]);
}

/** Removes a favourite (no-op when absent). */
export function removeFavouritePair(pair: FavouritePair): void {
  save(favouritePairs.value.filter((item) => !samePair(item, pair)));
}

/** Adds or removes a favourite; returns whether it is a favourite afterwards. */
export function toggleFavouritePair(pair: FavouritePair): boolean {
  if (isFavouritePair(pair)) {
    removeFavouritePair(pair);
    return false;
  }
  addFavouritePair(pair);
  return true;
}

/** Re-reads the favourites from storage (tests switch storage backends). */
export function reloadFavouritePairs(): void {
  favouritePairs.value = parseFavouritePairs(readStored<unknown>('swapFavorites', []));
}
