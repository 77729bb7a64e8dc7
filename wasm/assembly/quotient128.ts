// Exact division of (X << 64) by a 256-bit M when the quotient is below 2^112 — a price, for the
// last step of a swap. As quotient.ts: a float estimate (53 bits), then corrections from the
// exact remainder, each adding about 50 more bits, until 0 ≤ remainder < M. The float only picks
// guesses; the remainder decides, so the result is exact.

import { hi64, mulFull } from './wide';

const TWO64: f64 = 18446744073709551616.0;
const LIMIT: f64 = 5192296858534827628530496329220096.0; // 2^112

/** After quotient128: whether it answered, its high limb, and whether the remainder is non-zero. */
export let wideOk = false;
export let wideHi: u64 = 0;
export let wideInexact = false;

// The remainder of the last guess: six limbs, two's complement, and its sign.
let r0: u64 = 0;
let r1: u64 = 0;
let r2: u64 = 0;
let r3: u64 = 0;
let r4: u64 = 0;
let r5: u64 = 0;
let negative = false;

// q_k × M over five limbs.
let w0: u64 = 0;
let w1: u64 = 0;
let w2: u64 = 0;
let w3: u64 = 0;
let w4: u64 = 0;

@inline function toF64(x0: u64, x1: u64, x2: u64, x3: u64): f64 {
  return ((<f64>x3 * TWO64 + <f64>x2) * TWO64 + <f64>x1) * TWO64 + <f64>x0;
}

function times(q: u64, m0: u64, m1: u64, m2: u64, m3: u64): void {
  w0 = mulFull(q, m0);
  let c = hi64;
  let t = mulFull(q, m1);
  w1 = t + c;
  c = hi64 + u64(w1 < t);
  t = mulFull(q, m2);
  w2 = t + c;
  c = hi64 + u64(w2 < t);
  t = mulFull(q, m3);
  w3 = t + c;
  w4 = hi64 + u64(w3 < t);
}

/** r = [0, x0, x1, x2, x3, 0] − (q1:q0)·M. */
function remainder(q0: u64, q1: u64, x0: u64, x1: u64, x2: u64, x3: u64, m0: u64, m1: u64, m2: u64, m3: u64): void {
  times(q1, m0, m1, m2, m3);
  const b0 = w0, b1 = w1, b2 = w2, b3 = w3, b4 = w4;
  times(q0, m0, m1, m2, m3);
  // P = (q0·M) + (q1·M << 64), six limbs.
  const p0 = w0;
  let s = w1 + b0;
  let c = u64(s < w1);
  const p1 = s;
  s = w2 + b1;
  let k = u64(s < w2);
  const p2 = s + c;
  c = k | u64(p2 < s);
  s = w3 + b2;
  k = u64(s < w3);
  const p3 = s + c;
  c = k | u64(p3 < s);
  s = w4 + b3;
  k = u64(s < w4);
  const p4 = s + c;
  c = k | u64(p4 < s);
  const p5 = b4 + c;
  r0 = 0 - p0;
  let b = u64(p0 != 0);
  r1 = x0 - p1 - b;
  b = u64(x0 < p1) | u64(x0 - p1 < b);
  r2 = x1 - p2 - b;
  b = u64(x1 < p2) | u64(x1 - p2 < b);
  r3 = x2 - p3 - b;
  b = u64(x2 < p3) | u64(x2 - p3 < b);
  r4 = x3 - p4 - b;
  b = u64(x3 < p4) | u64(x3 - p4 < b);
  r5 = 0 - p5 - b;
  negative = p5 != 0 || b != 0;
}

/** r as a float, sign included. */
function remainderF64(): f64 {
  if (!negative) return (toF64(r2, r3, r4, r5) * TWO64 + <f64>r1) * TWO64 + <f64>r0;
  const n0 = ~r0 + 1;
  let c = u64(n0 == 0);
  const n1 = ~r1 + c;
  c &= u64(n1 == 0);
  const n2 = ~r2 + c;
  c &= u64(n2 == 0);
  const n3 = ~r3 + c;
  c &= u64(n3 == 0);
  const n4 = ~r4 + c;
  c &= u64(n4 == 0);
  const n5 = ~r5 + c;
  return -((toF64(n2, n3, n4, n5) * TWO64 + <f64>n1) * TWO64 + <f64>n0);
}

/**
 * ⌊(X · 2^64) / M⌋ for X = x3:x2:x1:x0 and a non-zero M = m3:m2:m1:m0, when it is below 2^112:
 * returns the low limb (wideHi the high one; wideOk whether it answered; wideInexact whether
 * the remainder is non-zero).
 */
export function quotient128(x0: u64, x1: u64, x2: u64, x3: u64, m0: u64, m1: u64, m2: u64, m3: u64): u64 {
  wideOk = false;
  const divisor = toF64(m0, m1, m2, m3);
  const estimate = (toF64(x0, x1, x2, x3) * TWO64) / divisor;
  if (!(estimate < LIMIT)) return 0;
  // The estimate's high and low limbs (the split is exact: the estimate has 53 significant bits).
  let q1 = <u64>(estimate / TWO64);
  let q0 = <u64>(estimate - <f64>q1 * TWO64);
  for (let pass = 0; pass < 6; pass++) {
    remainder(q0, q1, x0, x1, x2, x3, m0, m1, m2, m3);
    const below = !negative && (r5 | r4) == 0 && (r3 < m3 || (r3 == m3 && (r2 < m2 || (r2 == m2 && (r1 < m1 || (r1 == m1 && r0 < m0))))));
    if (below) {
      wideOk = true;
      wideHi = q1;
      wideInexact = (r0 | r1 | r2 | r3) != 0;
      return q0;
    }
    // Step by the remainder's own estimate, at least one unit towards it.
    let step = Math.floor(remainderF64() / divisor);
    if (!(Math.abs(step) < 9223372036854775807.0)) return 0;
    if (step == 0) step = negative ? -1 : 1;
    if (step > 0) {
      const add = <u64>step;
      const next = q0 + add;
      q1 += u64(next < q0);
      q0 = next;
    } else {
      const sub = <u64>-step;
      const borrow = u64(q0 < sub);
      if (q1 < borrow) return 0;
      q0 -= sub;
      q1 -= borrow;
    }
  }
  return 0;
}
