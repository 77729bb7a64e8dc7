// TickMath in Q64.64: sqrt(1.0001)^tick as a Q64.64 price and its inverse, bit-exact with the
// Alcor SDK (Uniswap v3's constants, shifted from Q96 to Q64).

import { divDigits } from './fullMath';
import { mulWide } from './digits';
import { add, bitLength, cmp, limb, setU128, sub } from './u256';
import { mul128, prodHi, prodHiHi, prodLoHi } from './wide';

export const MIN_TICK: i32 = -443636;
export const MAX_TICK: i32 = 443636;
/** MIN_SQRT_RATIO = 4295048017 as a 256-bit value. */
export const MIN_SQRT_RATIO: usize = memory.data<u64>([4295048017, 0, 0, 0]);
/** MAX_SQRT_RATIO = 79226673515401279992447579062 as a 256-bit value. */
export const MAX_SQRT_RATIO: usize = memory.data<u64>([0x35bb7f32a81b33b6, 0xfffec4b1, 0, 0]);

// 1/sqrt(1.0001)^(2^i) in Q128, i = 0 … 19, as (lo, hi) u64 pairs.
const RATIOS: usize = memory.data<u64>([
  0xaa2d162d1a594001, 0xfffcb933bd6fad37, 0x59a46990580e213a, 0xfff97272373d4132,
  0xef12357cf3c7fdcc, 0xfff2e50f5f656932, 0x1c3624eaa0941cd0, 0xffe5caca7e10e4e6,
  0xc9db58835c926644, 0xffcb9843d60f6159, 0x472e6896dfb254c0, 0xff973b41fa98c081,
  0x43ec78b326b52861, 0xff2ea16466c96a38, 0x11c461f1969c3053, 0xfe5dee046a99a2a8,
  0xdcffc83b479aa3a4, 0xfcbe86c7900a88ae, 0x6f2b074cf7815e54, 0xf987a7253ac41317,
  0x940c7a398e4b70f3, 0xf3392b0822b70005, 0x43b29c7fa6e889d9, 0xe7159475a2c29b74,
  0x845ad8f792aa5825, 0xd097f3bdfd2022b8, 0x8a65dc1f90e061e5, 0xa9f746462d870fdf,
  0x90bb3df62baf32f7, 0x70d869a156d2a1b8, 0x81231505542fcfa6, 0x31be135f97d08fd9,
  0xc677de54f3e99bc9, 0x09aa508b5b7a84e1, 0x6699c329225ee604, 0x005d6af8dedb8119,
  0x1ea926041bedfe98, 0x00002216e584f5fa, 0x91f7dc42444e8fa2, 0x00000000048a1703,
]);

// 2^256 - 1 as eight digits (room for a ninth), the dividend of the positive-tick inversion.
const MAX_U256: usize = memory.data(36, 8);
const RATIO: usize = memory.data(32, 8);
const LOG: usize = memory.data(32, 8);
const LOG_PROD: usize = memory.data(48, 8);
// 2^64 / log2(sqrt(1.0001)) in Uniswap's fixed point: 255738958999603826347141.
const LOG_SQRT10001: usize = memory.data<u64>([0xa301d71055774c85, 0x3627]);

