import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TICK, MIN_TICK } from '../../../core/v3';
import { chartWindow, movedRange, tickAtFraction, tickFraction } from './chartWindow';

describe('the chart’s handles', () => {
  it('land on usable ticks inside the limits, and a handle never crosses the other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400_000, max: 400_000 }),
        fc.double({ min: -0.5, max: 1.5, noNaN: true }),
        fc.constantFrom(10, 60, 200),
        fc.constantFrom<'lower' | 'upper'>('lower', 'upper'),
        (tick, fraction, spacing, handle) => {
          const range = { tickLower: Math.floor(tick / spacing) * spacing - 5 * spacing, tickUpper: Math.floor(tick / spacing) * spacing + 5 * spacing };
          const window = chartWindow(tick, range);
          const at = tickAtFraction(window, fraction, spacing);
          expect(Math.abs(at % spacing)).toBe(0);
          expect(at >= MIN_TICK && at <= MAX_TICK).toBe(true);
          const next = movedRange(range, handle, at, spacing);
          expect(next.tickLower < next.tickUpper).toBe(true);
          expect(handle === 'lower' ? next.tickUpper : next.tickLower).toBe(handle === 'lower' ? range.tickUpper : range.tickLower);
        },
      ),
    );
  });

  it('places a tick across the window and reads it back within a spacing', () => {
    const window = chartWindow(-122000, { tickLower: -123000, tickUpper: -121000 });
    expect(window).toEqual({ from: -125000, to: -119000 });
    expect(tickFraction(window, -122000)).toBe(0.5);
    expect(tickFraction(window, 0)).toBe(1);
    expect(tickAtFraction(window, tickFraction(window, -121020), 60)).toBe(-121020);
  });
});
