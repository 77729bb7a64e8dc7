// SwapMath.computeSwapStep: one step of a swap within a single liquidity range.

import { mulSmallDivInto } from './fullMath';
import { amountADelta, amountBDelta, nextSqrtPriceFromInput, nextSqrtPriceFromOutput } from './sqrtPriceMath';
import { DOMAIN, OK } from './status';
import { cmp, copy, eq, lt, sub } from './u256';

const MAX_FEE: u32 = 1000000;

const LESS_FEE: usize = memory.data(32, 8);
const DELTA: usize = memory.data(32, 8);

/** Amount of the input token to move the price from `from` to `to`, rounded up. */
@inline function amountInBetween(out: usize, from: usize, to: usize, liquidity: usize, zeroForOne: bool): i32 {
  return zeroForOne ? amountADelta(out, to, from, liquidity, true) : amountBDelta(out, from, to, liquidity, true);
}

/** Amount of the output token released moving the price from `from` to `to`, rounded down. */
@inline function amountOutBetween(out: usize, from: usize, to: usize, liquidity: usize, zeroForOne: bool): i32 {
  return zeroForOne ? amountBDelta(out, to, from, liquidity, false) : amountADelta(out, from, to, liquidity, false);
}

/**
 * One swap step from `current` towards `target`. amountRemaining is a magnitude with exactIn
 * giving its sign (exact input when ≥ 0). Writes the next price, amountIn, amountOut, feeAmount.
 */
export function swapStep(
  nextOut: usize, amountInOut: usize, amountOutOut: usize, feeOut: usize,
  current: usize, target: usize, liquidity: usize, remaining: usize, exactIn: bool, feePips: u32,
): i32 {
  const zeroForOne = cmp(current, target) >= 0;
  const feeFactor = MAX_FEE - feePips;
  let status: i32;
  if (exactIn) {
    status = mulSmallDivInto(LESS_FEE, remaining, feeFactor, MAX_FEE, false);
    if (status != OK) return status;
    status = amountInBetween(DELTA, current, target, liquidity, zeroForOne);
    if (status != OK) return status;
    if (!lt(LESS_FEE, DELTA)) {
      copy(nextOut, target);
      copy(amountInOut, DELTA);
    } else {
      status = nextSqrtPriceFromInput(nextOut, current, liquidity, LESS_FEE, zeroForOne);
      if (status != OK) return status;
      status = amountInBetween(amountInOut, current, nextOut, liquidity, zeroForOne);
      if (status != OK) return status;
    }
    status = amountOutBetween(amountOutOut, current, nextOut, liquidity, zeroForOne);
    if (status != OK) return status;
    if (!eq(nextOut, target)) {
      // The whole remainder is spent: what the price move did not take is the fee.
      if (lt(remaining, amountInOut)) return DOMAIN;
      sub(feeOut, remaining, amountInOut);
      return OK;
    }
    return mulSmallDivInto(feeOut, amountInOut, feePips, feeFactor, true);
  }
  status = amountOutBetween(DELTA, current, target, liquidity, zeroForOne);
  if (status != OK) return status;
  if (!lt(remaining, DELTA)) {
    copy(nextOut, target);
    copy(amountOutOut, DELTA);
  } else {
    status = nextSqrtPriceFromOutput(nextOut, current, liquidity, remaining, zeroForOne);
    if (status != OK) return status;
    status = amountOutBetween(amountOutOut, current, nextOut, liquidity, zeroForOne);
    if (status != OK) return status;
  }
  status = amountInBetween(amountInOut, current, nextOut, liquidity, zeroForOne);
  if (status != OK) return status;
  // Rounding can overshoot the requested output by one unit: cap it.
  if (lt(remaining, amountOutOut)) copy(amountOutOut, remaining);
  return mulSmallDivInto(feeOut, amountInOut, feePips, feeFactor, true);
}
