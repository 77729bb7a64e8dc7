/**
 * Lookups in a pool's sorted list of initialized ticks. The contract finds the next initialized tick
 * through a bitmap of 128-bit words, so one search never looks past the end of the current word;
 * a swap step therefore also stops at word edges, and those stops change rounding, so we keep them.
 */
import { MAX_TICK, MIN_TICK } from './tickMath';
import type { TickState } from './types';

/** Compressed ticks (tick ÷ spacing) per bitmap word. */
export const TICKS_PER_WORD = 128;

/** Throws RangeError unless the ticks are strictly ascending, in range, and multiples of tickSpacing. */
export function validateTickList(ticks: readonly TickState[], tickSpacing: number): void {
  if (!Number.isInteger(tickSpacing) || tickSpacing <= 0) throw new RangeError(`Tick spacing ${tickSpacing} must be a positive integer`);
  let previous = -Infinity;
  for (const { index } of ticks) {
    if (!Number.isInteger(index) || index < MIN_TICK || index > MAX_TICK || index % tickSpacing !== 0) {
      throw new RangeError(`Tick ${index} is not a usable tick for spacing ${tickSpacing}`);
    }
    if (index <= previous) throw new RangeError(`Ticks must be strictly ascending (${index} after ${previous})`);
    previous = index;
  }
}

/** Position in `ticks` of the last tick with index ≤ `tick` (−1 if none). */
export function lastTickAtOrBelow(ticks: readonly TickState[], tick: number): number {
  let low = 0;
  let high = ticks.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((ticks[mid] as TickState).index <= tick) low = mid + 1;
    else high = mid - 1;
  }
  return high;
}

/** The tick with exactly this index, if initialized. */
export function findTick(ticks: readonly TickState[], index: number): TickState | undefined {
  const found = ticks[lastTickAtOrBelow(ticks, index)];
  return found !== undefined && found.index === index ? found : undefined;
}

/**
 * The next initialized tick at or below `tick` (lte) or strictly above it, within the bitmap word of
 * the search; [word edge, false] when the word holds none.
 */
export function nextInitializedTickWithinOneWord(
  ticks: readonly TickState[],
  tick: number,
  lte: boolean,
  tickSpacing: number,
): [tickNext: number, initialized: boolean] {
  const compressed = Math.floor(tick / tickSpacing);
  const below = lastTickAtOrBelow(ticks, tick);
  if (lte) {
    const wordFirst = Math.floor(compressed / TICKS_PER_WORD) * TICKS_PER_WORD * tickSpacing;
    const candidate = ticks[below];
    return candidate !== undefined && candidate.index >= wordFirst ? [candidate.index, true] : [wordFirst, false];
  }
  const wordLast = (Math.floor((compressed + 1) / TICKS_PER_WORD) * TICKS_PER_WORD + TICKS_PER_WORD - 1) * tickSpacing;
  const candidate = ticks[below + 1];
  return candidate !== undefined && candidate.index <= wordLast ? [candidate.index, true] : [wordLast, false];
}
