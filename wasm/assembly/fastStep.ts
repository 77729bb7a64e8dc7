// The common swap step — one that reaches its target, every amount below 2^64 — on u64 registers
// instead of the general 256-bit routines. Same results as swapStep (swapMath.ts) bit for bit:
//   ΔA = op(L·|P−T|·2^64 / (P·T)),  ΔB = op(L·|P−T| / 2^64),  fee = ⌈amountIn·fee / (10^6 − fee)⌉
// with op rounding up for what the pool takes and down for what it pays; L·|P−T| is shared by
// both amounts. Anything else (the last, partial step; larger amounts; 256-bit remainders) returns
// false and the caller runs swapStep.

import { quotient64, quotientInexact, quotientOk } from './quotient';
import { hi64, mul128, mulFull, prodHi, prodHiHi, prodLoHi } from './wide';

const MAX_FEE: u64 = 1000000;
const M32: u64 = 0xffffffff;

/** After fastStep: amountIn, amountOut and feeAmount of the step (each below 2^64). */
export let stepIn: u64 = 0;
export let stepOut: u64 = 0;
export let stepFee: u64 = 0;

/** ⌈a·f / d⌉ for a < 2^64 and 0 < d, f < 2^20; u64.MAX_VALUE when that does not fit below it. */
function feeFor(a: u64, f: u64, d: u64): u64 {
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
function paysFor(r0: u64, r1: u64, feeFactor: u64, amountIn: u64): bool {
  const w0 = mulFull(r0, feeFactor);
  const c0 = hi64;
  const lo1 = mulFull(r1, feeFactor);
  const w1 = lo1 + c0;
  const w2 = hi64 + u64(w1 < lo1);
  const need0 = mulFull(amountIn, MAX_FEE);
  const need1 = hi64;
  return w2 != 0 || w1 > need1 || (w1 == need1 && w0 >= need0);
}

/**
 * One step from price P = p1:p0 to target T = t1:t0 at liquidity L = l1:l0 with |remaining| =
 * r1:r0. True when the step reaches T with every amount below 2^64 − 1: stepIn, stepOut and stepFee
 * hold its amounts (the next price is T). False leaves nothing decided.
 */
export function fastStep(
  p0: u64, p1: u64, t0: u64, t1: u64, l0: u64, l1: u64, r0: u64, r1: u64, exactIn: bool, feePips: u64,
): bool {
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
  // ΔB = X >> 64, up or down
  if ((x2 | x3) != 0 || x1 == u64.MAX_VALUE) return false;
  const bDown = x1;
  const bUp = x1 + u64(x0 != 0);
  const feeFactor = MAX_FEE - feePips;
  // When token B is the amount that decides, a step short of its target is known before dividing.
  if (zeroForOne ? !exactIn && !covers(r0, r1, bDown) : exactIn && !paysFor(r0, r1, feeFactor, bUp)) return false;
  // ΔA = (X << 64) / (P·T), up or down
  const m0 = mul128(p0, p1, t0, t1);
  const aDown = quotient64(x0, x1, x2, x3, m0, prodLoHi, prodHi, prodHiHi);
  if (!quotientOk || aDown == u64.MAX_VALUE) return false;
  const aUp = aDown + u64(quotientInexact);
  const amountIn = zeroForOne ? aUp : bUp;
  const amountOut = zeroForOne ? bDown : aDown;
  if (zeroForOne ? exactIn && !paysFor(r0, r1, feeFactor, aUp) : !exactIn && !covers(r0, r1, aDown)) return false;
  const fee = feeFor(amountIn, feePips, feeFactor);
  if (fee == u64.MAX_VALUE) return false;
  stepIn = amountIn;
  stepOut = amountOut;
  stepFee = fee;
  return true;
}
