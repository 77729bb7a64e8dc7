/**
 * One token as the swap service's tokens/ list describes it (SPEC §3 Token, list view fields): its
 * prices, change, volumes, liquidity and the pools and markets it trades in — what the token page
 * shows besides the chain's stat and the light API's holders.
 */
import { isExchange, SOURCE_TYPES, type Exchange, type SourceType } from '../core/urlParams/exchanges';
import type { Token } from '../core/domain';
import { parseTokenParam, sameToken, type TokenId } from '../core/domain';
import { figureOrZero, getJson, optionalFigure, readList, readObj } from './answerFields';
import type { FetchFn } from './http';
import { parseToken } from '../core/domain';

/** A pool or market the token trades in, and the token on its other side. */
export interface TokenVenue {
  readonly counterpart: TokenId;
  readonly src: Exchange;
  readonly srcType: SourceType;
  readonly pairId: string;
}

/** A token's figures (display numbers; WAX unless named USD). */
export interface TokenDetails {
  readonly token: Token;
  readonly logo: string | null;
  readonly isWax: boolean;
  readonly isLpToken: boolean;
  /** WAX per whole token; null when the service cannot price it. */
  readonly waxPrice: number | null;
  /** USD per whole token; null when unknown. */
  readonly usdPrice: number | null;
  /** 24 h price change as a fraction (0.05 = +5 %); null when unknown. */
  readonly change24h: number | null;
  readonly volume24h: number;
  readonly volume7d: number;
  readonly volume30d: number;
  /** Whole tokens in all its venues, and their WAX value. */
  readonly liquidity: number;
  readonly tvl: number;
  readonly rank: number | null;
  readonly pools: readonly TokenVenue[];
  readonly markets: readonly TokenVenue[];
}

/** The `in_pool` / `in_market` entries that name a known exchange and a token; others are left out. */
function readVenues(raw: unknown): TokenVenue[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): TokenVenue[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { vstoken, src, src_type: srcType, pairid } = item as Record<string, unknown>;
    const counterpart = typeof vstoken === 'string' ? parseTokenParam(vstoken) : null;
    if (!counterpart || typeof src !== 'string' || !isExchange(src) || !(SOURCE_TYPES as readonly unknown[]).includes(srcType)) return [];
    if (typeof pairid !== 'string' && typeof pairid !== 'number') return [];
    return [{ counterpart, src, srcType: srcType as SourceType, pairId: String(pairid) }];
  });
}

/** One tokens/ row; throws naming the field when it is not a token. */
export function readTokenDetails(raw: unknown, what = 'tokens row'): TokenDetails {
  const row = readObj(raw, what);
  const logo = typeof row.logo === 'string' && row.logo !== '' ? row.logo : typeof row.img === 'string' && row.img !== '' ? row.img : null;
  const changes = typeof row.price_changes === 'object' && row.price_changes !== null ? (row.price_changes as Record<string, unknown>) : {};
  return {
    token: parseToken(row, what),
    logo,
    isWax: row.is_wax === true,
    isLpToken: row.is_lptoken === true,
    waxPrice: optionalFigure(row.wax_price),
    usdPrice: optionalFigure(row.price),
    change24h: optionalFigure(changes['24h']),
    volume24h: figureOrZero(row.volume24h),
    volume7d: figureOrZero(row.volume7d),
    volume30d: figureOrZero(row.volume30d),
    liquidity: figureOrZero(row.liquidity),
    tvl: figureOrZero(row.tvl),
    rank: optionalFigure(row.rank),
    pools: readVenues(row.in_pool),
    markets: readVenues(row.in_market),
  };
}

/** The token's row of tokens/ on the endpoint at `baseUrl` (LP tokens included), or null when the service does not list it. */
export async function fetchTokenDetails(baseUrl: string, token: TokenId, fetchFn?: FetchFn): Promise<TokenDetails | null> {
  const rows = readList(await getJson(baseUrl, 'tokens/', {}, fetchFn), 'tokens');
  for (const [i, raw] of rows.entries()) {
    const row = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;
    const symbol = row && typeof row.symbol === 'object' && row.symbol !== null ? (row.symbol as Record<string, unknown>) : null;
    // Only the wanted row is read whole: a malformed other row is not this page's business.
    if (row && symbol && sameToken({ ticker: String(symbol.ticker), contract: String(row.contract) }, token)) return readTokenDetails(raw, `tokens[${i}]`);
  }
  return null;
}
