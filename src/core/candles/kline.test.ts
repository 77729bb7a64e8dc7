import { describe, expect, it } from 'vitest';
import { parseCandle, parseKlineMessage, readCandleTime } from './kline';

const row = { time: 1_767_225_600, open: 0.005, high: 0.006, low: 0.004, close: 0.0055, volume: 1200 };

describe('parseKlineMessage', () => {
  it('reads update and insert messages', () => {
    expect(parseKlineMessage({ operation: 'update', row })).toEqual({ operation: 'update', row });
    expect(parseKlineMessage({ operation: 'insert', row: { ...row, open: '0.005', time: row.time * 1000 } })).toEqual({ operation: 'insert', row });
  });

  it.each([
    ['an unknown operation', { operation: 'delete', row }],
    ['a missing row', { operation: 'update' }],
    ['a price that is not a number', { operation: 'update', row: { ...row, close: 'n/a' } }],
    ['a high below the close', { operation: 'update', row: { ...row, high: 0.005 } }],
    ['a low above the open', { operation: 'update', row: { ...row, low: 0.0051 } }],
    ['a negative volume', { operation: 'update', row: { ...row, volume: -1 } }],
    ['a non-object', 'kline'],
  ])('rejects %s', (_name, raw) => {
    expect(parseKlineMessage(raw)).toBeNull();
  });
});

describe('candle times', () => {
  it('reads seconds, milliseconds and ISO text as unix seconds', () => {
    expect(readCandleTime(1_767_225_600)).toBe(1_767_225_600);
    expect(readCandleTime(1_767_225_600_999)).toBe(1_767_225_600);
    expect(readCandleTime('2026-01-01T00:00:00')).toBe(1_767_225_600);
    expect(readCandleTime('2026-01-01T01:00:00+01:00')).toBe(1_767_225_600);
    expect(readCandleTime(-5)).toBeNull();
  });

  it('reads a candle row', () => {
    expect(parseCandle(row)).toEqual(row);
    expect(parseCandle(null)).toBeNull();
  });
});
