import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movingAverage, RollingAverage } from './movingAverage';

const closes = (values: number[], start = 0) => values.map((close, index) => ({ time: start + index * 60, close }));

describe('movingAverage', () => {
  it('starts once the window is full and averages the last `period` closes', () => {
    expect(movingAverage(closes([1, 2, 3, 4, 5]), 3)).toEqual([
      { time: 120, value: 2 },
      { time: 180, value: 3 },
      { time: 240, value: 4 },
    ]);
  });

  it('gives nothing for fewer candles than the period, and the closes themselves for period 1', () => {
    expect(movingAverage(closes([1, 2]), 3)).toEqual([]);
    expect(movingAverage(closes([7, 9]), 1).map((point) => point.value)).toEqual([7, 9]);
  });

  it('rejects a period that is not a positive integer', () => {
    expect(() => movingAverage([], 0)).toThrow(RangeError);
    expect(() => new RollingAverage(2.5)).toThrow(RangeError);
  });
});

describe('RollingAverage', () => {
  it('seeds from history, then rewrites the newest candle and appends later ones', () => {
    const average = new RollingAverage(2);
    expect(average.seed(closes([10, 20, 30]))).toEqual([
      { time: 60, value: 15 },
      { time: 120, value: 25 },
    ]);
    // Same time as the newest: its close changes from 30 to 40.
    expect(average.next({ time: 120, close: 40 })).toEqual({ time: 120, value: 30 });
    // A new candle: the window slides to [40, 50].
    expect(average.next({ time: 180, close: 50 })).toEqual({ time: 180, value: 45 });
  });

  it('ignores a candle older than the newest, and waits for a full window', () => {
    const average = new RollingAverage(3);
    average.seed(closes([1, 2]));
    expect(average.next({ time: 0, close: 100 })).toBeNull();
    expect(average.next({ time: 60, close: 5 })).toBeNull();
    expect(average.next({ time: 120, close: 6 })).toEqual({ time: 120, value: 4 });
  });

  it('agrees with the full computation over any sequence of live updates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.double({ min: 0.0001, max: 1000, noNaN: true }), { maxLength: 20 }),
        fc.array(fc.record({ newCandle: fc.boolean(), close: fc.double({ min: 0.0001, max: 1000, noNaN: true }) }), { maxLength: 30 }),
        (period, history, ticks) => {
          const candles = closes(history);
          const average = new RollingAverage(period);
          average.seed(candles);
          for (const tick of ticks) {
            const last = candles.at(-1);
            const candle = { time: !last ? 0 : tick.newCandle ? last.time + 60 : last.time, close: tick.close };
            if (last && candle.time === last.time) candles[candles.length - 1] = candle;
            else candles.push(candle);
            const point = average.next(candle);
            const expected = movingAverage(candles, period).at(-1);
            if (candles.length < period) expect(point).toBeNull();
            else {
              expect(point?.time).toBe(expected?.time);
              expect(point?.value).toBeCloseTo(expected!.value, 6);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('carries no rounding error from a long run of ticks into the next candle', () => {
    const average = new RollingAverage(2);
    average.seed(closes([0.1, 0.2]));
    // Many rewrites of the newest close leave the running sum off by float error…
    for (let tick = 0; tick < 10_000; tick++) average.next({ time: 60, close: tick % 2 === 0 ? 1e6 + 0.1 : 0.3 });
    // …which the next candle's fresh sum drops: exactly (0.3 + 0.7) / 2.
    expect(average.next({ time: 120, close: 0.7 })).toEqual({ time: 120, value: (0.3 + 0.7) / 2 });
  });
});
