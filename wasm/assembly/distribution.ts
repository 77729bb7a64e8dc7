// A pool's liquidity across its initialized ranges, for a chart — the reference's
// src/core/v3/distribution.ts: walking the sorted tick records upward, liquidity accumulates each
// tick's liquidityNet; every range [tick i, tick i+1) clipped to a window gets its liquidity and
// the tokens that liquidity holds at the current price (rounded down).
//
// Output records, DISTRIBUTION_STRIDE bytes each: 0 i32 tickLower · 4 i32 tickUpper ·
// 8 u128 liquidity · 24 u256 amountA · 56 u256 amountB.

import { slot } from './io';
import { amountsForLiquidity } from './liquidity';
import { DOMAIN, OK, OVERFLOW } from './status';
import { sqrtRatioAtTick } from './tickMath';
import { tickAt, tickIndex, tickRatioInto } from './ticks';
import { add, above128, setU128 } from './u256';

export const DISTRIBUTION_STRIDE: usize = 88;

const LIQUIDITY: usize = memory.data(32, 8);
const NET: usize = memory.data(32, 8);
const LOWER: usize = memory.data(32, 8);
const UPPER: usize = memory.data(32, 8);

/** The ratio of tick `index` into out: the record's cached one when the range edge is the tick itself. */
function edgeRatio(ticks: usize, i: i32, index: i32, out: usize): void {
  if (tickIndex(ticks, i) == index) tickRatioInto(ticks, i, out);
  else sqrtRatioAtTick(index, out);
}

/**
 * Writes the ranges of `count` tick records within [windowLower, windowUpper) to `out` at the
 * price in slot 0; slot 1 receives how many. OVERFLOW when the running liquidity leaves uint128.
 */
export function liquidityDistribution(ticks: usize, count: i32, out: usize, windowLower: i32, windowUpper: i32): i32 {
  if (windowLower >= windowUpper) return DOMAIN;
  const price = slot(0);
  setU128(LIQUIDITY, 0, 0);
  let written: i32 = 0;
  for (let i = 0; i < count; i++) {
    // LIQUIDITY += liquidityNet (int128, sign-extended): a uint128 result or the pool is malformed.
    const record = tickAt(ticks, i);
    const hi = load<u64>(record, 16);
    const ext: u64 = <i64>hi < 0 ? 0xffffffffffffffff : 0;
    store<u64>(NET, load<u64>(record, 8));
    store<u64>(NET, hi, 8);
    store<u64>(NET, ext, 16);
    store<u64>(NET, ext, 24);
    add(LIQUIDITY, LIQUIDITY, NET);
    if (above128(LIQUIDITY)) return OVERFLOW;
    if (i + 1 == count) break;
    const from = max(tickIndex(ticks, i), windowLower);
    const to = min(tickIndex(ticks, i + 1), windowUpper);
    if (from >= to) continue;
    edgeRatio(ticks, i, from, LOWER);
    edgeRatio(ticks, i + 1, to, UPPER);
    const at = out + <usize>written * DISTRIBUTION_STRIDE;
    store<i32>(at, from);
    store<i32>(at, to, 4);
    store<u64>(at, load<u64>(LIQUIDITY), 8);
    store<u64>(at, load<u64>(LIQUIDITY, 8), 16);
    const status = amountsForLiquidity(at + 24, at + 56, price, LOWER, UPPER, LIQUIDITY, false);
    if (status != OK) return status;
    written++;
  }
  store<i64>(slot(1), <i64>written);
  return OK;
}
