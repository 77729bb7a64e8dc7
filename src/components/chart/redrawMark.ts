/**
 * Marks lightweight-charts' redraws after live candles as User Timing measures, so the e2e perf
 * trace can say what a redraw costs (DESIGN §6). The library redraws in an animation frame callback
 * it asks for when a series is told of a change; callbacks run in the order they were asked for, so
 * one asked before the series are told and one asked after bracket the library's.
 */

/** The measure's name (e2e/trade-perf.spec.ts reads it from the trace). */
export const CHART_REDRAW_MEASURE = 'waxwing:chart-redraw';

/** What the marker needs: an animation frame and a User Timing clock (both absent in Node). */
export type RedrawClock = {
  readonly requestFrame: (callback: () => void) => unknown;
  readonly now: () => number;
  readonly measure: (name: string, start: number, end: number) => void;
};

/** The page's clock, or null where there is no animation frame or User Timing. */
export function pageRedrawClock(): RedrawClock | null {
  if (typeof requestAnimationFrame !== 'function' || typeof performance === 'undefined' || typeof performance.measure !== 'function') return null;
  return {
    requestFrame: (callback) => requestAnimationFrame(() => callback()),
    now: () => performance.now(),
    measure: (name, start, end) => {
      performance.measure(name, { start, end });
      // The trace keeps it; the page's timeline would otherwise grow by two entries a second for days.
      performance.clearMeasures(name);
    },
  };
}

/** Brackets the next redraw: call `before()` before telling the series, and the function it returns after. */
export class RedrawMarker {
  private pending = false;

  constructor(private readonly clock: RedrawClock | null) {}

  /** Returns what to call once the series are told (a no-op while a bracket is open: the library merges redraws). */
  before(): () => void {
    const clock = this.clock;
    if (clock === null || this.pending) return () => undefined;
    this.pending = true;
    let start = 0;
    clock.requestFrame(() => (start = clock.now()));
    return () =>
      void clock.requestFrame(() => {
        this.pending = false;
        clock.measure(CHART_REDRAW_MEASURE, start, clock.now());
      });
  }
}
