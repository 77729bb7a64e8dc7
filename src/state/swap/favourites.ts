/**
 * Favourite swap pairs (SPEC §3 Favourites: tickerA, contractA, tickerB, contractB), persisted under
 * `swapFavorites`. Adding a pair already present is ignored (SPEC §4 Favourites).
 */
import { signal } from '@preact/signals-react';
import { parseTokenParam, sameToken, type TokenPair } from '../../core/domain';
import { readStored, writeStored } from '../app';

/** The stored form of one favourite. */
type StoredFavourite = { tickerA: string; contractA: string; tickerB: string; contractB: string };

function pairFrom(item: unknown): TokenPair | null {
  if (typeof item !== 'object' || item === null) return null;
  const { tickerA, contractA, tickerB, contractB } = item as Record<string, unknown>;
  if (typeof tickerA !== 'string' || typeof contractA !== 'string' || typeof tickerB !== 'string' || typeof contractB !== 'string') return null;
  const input = parseTokenParam(`${tickerA}_${contractA}`);
  const output = parseTokenParam(`${tickerB}_${contractB}`);
  return input && output ? { input, output } : null;
}

/** The stored favourites that still name valid tokens, in stored order; anything malformed is skipped. */
export function parseFavouritePairs(stored: unknown): TokenPair[] {
  if (!Array.isArray(stored)) return [];
  return stored.map(pairFrom).filter((pair): pair is TokenPair => pair !== null);
}

const toStored = (pair: TokenPair): StoredFavourite => ({
  tickerA: pair.input.ticker,
  contractA: pair.input.contract,
  tickerB: pair.output.ticker,
  contractB: pair.output.contract,
});
const samePair = (a: TokenPair, b: TokenPair): boolean => sameToken(a.input, b.input) && sameToken(a.output, b.output);

/** The favourite pairs, in the order they were added. */
export const favouritePairs = signal<readonly TokenPair[]>(parseFavouritePairs(readStored<unknown>('swapFavorites', [])));

function save(next: readonly TokenPair[]): void {
  favouritePairs.value = next;
  writeStored('swapFavorites', next.map(toStored));
}

/** True when the pair (in this direction) is a favourite. */
export function isFavouritePair(pair: TokenPair, list: readonly TokenPair[] = favouritePairs.value): boolean {
  return list.some((item) => samePair(item, pair));
}

/** Adds a favourite at the end; a pair already present is ignored. */
export function addFavouritePair(pair: TokenPair): void {
  if (!isFavouritePair(pair)) save([...favouritePairs.value, { input: pair.input, output: pair.output }]);
}

/** Removes a favourite (no-op when absent). */
export function removeFavouritePair(pair: TokenPair): void {
  save(favouritePairs.value.filter((item) => !samePair(item, pair)));
}

/** Adds or removes a favourite; returns whether it is a favourite afterwards. */
export function toggleFavouritePair(pair: TokenPair): boolean {
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
