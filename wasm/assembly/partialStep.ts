// The step that stops short of its target (the last of a swap, and most single computeSwapStep
// calls) on u64 registers — swapStep's other branch (swapMath.ts), bit for bit: the price the
// remainder reaches (sqrtPriceMath.ts's formulas, including which of the contract's two it takes),
// then the amounts between the two prices. Anything out of its range (a quotient past 2^64 or a
// price past 2^112, or what the general code reports as an error) returns false and is left to
// swapStep.

import { feeFor } from './fastStep';
import { quotient64, quotientInexact, quotientOk } from './quotient';
import { quotient128, wideHi, wideInexact, wideOk } from './quotient128';
import { hi64, mul128, mulFull, prodHi, prodHiHi, prodLoHi } from './wide';

const MAX_FEE: u64 = 1000000;
const M32: u64 = 0xffffffff;

/** After partialStep: the next price and the step's amounts. */
export let partialNext0: u64 = 0;
export let partialNext1: u64 = 0;
export let partialIn: u64 = 0;
export let partialOut: u64 = 0;
export let partialFee: u64 = 0;

/** ⌊R·(10^6 − fee) / 10^6⌋ for R = r1:r0, when it fits 64 bits (else u64.MAX_VALUE). */
function lessFee(r0: u64, r1: u64, feeFactor: u64): u64 {
  const w0 = mulFull(r0, feeFactor);
  const c0 = hi64;
  const lo1 = mulFull(r1, feeFactor);
  const w1 = lo1 + c0;
  const w2 = hi64 + u64(w1 < lo1);
  // The product is below 2^148: divide it by 10^6 32 bits at a time (each partial dividend below 2^52).
  if (w2 >> 32 != 0) return u64.MAX_VALUE;
  let rest = w2;
  const q4 = rest / MAX_FEE;
  rest = ((rest - q4 * MAX_FEE) << 32) | (w1 >> 32);
  const q3 = rest / MAX_FEE;
  rest = ((rest - q3 * MAX_FEE) << 32) | (w1 & M32);
  const q2 = rest / MAX_FEE;
  rest = ((rest - q2 * MAX_FEE) << 32) | (w0 >> 32);
  const q1 = rest / MAX_FEE;
  rest = ((rest - q1 * MAX_FEE) << 32) | (w0 & M32);
  const q0 = rest / MAX_FEE;
  // Each partial quotient is below 2^32; the whole must fit 64 bits.
  if ((q4 | q3 | q2) != 0) return u64.MAX_VALUE;
  return (q1 << 32) | q0;
}

/**
 * Sets partialNext to the price the amount a = a1:a0 of token A (rounding the price up) moves P = p1:p0
 * to at liquidity L = l1:l0, adding it to the pool or taking it out; false when out of range.
 */
function nextFromA(p0: u64, p1: u64, l0: u64, l1: u64, a0: u64, a1: u64, adding: bool): bool {
  if ((a0 | a1) == 0) {
    partialNext0 = p0;
    partialNext1 = p1;
    return true;
  }
  // PROD = amount·P; NUM1 = L·2^64 = [0, l0, l1].
  const pr0 = mul128(a0, a1, p0, p1);
  const pr1 = prodLoHi;
  const pr2 = prodHi;
  const pr3 = prodHiHi;
  // X = L·P, the numerator NUM1·P without its zero low limb.
  const x0 = mul128(l0, l1, p0, p1);
  const x1 = prodLoHi;
  const x2 = prodHi;
  const x3 = prodHiHi;
  let next: u64;
  if (adding) {
    if ((pr2 | pr3) == 0 && l1 == 0) {
      // The precise formula while PROD and NUM1 + PROD fit 128 bits: ⌈NUM1·P / (NUM1 + PROD)⌉.
      const d1 = l0 + pr1;
      if (d1 >= l0) {
        next = quotient128(x0, x1, x2, x3, pr0, d1, 0, 0);
        return ceiled(next);
      }
    }
    // Otherwise ⌈NUM1 / (⌊NUM1 / P⌋ + amount)⌉.
    const t0 = quotient128(l0, l1, 0, 0, p0, p1, 0, 0);
    if (!wideOk) return false;
    const s0 = t0 + a0;
    const c = u64(s0 < t0);
    const s1a = wideHi + a1;
    const s1 = s1a + c;
    const s2 = u64(s1a < wideHi) | u64(s1 < s1a);
    next = quotient128(l0, l1, 0, 0, s0, s1, s2, 0);
    return ceiled(next);
  }
  // Taking A out: PROD must stay below NUM1, and the price is ⌈NUM1·P / (NUM1 − PROD)⌉.
  const below = pr3 == 0 && (pr2 < l1 || (pr2 == l1 && pr1 < l0));
  if (!below) return false;
  const d0 = 0 - pr0;
  let b = u64(pr0 != 0);
  const d1 = l0 - pr1 - b;
  b = u64(l0 < pr1) | u64(l0 - pr1 < b);
  const d2 = l1 - pr2 - b;
  next = quotient128(x0, x1, x2, x3, d0, d1, d2, 0);
  return ceiled(next);
}

