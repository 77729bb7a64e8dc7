import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { priceImpact, priceImpactBps, spotPrice } from './price';
import { getAmountOut } from './swap';

describe('spotPrice (SPEC §3: reserve0 / reserve1)', () => {
  it('divides whole tokens, whatever their precisions', () => {
    // 2400 TLM (precision 4) against 12 WAX (precision 8): 200 TLM per WAX.
    expect(spotPrice(makeAmount(24_000_000n, 4), makeAmount(1_200_000_000n, 8))).toBe(200);
    expect(spotPrice(makeAmount(1_200_000_000n, 8), makeAmount(24_000_000n, 4))).toBeCloseTo(0.005, 15);
  });

  it('is null for an empty side', () => {
    expect(spotPrice(makeAmount(0n, 4), makeAmount(1n, 8))).toBeNull();
    expect(spotPrice(makeAmount(1n, 4), makeAmount(0n, 8))).toBeNull();
  });
});

describe('priceImpact', () => {
  it('compares the output with the spot quote, fee included', () => {
    // Spot quote of 10 000 in at 1e6/2e6 is 20 000; 19 743 out is 257 short: 1.285 %.
    expect(priceImpact(10_000n, 19_743n, 1_000_000n, 2_000_000n)).toBeCloseTo(0.01285, 12);
    expect(priceImpactBps(10_000n, 19_743n, 1_000_000n, 2_000_000n)).toBe(129n);
  });

  it('rounds the basis points up but keeps exact ones', () => {
    expect(priceImpactBps(10_000n, 19_800n, 1_000_000n, 2_000_000n)).toBe(100n);
    expect(priceImpactBps(10_000n, 19_999n, 1_000_000n, 2_000_000n)).toBe(1n);
  });

  it('is zero for no trade, an empty pool, or an output at or above spot', () => {
    expect(priceImpact(0n, 0n, 1000n, 1000n)).toBe(0);
    expect(priceImpactBps(10n, 5n, 0n, 1000n)).toBe(0n);
    expect(priceImpactBps(10n, 20n, 1000n, 1000n)).toBe(0n);
  });

  it('grows with the trade size', () => {
    const impactOf = (amountIn: bigint) => priceImpact(amountIn, getAmountOut(amountIn, 10n ** 12n, 10n ** 12n, 30), 10n ** 12n, 10n ** 12n);
    expect(impactOf(10n ** 6n)).toBeLessThan(impactOf(10n ** 9n));
    expect(impactOf(10n ** 9n)).toBeLessThan(impactOf(10n ** 11n));
  });
});
