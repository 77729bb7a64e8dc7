import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../core/amount';
import { clockTime, type TapeRow } from '../../core/live';
import { EMPTY_TAPE, historyRows, TAPE_LIMIT, tapeRows, withHistory, withLiveFrame } from './tapeMerge';

const row = (key: number, timestamp: number, side: 'buy' | 'sell' = 'buy', price = '0.20000000'): TapeRow => ({ key, side, timestamp, price, amount: '10.0000', time: clockTime(timestamp) });
const times = (rows: readonly TapeRow[]) => rows.map((item) => item.timestamp);

describe('tape merge', () => {
  it('keeps rows that scroll out of the live frame, newest first', () => {
    let state = withLiveFrame(EMPTY_TAPE, [row(2, 20), row(1, 10)]);
    state = withLiveFrame(state, [row(4, 40), row(3, 30)]);
    state = withLiveFrame(state, [row(5, 50), row(4, 40)]);
    const rows = tapeRows(state);
    expect(times(rows)).toEqual([50, 40, 30, 20, 10]);
    expect(rows.map((item) => item.key)).toEqual([5, 4, 3, 2, 1]);
  });

  it("keeps a trade's row object while it stays on the tape, so its line is not redrawn", () => {
    const first = withLiveFrame(EMPTY_TAPE, [row(1, 10)]);
    const second = withLiveFrame(first, [row(2, 20), row(1, 10)]);
    expect(second.live[1]).toBe(first.live[0]);
  });

  it('puts history after live rows and drops the trades both delivered', () => {
    const live = withLiveFrame(EMPTY_TAPE, [row(2, 300), row(1, 200)]);
    // The fetch ran after the subscription: the trade at 200 is in both, the one at 100 only in history.
    const history = [row(-1, 200), row(-2, 100), row(-3, 100, 'sell')];
    const rows = tapeRows(withHistory(live, history));
    expect(times(rows)).toEqual([300, 200, 100, 100]);
    expect(rows.slice(2).map((item) => item.side)).toEqual(['buy', 'sell']);
  });

  it('keeps two real trades that look alike when only one of them was live', () => {
    const live = withLiveFrame(EMPTY_TAPE, [row(1, 200)]);
    const rows = tapeRows(withHistory(live, [row(-1, 200), row(-2, 200)]));
    expect(rows.map((item) => item.key)).toEqual([1, -2]);
  });

  it('survives the worker restarting its keys (a new feed after an endpoint change)', () => {
    let state = withLiveFrame(EMPTY_TAPE, [row(2, 20), row(1, 10)]);
    state = withLiveFrame(state, [row(1, 30)]);
    const rows = tapeRows(state);
    expect(times(rows)).toEqual([30, 20, 10]);
    expect(new Set(rows.map((item) => item.key)).size).toBe(3);
  });

  it('never shows more than the latest 100', () => {
    let state = EMPTY_TAPE;
    for (let key = 1; key <= 150; key += 1) state = withLiveFrame(state, [row(key, key)]);
    const rows = tapeRows(withHistory(state, [row(-1, 0)]));
    expect(rows).toHaveLength(TAPE_LIMIT);
    expect(rows[0]?.timestamp).toBe(150);
    expect(rows.at(-1)?.timestamp).toBe(51);
  });

  it('turns history entries into rows formatted as the worker formats live ones, with negative keys', () => {
    const entry = { side: 'sell' as const, trxId: 'a'.repeat(64), unitPrice: 19_900_000n, price: 0.199, amount: makeAmount(12_345_000_000n, 4), total: makeAmount(245_665_500_000n, 8), timestamp: 1_000 };
    const time = clockTime(1_000);
    expect(historyRows([entry, entry], 6)).toEqual([
      { key: -1, side: 'sell', timestamp: 1_000, price: '0.199000', amount: '1,234,500.0000', time },
      { key: -2, side: 'sell', timestamp: 1_000, price: '0.199000', amount: '1,234,500.0000', time },
    ]);
  });
});
