// Fixed-width unsigned 256-bit values stored in linear memory as four little-endian u64 limbs.
// Every routine takes pointers so the hot paths never allocate; destinations may alias sources.

@inline export function limb(p: usize, i: i32): u64 {
  return load<u64>(p + (<usize>i << 3));
}

@inline export function setLimb(p: usize, i: i32, v: u64): void {
  store<u64>(p + (<usize>i << 3), v);
}

/** p = v (a value below 2^64). */
export function setU64(p: usize, v: u64): void {
  store<u64>(p, v);
  store<u64>(p, 0, 8);
  store<u64>(p, 0, 16);
  store<u64>(p, 0, 24);
}

/** p = hi:lo (a value below 2^128). */
export function setU128(p: usize, lo: u64, hi: u64): void {
  store<u64>(p, lo);
  store<u64>(p, hi, 8);
  store<u64>(p, 0, 16);
  store<u64>(p, 0, 24);
}

export function copy(dst: usize, src: usize): void {
  store<u64>(dst, load<u64>(src));
  store<u64>(dst, load<u64>(src, 8), 8);
  store<u64>(dst, load<u64>(src, 16), 16);
  store<u64>(dst, load<u64>(src, 24), 24);
}

export function isZero(p: usize): bool {
  return (load<u64>(p) | load<u64>(p, 8) | load<u64>(p, 16) | load<u64>(p, 24)) == 0;
}

/** True when the value needs more than 128 bits. */
@inline export function above128(p: usize): bool {
  return (load<u64>(p, 16) | load<u64>(p, 24)) != 0;
}

export function eq(a: usize, b: usize): bool {
  return load<u64>(a) == load<u64>(b) && load<u64>(a, 8) == load<u64>(b, 8) &&
    load<u64>(a, 16) == load<u64>(b, 16) && load<u64>(a, 24) == load<u64>(b, 24);
}

/** -1, 0 or 1 as a <, == or > b. */
export function cmp(a: usize, b: usize): i32 {
  for (let i = 3; i >= 0; i--) {
    const x = limb(a, i);
    const y = limb(b, i);
    if (x != y) return x < y ? -1 : 1;
  }
  return 0;
}

@inline export function lt(a: usize, b: usize): bool {
  return cmp(a, b) < 0;
}

/** dst = a + b mod 2^256; returns the carry out. */
export function add(dst: usize, a: usize, b: usize): u64 {
  let carry: u64 = 0;
  for (let i = 0; i < 4; i++) {
    const x = limb(a, i);
    const s = x + limb(b, i);
    const t = s + carry;
    carry = u64(s < x) | u64(t < s);
    setLimb(dst, i, t);
  }
  return carry;
}

/** dst = a - b mod 2^256; returns the borrow out (1 when a < b). */
export function sub(dst: usize, a: usize, b: usize): u64 {
  let borrow: u64 = 0;
  for (let i = 0; i < 4; i++) {
    const x = limb(a, i);
    const y = limb(b, i);
    const d = x - y;
    const t = d - borrow;
    borrow = u64(x < y) | u64(d < borrow);
    setLimb(dst, i, t);
  }
  return borrow;
}

/** p = p + v (v below 2^64); returns the carry out. */
export function addSmall(p: usize, v: u64): u64 {
  let carry = v;
  for (let i = 0; i < 4 && carry != 0; i++) {
    const t = limb(p, i) + carry;
    carry = u64(t < carry);
    setLimb(p, i, t);
  }
  return carry;
}

/** Keep only the low 128 bits (the contract's uint128 wrap-around). */
@inline export function mask128(p: usize): void {
  store<u64>(p, 0, 16);
  store<u64>(p, 0, 24);
}

/** dst = src << n (0 ≤ n < 256), bits above 2^256 dropped. */
export function shl(dst: usize, src: usize, n: i32): void {
  const whole = n >> 6;
  const bits = <u64>(n & 63);
  for (let i = 3; i >= 0; i--) {
    const j = i - whole;
    let v: u64 = 0;
    if (j >= 0) {
      v = limb(src, j) << bits;
      if (bits != 0 && j >= 1) v |= limb(src, j - 1) >> (64 - bits);
    }
    setLimb(dst, i, v);
  }
}

/** Number of significant bits (0 for zero). */
export function bitLength(p: usize): i32 {
  for (let i = 3; i >= 0; i--) {
    const v = limb(p, i);
    if (v != 0) return (i << 6) + 64 - <i32>clz(v);
  }
  return 0;
}
