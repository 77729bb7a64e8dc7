import { describe, expect, it } from 'vitest';
import { LowRate } from './lowRate';
import { manualClock } from '../manualClock.testutil';

function setup() {
  const clock = manualClock();
  let runs = 0;
  const rate = new LowRate(() => void (runs += 1), clock, 150, 500);
  return { clock, rate, runs: () => runs };
}

describe('LowRate', () => {
  it('runs once, 150 ms after the last of a short burst of requests', () => {
    const { clock, rate, runs } = setup();
    for (let frame = 0; frame < 5; frame++) {
      rate.request();
      clock.advance(16);
    }
    expect(runs()).toBe(0);
    clock.advance(149 - 16);
    expect(runs()).toBe(0);
    clock.advance(1);
    expect(runs()).toBe(1);
    clock.advance(1000);
    expect(runs()).toBe(1);
  });

  it('runs on the 500 ms grid under requests that never stop', () => {
    const { clock, rate, runs } = setup();
    const seen: number[] = [];
    for (let t = 0; t < 2000; t += 16) {
      rate.request();
      clock.advance(16);
      if (runs() > seen.length) seen.push(clock.now());
    }
    // Runs at 500, 1000, 1500 and 2000, seen at the end of the 16 ms frame each falls in.
    expect(seen).toEqual([512, 1008, 1504, 2000]);
  });

  it('runs two streams that started apart at the same instants, so they share a frame', () => {
    const clock = manualClock();
    const runsAt: Record<'book' | 'tape', number[]> = { book: [], tape: [] };
    const book = new LowRate(() => runsAt.book.push(clock.now()), clock, 150, 500);
    const tape = new LowRate(() => runsAt.tape.push(clock.now()), clock, 150, 500);
    for (let t = 0; t < 2000; t += 10) {
      book.request();
      if (t >= 230) tape.request();
      clock.advance(10);
    }
    expect(runsAt.book).toEqual([500, 1000, 1500, 2000]);
    expect(runsAt.tape).toEqual(runsAt.book);
  });

  it('runs at once on flush, and not again for the requests it served', () => {
    const { clock, rate, runs } = setup();
    rate.request();
    rate.flush();
    expect(runs()).toBe(1);
    clock.advance(1000);
    expect([runs(), clock.pending]).toEqual([1, 0]);
  });
});
