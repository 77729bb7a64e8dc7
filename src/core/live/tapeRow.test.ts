import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import type { TapeEntry } from '../tape';
import { clockTime, tapeColumns, tapeRowOf, tapeRowsOf } from './tapeRow';

describe('tape rows', () => {
  it('pads the clock to HH:MM:SS in local time', () => {
    expect(clockTime(new Date(2026, 4, 6, 7, 8, 9).getTime())).toBe('07:08:09');
    expect(clockTime(new Date(2026, 4, 6, 23, 59, 0).getTime())).toBe('23:59:00');
  });

  it('formats price, exact amount and time once, keeping side, time and key', () => {
    const timestamp = new Date(2026, 0, 2, 13, 4, 5).getTime();
    const entry: TapeEntry = {
      side: 'buy',
      trxId: 'ab'.repeat(32),
      unitPrice: 500012n,
      price: 0.00500012,
      amount: makeAmount(24_000_000_001n, 4),
      total: makeAmount(1_200_028_800n, 8),
      timestamp,
    };
    expect(tapeRowOf(entry, 9, 8)).toEqual({ key: 9, side: 'buy', timestamp, price: '0.00500012', amount: '2,400,000.0001', time: '13:04:05' });
    expect(tapeRowOf(entry, 9, 6).price).toBe('0.005000');
  });

  it('crosses as columns and comes back as the same rows', () => {
    const rows = [
      { key: 2, side: 'buy' as const, timestamp: 2_000, price: '0.2', amount: '1.0000', time: '00:00:02' },
      { key: 1, side: 'sell' as const, timestamp: 1_000, price: '0.1', amount: '2.0000', time: '00:00:01' },
    ];
    const columns = tapeColumns(rows);
    expect(columns.price).toEqual(['0.2', '0.1']);
    expect(tapeRowsOf(columns)).toEqual(rows);
    expect(tapeRowsOf({ ...columns, time: ['00:00:02'] })).toEqual(rows.slice(0, 1));
  });
});
