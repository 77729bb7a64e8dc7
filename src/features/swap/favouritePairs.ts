import { parseTokenParam, type TokenId } from '../../core/tokenId';

/** A favourite swap pair as the browser stores it (SPEC §3 Favourites: tickerA, contractA, tickerB, contractB). */
export type FavouritePair = { input: TokenId; output: TokenId };

/** How many favourites the bar shows at its widest (SPEC §2: up to 5 depending on width). */
export const FAVOURITES_BAR_MAX = 5;

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
