import { describe, expect, it } from 'vitest';
import { formatChainDate, formatDuration } from './duration';

describe('durations and chain dates', () => {
  it('count down in the two largest units, rounding a started second up', () => {
    expect(formatDuration(3 * 86_400_000 - 1000)).toBe('2d 23h');
    expect(formatDuration(3 * 86_400_000 - 1)).toBe('3d 00h');
    expect(formatDuration(5 * 3_600_000 + 7 * 60_000)).toBe('5h 07m');
    expect(formatDuration(4 * 60_000 + 8_001)).toBe('4m 09s');
    expect(formatDuration(-5)).toBe('0s');
  });

  it('write chain times in UTC', () => {
    expect(formatChainDate(Date.UTC(2024, 2, 9, 1, 50, 51))).toBe('2024-03-09 01:50 UTC');
    expect(formatChainDate(Number.NaN)).toBe('—');
  });
});
