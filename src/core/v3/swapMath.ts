/**
 * One step of a swap: move the price from the current sqrt price toward a target (the next
 * initialized tick or the caller's limit) within a single liquidity range.
 */
import { mulDiv, mulDivRoundingUp } from './fullMath';
import { getAmountADelta, getAmountBDelta, getNextSqrtPriceFromInput, getNextSqrtPriceFromOutput } from './sqrtPriceMath';

/** Fees are in pips: hundredths of a basis point, so 1_000_000 pips is the whole amount. */
export const FEE_PIPS_DENOMINATOR = 1_000_000;
const PIPS = BigInt(FEE_PIPS_DENOMINATOR);

/** [sqrtRatioNextX64, amountIn (excluding fee), amountOut, feeAmount]. */
export type SwapStep = [sqrtRatioNextX64: bigint, amountIn: bigint, amountOut: bigint, feeAmount: bigint];

/**
 * Swaps within one range. The direction follows the target (below the current price: A in, B out).
 * `amountRemaining` > 0 is the input still to spend (fee included); < 0 is the output still wanted.
 * `feePips` is the pool fee (500, 3000 or 10000). The fee rounds up; amountIn + feeAmount never
 * exceeds an exact input, and amountOut never exceeds an exact output.
 */
export function computeSwapStep(
  sqrtRatioCurrentX64: bigint,
  sqrtRatioTargetX64: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
  feePips: number,
): SwapStep {
  if (!Number.isInteger(feePips) || feePips < 0 || feePips >= FEE_PIPS_DENOMINATOR) {
    throw new RangeError(`Fee ${feePips} pips is outside [0, ${FEE_PIPS_DENOMINATOR})`);
  }
  const zeroForOne = sqrtRatioCurrentX64 >= sqrtRatioTargetX64;
  const fee = BigInt(feePips);
  const inBetween = (from: bigint, to: bigint): bigint =>
    zeroForOne ? getAmountADelta(to, from, liquidity, true) : getAmountBDelta(from, to, liquidity, true);
  const outBetween = (from: bigint, to: bigint): bigint =>
    zeroForOne ? getAmountBDelta(to, from, liquidity, false) : getAmountADelta(from, to, liquidity, false);

  if (amountRemaining >= 0n) {
    const remainingLessFee = mulDiv(amountRemaining, PIPS - fee, PIPS);
    const inToTarget = inBetween(sqrtRatioCurrentX64, sqrtRatioTargetX64);
    const reachesTarget = remainingLessFee >= inToTarget;
    const sqrtRatioNextX64 = reachesTarget ? sqrtRatioTargetX64 : getNextSqrtPriceFromInput(sqrtRatioCurrentX64, liquidity, remainingLessFee, zeroForOne);
    const amountIn = reachesTarget ? inToTarget : inBetween(sqrtRatioCurrentX64, sqrtRatioNextX64);
    const amountOut = outBetween(sqrtRatioCurrentX64, sqrtRatioNextX64);
    // Stopping short of the target means the input ran out: whatever it did not buy is the fee.
    const feeAmount = sqrtRatioNextX64 === sqrtRatioTargetX64 ? mulDivRoundingUp(amountIn, fee, PIPS - fee) : amountRemaining - amountIn;
    return [sqrtRatioNextX64, amountIn, amountOut, feeAmount];
  }

  const wanted = -amountRemaining;
  const outToTarget = outBetween(sqrtRatioCurrentX64, sqrtRatioTargetX64);
  const reachesTarget = wanted >= outToTarget;
  const sqrtRatioNextX64 = reachesTarget ? sqrtRatioTargetX64 : getNextSqrtPriceFromOutput(sqrtRatioCurrentX64, liquidity, wanted, zeroForOne);
  const amountOutRaw = reachesTarget ? outToTarget : outBetween(sqrtRatioCurrentX64, sqrtRatioNextX64);
  // The rounded-up price can free a unit more than asked for; the pool keeps it.
  const amountOut = amountOutRaw > wanted ? wanted : amountOutRaw;
  const amountIn = inBetween(sqrtRatioCurrentX64, sqrtRatioNextX64);
  return [sqrtRatioNextX64, amountIn, amountOut, mulDivRoundingUp(amountIn, fee, PIPS - fee)];
}
