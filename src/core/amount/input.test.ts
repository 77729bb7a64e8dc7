import { describe, expect, it } from 'vitest';
import { AMOUNT_INPUT_REASONS, parseAmountInput } from './input';

function unitsOf(text: string, precision: number): bigint {
  const result = parseAmountInput(text, precision);
  if (!result.ok) throw new Error(`expected "${text}" to parse: ${result.reason}`);
  expect(result.amount.precision).toBe(precision);
  return result.amount.units;
}

function reasonOf(text: string, precision: number): string {
  const result = parseAmountInput(text, precision);
  if (result.ok) throw new Error(`expected "${text}" to be refused`);
  return result.reason;
}

describe('parseAmountInput (SPEC §5)', () => {
  it('reads plain decimals at the token precision', () => {
    expect(unitsOf('12.5', 4)).toBe(125000n);
    expect(unitsOf('007', 2)).toBe(700n);
  });

  it('truncates extra decimals, never rounds', () => {
    expect(unitsOf('1.99999', 4)).toBe(19999n);
    expect(unitsOf('0.00009', 4)).toBe(0n);
    expect(unitsOf('5.9', 0)).toBe(5n);
  });

  it('turns blank input into zero at the precision', () => {
    expect(unitsOf('', 8)).toBe(0n);
    expect(unitsOf('   \t', 8)).toBe(0n);
  });

  it('turns negative numbers into zero', () => {
    expect(unitsOf('-5', 4)).toBe(0n);
    expect(unitsOf('-.5', 4)).toBe(0n);
    expect(unitsOf('-99999999999999999999999', 4)).toBe(0n);
  });

  it('accepts a leading plus, a leading point and a trailing point', () => {
    expect(unitsOf('+5', 2)).toBe(500n);
    expect(unitsOf('.5', 2)).toBe(50n);
    expect(unitsOf('5.', 2)).toBe(500n);
    expect(unitsOf('  3.25  ', 2)).toBe(325n);
  });

  it('refuses exponent forms with a reason that says so', () => {
    expect(reasonOf('1e5', 4)).toBe(AMOUNT_INPUT_REASONS.exponent);
    expect(reasonOf('1.5E-3', 4)).toBe(AMOUNT_INPUT_REASONS.exponent);
    expect(reasonOf('-1e5', 4)).toBe(AMOUNT_INPUT_REASONS.exponent);
  });

  it('refuses several decimal points', () => {
    expect(reasonOf('1.2.3', 4)).toBe(AMOUNT_INPUT_REASONS.dots);
    expect(reasonOf('..', 4)).toBe(AMOUNT_INPUT_REASONS.dots);
  });

  it('refuses garbage, lone signs and points, separators and non-ASCII digits', () => {
    for (const text of ['abc', '.', '-', '+', '+-1', '1,000', '1 000', '12a', '0x10', 'NaN', 'Infinity', '١٢']) {
      expect(reasonOf(text, 4), text).toBe(AMOUNT_INPUT_REASONS.notNumber);
    }
  });

  it('accepts the int64 maximum and refuses one unit more', () => {
    expect(unitsOf('922337203.6854775807', 10)).toBe(2n ** 63n - 1n);
    expect(reasonOf('922337203.6854775808', 10)).toBe(AMOUNT_INPUT_REASONS.tooLarge);
    expect(reasonOf('92233720368547758070', 0)).toBe(AMOUNT_INPUT_REASONS.tooLarge);
    expect(reasonOf('1'.padEnd(5000, '0'), 0)).toBe(AMOUNT_INPUT_REASONS.tooLarge);
  });

  it('checks overflow after truncation, so dropped decimals cannot overflow', () => {
    expect(unitsOf('9223372036854775807.9', 0)).toBe(2n ** 63n - 1n);
  });

  it('refuses an invalid token precision instead of throwing', () => {
    expect(reasonOf('1', 19)).toBe(AMOUNT_INPUT_REASONS.precision);
    expect(reasonOf('1', -1)).toBe(AMOUNT_INPUT_REASONS.precision);
  });
});
