/** An Alcor concentrated-liquidity pool (`swap.alcor`, exchange alcorv2) as a venue, quoted by the v3 reference maths. */
import { MAX_SQRT_RATIO, MIN_SQRT_RATIO, type PoolState, Q64, quoteExactIn, validateTickList } from '../v3';
import type { Venue } from './types';
import type { Token } from '../domain';
import { defineVenue, displayAmount, feeRate, wholeRatio } from './venue';

/** What a v3 venue is built from (SPEC §3 Pool (v3)). */
export interface V3PoolInput {
  /** The pool id. */
  id: string;
  /** Token A of the pool. */
  token0: Token;
  /** Token B of the pool. */
  token1: Token;
  /** Price, liquidity and ticks; `fee` in pips (the listed rate × 100, SPEC §9). */
  pool: PoolState;
}

/** Pool fees are in pips: hundredths of a basis point. */
const PIPS = 1_000_000n;

/** A v3 venue. Throws RangeError for a malformed pool (price out of range, bad tick list or fee). */
export function makeV3Venue(input: V3PoolInput): Venue {
  const { pool, token0, token1 } = input;
  validateTickList(pool.ticks, pool.tickSpacing);
  if (pool.sqrtPriceX64 < MIN_SQRT_RATIO || pool.sqrtPriceX64 >= MAX_SQRT_RATIO) throw new RangeError(`Pool ${input.id} has a sqrt price out of range`);
  if (!Number.isInteger(pool.fee) || pool.fee < 0) throw new RangeError(`Pool ${input.id} has a bad fee ${pool.fee}`);
  const sqrtPrice = pool.sqrtPriceX64;
  return defineVenue({
    id: input.id,
    exchange: 'alcorv2',
    type: 'poolsv3',
    token0,
    token1,
    fee: feeRate(BigInt(pool.fee), PIPS),
    platformFee: feeRate(0n, PIPS),
    // Virtual reserves of the active range: L/√P of token A and L·√P of token B.
    liquidity: {
      token0: displayAmount((pool.liquidity * Q64) / sqrtPrice, token0.precision),
      token1: displayAmount((pool.liquidity * sqrtPrice) / Q64, token1.precision),
    },
    quoteDirected(zeroForOne, amountIn) {
      const quote = quoteExactIn(pool, zeroForOne, amountIn);
      // The pool ran out of liquidity (or hit the price bound) before taking the whole input: the contract would not fill it.
      return quote.complete ? quote.amountOut : null;
    },
    spotPrice(zeroForOne) {
      // P = (√P)² / 2^128 units of B per unit of A.
      const squared = sqrtPrice * sqrtPrice;
      const q128 = Q64 * Q64;
      return zeroForOne ? wholeRatio(squared, token1.precision, q128, token0.precision) : wholeRatio(q128, token0.precision, squared, token1.precision);
    },
  });
}
