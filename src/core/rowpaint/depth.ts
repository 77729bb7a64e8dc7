/** Depth-bar scale of the order book: both sides share it, so their bars compare (DESIGN §7). */
import type { SideFrame } from '../orderbook';

/** Levels of a side to draw: the frame's, at most `depth` (null frame: none). */
export function drawnLevels(frame: SideFrame | null, depth: number): number {
  return frame ? Math.max(0, Math.min(frame.count, Math.floor(depth))) : 0;
}

/**
 * The largest cumulative base amount over the drawn levels of both sides — the full-width bar. Base
 * amounts are used because both sides are measured in the same token there.
 */
export function depthScale(asks: SideFrame | null, bids: SideFrame | null, depth: number): number {
  const deepest = (frame: SideFrame | null) => {
    const levels = drawnLevels(frame, depth);
    return frame && levels > 0 ? (frame.baseCumul[levels - 1] ?? 0) : 0;
  };
  return Math.max(deepest(asks), deepest(bids));
}

/** A level's bar width as a fraction of the full width (0–1). */
export function depthRatio(cumul: number, scale: number): number {
  if (!(scale > 0) || !(cumul > 0)) return 0;
  return Math.min(1, cumul / scale);
}

/** The full-width bar is this much deeper than the deepest level when the scale is (re)set. */
export const SCALE_HEADROOM = 1.1;
/** The scale holds while the deepest level stays above this fraction of it. */
export const SCALE_HOLD_BELOW = 0.75;

/**
 * The scale to draw with, given the one in use and the deepest drawn cumulative now: it holds while
 * the deepest level stays between 75 % and 100 % of it, else it is set to the deepest plus 10 %.
 * A book that changes every frame then redraws its bars only where a level's own depth changed,
 * instead of every bar on every frame.
 */
export function steadyScale(current: number, deepest: number): number {
  if (!(deepest > 0)) return 0;
  if (current > 0 && deepest <= current && deepest >= current * SCALE_HOLD_BELOW) return current;
  return deepest * SCALE_HEADROOM;
}
