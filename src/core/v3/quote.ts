/** Quotes: a swap's price without its state, for the swap form and the router. */
import { swap } from './swap';
import type { PoolState } from './types';

/** What a swap would pay and take. */
export interface SwapQuote {
  /** Input the pool takes, fee included. */
  amountIn: bigint;
  /** Output the pool pays. */
  amountOut: bigint;
  /** Fee included in amountIn. */
  feeAmount: bigint;
  sqrtPriceX64After: bigint;
  tickAfter: number;
  /** Initialized ticks crossed (each costs the contract CPU). */
  ticksCrossed: number;
  /** False when liquidity or the price limit ran out first: amountIn (exact in) or amountOut (exact out) fell short. */
  complete: boolean;
}

function quote(pool: PoolState, zeroForOne: boolean, amountSpecified: bigint, sqrtPriceLimitX64: bigint | undefined): SwapQuote {
  if (amountSpecified === 0n) {
    return { amountIn: 0n, amountOut: 0n, feeAmount: 0n, sqrtPriceX64After: pool.sqrtPriceX64, tickAfter: pool.tick, ticksCrossed: 0, complete: true };
  }
  const result = swap(pool, zeroForOne, amountSpecified, sqrtPriceLimitX64);
  const amountIn = zeroForOne ? result.amountA : result.amountB;
  const amountOut = -(zeroForOne ? result.amountB : result.amountA);
  return {
    amountIn,
    amountOut,
    feeAmount: result.feeAmount,
    sqrtPriceX64After: result.sqrtPriceX64,
    tickAfter: result.tick,
    ticksCrossed: result.ticksCrossed.length,
    complete: amountSpecified > 0n ? amountIn === amountSpecified : amountOut === -amountSpecified,
  };
}

/** Output for exactly `amountIn` of the input token (A when zeroForOne). Throws RangeError on a negative amount. */
export function quoteExactIn(pool: PoolState, zeroForOne: boolean, amountIn: bigint, sqrtPriceLimitX64?: bigint): SwapQuote {
  if (amountIn < 0n) throw new RangeError('amountIn must not be negative');
  return quote(pool, zeroForOne, amountIn, sqrtPriceLimitX64);
}

/** Input needed for exactly `amountOut` of the output token (B when zeroForOne). Throws RangeError on a negative amount. */
export function quoteExactOut(pool: PoolState, zeroForOne: boolean, amountOut: bigint, sqrtPriceLimitX64?: bigint): SwapQuote {
  if (amountOut < 0n) throw new RangeError('amountOut must not be negative');
  return quote(pool, zeroForOne, -amountOut, sqrtPriceLimitX64);
}
