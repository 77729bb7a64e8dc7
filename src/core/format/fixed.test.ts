import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { formatFixed, formatUnits, NO_VALUE, roundUnits } from './fixed';

describe('formatFixed', () => {
  it('writes floats with fixed decimals and en-US grouping', () => {
    expect(formatFixed(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatFixed(0.5, 3)).toBe('0.500');
    expect(formatFixed(2.5, 0)).toBe('3');
  });

  it('never writes NaN, Infinity or a negative zero', () => {
    expect(formatFixed(Number.NaN, 2)).toBe(NO_VALUE);
    expect(formatFixed(Number.POSITIVE_INFINITY, 2)).toBe(NO_VALUE);
    expect(formatFixed(Number.NEGATIVE_INFINITY, 2)).toBe(NO_VALUE);
    expect(formatFixed(-0.0001, 3)).toBe('0.000');
    expect(formatFixed(makeAmount(-1n, 4), 3)).toBe('0.000');
  });

  it('rounds amounts exactly, half away from zero', () => {
    expect(formatFixed(makeAmount(12345n, 4), 3)).toBe('1.235');
    expect(formatFixed(makeAmount(-12345n, 4), 3)).toBe('-1.235');
    expect(formatFixed(makeAmount(12344n, 4), 3)).toBe('1.234');
    expect(formatFixed(makeAmount(123_456_789_012_345_678n, 8), 2)).toBe('1,234,567,890.12');
  });

  it('pads amounts that have fewer decimals', () => {
    expect(formatFixed(makeAmount(5n, 0), 4)).toBe('5.0000');
  });
});

describe('roundUnits and formatUnits', () => {
  it('accept precisions beyond 18 for suffix scaling', () => {
    expect(roundUnits(1_500_000n, 21, 0)).toBe(0n);
    expect(formatUnits(1_234_500n, 3, 3)).toBe('1,234.500');
    expect(formatUnits(1_234_500n, 6, 3)).toBe('1.235');
  });
});
