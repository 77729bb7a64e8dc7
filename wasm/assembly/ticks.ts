// The initialized ticks of a pool, laid out by the binding in linear memory (sorted by index).
// Each record is TICK_STRIDE bytes:
//   0 i32 index · 4 u32 flags (bit 0: sqrt ratio cached) · 8 int128 liquidityNet (two's complement)
//   24 sqrt ratio (u128, filled on first use) · 40 feeGrowthOutsideAX64 · 56 feeGrowthOutsideBX64
// All multi-limb fields are little-endian u64 pairs.

import { DOMAIN, OK } from './status';
import { MAX_TICK, MIN_TICK, sqrtRatioAtTick } from './tickMath';

export const TICK_STRIDE: usize = 72;
/** Bytes per entry of the crossed-ticks output: i32 slot (+ pad), new outside A, new outside B. */
export const CROSSED_STRIDE: usize = 40;

const RATIO: usize = memory.data(32, 8);

@inline export function tickAt(ticks: usize, i: i32): usize {
  return ticks + <usize>i * TICK_STRIDE;
}

@inline export function tickIndex(ticks: usize, i: i32): i32 {
  return load<i32>(tickAt(ticks, i));
}

/** Copies tick i's sqrt ratio into out (a 256-bit slot), computing and caching it on first use. */
export function tickRatioInto(ticks: usize, i: i32, out: usize): void {
  const at = tickAt(ticks, i);
  if ((load<u32>(at, 4) & 1) == 0) {
    sqrtRatioAtTick(load<i32>(at), RATIO);
    store<u64>(at, load<u64>(RATIO), 24);
    store<u64>(at, load<u64>(RATIO, 8), 32);
    store<u32>(at, 1, 4);
  }
  store<u64>(out, load<u64>(at, 24));
  store<u64>(out, load<u64>(at, 32), 8);
  store<u64>(out, 0, 16);
  store<u64>(out, 0, 24);
}

/** Checks that `count` ticks are strictly ascending, in range and multiples of tickSpacing. */
export function validateTicks(ticks: usize, count: i32, tickSpacing: i32): i32 {
  if (tickSpacing <= 0) return DOMAIN;
  let previous: i32 = MIN_TICK - 1;
  for (let i = 0; i < count; i++) {
    const index = tickIndex(ticks, i);
    if (index <= previous || index > MAX_TICK || index % tickSpacing != 0) return DOMAIN;
    previous = index;
  }
  return OK;
}

/** The arena the binding lays tick records into: everything above the static data. */
export function arenaBase(): usize {
  return (__heap_base + 15) & ~(<usize>15);
}

/** Grows memory so the arena holds at least `bytes`; false if the engine refuses. */
export function reserveArena(bytes: usize): bool {
  const end = arenaBase() + bytes;
  const have = <usize>memory.size() << 16;
  if (end <= have) return true;
  return memory.grow(<i32>((end - have + 0xffff) >> 16)) >= 0;
}
