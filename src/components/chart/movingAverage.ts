/** Simple moving averages of the close for the chart's MA studies, in full and incrementally. */
import type { Candle } from '../../core/candles';

/** One point of an average line. */
export type AveragePoint = { readonly time: number; readonly value: number };

/**
 * The `period`-candle simple moving average of the closes, one point per candle from the
 * `period`-th on (a line starts once its window is full). O(n) with a sliding sum.
 */
export function movingAverage(candles: readonly Pick<Candle, 'time' | 'close'>[], period: number): AveragePoint[] {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`moving average period must be a positive integer, got ${period}`);
  const points: AveragePoint[] = [];
  let sum = 0;
  for (let i = 0; i < candles.length; i++) {
    sum += candles[i]!.close;
    if (i >= period) sum -= candles[i - period]!.close;
    if (i >= period - 1) points.push({ time: candles[i]!.time, value: sum / period });
  }
  return points;
}

/**
 * A moving average fed one realtime candle at a time: a candle at the newest time rewrites the
 * newest close, a later one opens a new slot, an older one is ignored (SPEC §4 "Chart"). The window
 * is a ring of closes with a running sum, so a tick costs O(1); the sum is taken afresh from the
 * window once per new slot (once per candle period, not per tick), so no rounding error builds up
 * over a long session.
 */
export class RollingAverage {
  private readonly closes: Float64Array;
  /** Closes held (≤ period) and the ring index of the newest. */
  private count = 0;
  private newest = -1;
  private sum = 0;
  private lastTime: number | null = null;

  constructor(readonly period: number) {
    if (!Number.isInteger(period) || period < 1) throw new RangeError(`moving average period must be a positive integer, got ${period}`);
    this.closes = new Float64Array(period);
  }

  /** Starts over from a history (oldest first) and returns its whole line. */
  seed(candles: readonly Pick<Candle, 'time' | 'close'>[]): AveragePoint[] {
    const tail = candles.slice(-this.period);
    this.count = tail.length;
    this.newest = tail.length - 1;
    tail.forEach((candle, index) => (this.closes[index] = candle.close));
    this.resum();
    this.lastTime = candles.at(-1)?.time ?? null;
    return movingAverage(candles, this.period);
  }

  /** Takes a realtime candle; returns the line's point for its time, or null (window not full yet, or stale). */
  next(candle: Pick<Candle, 'time' | 'close'>): AveragePoint | null {
    if (this.lastTime !== null && candle.time < this.lastTime) return null;
    if (candle.time === this.lastTime) {
      this.sum += candle.close - this.closes[this.newest]!;
      this.closes[this.newest] = candle.close;
    } else {
      this.newest = (this.newest + 1) % this.period;
      this.closes[this.newest] = candle.close;
      this.count = Math.min(this.count + 1, this.period);
      this.lastTime = candle.time;
      this.resum();
    }
    if (this.count < this.period) return null;
    return { time: candle.time, value: this.sum / this.period };
  }

  private resum(): void {
    let sum = 0;
    for (let i = 0; i < this.count; i++) sum += this.closes[i]!;
    this.sum = sum;
  }
}
