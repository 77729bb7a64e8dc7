/**
 * Ticks ↔ Q64.64 square-root prices. Tick t prices token A at 1.0001^t token B (in raw units), so
 * its square root is 1.0001^(t/2); the contract stores that root as `sqrtPriceX64 = √price × 2^64`.
 */

/** The lowest tick any pool can use. */
export const MIN_TICK = -443636;
/** The highest tick any pool can use. */
export const MAX_TICK = 443636;
/** getSqrtRatioAtTick(MIN_TICK): the lowest sqrt price a pool can hold. */
export const MIN_SQRT_RATIO = 4295048017n;
/** getSqrtRatioAtTick(MAX_TICK): every sqrt price a pool holds is strictly below it. */
export const MAX_SQRT_RATIO = 79226673515401279992447579062n;

/**
 * 2^128 / √1.0001^(2^i) in Q128.128 for i = 0…18, the published constants shared by every
 * Uniswap-v3-derived contract. Multiplying the ones selected by |tick|'s bits gives
 * 1.0001^(−|tick|/2) with a rounding the contract reproduces bit for bit.
 */
const INVERSE_ROOT_POWERS: readonly bigint[] = [
  0xfffcb933bd6fad37aa2d162d1a594001n,
  0xfff97272373d413259a46990580e213an,
  0xfff2e50f5f656932ef12357cf3c7fdccn,
  0xffe5caca7e10e4e61c3624eaa0941cd0n,
  0xffcb9843d60f6159c9db58835c926644n,
  0xff973b41fa98c081472e6896dfb254c0n,
  0xff2ea16466c96a3843ec78b326b52861n,
  0xfe5dee046a99a2a811c461f1969c3053n,
  0xfcbe86c7900a88aedcffc83b479aa3a4n,
  0xf987a7253ac413176f2b074cf7815e54n,
  0xf3392b0822b70005940c7a398e4b70f3n,
  0xe7159475a2c29b7443b29c7fa6e889d9n,
  0xd097f3bdfd2022b8845ad8f792aa5825n,
  0xa9f746462d870fdf8a65dc1f90e061e5n,
  0x70d869a156d2a1b890bb3df62baf32f7n,
  0x31be135f97d08fd981231505542fcfa6n,
  0x9aa508b5b7a84e1c677de54f3e99bc9n,
  0x5d6af8dedb81196699c329225ee604n,
  0x2216e584f5fa1ea926041bedfe98n,
];

const ONE_X128 = 1n << 128n;
const MAX_UINT256 = (1n << 256n) - 1n;
const LOW_64_BITS = (1n << 64n) - 1n;

/** √1.0001^tick in Q64.64, rounded up (so getTickAtSqrtRatio of the result gives the tick back). Throws RangeError outside [MIN_TICK, MAX_TICK]. */
export function getSqrtRatioAtTick(tick: number): bigint {
  if (!Number.isInteger(tick) || tick < MIN_TICK || tick > MAX_TICK) {
    throw new RangeError(`Tick ${tick} is outside [${MIN_TICK}, ${MAX_TICK}]`);
  }
  const absTick = Math.abs(tick);
  // Q128.128 accumulator: each selected factor is applied with a truncating >> 128, as on chain.
  let ratio = ONE_X128;
  for (let bit = 0; bit < INVERSE_ROOT_POWERS.length; bit += 1) {
    if ((absTick & (1 << bit)) !== 0) ratio = (ratio * (INVERSE_ROOT_POWERS[bit] as bigint)) >> 128n;
  }
  // The table yields the root of a negative tick; a positive tick takes the (256-bit) reciprocal.
  if (tick > 0) ratio = MAX_UINT256 / ratio;
  const shifted = ratio >> 64n;
  return (ratio & LOW_64_BITS) === 0n ? shifted : shifted + 1n;
}

/** log2(√1.0001), for the first guess in getTickAtSqrtRatio. */
const LOG2_SQRT_1_0001 = Math.log2(1.0001) / 2;

/**
 * The greatest tick whose sqrt price is ≤ sqrtPriceX64, i.e. getSqrtRatioAtTick(t) ≤ sqrtPriceX64 <
 * getSqrtRatioAtTick(t + 1). Defined for MIN_SQRT_RATIO ≤ sqrtPriceX64 < MAX_SQRT_RATIO; throws RangeError otherwise.
 */
export function getTickAtSqrtRatio(sqrtPriceX64: bigint): number {
  if (sqrtPriceX64 < MIN_SQRT_RATIO || sqrtPriceX64 >= MAX_SQRT_RATIO) {
    throw new RangeError(`sqrtPriceX64 ${sqrtPriceX64} is outside [MIN_SQRT_RATIO, MAX_SQRT_RATIO)`);
  }
  // A float logarithm lands within a tick or two of the answer (its relative error is ~1e-16 and
  // ticks are ~7e-5 apart in log2); the exact integer comparisons below then settle it, so the
  // result never depends on floating-point rounding.
  const guess = Math.floor((Math.log2(Number(sqrtPriceX64)) - 64) / LOG2_SQRT_1_0001);
  let tick = Math.min(Math.max(guess, MIN_TICK), MAX_TICK - 1);
  while (tick > MIN_TICK && getSqrtRatioAtTick(tick) > sqrtPriceX64) tick -= 1;
  while (tick < MAX_TICK - 1 && getSqrtRatioAtTick(tick + 1) <= sqrtPriceX64) tick += 1;
  return tick;
}
