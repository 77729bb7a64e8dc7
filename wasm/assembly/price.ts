// Prices for people — the reference's src/core/v3/price.ts: the integer square root behind
// encodeSqrtRatioX64, and the usable tick nearest to a tick.

import { divInto } from './fullMath';
import { MAX_TICK, MIN_TICK } from './tickMath';
import { add, bitLength, copy, limb, lt, setLimb, setU64 } from './u256';

const ROOT: usize = memory.data(32, 8);
const NEXT: usize = memory.data(32, 8);
const QUOTIENT: usize = memory.data(32, 8);

/** p = p >> 1 over four limbs. */
function halve(p: usize): void {
  for (let i = 0; i < 4; i++) {
    const above: u64 = i < 3 ? limb(p, i + 1) << 63 : 0;
    setLimb(p, i, (limb(p, i) >> 1) | above);
  }
}

/** NEXT = (ROOT + value / ROOT) >> 1, one Newton step (ROOT ≥ √value keeps the sum below 2^256). */
function newtonStep(value: usize): void {
  divInto(QUOTIENT, value, ROOT, false);
  add(NEXT, ROOT, QUOTIENT);
  halve(NEXT);
}

/** out = ⌊√value⌋ by Newton's method from a power of two at or above the root (value below 2^256). */
export function integerSqrtInto(out: usize, value: usize): void {
  const bits = bitLength(value);
  if (bits < 2) {
    copy(out, value);
    return;
  }
  // 2^⌈bits/2⌉ ≥ √value; from there Newton decreases monotonically onto ⌊√value⌋.
  const shift = (bits + 1) >> 1;
  setU64(ROOT, 0);
  setLimb(ROOT, shift >> 6, (<u64>1) << <u64>(shift & 63));
  newtonStep(value);
  while (lt(NEXT, ROOT)) {
    copy(ROOT, NEXT);
    newtonStep(value);
  }
  copy(out, ROOT);
}

@inline function floorDiv(a: i32, b: i32): i32 {
  const q = a / b;
  return a % b != 0 && (a < 0) != (b < 0) ? q - 1 : q;
}

/** The usable tick (a multiple of spacing within the tick range) nearest to `tick`; halves round up. */
export function nearestUsable(tick: i32, spacing: i32): i32 {
  const rounded = floorDiv(2 * tick + spacing, 2 * spacing) * spacing;
  if (rounded < MIN_TICK) return rounded + spacing;
  if (rounded > MAX_TICK) return rounded - spacing;
  return rounded;
}
