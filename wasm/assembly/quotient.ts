// Exact division of (X << 64) by a 256-bit M when the quotient fits 64 bits: a float estimate,
// then exact correction by multiplying back. The float only picks the guess; the remainder check
// decides the answer, so the result is exact whatever the estimate's rounding. This replaces a
// normalised long division (several passes over memory) on the swap's hot path; larger quotients
// are left to the long division (fullMath.ts).

import { hi64, mulFull } from './wide';

const TWO64: f64 = 18446744073709551616.0;

/** After quotient64: whether it answered, whether the division left a remainder, and whether it did not answer because the estimate reached 2^64. */
export let quotientOk = false;
export let quotientInexact = false;
export let quotientTooLarge = false;

// The remainder N − q·M of the last guess: five limbs, two's complement, and its sign.
let r0: u64 = 0;
let r1: u64 = 0;
let r2: u64 = 0;
let r3: u64 = 0;
let r4: u64 = 0;
let negative = false;

@inline function toF64(x0: u64, x1: u64, x2: u64, x3: u64): f64 {
  return ((<f64>x3 * TWO64 + <f64>x2) * TWO64 + <f64>x1) * TWO64 + <f64>x0;
}

/** r = [0, x0, x1, x2, x3] − q·M. */
function remainder(q: u64, x0: u64, x1: u64, x2: u64, x3: u64, m0: u64, m1: u64, m2: u64, m3: u64): void {
  const p0 = mulFull(q, m0);
  let c = hi64;
  let t = mulFull(q, m1);
  const p1 = t + c;
  c = hi64 + u64(p1 < t);
  t = mulFull(q, m2);
  const p2 = t + c;
  c = hi64 + u64(p2 < t);
  t = mulFull(q, m3);
  const p3 = t + c;
  const p4 = hi64 + u64(p3 < t);
  r0 = 0 - p0;
  let b = u64(p0 != 0);
  r1 = x0 - p1 - b;
  b = u64(x0 < p1) | u64(x0 - p1 < b);
  r2 = x1 - p2 - b;
  b = u64(x1 < p2) | u64(x1 - p2 < b);
  r3 = x2 - p3 - b;
  b = u64(x2 < p3) | u64(x2 - p3 < b);
  r4 = x3 - p4 - b;
  negative = x3 < p4 || x3 - p4 < b;
}

/** 0 ≤ r < M. */
@inline function inRange(m0: u64, m1: u64, m2: u64, m3: u64): bool {
  return !negative && r4 == 0 && (r3 < m3 || (r3 == m3 && (r2 < m2 || (r2 == m2 && (r1 < m1 || (r1 == m1 && r0 < m0))))));
}

/** r += M; a carry out of the fifth limb makes a negative r non-negative. */
function addBack(m0: u64, m1: u64, m2: u64, m3: u64): void {
  let s = r0 + m0;
  let k = u64(s < r0);
  r0 = s;
  s = r1 + m1;
  let k2 = u64(s < r1);
  r1 = s + k;
  k = k2 | u64(r1 < s);
  s = r2 + m2;
  k2 = u64(s < r2);
  r2 = s + k;
  k = k2 | u64(r2 < s);
  s = r3 + m3;
  k2 = u64(s < r3);
  r3 = s + k;
  k = k2 | u64(r3 < s);
  const before = r4;
  r4 += k;
  if (r4 < before) negative = false;
}

/** r as a float (sign included). */
function remainderF64(): f64 {
  if (!negative) return toF64(r1, r2, r3, r4) * TWO64 + <f64>r0;
  // |r| = −r over five limbs.
  const n0 = ~r0 + 1;
  let c = u64(n0 == 0);
  const n1 = ~r1 + c;
  c = c & u64(n1 == 0);
  const n2 = ~r2 + c;
  c = c & u64(n2 == 0);
  const n3 = ~r3 + c;
  c = c & u64(n3 == 0);
  const n4 = ~r4 + c;
  return -(toF64(n1, n2, n3, n4) * TWO64 + <f64>n0);
}

/**
 * ⌊(X · 2^64) / M⌋ for X = x3:x2:x1:x0 and a non-zero M = m3:m2:m1:m0, when it is below 2^64
 * (quotientOk); quotientInexact tells whether the remainder is non-zero.
 */
export function quotient64(x0: u64, x1: u64, x2: u64, x3: u64, m0: u64, m1: u64, m2: u64, m3: u64): u64 {
  quotientOk = false;
  const divisor = toF64(m0, m1, m2, m3);
  const estimate = (toF64(x0, x1, x2, x3) * TWO64) / divisor;
  quotientTooLarge = estimate >= TWO64;
  if (!(estimate < TWO64)) return 0;
  let q = <u64>estimate;
  // The estimate is within about q·2^-50; each pass corrects by the remainder's own estimate.
  for (let pass = 0; pass < 4; pass++) {
    remainder(q, x0, x1, x2, x3, m0, m1, m2, m3);
    if (inRange(m0, m1, m2, m3)) {
      quotientOk = true;
      quotientInexact = (r0 | r1 | r2 | r3) != 0;
      return q;
    }
    if (negative) {
      addBack(m0, m1, m2, m3);
      if (q != 0 && inRange(m0, m1, m2, m3)) {
        quotientOk = true;
        quotientInexact = (r0 | r1 | r2 | r3) != 0;
        return q - 1;
      }
      // Still negative, or now too large: recompute from the original remainder below.
      remainder(q, x0, x1, x2, x3, m0, m1, m2, m3);
    }
    const step = Math.floor(remainderF64() / divisor);
    if (!(Math.abs(step) < TWO64)) return 0;
    if (step >= 1) {
      const next = q + <u64>step;
      if (next < q) return 0;
      q = next;
    } else if (step <= -1) {
      const back = <u64>-step;
      if (back > q) return 0;
      q -= back;
    } else {
      // |r| < M by the float but not exactly: one unit in the remainder's direction.
      if (negative) {
        if (q == 0) return 0;
        q--;
      } else q++;
    }
  }
  return 0;
}
