// Next initialized tick within one bitmap word, over the sorted tick records — the reference's
// src/core/v3/tickList.ts: a search never looks past the edge of the current 128-spacing word,
// so a swap also stops at word edges (the stops change rounding, so they are kept).

import { tickIndex } from './ticks';

/** After nextInitializedTick: whether the returned tick is initialized, and its record slot. */
export let foundInitialized = false;
export let foundSlot: i32 = -1;
/** The last answer of lastTickAtOrBelow: swaps move monotonically, so it is usually still right. */
let hint: i32 = -1;

export function resetHint(): void {
  hint = -1;
}

@inline function holds(ticks: usize, count: i32, i: i32, tick: i32): bool {
  return (i < 0 || tickIndex(ticks, i) <= tick) && (i + 1 >= count || tickIndex(ticks, i + 1) > tick);
}

/** Slot of the last tick with index ≤ tick, or -1. */
function lastTickAtOrBelow(ticks: usize, count: i32, tick: i32): i32 {
  const h = hint;
  if (h >= -1 && h < count) {
    if (holds(ticks, count, h, tick)) return h;
    if (h >= 0 && holds(ticks, count, h - 1, tick)) return h - 1;
    if (h + 1 < count && holds(ticks, count, h + 1, tick)) return h + 1;
  }
  let low = 0;
  let high = count - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (tickIndex(ticks, mid) <= tick) low = mid + 1;
    else high = mid - 1;
  }
  return high;
}

@inline function floorDiv(a: i32, b: i32): i32 {
  const q = a / b;
  return a % b != 0 && a < 0 ? q - 1 : q;
}

/** The next initialized tick at or below `tick` (lte) or above it, else the word's edge. */
export function nextInitializedTick(ticks: usize, count: i32, tick: i32, lte: bool, spacing: i32): i32 {
  const compressed = floorDiv(tick, spacing);
  const below = lastTickAtOrBelow(ticks, count, tick);
  hint = below;
  if (lte) {
    const wordFirst = (compressed >> 7) * 128 * spacing;
    foundInitialized = below >= 0 && tickIndex(ticks, below) >= wordFirst;
    foundSlot = below;
    return foundInitialized ? tickIndex(ticks, below) : wordFirst;
  }
  const wordLast = (((compressed + 1) >> 7) * 128 + 127) * spacing;
  foundInitialized = below + 1 < count && tickIndex(ticks, below + 1) <= wordLast;
  foundSlot = below + 1;
  return foundInitialized ? tickIndex(ticks, below + 1) : wordLast;
}
