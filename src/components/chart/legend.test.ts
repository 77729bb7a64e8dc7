import { describe, expect, it } from 'vitest';
import { candleAt, legendText } from './legend';

describe('chart legend', () => {
  it('writes the candle with the price precision and the volume at 4 decimals', () => {
    const candle = { time: 0, open: 0.05, high: 0.06, low: 0.04, close: 0.055, volume: 1234.56789 };
    expect(legendText(candle, 4)).toBe('O\u00a00.0500  H\u00a00.0600  L\u00a00.0400  C\u00a00.0550  V\u00a01,234.5679');
    expect(legendText(null, 4)).toBe('');
  });

  it('finds the candle under the crosshair by time', () => {
    const candles = [0, 60, 120, 180].map((time) => ({ time, open: 1, high: 1, low: 1, close: 1, volume: time }));
    expect(candleAt(candles, 0)?.volume).toBe(0);
    expect(candleAt(candles, 120)?.volume).toBe(120);
    expect(candleAt(candles, 180)?.volume).toBe(180);
    expect(candleAt(candles, 90)).toBeNull();
    expect(candleAt([], 0)).toBeNull();
  });
});
