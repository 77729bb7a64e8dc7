// Schoolbook multiplication and Knuth's long division (TAOCP 4.3.1, algorithm D) on base-2^32
// digit arrays in linear memory. 32-bit digits because WASM has no 64×64→128 multiply, while
// u32×u32 products and 64/32-bit quotients are native i64 instructions.

@inline function dig(p: usize, i: i32): u64 {
  return <u64>load<u32>(p + (<usize>i << 2));
}

@inline function setDig(p: usize, i: i32, v: u64): void {
  store<u32>(p + (<usize>i << 2), <u32>v);
}

/** Significant base-2^32 digits of the value at p, looking at most at max digits. */
export function digitLen(p: usize, max: i32): i32 {
  let n = max;
  while (n > 0 && load<u32>(p + (<usize>(n - 1) << 2)) == 0) n--;
  return n;
}

/** out[0 .. na+nb) = a × b (na, nb ≥ 1). */
export function mulWide(a: usize, na: i32, b: usize, nb: i32, out: usize): void {
  // Explicit stores: memory.fill is a runtime call in engines, costly at these sizes.
  for (let k = nb; k < na + nb; k++) store<u32>(out + (<usize>k << 2), 0);
  // Row 0 initialises out[0 .. nb]; later rows accumulate.
  const x0 = dig(a, 0);
  let carry0: u64 = 0;
  for (let j = 0; j < nb; j++) {
    const t = x0 * dig(b, j) + carry0;
    setDig(out, j, t);
    carry0 = t >> 32;
  }
  setDig(out, nb, carry0);
  for (let i = 1; i < na; i++) {
    const x = dig(a, i);
    if (x == 0) continue;
    let carry: u64 = 0;
    for (let j = 0; j < nb; j++) {
      const t = x * dig(b, j) + dig(out, i + j) + carry;
      setDig(out, i + j, t);
      carry = t >> 32;
    }
    setDig(out, i + nb, carry);
  }
}

// The divisor normalised so its top digit has its high bit set (at most 16 digits).
const VN: usize = memory.data(16 << 2, 8);

/**
 * q[0 .. m-n] = u / v for u of m digits and v of n ≥ 2 digits (v's top digit non-zero, m ≥ n).
 * u must have room for m + 1 digits and is overwritten. Returns true when the remainder is non-zero.
 */
export function divKnuth(u: usize, m: i32, v: usize, n: i32, q: usize): bool {
  const s = <u64>clz(load<u32>(v + (<usize>(n - 1) << 2)));
  // Normalise: shifting by s (possibly 0) through u64 keeps the s = 0 case free of 32-bit shifts.
  for (let i = n - 1; i > 0; i--) setDig(VN, i, (dig(v, i) << s) | ((dig(v, i - 1) << s) >> 32));
  setDig(VN, 0, dig(v, 0) << s);
  setDig(u, m, (dig(u, m - 1) << s) >> 32);
  for (let i = m - 1; i > 0; i--) setDig(u, i, (dig(u, i) << s) | ((dig(u, i - 1) << s) >> 32));
  setDig(u, 0, dig(u, 0) << s);

  const vTop = dig(VN, n - 1);
  const vNext = dig(VN, n - 2);
  for (let j = m - n; j >= 0; j--) {
    const num = (dig(u, j + n) << 32) | dig(u, j + n - 1);
    let qhat = num / vTop;
    let rhat = num - qhat * vTop;
    while (qhat >= 0x100000000 || qhat * vNext > ((rhat << 32) | dig(u, j + n - 2))) {
      qhat--;
      rhat += vTop;
      if (rhat >= 0x100000000) break;
    }
    // u[j .. j+n] -= qhat × vn, tracking the borrow as a signed quantity.
    let borrow: i64 = 0;
    for (let i = 0; i < n; i++) {
      const p = qhat * dig(VN, i);
      const t = <i64>dig(u, i + j) - borrow - <i64>(p & 0xffffffff);
      setDig(u, i + j, <u64>t);
      borrow = <i64>(p >> 32) - (t >> 32);
    }
    const top = <i64>dig(u, j + n) - borrow;
    setDig(u, j + n, <u64>top);
    if (top < 0) {
      // qhat was one too large (probability ~2/2^32): add the divisor back.
      qhat--;
      let carry: u64 = 0;
      for (let i = 0; i < n; i++) {
        const t = dig(u, i + j) + dig(VN, i) + carry;
        setDig(u, i + j, t);
        carry = t >> 32;
      }
      setDig(u, j + n, dig(u, j + n) + carry);
    }
    setDig(q, j, qhat);
  }
  for (let i = 0; i < n; i++) if (dig(u, i) != 0) return true;
  return false;
}

/** q[0 .. m) = u / d for a single-digit d; returns true when the remainder is non-zero. */
export function divShort(u: usize, m: i32, d: u64, q: usize): bool {
  let rem: u64 = 0;
  for (let i = m - 1; i >= 0; i--) {
    const cur = (rem << 32) | dig(u, i);
    const qd = cur / d;
    rem = cur - qd * d;
    setDig(q, i, qd);
  }
  return rem != 0;
}
