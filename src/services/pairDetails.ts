/**
 * A pair as the swap service lists it (SPEC §3 Pair, Liquidity pool, Pool (v3), Market): pools/,
 * poolsv3/ or markets/ by its exchange, and the venues trading the same two tokens
 * (pairDirectSources) for the pair page's associated pairs. Amounts are exact; prices, values and
 * volumes are display figures.
 */
import type { Amount } from '../core/amount';
import type { Token } from '../core/domain';
import { tokenParam, type TokenId } from '../core/domain';
import { isExchange, pairListPath, SOURCE_TYPES, type Exchange, type SourceType } from '../core/urlParams/exchanges';
import { figureOrZero, getJson, optionalFigure, readAmount, readList, readObj, type Json } from './answerFields';
import type { FetchFn } from './http';
import { parseToken } from '../core/domain';

/** What a pair holds: a pool's two reserves, or a book's two sides. */
export type PairDepth =
  | { readonly kind: 'reserves'; readonly reserve0: Amount; readonly reserve1: Amount }
  | {
      readonly kind: 'book';
      /** token0 (the base) all bids give, token1 all asks give. */
      readonly totalBid: Amount;
      readonly totalAsk: Amount;
      readonly bidLevels: number;
      readonly askLevels: number;
      /** token0 per token1; 0 when the side is empty. */
      readonly bestBid: number;
      readonly bestAsk: number;
      readonly lastPrice: number;
    };

/** One pair's figures. */
export interface PairDetails {
  readonly src: Exchange;
  readonly srcType: SourceType;
  readonly id: string;
  readonly token0: Token;
  readonly token1: Token;
  /** The fee in basis points of 10000 (a v3 pool's pips divided by 100), for display. */
  readonly feeBps: number;
  /** token0 per whole token1. */
  readonly price: number;
  readonly depth: PairDepth;
  /** Live: a pool that is active, a market not frozen. */
  readonly live: boolean;
  readonly tvl: number;
  readonly volume24h: number;
  readonly volume7d: number;
  readonly volume30d: number;
  readonly volume24hUsd: number;
  readonly change24h: number | null;
  /** WAX per whole token0 / token1; null when unknown. */
  readonly token0WaxPrice: number | null;
  readonly token1WaxPrice: number | null;
}

/** A venue trading the same two tokens (pairDirectSources), seen from the pair's own token order. */
export interface AssociatedPair {
  readonly src: Exchange;
  readonly srcType: SourceType;
  readonly id: string;
  readonly feeBps: number;
  /** The venue's reserve (or, for a market, what its bids / asks give) of the pair's token0 and token1. */
  readonly reserve0: Amount;
  readonly reserve1: Amount;
  /** Token0 per whole token1 (a market's best bid). */
  readonly price: number;
}

const feeBpsOf = (srcType: SourceType, fee: unknown): number => {
  const raw = figureOrZero(fee);
  return srcType === 'poolsv3' ? raw / 100 : raw;
};

function readDepth(row: Json, srcType: SourceType, token0: Token, token1: Token, what: string): PairDepth {
  if (srcType !== 'markets')
    return {
      kind: 'reserves',
      reserve0: readAmount(row.reserve0, token0.precision, `${what}.reserve0`),
      reserve1: readAmount(row.reserve1, token1.precision, `${what}.reserve1`),
    };
  const book = readObj(row.orderbook, `${what}.orderbook`);
  return {
    kind: 'book',
    totalBid: readAmount(book.total_bid, token0.precision, `${what}.orderbook.total_bid`),
    totalAsk: readAmount(book.total_ask, token1.precision, `${what}.orderbook.total_ask`),
    bidLevels: figureOrZero(book.bid_levels),
    askLevels: figureOrZero(book.ask_levels),
    bestBid: figureOrZero(row.best_bid),
    bestAsk: figureOrZero(row.best_ask),
    lastPrice: figureOrZero(row.last_price),
  };
}

