/** The liquidity chart's tick window and the handles' arithmetic (display and pointer positions only). */
import { MAX_TICK, MIN_TICK, nearestUsableTick } from '../../../core/v3';

/** The ticks the chart spans. */
export interface ChartWindow {
  readonly from: number;
  readonly to: number;
}

/** Around the price, wide enough for the chosen range, so full-range ends do not flatten the rest. */
export function chartWindow(tick: number, range: { tickLower: number; tickUpper: number } | null): ChartWindow {
  const reach = Math.max(3000, range ? Math.min(Math.max(tick - range.tickLower, range.tickUpper - tick) * 2, 50_000) : 0);
  return { from: tick - reach, to: tick + reach };
}

/** A tick's place across the window, 0..1 (clamped at the edges). */
export function tickFraction(window: ChartWindow, tick: number): number {
  const span = Math.max(window.to - window.from, 1);
  return (Math.min(Math.max(tick, window.from), window.to) - window.from) / span;
}

/** The usable tick under a place 0..1 across the window. */
export function tickAtFraction(window: ChartWindow, fraction: number, tickSpacing: number): number {
  const raw = Math.round(window.from + Math.min(Math.max(fraction, 0), 1) * (window.to - window.from));
  return nearestUsableTick(Math.min(Math.max(raw, MIN_TICK), MAX_TICK), tickSpacing);
}

/**
 * A handle moved to `tick`: the new range, the other bound kept and this one kept at least one
 * spacing away from it (a handle cannot cross the other).
 */
export function movedRange(range: { tickLower: number; tickUpper: number }, handle: 'lower' | 'upper', tick: number, tickSpacing: number) {
  if (handle === 'lower') return { tickLower: Math.min(tick, range.tickUpper - tickSpacing), tickUpper: range.tickUpper };
  return { tickLower: range.tickLower, tickUpper: Math.max(tick, range.tickLower + tickSpacing) };
}
