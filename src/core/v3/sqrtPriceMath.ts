/**
 * Token amounts between two sqrt prices, and the sqrt price reached by adding or removing an
 * amount, for a given liquidity L (token A is the pool's first token, B its second):
 *   ΔA = L × (√U − √L) / (√U × √L),  ΔB = L × (√U − √L).
 * Rounding always favours the pool: what the pool receives rounds up, what it pays rounds down.
 */
import { divRoundingUp, mulDiv, mulDivRoundingUp } from './fullMath';
import { addIn128, MAX_UINT128, mulIn128, Q64 } from './uint128';

/** Token A between two sqrt prices (either order) for `liquidity`, rounded up or down. */
export function getAmountADelta(sqrtRatioLX64: bigint, sqrtRatioUX64: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const [lower, upper] = sqrtRatioLX64 > sqrtRatioUX64 ? [sqrtRatioUX64, sqrtRatioLX64] : [sqrtRatioLX64, sqrtRatioUX64];
  const numerator1 = liquidity << 64n;
  const numerator2 = upper - lower;
  // Two divisions, as on chain: (L·2^64·Δ / U) / L — each rounded the same way.
  return roundUp ? divRoundingUp(mulDivRoundingUp(numerator1, numerator2, upper), lower) : mulDiv(numerator1, numerator2, upper) / lower;
}

/** Token B between two sqrt prices (either order) for `liquidity`, rounded up or down. */
export function getAmountBDelta(sqrtRatioLX64: bigint, sqrtRatioUX64: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const diff = sqrtRatioLX64 > sqrtRatioUX64 ? sqrtRatioLX64 - sqrtRatioUX64 : sqrtRatioUX64 - sqrtRatioLX64;
  return roundUp ? mulDivRoundingUp(liquidity, diff, Q64) : mulDiv(liquidity, diff, Q64);
}

/**
 * √P after token A is added (`add`, price falls) or removed (price rises), rounded up so the price
 * never moves further than the amount pays for: √P' = L·√P / (L ± amount·√P).
 */
function nextSqrtPriceFromAmountA(sqrtPX64: bigint, liquidity: bigint, amount: bigint, add: boolean): bigint {
  if (amount === 0n) return sqrtPX64;
  const numerator1 = liquidity << 64n;
  if (add) {
    const product = mulIn128(amount, sqrtPX64);
    const productFits = product / amount === sqrtPX64;
    // The contract takes the precise formula while amount·√P and the denominator fit in uint128,
    // and otherwise the algebraically equal L / (L/√P + amount), which rounds differently.
    if (productFits) {
      const denominator = addIn128(numerator1, product);
      if (denominator >= numerator1) return mulDivRoundingUp(numerator1, sqrtPX64, denominator);
    }
    return divRoundingUp(numerator1, numerator1 / sqrtPX64 + amount);
  }
  // Exact product here: the SDK wraps it at 2^128, which for liquidity ≥ 2^64 (beyond a uint64
  // contract) yields a price that does not free the output; the 256-bit original does not wrap.
  const exactProduct = amount * sqrtPX64;
  if (numerator1 <= exactProduct) throw new RangeError('Removing this much token A exceeds the liquidity');
  return mulDivRoundingUp(numerator1, sqrtPX64, numerator1 - exactProduct);
}

/** √P after token B is added (`add`, price rises) or removed (price falls), rounded down: √P' = √P ± amount / L. */
function nextSqrtPriceFromAmountB(sqrtPX64: bigint, liquidity: bigint, amount: bigint, add: boolean): bigint {
  if (add) {
    const next = sqrtPX64 + (amount << 64n) / liquidity;
    if (next > MAX_UINT128) throw new RangeError('Adding this much token B overflows the sqrt price');
    return next;
  }
  const quotient = mulDivRoundingUp(amount, Q64, liquidity);
  if (sqrtPX64 <= quotient) throw new RangeError('Removing this much token B exceeds the liquidity');
  return sqrtPX64 - quotient;
}

function assertPositive(sqrtPX64: bigint, liquidity: bigint): void {
  if (sqrtPX64 <= 0n) throw new RangeError('sqrtPX64 must be positive');
  if (liquidity <= 0n) throw new RangeError('liquidity must be positive');
}

/** √P after `amountIn` of the input token (A when zeroForOne, else B) enters at liquidity L; never overshoots. */
export function getNextSqrtPriceFromInput(sqrtPX64: bigint, liquidity: bigint, amountIn: bigint, zeroForOne: boolean): bigint {
  assertPositive(sqrtPX64, liquidity);
  return zeroForOne ? nextSqrtPriceFromAmountA(sqrtPX64, liquidity, amountIn, true) : nextSqrtPriceFromAmountB(sqrtPX64, liquidity, amountIn, true);
}

/** √P after `amountOut` of the output token (B when zeroForOne, else A) leaves at liquidity L; always moves far enough. */
export function getNextSqrtPriceFromOutput(sqrtPX64: bigint, liquidity: bigint, amountOut: bigint, zeroForOne: boolean): bigint {
  assertPositive(sqrtPX64, liquidity);
  return zeroForOne ? nextSqrtPriceFromAmountB(sqrtPX64, liquidity, amountOut, false) : nextSqrtPriceFromAmountA(sqrtPX64, liquidity, amountOut, false);
}
