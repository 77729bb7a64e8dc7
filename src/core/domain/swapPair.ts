/**
 * Which pair the swap screen shows (SPEC §2 URL behaviour): the URL's `TICKER_contract` tokens when
 * valid and known; otherwise the last swap pair; otherwise WAX and the first token paired with it.
 * Also where the URL then goes, and whether that navigation replaces the history entry. (The last
 * pair is read from storage by src/state/swapPair.)
 */
import type { TokenPair } from './pair';
import { sameToken, tokenParam, type ListedToken, type TokenId } from './token';

/** WAX on eosio.token (SPEC §9: its price is 1). */
export const WAX_TOKEN: TokenId = { ticker: 'WAX', contract: 'eosio.token' };

/** A pair of listed tokens: what the swap screen shows. */
type SwapPair = TokenPair<ListedToken>;
/** The URL's (or the stored last pair's) tokens, each null when missing or invalid. */
type UrlPair = TokenPair<TokenId | null>;

const find = (tokens: readonly ListedToken[], id: TokenId | null | undefined): ListedToken | null =>
  id ? (tokens.find((token) => sameToken(token, id)) ?? null) : null;

/** The first listed token trading against `anchor` (tokens/ is ranked, so the most traded). */
export function firstPairedWith(tokens: readonly ListedToken[], anchor: ListedToken): ListedToken | null {
  return tokens.find((token) => !sameToken(token, anchor) && (token.pairedWith.includes(anchor.key) || anchor.pairedWith.includes(token.key))) ?? null;
}

function known(tokens: readonly ListedToken[], pair: UrlPair | null): SwapPair | null {
  const input = find(tokens, pair?.input);
  const output = find(tokens, pair?.output);
  return input && output && !sameToken(input, output) ? { input, output } : null;
}

/** The pair to show for the URL's tokens; null only when no token trades against WAX (or no tokens are known). */
export function resolveSwapPair(url: UrlPair, tokens: readonly ListedToken[], last: UrlPair | null): SwapPair | null {
  const fromUrl = known(tokens, url);
  if (fromUrl) return fromUrl;
  // Only the input given (e.g. /swap/TLM_alien.worlds): keep it and pick its other side.
  const input = url.output === null ? find(tokens, url.input) : null;
  if (input) {
    const lastOther = find(tokens, last?.output);
    const output = lastOther && !sameToken(lastOther, input) ? lastOther : firstPairedWith(tokens, input);
    if (output) return { input, output };
  }
  const fromLast = known(tokens, last);
  if (fromLast) return fromLast;
  const wax = find(tokens, WAX_TOKEN) ?? tokens[0] ?? null;
  const other = wax ? firstPairedWith(tokens, wax) : null;
  return wax && other ? { input: wax, output: other } : null;
}

/** The swap path of a pair. */
export function swapPath(pair: TokenPair): string {
  return `/swap/${tokenParam(pair.input)}/${tokenParam(pair.output)}`;
}

/**
 * How the URL follows the pair shown: nothing when it already names it; otherwise a replace when the
 * URL was the bare path or did not name a valid known pair (a fallback is not a step the user took),
 * and a push when the user moved from one pair to another. `toPath` is the screen's (/swap or /limit).
 */
export function pairNavigation(
  currentPath: string,
  url: UrlPair,
  tokens: readonly ListedToken[],
  pair: SwapPair,
  toPath: (pair: TokenPair) => string = swapPath,
): { path: string; replace: boolean } | null {
  const path = toPath(pair);
  if (currentPath === path) return null;
  const bare = url.input === null && url.output === null;
  return { path, replace: bare || known(tokens, url) === null };
}
