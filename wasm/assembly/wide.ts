// 64×64→128-bit products built from native u32×u32→u64 multiplies (WASM has no widening multiply).

const M32: u64 = 0xffffffff;

/** High half of the last mulFull product. */
export let hi64: u64 = 0;

/** Low 64 bits of a × b; the high 64 bits go to hi64. */
@inline export function mulFull(a: u64, b: u64): u64 {
  const a0 = a & M32;
  const a1 = a >> 32;
  const b0 = b & M32;
  const b1 = b >> 32;
  const p00 = a0 * b0;
  const p01 = a0 * b1;
  const p10 = a1 * b0;
  const mid = (p00 >> 32) + (p01 & M32) + (p10 & M32);
  hi64 = a1 * b1 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
  return (mid << 32) | (p00 & M32);
}

/** Top half of the last mul128 product. */
export let prodHi: u64 = 0;
export let prodHiHi: u64 = 0;
export let prodLoHi: u64 = 0;

/**
 * The 256-bit product of (a1:a0) × (b1:b0): returns limb 0, and sets prodLoHi (limb 1),
 * prodHi (limb 2) and prodHiHi (limb 3).
 */
@inline export function mul128(a0: u64, a1: u64, b0: u64, b1: u64): u64 {
  const l00 = mulFull(a0, b0);
  const h00 = hi64;
  const l01 = mulFull(a0, b1);
  const h01 = hi64;
  const l10 = mulFull(a1, b0);
  const h10 = hi64;
  const l11 = mulFull(a1, b1);
  const h11 = hi64;
  const s1 = h00 + l01;
  let c1 = u64(s1 < h00);
  const w1 = s1 + l10;
  c1 += u64(w1 < s1);
  const s2 = h01 + h10;
  let c2 = u64(s2 < h01);
  const s3 = s2 + l11;
  c2 += u64(s3 < s2);
  const w2 = s3 + c1;
  c2 += u64(w2 < s3);
  prodLoHi = w1;
  prodHi = w2;
  prodHiHi = h11 + c2;
  return l00;
}