/** One row of pools/, poolsv3/ or markets/; throws naming the field when it is not a pair. */
export function readPairDetails(raw: unknown, what = 'pair'): PairDetails {
  const row = readObj(raw, what);
  const src = row.src;
  const srcType = row.src_type;
  if (typeof src !== 'string' || !isExchange(src)) throw new Error(`${what}.src "${String(src)}" is not a known exchange`);
  if (!(SOURCE_TYPES as readonly unknown[]).includes(srcType)) throw new Error(`${what}.src_type "${String(srcType)}" is unknown`);
  const type = srcType as SourceType;
  const token0 = parseToken(row.token0, `${what}.token0`);
  const token1 = parseToken(row.token1, `${what}.token1`);
  return {
    src,
    srcType: type,
    id: String(row.pairid ?? row.id),
    token0,
    token1,
    feeBps: feeBpsOf(type, row.fee),
    // A market row has no pool price: its last trade's price stands for it.
    price: figureOrZero(type === 'markets' ? (row.price ?? row.last_price) : row.price),
    depth: readDepth(row, type, token0, token1, what),
    live: type === 'markets' ? !(row.frozen === true || row.frozen === 1) : row.active !== false,
    tvl: figureOrZero(row.tvl),
    volume24h: figureOrZero(row.volume24h),
    volume7d: figureOrZero(row.volume7d),
    volume30d: figureOrZero(row.volume30d),
    volume24hUsd: figureOrZero(row.volume24h_usd),
    change24h: optionalFigure(row.price_change24h),
    token0WaxPrice: optionalFigure(row.tokenA_wax_price),
    token1WaxPrice: optionalFigure(row.tokenB_wax_price),
  };
}

/** The pair `id` of exchange `src`, or null when the service does not list it. */
export async function fetchPairDetails(baseUrl: string, src: Exchange, id: string, fetchFn?: FetchFn): Promise<PairDetails | null> {
  const path = pairListPath(src);
  const rows = readList(await getJson(baseUrl, path, {}, fetchFn), path);
  for (const [i, raw] of rows.entries()) {
    const row = typeof raw === 'object' && raw !== null ? (raw as Json) : null;
    // Only the wanted row is read whole: a malformed other row is not this page's business.
    if (row && row.src === src && String(row.pairid ?? row.id) === id) return readPairDetails(raw, `${path}[${i}]`);
  }
  return null;
}

/** The venues trading `token0` and `token1` directly, as seen from that order (pairDirectSources); rows it cannot read are left out. */
export async function fetchAssociatedPairs(baseUrl: string, token0: TokenId, token1: TokenId, fetchFn?: FetchFn): Promise<AssociatedPair[]> {
  const path = `pairDirectSources/${tokenParam(token0)}/${tokenParam(token1)}`;
  const rows = readList(await getJson(baseUrl, path, {}, fetchFn), 'pairDirectSources');
  return rows.flatMap((raw, i): AssociatedPair[] => {
    try {
      const row = readObj(raw, `pairDirectSources[${i}]`);
      const { src, src_type: srcType } = row;
      if (typeof src !== 'string' || !isExchange(src) || !(SOURCE_TYPES as readonly unknown[]).includes(srcType)) return [];
      const type = srcType as SourceType;
      const venue0 = parseToken(row.token0, `pairDirectSources[${i}].token0`);
      const venue1 = parseToken(row.token1, `pairDirectSources[${i}].token1`);
      const reserve0 = readAmount(row.reserve0, venue0.precision, `pairDirectSources[${i}].reserve0`);
      const reserve1 = readAmount(row.reserve1, venue1.precision, `pairDirectSources[${i}].reserve1`);
      const price = figureOrZero(row.price);
      // A reversed venue lists the pair's token1 first: turn it around.
      const reversed = row.is_reversed === true;
      return [
        {
          src,
          srcType: type,
          id: String(row.pair_id),
          feeBps: feeBpsOf(type, row.fee),
          reserve0: reversed ? reserve1 : reserve0,
          reserve1: reversed ? reserve0 : reserve1,
          price: reversed ? (price > 0 ? 1 / price : 0) : price,
        },
      ];
    } catch (error) {
      console.warn('pairDirectSources: skipped a row:', error);
      return [];
    }
  });
}