/** partialNext = the last quotient128, rounded up; false when it did not answer or passed 2^128. */
function ceiled(low: u64): bool {
  if (!wideOk) return false;
  let hi = wideHi;
  let lo = low;
  if (wideInexact) {
    lo += 1;
    if (lo == 0) hi += 1;
  }
  partialNext0 = lo;
  partialNext1 = hi;
  return true;
}

/**
 * Sets partialNext to the price the amount a = a1:a0 of token B (rounding the price down) moves P to,
 * adding (P + ⌊a·2^64 / L⌋) or taking out (P − ⌈a·2^64 / L⌉); false when out of range.
 */
function nextFromB(p0: u64, p1: u64, l0: u64, l1: u64, a0: u64, a1: u64, adding: bool): bool {
  const q = quotient64(a0, a1, 0, 0, l0, l1, 0, 0);
  if (!quotientOk) return false;
  if (adding) {
    const n0 = p0 + q;
    const n1 = p1 + u64(n0 < p0);
    if (n1 < p1) return false;
    partialNext0 = n0;
    partialNext1 = n1;
    return true;
  }
  if (quotientInexact && q == u64.MAX_VALUE) return false;
  const up = q + u64(quotientInexact);
  if (p1 == 0 && p0 <= up) return false;
  partialNext0 = p0 - up;
  partialNext1 = p1 - u64(p0 < up);
  return true;
}

/**
 * The step from P = p1:p0 towards T = t1:t0 (which fastStep found it stops short of) at liquidity
 * L with |remaining| R = r1:r0: partialNext and the amounts, or false.
 */
export function partialStep(
  p0: u64, p1: u64, t0: u64, t1: u64, l0: u64, l1: u64, r0: u64, r1: u64, exactIn: bool, feePips: u64,
): bool {
  // No liquidity or no price: the general code's errors.
  if ((l0 | l1) == 0 || (p0 | p1) == 0) return false;
  const zeroForOne = p1 > t1 || (p1 == t1 && p0 >= t0);
  const feeFactor = MAX_FEE - feePips;
  let moved: bool;
  if (exactIn) {
    const amount = lessFee(r0, r1, feeFactor);
    if (amount == u64.MAX_VALUE) return false;
    moved = zeroForOne ? nextFromA(p0, p1, l0, l1, amount, 0, true) : nextFromB(p0, p1, l0, l1, amount, 0, true);
  } else {
    moved = zeroForOne ? nextFromB(p0, p1, l0, l1, r0, r1, false) : nextFromA(p0, p1, l0, l1, r0, r1, false);
  }
  if (!moved) return false;
  const n0 = partialNext0;
  const n1 = partialNext1;
  // D = |P − next|, on the side the step moves.
  let d0: u64, d1: u64;
  if (zeroForOne) {
    if (n1 > p1 || (n1 == p1 && n0 > p0)) return false;
    d0 = p0 - n0;
    d1 = p1 - n1 - u64(p0 < n0);
  } else {
    if (n1 < p1 || (n1 == p1 && n0 < p0)) return false;
    d0 = n0 - p0;
    d1 = n1 - p1 - u64(n0 < p0);
  }
  const x0 = mul128(l0, l1, d0, d1);
  const x1 = prodLoHi;
  const x2 = prodHi;
  const x3 = prodHiHi;
  if ((x2 | x3) != 0 || x1 == u64.MAX_VALUE) return false;
  const m0 = mul128(p0, p1, n0, n1);
  const aDown = quotient64(x0, x1, x2, x3, m0, prodLoHi, prodHi, prodHiHi);
  if (!quotientOk || aDown == u64.MAX_VALUE) return false;
  const aUp = aDown + u64(quotientInexact);
  const bDown = x1;
  const bUp = x1 + u64(x0 != 0);
  const amountIn = zeroForOne ? aUp : bUp;
  let amountOut = zeroForOne ? bDown : aDown;
  let fee: u64;
  const atTarget = n0 == t0 && n1 == t1;
  if (exactIn && !atTarget) {
    // The whole remainder is spent: what the price move did not take is the fee (R below
    // amountIn is the general code's error; a fee of 2^64 or more is left to it too).
    const borrow = u64(r0 < amountIn);
    if (r1 != borrow) return false;
    fee = r0 - amountIn;
  } else {
    if (!exactIn && r1 == 0 && amountOut > r0) amountOut = r0;
    fee = feeFor(amountIn, feePips, feeFactor);
    if (fee == u64.MAX_VALUE) return false;
  }
  partialIn = amountIn;
  partialOut = amountOut;
  partialFee = fee;
  return true;
}
