// FullMath: floor and ceiling of a × b / d with a 512-bit intermediate product.

import { digitLen, divKnuth, divShort, mulWide } from './digits';
import { DIV_ZERO, OK, OVERFLOW } from './status';
import { addSmall, setU64 } from './u256';

// Product / dividend (16 digits + 1 for normalisation) and quotient scratch.
const PROD: usize = memory.data(17 << 2, 8);
const PROD2: usize = memory.data(17 << 2, 8);
const QUO: usize = memory.data(17 << 2, 8);

/**
 * out = u / v rounded down (or up), where u has m digits at `u` (room for m + 1) and v is a
 * 256-bit value. The quotient must fit in 256 bits.
 */
export function divDigits(out: usize, u: usize, m: i32, v: usize, roundUp: bool): i32 {
  const n = digitLen(v, 8);
  if (n == 0) return DIV_ZERO;
  if (m < n) {
    // u < v: the quotient is 0, and 1 when rounding a non-zero u up.
    setU64(out, roundUp && m > 0 ? 1 : 0);
    return OK;
  }
  let inexact: bool;
  if (m <= 2) {
    const a = load<u64>(u) & (m == 2 ? 0xffffffffffffffff : 0xffffffff);
    const b = n == 2 ? load<u64>(v) : <u64>load<u32>(v);
    const q = a / b;
    setU64(out, q);
    inexact = q * b != a;
    if (roundUp && inexact) addSmall(out, 1);
    return OK;
  }
  if (n == 1) inexact = divShort(u, m, <u64>load<u32>(v), QUO);
  else inexact = divKnuth(u, m, v, n, QUO);
  const qn = m - n + 1;
  for (let i = 8; i < qn; i++) if (load<u32>(QUO + (<usize>i << 2)) != 0) return OVERFLOW;
  for (let i = 0; i < 8; i++) store<u32>(out + (<usize>i << 2), i < qn ? load<u32>(QUO + (<usize>i << 2)) : 0);
  if (roundUp && inexact && addSmall(out, 1) != 0) return OVERFLOW;
  return OK;
}

/** out = a × b / d, rounded down or up; OVERFLOW when the result needs more than 256 bits. */
export function mulDivInto(out: usize, a: usize, b: usize, d: usize, roundUp: bool): i32 {
  const na = digitLen(a, 8);
  const nb = digitLen(b, 8);
  if (na == 0 || nb == 0) {
    if (digitLen(d, 8) == 0) return DIV_ZERO;
    setU64(out, 0);
    return OK;
  }
  mulWide(a, na, b, nb, PROD);
  return divDigits(out, PROD, digitLen(PROD, na + nb), d, roundUp);
}

/** out = (a × b × 2^64) / d, rounded down or up: a Q64 numerator without a multiply by 2^64. */
export function mulQ64DivInto(out: usize, a: usize, b: usize, d: usize, roundUp: bool): i32 {
  const na = digitLen(a, 8);
  const nb = digitLen(b, 8);
  if (na == 0 || nb == 0) {
    if (digitLen(d, 8) == 0) return DIV_ZERO;
    setU64(out, 0);
    return OK;
  }
  if (na + nb > 14) return OVERFLOW;
  store<u64>(PROD, 0);
  mulWide(a, na, b, nb, PROD + 8);
  return divDigits(out, PROD, digitLen(PROD, na + nb + 2), d, roundUp);
}

/** out = a × b × c / d rounded down (c may be up to 256 bits, a × b × c below 2^512). */
export function mulMulDivInto(out: usize, a: usize, b: usize, c: usize, d: usize): i32 {
  const na = digitLen(a, 8);
  const nb = digitLen(b, 8);
  const nc = digitLen(c, 8);
  if (na == 0 || nb == 0 || nc == 0) {
    if (digitLen(d, 8) == 0) return DIV_ZERO;
    setU64(out, 0);
    return OK;
  }
  mulWide(a, na, b, nb, PROD2);
  const np = digitLen(PROD2, na + nb);
  if (np + nc > 16) return OVERFLOW;
  mulWide(PROD2, np, c, nc, PROD);
  return divDigits(out, PROD, digitLen(PROD, np + nc), d, false);
}

/** out = a × b >> 64, rounded down or up (the Q64 multiply). */
export function mulShr64Into(out: usize, a: usize, b: usize, roundUp: bool): i32 {
  const na = digitLen(a, 8);
  const nb = digitLen(b, 8);
  if (na == 0 || nb == 0) {
    setU64(out, 0);
    return OK;
  }
  mulWide(a, na, b, nb, PROD);
  setU64(out, 0);
  const np = na + nb;
  for (let i = 10; i < np; i++) if (load<u32>(PROD + (<usize>i << 2)) != 0) return OVERFLOW;
  const take = np - 2 < 8 ? np - 2 : 8;
  for (let i = 0; i < take; i++) store<u32>(out + (<usize>i << 2), load<u32>(PROD + 8 + (<usize>i << 2)));
  if (roundUp && load<u64>(PROD) != 0 && addSmall(out, 1) != 0) return OVERFLOW;
  return OK;
}

/** out = a / d, rounded down or up. */
export function divInto(out: usize, a: usize, d: usize, roundUp: bool): i32 {
  store<u64>(PROD, load<u64>(a));
  store<u64>(PROD, load<u64>(a, 8), 8);
  store<u64>(PROD, load<u64>(a, 16), 16);
  store<u64>(PROD, load<u64>(a, 24), 24);
  return divDigits(out, PROD, digitLen(PROD, 8), d, roundUp);
}

/** out = a × m / d for small m and d (fee arithmetic), rounded down or up. */
export function mulSmallDivInto(out: usize, a: usize, m: u32, d: u32, roundUp: bool): i32 {
  store<u64>(SMALL_M, <u64>m);
  store<u64>(SMALL_D, <u64>d);
  return mulDivInto(out, a, SMALL_M, SMALL_D, roundUp);
}

const SMALL_M: usize = memory.data(32, 8);
const SMALL_D: usize = memory.data(32, 8);

/** out = a × b for a product known to fit 256 bits. */
export function mulLow256(out: usize, a: usize, b: usize): void {
  const na = digitLen(a, 8);
  const nb = digitLen(b, 8);
  if (na == 0 || nb == 0) {
    setU64(out, 0);
    return;
  }
  mulWide(a, na, b, nb, PROD2);
  const n = na + nb;
  for (let i = 0; i < 8; i++) store<u32>(out + (<usize>i << 2), i < n ? load<u32>(PROD2 + (<usize>i << 2)) : 0);
}
