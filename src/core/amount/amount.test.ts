import { describe, expect, it } from 'vitest';
import { isAmount, makeAmount, MAX_UNITS, pow10, zeroAmount } from './amount';

describe('makeAmount', () => {
  it('keeps units and precision', () => {
    const amount = makeAmount(12345n, 4);
    expect(amount.units).toBe(12345n);
    expect(amount.precision).toBe(4);
  });

  it('accepts the int64 limits and precisions 0 and 18', () => {
    expect(makeAmount(MAX_UNITS, 18).units).toBe(9223372036854775807n);
    expect(makeAmount(-MAX_UNITS, 0).units).toBe(-9223372036854775807n);
  });

  it('refuses precisions outside 0..18 and non-integers', () => {
    expect(() => makeAmount(1n, 19)).toThrow(RangeError);
    expect(() => makeAmount(1n, -1)).toThrow(RangeError);
    expect(() => makeAmount(1n, 2.5)).toThrow(/Precision/);
  });

  it('refuses units beyond int64', () => {
    expect(() => makeAmount(MAX_UNITS + 1n, 4)).toThrow(/int64/);
    expect(() => makeAmount(-MAX_UNITS - 1n, 4)).toThrow(/int64/);
  });

  it('is frozen so a shared amount cannot be edited in place', () => {
    expect(Object.isFrozen(makeAmount(1n, 0))).toBe(true);
  });
});

describe('zeroAmount and pow10', () => {
  it('builds zero at a precision', () => {
    expect(zeroAmount(8)).toEqual(makeAmount(0n, 8));
  });

  it('gives powers of ten beyond the cached range as well', () => {
    expect(pow10(0)).toBe(1n);
    expect(pow10(18)).toBe(1_000_000_000_000_000_000n);
    expect(pow10(40)).toBe(10n ** 40n);
  });
});

describe('isAmount', () => {
  it('accepts a valid shape that crossed a worker boundary', () => {
    expect(isAmount({ units: 5n, precision: 8 })).toBe(true);
  });

  it('rejects numbers for units, bad precisions and non-objects', () => {
    expect(isAmount({ units: 5, precision: 8 })).toBe(false);
    expect(isAmount({ units: 5n, precision: 19 })).toBe(false);
    expect(isAmount({ units: 2n ** 63n, precision: 0 })).toBe(false);
    expect(isAmount(null)).toBe(false);
    expect(isAmount('5 WAX')).toBe(false);
  });
});
