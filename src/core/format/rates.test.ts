import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { convertWax, waxToBtc, waxToUsd } from './rates';

const rates = { waxpusd: 412, waxpbtc: 61, waxpeth: 1700 };

describe('WAX rates (SPEC §9)', () => {
  it('scales the USD median by 10^-4', () => {
    expect(waxToUsd(100, rates)).toBeCloseTo(4.12, 12);
    expect(waxToUsd(makeAmount(10_000_000_000n, 8), rates)).toBeCloseTo(4.12, 12);
  });

  it('scales the BTC and ETH medians by 10^-8', () => {
    expect(waxToBtc(1e6, rates)).toBeCloseTo(0.61, 12);
    expect(convertWax(1e6, 'ETH', rates)).toBeCloseTo(17, 10);
    expect(convertWax(1e6, 'eth', rates)).toBeCloseTo(17, 10);
  });

  it('gives 0 for other currencies and for zero or missing rates', () => {
    expect(convertWax(100, 'EUR', rates)).toBe(0);
    expect(convertWax(100, 'toString', rates)).toBe(0);
    expect(waxToUsd(100, { ...rates, waxpusd: 0 })).toBe(0);
    expect(waxToUsd(100, { ...rates, waxpusd: Number.NaN })).toBe(0);
  });
});
