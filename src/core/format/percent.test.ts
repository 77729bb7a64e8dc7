import { describe, expect, it } from 'vitest';
import { NO_VALUE } from './fixed';
import { formatFee, formatPercentChange, priceReversal } from './percent';

describe('formatFee (SPEC §5: divide by 10000)', () => {
  it('shows basis points as a percent', () => {
    expect(formatFee(30)).toBe('0.3%');
    expect(formatFee(25)).toBe('0.25%');
    expect(formatFee(5)).toBe('0.05%');
    expect(formatFee(100)).toBe('1%');
    expect(formatFee(0)).toBe('0%');
  });

  it('never writes NaN', () => {
    expect(formatFee(Number.NaN)).toBe(NO_VALUE);
  });
});

describe('formatPercentChange', () => {
  it('signs a fraction as a percent with 2 decimals', () => {
    expect(formatPercentChange(0.0123)).toBe('+1.23%');
    expect(formatPercentChange(-0.045)).toBe('-4.50%');
    expect(formatPercentChange(0)).toBe('0.00%');
  });

  it('drops the sign of a change that rounds to zero', () => {
    expect(formatPercentChange(-0.000001)).toBe('0.00%');
  });

  it('shows a dash for a missing or broken change', () => {
    expect(formatPercentChange(null)).toBe(NO_VALUE);
    expect(formatPercentChange(Number.POSITIVE_INFINITY)).toBe(NO_VALUE);
  });
});

describe('priceReversal (SPEC §9)', () => {
  it('is 1/(1+change)−1', () => {
    expect(priceReversal(1)).toBeCloseTo(-0.5, 15);
    expect(priceReversal(-0.5)).toBeCloseTo(1, 15);
    expect(priceReversal(0)).toBe(0);
  });

  it('reverses twice to the original change', () => {
    for (const change of [0.25, -0.2, 3, -0.9]) {
      expect(priceReversal(priceReversal(change) ?? Number.NaN)).toBeCloseTo(change, 12);
    }
  });

  it('is null when the price fell to zero or the change is not a number', () => {
    expect(priceReversal(-1)).toBeNull();
    expect(priceReversal(-2)).toBeNull();
    expect(priceReversal(Number.NaN)).toBeNull();
  });
});