/** out = sqrt(1.0001)^tick in Q64.64, rounded up (the caller checks MIN_TICK ≤ tick ≤ MAX_TICK). */
export function sqrtRatioAtTick(tick: i32, out: usize): void {
  const absTick = tick < 0 ? -tick : tick;
  if (absTick == 0) {
    setU128(out, 0, 1);
    return;
  }
  // The ratio starts at 1.0 (2^128, which needs 129 bits): the first factor simply replaces it.
  let one = true;
  let r0: u64 = 0;
  let r1: u64 = 0;
  for (let i = 0; i < 20; i++) {
    if ((absTick & (1 << i)) == 0) continue;
    const c0 = load<u64>(RATIOS + (<usize>i << 4));
    const c1 = load<u64>(RATIOS + (<usize>i << 4), 8);
    if (one) {
      r0 = c0;
      r1 = c1;
      one = false;
    } else {
      mul128(r0, r1, c0, c1);
      r0 = prodHi;
      r1 = prodHiHi;
    }
  }
  if (tick > 0) {
    // ratio = (2^256 - 1) / ratio
    for (let k: usize = 0; k < 32; k += 8) store<u64>(MAX_U256 + k, 0xffffffffffffffff);
    store<u32>(MAX_U256, 0, 32);
    setU128(RATIO, r0, r1);
    divDigits(RATIO, MAX_U256, 8, RATIO, false);
    r0 = limb(RATIO, 0);
    const q1 = limb(RATIO, 1);
    const q2 = limb(RATIO, 2);
    // Back to Q64, rounding up.
    const up = u64(r0 != 0);
    const lo = q1 + up;
    setU128(out, lo, q2 + u64(lo < q1));
    return;
  }
  const up = u64(r0 != 0);
  const lo = r1 + up;
  setU128(out, lo, u64(lo < r1));
}

// Uniswap's bounds for the error of the log approximation, as two's complement 256-bit values.
const TICK_LOW_OFFSET: usize = memory.data<u64>([0x5af012a19d003aaa, 0x028f6481ab7f045a, 0, 0]);
const TICK_HIGH_OFFSET: usize = memory.data<u64>([0x455e260799a0632f, 0xdb2df09e81959a81, 0, 0]);
const BOUND: usize = memory.data(32, 8);

/** The greatest tick whose sqrt ratio is ≤ the Q64.64 price at p (MIN_SQRT_RATIO ≤ price < MAX_SQRT_RATIO). */
export function tickAtSqrtRatio(p: usize): i32 {
  // sqrtRatioX128 = price << 64, whose most significant bit is the price's plus 64.
  const msb = bitLength(p) + 63;
  const x0 = limb(p, 0);
  const x1 = limb(p, 1);
  // r = sqrtRatioX128 normalised into [2^127, 2^128) = price << (191 - msb), exactly.
  const t = <u64>(191 - msb);
  let r0: u64 = 0;
  let r1: u64;
  if (t >= 64) {
    r1 = x0 << (t - 64);
  } else {
    r1 = (x1 << t) | (x0 >> (64 - t));
    r0 = x0 << t;
  }
  // Fourteen fractional bits of log2 by repeated squaring.
  let frac: u64 = 0;
  for (let i = 0; i < 14; i++) {
    mul128(r0, r1, r0, r1);
    const w1 = prodLoHi;
    const w2 = prodHi;
    const w3 = prodHiHi;
    const f = w3 >> 63;
    frac |= f << <u64>(63 - i);
    if (f != 0) {
      r0 = w2;
      r1 = w3;
    } else {
      r0 = (w1 >> 63) | (w2 << 1);
      r1 = (w2 >> 63) | (w3 << 1);
    }
  }
  // log_2 = (msb - 128) << 64 | frac as a two's complement 256-bit value, times log_sqrt(1.0001).
  const whole = <i64>(msb - 128);
  const ext: u64 = whole < 0 ? 0xffffffffffffffff : 0;
  store<u64>(LOG, frac);
  store<u64>(LOG, <u64>whole, 8);
  store<u64>(LOG, ext, 16);
  store<u64>(LOG, ext, 24);
  mulWide(LOG, 8, LOG_SQRT10001, 4, LOG_PROD);
  sub(BOUND, LOG_PROD, TICK_LOW_OFFSET);
  const tickLow = <i32>limb(BOUND, 2);
  add(BOUND, LOG_PROD, TICK_HIGH_OFFSET);
  const tickHigh = <i32>limb(BOUND, 2);
  if (tickLow == tickHigh) return tickLow;
  sqrtRatioAtTick(tickHigh, BOUND);
  return cmp(BOUND, p) <= 0 ? tickHigh : tickLow;
}
