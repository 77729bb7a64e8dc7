/** The venue graph the router searches: every pool, concentrated pool and order book is one venue. */
import type { Amount } from '../amount';
import type { Exchange, SourceType } from '../urlParams/exchanges';
import type { Token, TokenId } from '../domain';

/** An exact fee rate: numerator / denominator of the traded amount. */
export interface FeeRate {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** Depth of a venue on each side, for display. */
export interface VenueLiquidity {
  readonly token0: Amount;
  readonly token1: Amount;
}

/** One place two tokens trade: a v2 pool, a concentrated (v3) pool or an order-book market. */
export interface Venue {
  /** The venue's own id on its exchange: pair id, pool id or market id. */
  readonly id: string;
  readonly exchange: Exchange;
  readonly type: SourceType;
  readonly token0: Token;
  readonly token1: Token;
  /** Fee rate the trader pays, platform share included. */
  readonly fee: FeeRate;
  /** The part of `fee` that goes to the platform rather than liquidity providers. */
  readonly platformFee: FeeRate;
  readonly liquidity: VenueLiquidity;
  /** Exact output units for `amountIn` units of token0 (zeroForOne) or token1; null when the venue cannot take that much. */
  quoteDirected(zeroForOne: boolean, amountIn: bigint): bigint | null;
  /** Exact output units for `amountIn` units of `tokenIn`; null when the venue cannot take that much. Throws RangeError for a token the venue does not trade. */
  quoteExactIn(tokenIn: TokenId, amountIn: bigint): bigint | null;
  /** Whole output tokens per whole input token at the current price, before fees (display only; 0 when a side is empty). */
  spotPrice(zeroForOne: boolean): number;
}

/** A venue used in one direction. */
export interface Edge {
  /** Position of this edge in the graph (two per venue), the key of per-request caches. */
  readonly index: number;
  readonly venue: Venue;
  /** Position of the venue in the graph. */
  readonly venueIndex: number;
  readonly zeroForOne: boolean;
  readonly tokenIn: Token;
  readonly tokenOut: Token;
}
