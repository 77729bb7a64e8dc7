import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoomBatcher } from './batcher';

afterEach(() => {
  vi.useRealTimers();
});

describe('RoomBatcher', () => {
  it('sends a tick’s messages per room as one array in publish order, a lone message as itself', () => {
    vi.useFakeTimers();
    const emits: unknown[][] = [];
    let clock = 1_000;
    const batcher = new RoomBatcher(
      (...args) => emits.push(args),
      25,
      () => clock,
    );
    batcher.push('a', 'orderbooksDelta', 1);
    batcher.push('b', 'marketMatch', 'x');
    clock = 1_010;
    batcher.push('a', 'orderbooksDelta', 2);
    expect(emits).toEqual([]);
    expect(batcher.size).toBe(3);
    clock = 1_025;
    vi.advanceTimersByTime(25);
    // Stamped when sent, not when queued: the stamp measures from the wire onwards.
    expect(emits).toEqual([
      ['a', 'orderbooksDelta', [1, 2], 2, 1_025],
      ['b', 'marketMatch', 'x', 1, 1_025],
    ]);
    expect(batcher.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends at once when the window is 0', () => {
    const emits: unknown[][] = [];
    const batcher = new RoomBatcher(
      (...args) => emits.push(args),
      0,
      () => 42,
    );
    batcher.push('a', 'kline', { operation: 'insert' });
    expect(emits).toEqual([['a', 'kline', { operation: 'insert' }, 1, 42]]);
  });

  it('drops the queue on close', () => {
    vi.useFakeTimers();
    const emits: unknown[][] = [];
    const batcher = new RoomBatcher((...args) => emits.push(args), 25);
    batcher.push('a', 'kline', 1);
    batcher.close();
    vi.advanceTimersByTime(100);
    expect(emits).toEqual([]);
  });
});
