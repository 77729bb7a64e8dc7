import { describe, expect, it } from 'vitest';
import { makeAmount } from './amount';
import { amountFieldText, readAmountField, sanitizeAmountText } from './field';

describe('sanitizeAmountText', () => {
  it('keeps digits and one point, truncating decimals to the precision (SPEC §5)', () => {
    expect(sanitizeAmountText('12.345678', 4)).toBe('12.3456');
    expect(sanitizeAmountText('1,5', 8)).toBe('1.5');
    expect(sanitizeAmountText('1.2.3', 8)).toBe('1.23');
    expect(sanitizeAmountText('.5', 8)).toBe('0.5');
    expect(sanitizeAmountText('7.9', 0)).toBe('7');
  });

  it('drops signs and letters: a negative amount cannot be typed', () => {
    expect(sanitizeAmountText('-5', 4)).toBe('5');
    expect(sanitizeAmountText('1e5', 4)).toBe('15');
    expect(sanitizeAmountText('abc', 4)).toBe('');
  });
});

describe('amountFieldText and readAmountField', () => {
  it('writes an amount exactly, without trailing zeros', () => {
    expect(amountFieldText(makeAmount(1_250_000_000n, 8))).toBe('12.5');
    expect(amountFieldText(makeAmount(300n, 0))).toBe('300');
    expect(amountFieldText(makeAmount(0n, 4))).toBe('0');
  });

  it('reads the field at the token precision; blank is no amount and no error', () => {
    expect(readAmountField('', 4)).toEqual({ amount: null, error: null });
    expect(readAmountField('1.5', null)).toEqual({ amount: null, error: null });
    expect(readAmountField('1.23456', 4).amount).toEqual(makeAmount(12_345n, 4));
    expect(readAmountField('99999999999999999999', 4).error).toMatch(/too large/);
  });
});
