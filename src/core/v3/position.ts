/** A liquidity position's fee accounting and its worth at the pool's current price. */
import type { TokenAmounts } from './liquidityAmounts';
import { getAmountADelta, getAmountBDelta } from './sqrtPriceMath';
import { findTick } from './tickList';
import { getSqrtRatioAtTick } from './tickMath';
import type { PoolState, PositionState, PositionValue } from './types';
import { Q64, subIn128 } from './uint128';

/** A tick's fee growth on its far side from the price, Q64.64. */
export interface FeeGrowthOutside {
  feeGrowthOutsideAX64: bigint;
  feeGrowthOutsideBX64: bigint;
}

/**
 * Fee growth per unit of liquidity earned inside [tickLower, tickUpper), Q64.64, for tokens A and B.
 * Every difference wraps at 2^128 (the accumulators are uint128 and overflow by design), as the
 * contract and the SDK's subIn128 do; the SDK's subIn256 is unused.
 */
export function getFeeGrowthInside(
  lowerOutside: FeeGrowthOutside,
  upperOutside: FeeGrowthOutside,
  tickLower: number,
  tickUpper: number,
  tickCurrent: number,
  feeGrowthGlobalAX64: bigint,
  feeGrowthGlobalBX64: bigint,
): [feeGrowthInsideAX64: bigint, feeGrowthInsideBX64: bigint] {
  const priceAtOrAboveLower = tickCurrent >= tickLower;
  const priceBelowUpper = tickCurrent < tickUpper;
  const belowA = priceAtOrAboveLower ? lowerOutside.feeGrowthOutsideAX64 : subIn128(feeGrowthGlobalAX64, lowerOutside.feeGrowthOutsideAX64);
  const belowB = priceAtOrAboveLower ? lowerOutside.feeGrowthOutsideBX64 : subIn128(feeGrowthGlobalBX64, lowerOutside.feeGrowthOutsideBX64);
  const aboveA = priceBelowUpper ? upperOutside.feeGrowthOutsideAX64 : subIn128(feeGrowthGlobalAX64, upperOutside.feeGrowthOutsideAX64);
  const aboveB = priceBelowUpper ? upperOutside.feeGrowthOutsideBX64 : subIn128(feeGrowthGlobalBX64, upperOutside.feeGrowthOutsideBX64);
  return [subIn128(subIn128(feeGrowthGlobalAX64, belowA), aboveA), subIn128(subIn128(feeGrowthGlobalBX64, belowB), aboveB)];
}

/** Fees earned since the position last settled: (inside − insideLast, wrapping) × liquidity / 2^64, rounded down. */
export function getTokensOwed(
  feeGrowthInsideALastX64: bigint,
  feeGrowthInsideBLastX64: bigint,
  liquidity: bigint,
  feeGrowthInsideAX64: bigint,
  feeGrowthInsideBX64: bigint,
): [tokensOwedA: bigint, tokensOwedB: bigint] {
  return [
    (subIn128(feeGrowthInsideAX64, feeGrowthInsideALastX64) * liquidity) / Q64,
    (subIn128(feeGrowthInsideBX64, feeGrowthInsideBLastX64) * liquidity) / Q64,
  ];
}

/** Whether the position earns fees at this tick: tickLower ≤ tick < tickUpper, the contract's rule (the SDK's `inRange` wrongly excludes tick = tickLower). */
export function isPositionInRange(tickCurrent: number, tickLower: number, tickUpper: number): boolean {
  return tickLower <= tickCurrent && tickCurrent < tickUpper;
}

function amountsAt(pool: PoolState, position: PositionState): TokenAmounts {
  const { tickLower, tickUpper, liquidity } = position;
  const sqrtLowerX64 = getSqrtRatioAtTick(tickLower);
  const sqrtUpperX64 = getSqrtRatioAtTick(tickUpper);
  // The branch follows the tick, not the price: after crossing a tick downward the price sits on it with the tick one below.
  if (pool.tick < tickLower) return { amountA: getAmountADelta(sqrtLowerX64, sqrtUpperX64, liquidity, false), amountB: 0n };
  if (pool.tick >= tickUpper) return { amountA: 0n, amountB: getAmountBDelta(sqrtLowerX64, sqrtUpperX64, liquidity, false) };
  return {
    amountA: getAmountADelta(pool.sqrtPriceX64, sqrtUpperX64, liquidity, false),
    amountB: getAmountBDelta(sqrtLowerX64, pool.sqrtPriceX64, liquidity, false),
  };
}

function owedSinceLastSettle(pool: PoolState, position: PositionState): [bigint, bigint] {
  if (position.liquidity === 0n) return [0n, 0n];
  const lower = findTick(pool.ticks, position.tickLower);
  const upper = findTick(pool.ticks, position.tickUpper);
  if (lower === undefined || upper === undefined) {
    throw new RangeError(`Ticks ${position.tickLower}/${position.tickUpper} of a live position are missing from the pool's tick list`);
  }
  const [insideA, insideB] = getFeeGrowthInside(
    lower,
    upper,
    position.tickLower,
    position.tickUpper,
    pool.tick,
    pool.feeGrowthGlobalAX64,
    pool.feeGrowthGlobalBX64,
  );
  return getTokensOwed(position.feeGrowthInsideALastX64, position.feeGrowthInsideBLastX64, position.liquidity, insideA, insideB);
}

/** What a position holds now: token amounts at the pool's price and fees (settled + accrued since). */
export function positionAmountsAndFees(pool: PoolState, position: PositionState): PositionValue {
  if (position.tickLower >= position.tickUpper) throw new RangeError('tickLower must be below tickUpper');
  const [owedA, owedB] = owedSinceLastSettle(pool, position);
  return { ...amountsAt(pool, position), feesA: position.feesA + owedA, feesB: position.feesB + owedB };
}
