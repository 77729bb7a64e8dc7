import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIBLE_SETTLE_MS, VisibleRows } from './visibleRows';

describe('VisibleRows', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands the set over once it stayed unchanged for VISIBLE_SETTLE_MS, not at every change', () => {
    const seen: string[][] = [];
    const rows = new VisibleRows((keys) => seen.push(keys));
    rows.add('a');
    vi.advanceTimersByTime(VISIBLE_SETTLE_MS - 50);
    rows.add('b');
    rows.remove('a');
    vi.advanceTimersByTime(VISIBLE_SETTLE_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([['b']]);
    vi.advanceTimersByTime(VISIBLE_SETTLE_MS * 4);
    expect(seen).toHaveLength(1);
  });

  it('keeps a row drawn twice until both leave', () => {
    const seen: string[][] = [];
    const rows = new VisibleRows((keys) => seen.push(keys));
    rows.add('a');
    rows.add('a');
    rows.remove('a');
    vi.advanceTimersByTime(VISIBLE_SETTLE_MS);
    rows.remove('a');
    vi.advanceTimersByTime(VISIBLE_SETTLE_MS);
    expect(seen).toEqual([['a'], []]);
  });

  it('hands nothing over once disposed', () => {
    const seen: string[][] = [];
    const rows = new VisibleRows((keys) => seen.push(keys));
    rows.add('a');
    rows.dispose();
    vi.advanceTimersByTime(VISIBLE_SETTLE_MS * 2);
    expect(seen).toEqual([]);
  });
});
