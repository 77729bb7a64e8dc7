import { describe, expect, it } from 'vitest';
import { makeAmount, MAX_UNITS } from './amount';
import { amountFromDecimalString, amountToDecimalString, toDisplayNumber, unitsFromDigits } from './decimal';

describe('amountToDecimalString', () => {
  it('writes every decimal of the precision', () => {
    expect(amountToDecimalString(makeAmount(123450000n, 8))).toBe('1.23450000');
    expect(amountToDecimalString(makeAmount(1n, 4))).toBe('0.0001');
    expect(amountToDecimalString(makeAmount(0n, 3))).toBe('0.000');
  });

  it('writes precision 0 without a point', () => {
    expect(amountToDecimalString(makeAmount(5n, 0))).toBe('5');
  });

  it('puts the sign before the leading zero', () => {
    expect(amountToDecimalString(makeAmount(-100n, 4))).toBe('-0.0100');
  });

  it('is exact at the int64 limit and precision 18', () => {
    expect(amountToDecimalString(makeAmount(MAX_UNITS, 18))).toBe('9.223372036854775807');
  });
});

describe('amountFromDecimalString', () => {
  it('reads canonical decimals exactly', () => {
    expect(amountFromDecimalString('1.2345', 4).units).toBe(12345n);
    expect(amountFromDecimalString('42', 8).units).toBe(4_200_000_000n);
    expect(amountFromDecimalString('-0.0001', 4).units).toBe(-1n);
  });

  it('pads short decimals and accepts extra zero decimals', () => {
    expect(amountFromDecimalString('1.5', 4).units).toBe(15000n);
    expect(amountFromDecimalString('1.50000000', 4).units).toBe(15000n);
  });

  it('refuses to drop non-zero decimals silently', () => {
    expect(() => amountFromDecimalString('1.23456', 4)).toThrow(/more than 4 decimals/);
  });

  it('refuses input syntax that belongs to parseAmountInput', () => {
    for (const text of ['', '.5', '5.', '+1', '1e5', '1,000', ' 1', 'abc']) {
      expect(() => amountFromDecimalString(text, 4), text).toThrow(RangeError);
    }
  });

  it('refuses values beyond int64 and bad precisions', () => {
    expect(amountFromDecimalString('9223372036854775807', 0).units).toBe(MAX_UNITS);
    expect(() => amountFromDecimalString('9223372036854775808', 0)).toThrow(/int64/);
    expect(() => amountFromDecimalString('-9223372036854775808', 0)).toThrow(/int64/);
    expect(() => amountFromDecimalString('1', 19)).toThrow(/Precision/);
  });
});

describe('unitsFromDigits', () => {
  it('truncates extra decimals instead of rounding', () => {
    expect(unitsFromDigits('1', '99999', 4)).toBe(19999n);
  });

  it('returns null for a huge whole part without building it', () => {
    expect(unitsFromDigits('9'.repeat(100_000), '', 0)).toBeNull();
    expect(unitsFromDigits('0000000000000000000000001', '', 18)).toBe(10n ** 18n);
  });
});

describe('toDisplayNumber', () => {
  it('gives the nearest float for display', () => {
    expect(toDisplayNumber(makeAmount(123450000n, 8))).toBe(1.2345);
    expect(toDisplayNumber(makeAmount(-5n, 0))).toBe(-5);
  });
});
