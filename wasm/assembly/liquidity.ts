// Liquidity ↔ token amounts for a price range, and fee accounting — the reference's
// src/core/v3/liquidityAmounts.ts and position.ts.

import { mulDivInto, mulMulDivInto, mulShr64Into } from './fullMath';
import { OK, OVERFLOW } from './status';
import { amountADelta, amountBDelta } from './sqrtPriceMath';
import { bitLength, cmp, copy, lt, mask128, setU64, shl, sub } from './u256';

const Q64: usize = memory.data<u64>([0, 1, 0, 0]);
const WIDTH: usize = memory.data(32, 8);
const SCALED: usize = memory.data(32, 8);
const FROM_A: usize = memory.data(32, 8);
const FROM_B: usize = memory.data(32, 8);

/** Liquidity that amountA buys over [lower, upper]; the imprecise form first rounds lower·upper / 2^64. */
function liquidityForAmountA(out: usize, lower: usize, upper: usize, amountA: usize, fullPrecision: bool): i32 {
  sub(WIDTH, upper, lower);
  if (fullPrecision) {
    if (bitLength(WIDTH) > 192) return OVERFLOW;
    shl(SCALED, WIDTH, 64);
    return mulMulDivInto(out, amountA, lower, upper, SCALED);
  }
  const status = mulShr64Into(SCALED, lower, upper, false);
  if (status != OK) return status;
  return mulDivInto(out, amountA, SCALED, WIDTH, false);
}

function liquidityForAmountB(out: usize, lower: usize, upper: usize, amountB: usize): i32 {
  sub(WIDTH, upper, lower);
  return mulDivInto(out, amountB, Q64, WIDTH, false);
}

/** out = the most liquidity amountA and amountB fund over the range at the current price. */
export function maxLiquidityForAmounts(
  out: usize, current: usize, ratio0: usize, ratio1: usize, amountA: usize, amountB: usize, fullPrecision: bool,
): i32 {
  const swapped = cmp(ratio0, ratio1) > 0;
  const lower = swapped ? ratio1 : ratio0;
  const upper = swapped ? ratio0 : ratio1;
  if (cmp(current, lower) <= 0) return liquidityForAmountA(out, lower, upper, amountA, fullPrecision);
  if (cmp(current, upper) >= 0) return liquidityForAmountB(out, lower, upper, amountB);
  let status = liquidityForAmountA(FROM_A, current, upper, amountA, fullPrecision);
  if (status != OK) return status;
  status = liquidityForAmountB(FROM_B, lower, current, amountB);
  if (status != OK) return status;
  copy(out, lt(FROM_A, FROM_B) ? FROM_A : FROM_B);
  return OK;
}

/** outA, outB = token amounts behind liquidity over the range at the current price. */
export function amountsForLiquidity(
  outA: usize, outB: usize, current: usize, ratio0: usize, ratio1: usize, liquidity: usize, roundUp: bool,
): i32 {
  const swapped = cmp(ratio0, ratio1) > 0;
  const lower = swapped ? ratio1 : ratio0;
  const upper = swapped ? ratio0 : ratio1;
  if (cmp(current, lower) <= 0) {
    setU64(outB, 0);
    return amountADelta(outA, lower, upper, liquidity, roundUp);
  }
  if (cmp(current, upper) >= 0) {
    setU64(outA, 0);
    return amountBDelta(outB, lower, upper, liquidity, roundUp);
  }
  const status = amountADelta(outA, current, upper, liquidity, roundUp);
  if (status != OK) return status;
  return amountBDelta(outB, lower, current, liquidity, roundUp);
}

const BELOW: usize = memory.data(32, 8);
const ABOVE: usize = memory.data(32, 8);

/** out = growth earned inside the range for one token, every difference wrapping at 2^128. */
export function feeGrowthInside(
  out: usize, lowerOutside: usize, upperOutside: usize, global: usize, atOrAboveLower: bool, belowUpper: bool,
): void {
  if (atOrAboveLower) copy(BELOW, lowerOutside);
  else sub(BELOW, global, lowerOutside);
  if (belowUpper) copy(ABOVE, upperOutside);
  else sub(ABOVE, global, upperOutside);
  sub(out, global, BELOW);
  sub(out, out, ABOVE);
  mask128(out);
}

const DELTA: usize = memory.data(32, 8);

/** out = ((inside − insideLast) mod 2^128) × liquidity / 2^64, rounded down. */
export function tokensOwed(out: usize, insideLast: usize, liquidity: usize, inside: usize): i32 {
  sub(DELTA, inside, insideLast);
  mask128(DELTA);
  return mulShr64Into(out, DELTA, liquidity, false);
}
