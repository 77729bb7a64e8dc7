import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { NO_VALUE } from './fixed';
import { formatPrice, formatVolume, pricePrecision, VOLUME_PRECISION } from './price';

describe('pricePrecision (SPEC §5 ladder)', () => {
  it.each([
    [null, 8],
    [1000.01, 4],
    [1000, 6],
    [10.5, 6],
    [10, 8],
    [0.5, 8],
    [0.1, 10],
    [0.002, 10],
    [0.001, 12],
    [2e-5, 12],
    [1e-5, 14],
    [2e-7, 14],
    [1e-7, 16],
    [0, 16],
  ] as const)('price %s → %i decimals', (price, decimals) => {
    expect(pricePrecision(price)).toBe(decimals);
  });
});

describe('formatPrice', () => {
  it('uses the ladder precision', () => {
    expect(formatPrice(1234.56789)).toBe('1,234.5679');
    expect(formatPrice(0.005)).toBe('0.0050000000');
    expect(formatPrice(1.5e-9)).toBe('0.0000000015000000');
  });

  it('shows a dash for a missing or broken price', () => {
    expect(formatPrice(null)).toBe(NO_VALUE);
    expect(formatPrice(Number.NaN)).toBe(NO_VALUE);
    expect(formatPrice(1 / 0)).toBe(NO_VALUE);
  });
});

describe('formatVolume', () => {
  it('shows 4 decimals for floats and amounts', () => {
    expect(VOLUME_PRECISION).toBe(4);
    expect(formatVolume(12345.678901)).toBe('12,345.6789');
    expect(formatVolume(makeAmount(123_456_789n, 8))).toBe('1.2346');
  });
});
