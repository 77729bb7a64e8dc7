import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../../core/amount';
import { formatUsdPrice, marketCapWax, usdPerWax } from './tokenFigures';

const supply = (units: bigint) => ({ supply: makeAmount(units, 4), maxSupply: makeAmount(units, 4), known: true });

describe('token figures', () => {
  it("derives USD per WAX from the token's two prices, unknown when either is", () => {
    expect(usdPerWax({ waxPrice: 0.2, usdPrice: 0.01 })).toBeCloseTo(0.05);
    expect(usdPerWax({ waxPrice: null, usdPrice: 0.01 })).toBeNull();
    expect(usdPerWax({ waxPrice: 0, usdPrice: 0.01 })).toBeNull();
  });

  it('takes the market cap as the supply times the WAX price; a missing stat gives 0, an unknown price none', () => {
    expect(marketCapWax({ waxPrice: 0.2 }, supply(1_000_000n))).toBeCloseTo(20);
    expect(marketCapWax({ waxPrice: 0.2 }, { ...supply(0n), known: false })).toBe(0);
    expect(marketCapWax({ waxPrice: null }, supply(1n))).toBeNull();
  });

  it('keeps the digits of small USD prices', () => {
    expect(formatUsdPrice(0.0100831)).toBe('$0.0100831000');
    expect(formatUsdPrice(null)).toBe('—');
  });
});
