// SqrtPriceMath in Q64.64: token amounts between two prices, and the price after adding or
// removing an amount. Mirrors the bigint reference (src/core/v3/sqrtPriceMath.ts) and the Alcor
// SDK, including the uint128 wrap-around that picks between the two amount-A formulas.

import { divInto, mulDivInto, mulLow256, mulQ64DivInto, mulShr64Into } from './fullMath';
import { mulWide, digitLen } from './digits';
import { DIV_ZERO, DOMAIN, OK, OVERFLOW } from './status';
import { above128, add, bitLength, cmp, copy, isZero, lt, setU64, shl, sub } from './u256';

const A_NUM1: usize = memory.data(32, 8);
const A_NUM2: usize = memory.data(32, 8);
const A_MUL1: usize = memory.data(32, 8);
const B_DIFF: usize = memory.data(32, 8);

/**
 * out = amount of token A between two prices for a liquidity (the prices in either order):
 * L·2^64·(upper − lower) / upper / lower, each division rounded the same way. Nested floors (or
 * ceilings) of positive integers collapse — ⌊⌊x/a⌋/b⌋ = ⌊x/(ab)⌋ — so one division by
 * upper × lower gives the same bits, unless that product needs more than 256 bits.
 */
export function amountADelta(out: usize, ratio0: usize, ratio1: usize, liquidity: usize, roundUp: bool): i32 {
  const swapped = cmp(ratio0, ratio1) > 0;
  const lower = swapped ? ratio1 : ratio0;
  const upper = swapped ? ratio0 : ratio1;
  if (isZero(lower)) return DIV_ZERO;
  if (bitLength(liquidity) > 192) return OVERFLOW;
  sub(A_NUM2, upper, lower);
  if (bitLength(upper) + bitLength(lower) <= 256) {
    mulLow256(A_MUL1, upper, lower);
    return mulQ64DivInto(out, liquidity, A_NUM2, A_MUL1, roundUp);
  }
  shl(A_NUM1, liquidity, 64);
  const status = mulDivInto(A_MUL1, A_NUM1, A_NUM2, upper, roundUp);
  if (status != OK) return status;
  return divInto(out, A_MUL1, lower, roundUp);
}

/** out = amount of token B between two prices for a liquidity (the prices in either order). */
export function amountBDelta(out: usize, ratio0: usize, ratio1: usize, liquidity: usize, roundUp: bool): i32 {
  if (cmp(ratio0, ratio1) > 0) sub(B_DIFF, ratio0, ratio1);
  else sub(B_DIFF, ratio1, ratio0);
  return mulShr64Into(out, liquidity, B_DIFF, roundUp);
}

const N_NUM1: usize = memory.data(32, 8);
const N_PROD: usize = memory.data(68, 8);
const N_DEN: usize = memory.data(32, 8);
const N_TMP: usize = memory.data(32, 8);

/** out = price after token A is added (add) or removed, rounding the price up. */
function nextFromAmountARoundingUp(out: usize, sqrtP: usize, liquidity: usize, amount: usize, adding: bool): i32 {
  if (isZero(amount)) {
    copy(out, sqrtP);
    return OK;
  }
  if (bitLength(liquidity) > 192) return OVERFLOW;
  shl(N_NUM1, liquidity, 64);
  const na = digitLen(amount, 8);
  const np = digitLen(sqrtP, 8);
  setU64(N_PROD, 0);
  mulWide(amount, na, sqrtP, np, N_PROD);
  const productDigits = digitLen(N_PROD, na + np);
  if (adding) {
    // The contract takes the precise formula while amount × sqrtP and the denominator fit in
    // uint128, and otherwise the algebraically equal L / (L / sqrtP + amount).
    if (productDigits <= 4) {
      add(N_DEN, N_NUM1, N_PROD);
      if (bitLength(N_DEN) <= 128) return mulDivInto(out, N_NUM1, sqrtP, N_DEN, true);
    }
    const status = divInto(N_TMP, N_NUM1, sqrtP, false);
    if (status != OK) return status;
    if (add(N_TMP, N_TMP, amount) != 0) return OVERFLOW;
    return divInto(out, N_NUM1, N_TMP, true);
  }
  // Removing uses the exact product, which must stay below L·2^64.
  if (productDigits > 8 || !lt(N_PROD, N_NUM1)) return DOMAIN;
  sub(N_DEN, N_NUM1, N_PROD);
  return mulDivInto(out, N_NUM1, sqrtP, N_DEN, true);
}

const ONE: usize = memory.data<u64>([1, 0, 0, 0]);

/** out = price after token B is added (add) or removed, rounding the price down. */
function nextFromAmountBRoundingDown(out: usize, sqrtP: usize, liquidity: usize, amount: usize, adding: bool): i32 {
  if (adding) {
    const status = mulQ64DivInto(N_TMP, amount, ONE, liquidity, false);
    if (status != OK) return status;
    // The price is a uint128 on chain.
    return add(out, sqrtP, N_TMP) != 0 || above128(out) ? OVERFLOW : OK;
  }
  const status = mulQ64DivInto(N_TMP, amount, ONE, liquidity, true);
  if (status != OK) return status;
  if (!lt(N_TMP, sqrtP)) return DOMAIN;
  sub(out, sqrtP, N_TMP);
  return OK;
}

/** out = price after amountIn of the input token enters at liquidity. */
export function nextSqrtPriceFromInput(out: usize, sqrtP: usize, liquidity: usize, amountIn: usize, zeroForOne: bool): i32 {
  if (isZero(sqrtP) || isZero(liquidity)) return DOMAIN;
  return zeroForOne
    ? nextFromAmountARoundingUp(out, sqrtP, liquidity, amountIn, true)
    : nextFromAmountBRoundingDown(out, sqrtP, liquidity, amountIn, true);
}

/** out = price after amountOut of the output token leaves at liquidity. */
export function nextSqrtPriceFromOutput(out: usize, sqrtP: usize, liquidity: usize, amountOut: usize, zeroForOne: bool): i32 {
  if (isZero(sqrtP) || isZero(liquidity)) return DOMAIN;
  return zeroForOne
    ? nextFromAmountBRoundingDown(out, sqrtP, liquidity, amountOut, false)
    : nextFromAmountARoundingUp(out, sqrtP, liquidity, amountOut, false);
}
