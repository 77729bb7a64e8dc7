// Entry point: the functions the TypeScript binding (wasm/v3.ts) calls. Arguments and results
// travel through the IO slots (io.ts); each function returns a status code (status.ts).

import { fastStep, REACHES, SHORT, stepFee, stepIn, stepOut } from './fastStep';
import { mulDivInto } from './fullMath';
import { slot } from './io';
import { amountsForLiquidity, feeGrowthInside, maxLiquidityForAmounts as maxLiquidity, tokensOwed } from './liquidity';
import { partialFee, partialIn, partialNext0, partialNext1, partialOut, partialStep } from './partialStep';
import { integerSqrtInto, nearestUsable } from './price';
import { amountADelta, amountBDelta, nextSqrtPriceFromInput, nextSqrtPriceFromOutput } from './sqrtPriceMath';
import { DOMAIN, OK } from './status';
import { swapStep } from './swapMath';
import { MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK, sqrtRatioAtTick, tickAtSqrtRatio } from './tickMath';
import { above128, cmp, copy, limb, setU128, setU64 } from './u256';

export { liquidityDistribution } from './distribution';
export { ioBase } from './io';
export { arenaBase, reserveArena, validateTicks } from './ticks';
export { swap } from './swap';

/** slot 0 = getSqrtRatioAtTick(tick). */
export function getSqrtRatioAtTick(tick: i32): i32 {
  if (tick < MIN_TICK || tick > MAX_TICK) return DOMAIN;
  sqrtRatioAtTick(tick, slot(0));
  return OK;
}

/** slot 1 = getTickAtSqrtRatio(slot 0), as a signed 64-bit limb. */
export function getTickAtSqrtRatio(): i32 {
  const price = slot(0);
  if (cmp(price, MIN_SQRT_RATIO) < 0 || cmp(price, MAX_SQRT_RATIO) >= 0) return DOMAIN;
  store<i64>(slot(1), <i64>tickAtSqrtRatio(price));
  return OK;
}

/** slot 3 = slot 0 × slot 1 / slot 2, rounded down or up. */
export function mulDiv(roundUp: bool): i32 {
  return mulDivInto(slot(3), slot(0), slot(1), slot(2), roundUp);
}

/** slot 3 = token A between the prices in slots 0 and 1 for the liquidity in slot 2. */
export function getAmountADelta(roundUp: bool): i32 {
  return amountADelta(slot(3), slot(0), slot(1), slot(2), roundUp);
}

/** slot 3 = token B between the prices in slots 0 and 1 for the liquidity in slot 2. */
export function getAmountBDelta(roundUp: bool): i32 {
  return amountBDelta(slot(3), slot(0), slot(1), slot(2), roundUp);
}

/** slot 3 = price after the amount in slot 2 enters at price slot 0, liquidity slot 1. */
export function getNextSqrtPriceFromInput(zeroForOne: bool): i32 {
  return nextSqrtPriceFromInput(slot(3), slot(0), slot(1), slot(2), zeroForOne);
}

/** slot 3 = price after the amount in slot 2 leaves at price slot 0, liquidity slot 1. */
export function getNextSqrtPriceFromOutput(zeroForOne: bool): i32 {
  return nextSqrtPriceFromOutput(slot(3), slot(0), slot(1), slot(2), zeroForOne);
}

/** Slots 4–7 = [next price, amountIn, amountOut, feeAmount] from current 0, target 1, liquidity 2, |remaining| 3. */
export function computeSwapStep(exactIn: bool, feePips: u32): i32 {
  if (!above128(slot(0)) && !above128(slot(1)) && !above128(slot(2)) && !above128(slot(3))) {
    const p0 = limb(slot(0), 0), p1 = limb(slot(0), 1), t0 = limb(slot(1), 0), t1 = limb(slot(1), 1);
    const l0 = limb(slot(2), 0), l1 = limb(slot(2), 1), r0 = limb(slot(3), 0), r1 = limb(slot(3), 1);
    const outcome = fastStep(p0, p1, t0, t1, l0, l1, r0, r1, exactIn, <u64>feePips);
    if (outcome == REACHES) {
      copy(slot(4), slot(1));
      setU64(slot(5), stepIn);
      setU64(slot(6), stepOut);
      setU64(slot(7), stepFee);
      return OK;
    }
    if (outcome == SHORT && partialStep(p0, p1, t0, t1, l0, l1, r0, r1, exactIn, <u64>feePips)) {
      setU128(slot(4), partialNext0, partialNext1);
      setU64(slot(5), partialIn);
      setU64(slot(6), partialOut);
      setU64(slot(7), partialFee);
      return OK;
    }
  }
  return swapStep(slot(4), slot(5), slot(6), slot(7), slot(0), slot(1), slot(2), slot(3), exactIn, feePips);
}

/** slot 5 = maxLiquidityForAmounts(current 0, ratios 1 and 2, amountA 3, amountB 4). */
export function maxLiquidityForAmounts(fullPrecision: bool): i32 {
  return maxLiquidity(slot(5), slot(0), slot(1), slot(2), slot(3), slot(4), fullPrecision);
}

/** Slots 4, 5 = token A and B behind liquidity 3 over ratios 1 and 2 at current price 0. */
export function getAmountsForLiquidity(roundUp: bool): i32 {
  return amountsForLiquidity(slot(4), slot(5), slot(0), slot(1), slot(2), slot(3), roundUp);
}

/**
 * Slots 6, 7 = growth inside; lower outside A/B in 0/1, upper outside A/B in 2/3, globals A/B in
 * 4/5. The binding compares the ticks (tickCurrent ≥ tickLower, tickCurrent < tickUpper).
 */
export function getFeeGrowthInside(atOrAboveLower: bool, belowUpper: bool): i32 {
  feeGrowthInside(slot(6), slot(0), slot(2), slot(4), atOrAboveLower, belowUpper);
  feeGrowthInside(slot(7), slot(1), slot(3), slot(5), atOrAboveLower, belowUpper);
  return OK;
}

/** Slots 5, 6 = tokens owed; last inside A/B in 0/1, liquidity 2, inside A/B in 3/4. */
export function getTokensOwed(): i32 {
  const status = tokensOwed(slot(5), slot(0), slot(2), slot(3));
  if (status != OK) return status;
  return tokensOwed(slot(6), slot(1), slot(2), slot(4));
}

/** slot 1 = ⌊√(slot 0)⌋. */
export function integerSqrt(): i32 {
  integerSqrtInto(slot(1), slot(0));
  return OK;
}

/** The usable tick nearest to `tick` for a spacing in [1, 2^20] (the binding checks both). */
export function nearestUsableTick(tick: i32, tickSpacing: i32): i32 {
  return nearestUsable(tick, tickSpacing);
}
