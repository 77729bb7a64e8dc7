import { describe, expect, it } from 'vitest';
import { CHART_REDRAW_MEASURE, RedrawMarker, type RedrawClock } from './redrawMark';

/** A clock whose animation frame runs the callbacks asked for, in order, when `frame()` is called. */
function fakeClock() {
  const callbacks: (() => void)[] = [];
  const measures: [string, number, number][] = [];
  let time = 0;
  const clock: RedrawClock = {
    requestFrame: (callback) => callbacks.push(callback),
    now: () => time,
    measure: (name, start, end) => void measures.push([name, start, end]),
  };
  return {
    clock,
    measures,
    /** Asks for a callback as the library does when a series changes: it redraws for `ms`. */
    libraryRedraw: (ms: number) => callbacks.push(() => void (time += ms)),
    frame: () => callbacks.splice(0).forEach((callback) => callback()),
  };
}

describe('RedrawMarker', () => {
  it('measures the library’s redraw between a callback asked before and one asked after the series were told', () => {
    const { clock, measures, libraryRedraw, frame } = fakeClock();
    const marker = new RedrawMarker(clock);
    const after = marker.before();
    libraryRedraw(12);
    after();
    frame();
    expect(measures).toEqual([[CHART_REDRAW_MEASURE, 0, 12]]);
  });

  it('opens one bracket per frame: a second batch before the redraw is merged into it by the library', () => {
    const { clock, measures, libraryRedraw, frame } = fakeClock();
    const marker = new RedrawMarker(clock);
    const first = marker.before();
    libraryRedraw(7);
    first();
    marker.before()();
    frame();
    expect(measures).toEqual([[CHART_REDRAW_MEASURE, 0, 7]]);
    // Once measured, the next batch gets its own bracket.
    const next = marker.before();
    libraryRedraw(3);
    next();
    frame();
    expect(measures).toHaveLength(2);
  });

  it('does nothing without a clock (Node)', () => {
    expect(() => new RedrawMarker(null).before()()).not.toThrow();
  });
});
