import { describe, expect, it } from 'vitest';
import type { Candle, CandleChange } from '../../core/candles';
import { lastPerTime } from './candleBatch';

const candle = (time: number, close: number): Candle => ({ time, open: 1, high: Math.max(1, close), low: 1, close, volume: close });
const replace = (time: number, close: number): CandleChange => ({ kind: 'replace', candle: candle(time, close) });
const append = (time: number, close: number): CandleChange => ({ kind: 'append', candle: candle(time, close) });

describe('lastPerTime', () => {
  it('keeps only the final state of each candle, oldest first', () => {
    const changes = [replace(60, 2), replace(60, 3), append(120, 4), replace(120, 5), replace(120, 6), append(180, 7)];
    expect(lastPerTime(changes)).toEqual([candle(60, 3), candle(120, 6), candle(180, 7)]);
  });

  it('passes a batch of one change, and none, through', () => {
    expect(lastPerTime([append(60, 2)])).toEqual([candle(60, 2)]);
    expect(lastPerTime([])).toEqual([]);
  });
});
