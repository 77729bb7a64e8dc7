import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { NO_VALUE } from './fixed';
import { formatWaxAmount } from './wax';

const wax = (units: bigint) => makeAmount(units, 8);

describe('formatWaxAmount (SPEC §5)', () => {
  it('shows 8 decimals under 1000', () => {
    expect(formatWaxAmount(1.2345)).toBe('1.23450000');
    expect(formatWaxAmount(999.12345678)).toBe('999.12345678');
    expect(formatWaxAmount(wax(99_912_345_678n))).toBe('999.12345678');
    expect(formatWaxAmount(0)).toBe('0.00000000');
  });

  it('shows 3 decimals and a suffix from 1000 up', () => {
    expect(formatWaxAmount(1000)).toBe('1.000K');
    expect(formatWaxAmount(1234.5)).toBe('1.235K');
    expect(formatWaxAmount(2_500_000)).toBe('2.500M');
    expect(formatWaxAmount(3.21e9)).toBe('3.210B');
    expect(formatWaxAmount(4e12)).toBe('4.000T');
  });

  it('stays in T beyond a thousand trillion', () => {
    expect(formatWaxAmount(5e15)).toBe('5,000.000T');
  });

  it('moves up a suffix when rounding reaches 1000', () => {
    expect(formatWaxAmount(999.999999999)).toBe('1.000K');
    expect(formatWaxAmount(999_999.9)).toBe('1.000M');
    expect(formatWaxAmount(wax(99_999_999_999n))).toBe('999.99999999');
    expect(formatWaxAmount(makeAmount(999_999_999_999n, 9))).toBe('1.000K');
    expect(formatWaxAmount(wax(99_999_990_000_000n))).toBe('1.000M');
  });

  it('formats amounts exactly, keeping the sign', () => {
    expect(formatWaxAmount(wax(123_456_789_000n))).toBe('1.235K');
    expect(formatWaxAmount(wax(-123_456_789_000n))).toBe('-1.235K');
    expect(formatWaxAmount(-1234.5)).toBe('-1.235K');
    expect(formatWaxAmount(makeAmount(5n, 0))).toBe('5.00000000');
  });

  it('never writes NaN or Infinity', () => {
    expect(formatWaxAmount(Number.NaN)).toBe(NO_VALUE);
    expect(formatWaxAmount(Number.NEGATIVE_INFINITY)).toBe(NO_VALUE);
  });
});
