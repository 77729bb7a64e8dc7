// The common swap step — one that reaches its target, every amount below 2^64 — on u64 registers
// instead of the general 256-bit routines. Same results as swapStep (swapMath.ts) bit for bit:
//   ΔA = op(L·|P−T|·2^64 / (P·T)),  ΔB = op(L·|P−T| / 2^64),  fee = ⌈amountIn·fee / (10^6 − fee)⌉
// with op rounding up for what the pool takes and down for what it pays; L·|P−T| is shared by
// both amounts. A step that stops short of its target is reported as such (partialStep.ts takes
// it); anything else (larger amounts, 256-bit remainders) is left to swapStep.

import { quotient64, quotientInexact, quotientOk, quotientTooLarge } from './quotient';
import { hi64, mul128, mulFull, prodHi, prodHiHi, prodLoHi } from './wide';

const MAX_FEE: u64 = 1000000;
const M32: u64 = 0xffffffff;

/** What fastStep found: nothing decided, the step reaches its target (amounts set), or it stops short. */
export const UNDECIDED: i32 = 0;
export const REACHES: i32 = 1;
export const SHORT: i32 = 2;

/** After fastStep: amountIn, amountOut and feeAmount of the step (each below 2^64). */
export let stepIn: u64 = 0;
export let stepOut: u64 = 0;
export let stepFee: u64 = 0;

/** ⌈a·f / d⌉ for a < 2^64 and 0 < d, f < 2^20; u64.MAX_VALUE when that does not fit below it. */
export function feeFor(a: u64, f: u64, d: u64): u64 {
  const lo = mulFull(a, f);
  if (hi64 == 0) {
    const q = lo / d;
    return q * d == lo ? q : q + 1;
  }
  // a·f < 2^84: divide 32 bits at a time (each partial dividend stays below 2^52).
  const top = (hi64 << 32) | (lo >> 32);
  const q1 = top / d;
  const rest = ((top - q1 * d) << 32) | (lo & M32);
  const q0 = rest / d;
  if (q1 >> 32 != 0) return u64.MAX_VALUE;
  const q = (q1 << 32) | q0;
  return q0 * d == rest || q == u64.MAX_VALUE ? q : q + 1;
}

/** Exact output: the remainder R = r1:r0 takes at least `amountOut`. */
@inline function covers(r0: u64, r1: u64, amountOut: u64): bool {
  return r1 != 0 || r0 >= amountOut;
}

/** Exact input: ⌊R·(10^6 − fee) / 10^6⌋ ≥ amountIn ⇔ R·(10^6 − fee) ≥ amountIn·10^6 (no division needed). */
export function paysFor(r0: u64, r1: u64, feeFactor: u64, amountIn: u64): bool {
  const w0 = mulFull(r0, feeFactor);
  const c0 = hi64;
  const lo1 = mulFull(r1, feeFactor);
  const w1 = lo1 + c0;
  const w2 = hi64 + u64(w1 < lo1);
  const need0 = mulFull(amountIn, MAX_FEE);
  const need1 = hi64;
  return w2 != 0 || w1 > need1 || (w1 == need1 && w0 >= need0);
}

/** Exact input: R·(10^6 − fee) < 2^64·k, i.e. the remainder less fee is below 2^64·k / 10^6 (k = 10^6 for 2^64, 5·10^5 for 2^63). */
@inline function spendsBelow(r0: u64, r1: u64, feeFactor: u64, k: u64): bool {
  mulFull(r0, feeFactor);
  const c0 = hi64;
  const lo1 = mulFull(r1, feeFactor);
  const w1 = lo1 + c0;
  const w2 = hi64 + u64(w1 < lo1);
  return w2 == 0 && w1 < k;
}

/**
 * One step from price P = p1:p0 to target T = t1:t0 at liquidity L = l1:l0 with |remaining| =
 * r1:r0. REACHES when the step reaches T with every amount below 2^64 − 1: stepIn, stepOut and
 * stepFee hold its amounts (the next price is T). SHORT when the remainder runs out before T;
 * UNDECIDED when the amounts do not fit.
 */
export function fastStep(
  p0: u64, p1: u64, t0: u64, t1: u64, l0: u64, l1: u64, r0: u64, r1: u64, exactIn: bool, feePips: u64,
): i32 {
  // A zero price is the general code's division by zero.
  if ((p0 | p1) == 0 || (t0 | t1) == 0) return UNDECIDED;
  const zeroForOne = p1 > t1 || (p1 == t1 && p0 >= t0);
  // D = |P − T|
  let d0: u64, d1: u64;
  if (zeroForOne) {
    d0 = p0 - t0;
    d1 = p1 - t1 - u64(p0 < t0);
  } else {
    d0 = t0 - p0;
    d1 = t1 - p1 - u64(t0 < p0);
  }
  // X = L·D (256 bits)
  let x0: u64, x1: u64, x2: u64, x3: u64;
  if ((l1 | d1) == 0) {
    x0 = mulFull(l0, d0);
    x1 = hi64;
    x2 = 0;
    x3 = 0;
  } else {
    x0 = mul128(l0, l1, d0, d1);
    x1 = prodLoHi;
    x2 = prodHi;
    x3 = prodHiHi;
  }
  // ΔB = X >> 64, up or down; "big" when it needs more than 64 bits.
  const bBig = (x2 | x3) != 0;
  const bDown = x1;
  const bUp = x1 + u64(x0 != 0);
  const feeFactor = MAX_FEE - feePips;
  // Token B decides for exact output of B and exact input of B: whether the step stops short is
  // known before dividing (for a big ΔB, when the remainder is below 2^64).
  const bDecides = zeroForOne != exactIn;
  if (bDecides) {
    if (bBig) return (zeroForOne ? r1 == 0 : spendsBelow(r0, r1, feeFactor, MAX_FEE)) ? SHORT : UNDECIDED;
    if (zeroForOne ? !covers(r0, r1, bDown) : !paysFor(r0, r1, feeFactor, bUp)) return SHORT;
  }
  // ΔA = (X << 64) / (P·T), up or down. A quotient past 2^64 (its estimate, within 2^-50, past
  // 2^64) still settles a step that token A decides when the remainder is below 2^63.
  const m0 = mul128(p0, p1, t0, t1);
  const aDown = quotient64(x0, x1, x2, x3, m0, prodLoHi, prodHi, prodHiHi);
  if (!quotientOk || aDown == u64.MAX_VALUE) {
    const small = zeroForOne ? spendsBelow(r0, r1, feeFactor, MAX_FEE >> 1) : r1 == 0 && r0 >> 63 == 0;
    return !bDecides && quotientTooLarge && small ? SHORT : UNDECIDED;
  }
  const aUp = aDown + u64(quotientInexact);
  if (!bDecides && (zeroForOne ? !paysFor(r0, r1, feeFactor, aUp) : !covers(r0, r1, aDown))) return SHORT;
  // The step reaches its target: both amounts must fit.
  if (bBig || x1 == u64.MAX_VALUE) return UNDECIDED;
  const amountIn = zeroForOne ? aUp : bUp;
  const amountOut = zeroForOne ? bDown : aDown;
  const fee = feeFor(amountIn, feePips, feeFactor);
  if (fee == u64.MAX_VALUE) return UNDECIDED;
  stepIn = amountIn;
  stepOut = amountOut;
  stepFee = fee;
  return REACHES;
}
