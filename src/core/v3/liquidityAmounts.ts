/** Liquidity ↔ token amounts for a price range, and signed liquidity updates. */
import { getAmountADelta, getAmountBDelta } from './sqrtPriceMath';
import { MAX_UINT128, Q64 } from './uint128';

function ordered(a: bigint, b: bigint): [bigint, bigint] {
  return a > b ? [b, a] : [a, b];
}

/** Liquidity that `amountA` buys over [√L, √U]. The imprecise form first rounds √L·√U / 2^64, as Uniswap's router did. */
function liquidityForAmountA(sqrtLX64: bigint, sqrtUX64: bigint, amountA: bigint, useFullPrecision: boolean): bigint {
  const width = sqrtUX64 - sqrtLX64;
  return useFullPrecision ? (amountA * sqrtLX64 * sqrtUX64) / (Q64 * width) : (amountA * ((sqrtLX64 * sqrtUX64) / Q64)) / width;
}

function liquidityForAmountB(sqrtLX64: bigint, sqrtUX64: bigint, amountB: bigint): bigint {
  return (amountB * Q64) / (sqrtUX64 - sqrtLX64);
}

/**
 * The most liquidity that amountA and amountB can fund over [√L, √U] at the current price, rounded
 * down. `useFullPrecision` false reproduces the router's coarser arithmetic (a little less liquidity).
 */
export function maxLiquidityForAmounts(
  sqrtRatioCurrentX64: bigint,
  sqrtRatioLX64: bigint,
  sqrtRatioUX64: bigint,
  amountA: bigint,
  amountB: bigint,
  useFullPrecision: boolean,
): bigint {
  const [lower, upper] = ordered(sqrtRatioLX64, sqrtRatioUX64);
  if (sqrtRatioCurrentX64 <= lower) return liquidityForAmountA(lower, upper, amountA, useFullPrecision);
  if (sqrtRatioCurrentX64 >= upper) return liquidityForAmountB(lower, upper, amountB);
  const fromA = liquidityForAmountA(sqrtRatioCurrentX64, upper, amountA, useFullPrecision);
  const fromB = liquidityForAmountB(lower, sqrtRatioCurrentX64, amountB);
  return fromA < fromB ? fromA : fromB;
}

/** Token amounts of a position. */
export interface TokenAmounts {
  amountA: bigint;
  amountB: bigint;
}

/**
 * Token amounts behind `liquidity` over [√L, √U] at the current sqrt price. Round down (the default)
 * for what a position is worth or a burn pays out; round up for what a mint costs — the contract
 * rounds each in its own favour.
 */
export function getAmountsForLiquidity(
  sqrtRatioCurrentX64: bigint,
  sqrtRatioLX64: bigint,
  sqrtRatioUX64: bigint,
  liquidity: bigint,
  roundUp = false,
): TokenAmounts {
  const [lower, upper] = ordered(sqrtRatioLX64, sqrtRatioUX64);
  if (sqrtRatioCurrentX64 <= lower) return { amountA: getAmountADelta(lower, upper, liquidity, roundUp), amountB: 0n };
  if (sqrtRatioCurrentX64 >= upper) return { amountA: 0n, amountB: getAmountBDelta(lower, upper, liquidity, roundUp) };
  return {
    amountA: getAmountADelta(sqrtRatioCurrentX64, upper, liquidity, roundUp),
    amountB: getAmountBDelta(lower, sqrtRatioCurrentX64, liquidity, roundUp),
  };
}

/** liquidity + delta, as the contract's LiquidityMath: throws RangeError if the result leaves uint128 (the contract asserts). */
export function addDelta(liquidity: bigint, delta: bigint): bigint {
  const result = liquidity + delta;
  if (result < 0n) throw new RangeError('Liquidity would go negative');
  if (result > MAX_UINT128) throw new RangeError('Liquidity would overflow uint128');
  return result;
}
