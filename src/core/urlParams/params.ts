import { isAccountName, parseTokenHash, parseTokenParam, type TokenId } from '../domain';
import { isExchange, type Exchange } from './exchanges';

/** A route-level check: valid parameters, or "not found" (SPEC §2: a failed check shows the 404 page). */
export type RouteCheck<T> = { ok: true; value: T } | { ok: false };

type Params = Readonly<Record<string, string | undefined>>;
const found = <T>(value: T): RouteCheck<T> => ({ ok: true, value });
const notFound = { ok: false } as const;
const ID = /^(0|[1-9][0-9]{0,18})$/;
/** TacoSwap and NeftyBlocks name their pairs by a symbol code (`WAXTLM`, `NLPA`), not a number. */
const CODE_ID = /^[A-Z]{1,7}$/;
const CODE_ID_EXCHANGES: readonly Exchange[] = ['taco', 'neftyblocks'];

/** Swap and limit pairs never 404: a missing or invalid token falls back to the last pair (SPEC §2 URL behaviour). */
export function checkTokenPair(params: Params): RouteCheck<{ input: TokenId | null; output: TokenId | null }> {
  return found({ input: parseTokenParam(params.input), output: parseTokenParam(params.output) });
}

/** `/analytics/token/{thash?}`: an invalid hash is the page's "Token not found", not a 404 (SPEC §5). */
export function checkTokenPage(params: Params): RouteCheck<{ thash: string | null; token: TokenId | null }> {
  const thash = params.thash ?? null;
  return found({ thash, token: parseTokenHash(params.thash) });
}

/** `/analytics/pair/{src?}/{id?}` and `/liquidity/manage/{exchange?}/{id?}`: a known exchange and its id (numeric; a symbol code on TacoSwap and NeftyBlocks). */
export function checkExchangeAndId(src: string | undefined, id: string | undefined): RouteCheck<{ src: Exchange | null; id: string | null }> {
  if (src === undefined) return id === undefined ? found({ src: null, id: null }) : notFound;
  if (!isExchange(src)) return notFound;
  if (id !== undefined && !ID.test(id) && !(CODE_ID_EXCHANGES.includes(src) && CODE_ID.test(id))) return notFound;
  return found({ src, id: id ?? null });
}

/** Exchanges whose pools are keyed by a symbol code (TacoSwap's `WAXTLM`, NeftyBlocks' `NLPA`), not a number. */
const SYMBOL_KEYED_POOLS: readonly Exchange[] = ['taco', 'neftyblocks'];
const POOL_CODE = /^[A-Z]{1,7}$/;

/** `/analytics/pair/{src?}/{id?}`: a known exchange and its pair id — a number, or a pool code where the exchange keys pools by one. */
export function checkPairRoute(params: Params): RouteCheck<{ src: Exchange | null; id: string | null }> {
  const { src, id } = params;
  if (src !== undefined && isExchange(src) && id !== undefined && SYMBOL_KEYED_POOLS.includes(src) && POOL_CODE.test(id)) return found({ src, id });
  return checkExchangeAndId(src, id);
}

/** `/wallet/{address?}`: an account name (SPEC §5). */
export function checkWalletAddress(params: Params): RouteCheck<{ address: string | null }> {
  const address = params.address;
  if (address === undefined) return found({ address: null });
  return isAccountName(address) ? found({ address }) : notFound;
}

/** `/trade/{src?}/{quote?}/{base?}`: the order-book source and two `ticker_contract` tokens. */
export function checkMarketRoute(params: Params): RouteCheck<{ src: Exchange | null; quote: TokenId | null; base: TokenId | null }> {
  const { src, quote, base } = params;
  if (src === undefined) return found({ src: null, quote: null, base: null });
  if (!isExchange(src)) return notFound;
  const quoteToken = parseTokenHash(quote);
  const baseToken = parseTokenHash(base);
  if ((quote !== undefined && !quoteToken) || (base !== undefined && !baseToken)) return notFound;
  return found({ src, quote: quoteToken, base: baseToken });
}
