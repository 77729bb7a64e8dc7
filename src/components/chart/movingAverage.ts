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
 * newest close, a later one opens a new slot, an older one is ignored (SPEC §4 "Chart"). The value
 * is summed afresh from the window on every tick, so no rounding error builds up in a long session.
 */
export class RollingAverage {
  private closes: number[] = [];
  private lastTime: number | null = null;

  constructor(readonly period: number) {
    if (!Number.isInteger(period) || period < 1) throw new RangeError(`moving average period must be a positive integer, got ${period}`);
  }

  /** Starts over from a history (oldest first) and returns its whole line. */
  seed(candles: readonly Pick<Candle, 'time' | 'close'>[]): AveragePoint[] {
    this.closes = candles.slice(-this.period).map((candle) => candle.close);
    this.lastTime = candles.at(-1)?.time ?? null;
    return movingAverage(candles, this.period);
  }

  /** Takes a realtime candle; returns the line's point for its time, or null (window not full yet, or stale). */
  next(candle: Pick<Candle, 'time' | 'close'>): AveragePoint | null {
    if (this.lastTime !== null && candle.time < this.lastTime) return null;
    if (candle.time === this.lastTime) this.closes[this.closes.length - 1] = candle.close;
    else {
      this.closes.push(candle.close);
      if (this.closes.length > this.period) this.closes.shift();
      this.lastTime = candle.time;
    }
    if (this.closes.length < this.period) return null;
    let sum = 0;
    for (const close of this.closes) sum += close;
    return { time: candle.time, value: sum / this.period };
  }
}
