/** A constant-product (v2) pool as a venue: Defibox, TacoSwap, NeftyBlocks, Adex, and WaxFusion's LSWAX/WAX pool. */
import type { Exchange } from '../urlParams/exchanges';
import { FEE_DENOMINATOR, feeComplement, getAmountOut } from '../v2';
import type { Venue } from './types';
import type { Token } from '../domain';
import { defineVenue, displayAmount, feeRate, wholeRatio } from './venue';

/** What a v2 venue is built from (SPEC §3 Liquidity pool). */
export interface V2PoolInput {
  /** The pair id (or pair code) on its exchange. */
  id: string;
  exchange: Exchange;
  token0: Token;
  token1: Token;
  /** Reserves in units of token0 and token1. */
  reserve0: bigint;
  reserve1: bigint;
  /** Total fee on the input, basis points of 10000 (SPEC §9), platform share included. */
  feeBps: number;
  /** The platform's share of feeBps (Adex's platform_fee); 0 when absent. */
  platformFeeBps?: number;
}

const V2_EXCHANGES: readonly Exchange[] = ['defibox', 'taco', 'neftyblocks', 'adex', 'waxfusion'];

/** A v2 venue quoting with `getAmountOut`. Throws RangeError for a non-v2 exchange, negative reserves or bad fees. */
export function makeV2Venue(input: V2PoolInput): Venue {
  const { reserve0, reserve1, feeBps } = input;
  const platformFeeBps = input.platformFeeBps ?? 0;
  if (!V2_EXCHANGES.includes(input.exchange)) throw new RangeError(`${input.exchange} has no v2 pools`);
  if (reserve0 < 0n || reserve1 < 0n) throw new RangeError(`Pool ${input.id} has a negative reserve`);
  feeComplement(feeBps);
  if (!Number.isInteger(platformFeeBps) || platformFeeBps < 0 || platformFeeBps > feeBps) {
    throw new RangeError(`Platform fee ${platformFeeBps} must be a whole number of basis points within the pool fee ${feeBps}`);
  }
  const { token0, token1 } = input;
  return defineVenue({
    id: input.id,
    exchange: input.exchange,
    type: 'pools',
    token0,
    token1,
    fee: feeRate(BigInt(feeBps), FEE_DENOMINATOR),
    platformFee: feeRate(BigInt(platformFeeBps), FEE_DENOMINATOR),
    liquidity: { token0: displayAmount(reserve0, token0.precision), token1: displayAmount(reserve1, token1.precision) },
    quoteDirected(zeroForOne, amountIn) {
      // An empty side cannot fill anything (getAmountOut would answer 0 for any input).
      if (reserve0 === 0n || reserve1 === 0n) return amountIn === 0n ? 0n : null;
      return zeroForOne ? getAmountOut(amountIn, reserve0, reserve1, feeBps) : getAmountOut(amountIn, reserve1, reserve0, feeBps);
    },
    spotPrice(zeroForOne) {
      return zeroForOne
        ? wholeRatio(reserve1, token1.precision, reserve0, token0.precision)
        : wholeRatio(reserve0, token0.precision, reserve1, token1.precision);
    },
  });
}
