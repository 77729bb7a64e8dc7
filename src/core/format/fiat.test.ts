import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { formatBtc, formatUsd } from './fiat';
import { NO_VALUE } from './fixed';

describe('formatUsd (SPEC §5)', () => {
  it('shows 3 decimals by default with a dollar sign', () => {
    expect(formatUsd(1234.5678)).toBe('$1,234.568');
    expect(formatUsd(0.0412)).toBe('$0.041');
    expect(formatUsd(makeAmount(5n, 0))).toBe('$5.000');
  });

  it('takes other decimals and puts the minus before the sign', () => {
    expect(formatUsd(2.5, 2)).toBe('$2.50');
    expect(formatUsd(-0.5)).toBe('-$0.500');
  });

  it('never writes NaN', () => {
    expect(formatUsd(Number.NaN)).toBe(NO_VALUE);
  });
});

describe('formatBtc (SPEC §5)', () => {
  it('shows BTC from 1 up', () => {
    expect(formatBtc(1)).toEqual({ value: '1.00000000', unit: 'BTC' });
    expect(formatBtc(12.5)).toEqual({ value: '12.50000000', unit: 'BTC' });
  });

  it('switches to satoshis below 1', () => {
    expect(formatBtc(0.5)).toEqual({ value: '50,000,000.00', unit: 'Sat.' });
    expect(formatBtc(0.00000061)).toEqual({ value: '61.00', unit: 'Sat.' });
    expect(formatBtc(0)).toEqual({ value: '0.00', unit: 'Sat.' });
  });

  it('never writes NaN or Infinity', () => {
    expect(formatBtc(Number.POSITIVE_INFINITY)).toEqual({ value: NO_VALUE, unit: 'BTC' });
  });
});
