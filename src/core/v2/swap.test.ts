import { describe, expect, it } from 'vitest';
import { DEFAULT_V2_FEES, defaultV2Fee } from './fees';
import { getAmountIn, getAmountOut } from './swap';

const E18 = 10n ** 18n;

describe('getAmountOut', () => {
  // Uniswap v2's pair test vectors (0.3 % fee, 18-decimal tokens): [in, reserveIn, reserveOut, out].
  it.each([
    [1n, 5n, 10n, 1662497915624478906n],
    [2n, 5n, 10n, 2851015155847869602n],
    [1n, 10n, 5n, 453305446940074565n],
    [1n, 100n, 100n, 987158034397061298n],
    [1n, 1000n, 1000n, 996006981039903216n],
  ])('matches Uniswap v2 at 30 bps: %i in, reserves %i/%i', (amountIn, reserveIn, reserveOut, expected) => {
    expect(getAmountOut(amountIn * E18, reserveIn * E18, reserveOut * E18, 30)).toBe(expected);
  });

  it('matches hand-computed small pools', () => {
    // 10000·9970·2e6 / (1e6·10000 + 10000·9970) = 19743.16…
    expect(getAmountOut(10_000n, 1_000_000n, 2_000_000n, 30)).toBe(19743n);
    // Adex's 25 bps keeps more: 10000·9975·2e6 / (1e10 + 99 750 000) = 19752.5…
    expect(getAmountOut(10_000n, 1_000_000n, 2_000_000n, DEFAULT_V2_FEES.adex)).toBe(19752n);
    expect(getAmountOut(10_000n, 1_000_000n, 2_000_000n, 0)).toBe(19801n);
  });

  it('gives nothing for nothing and for an empty pool', () => {
    expect(getAmountOut(0n, 1000n, 1000n, 30)).toBe(0n);
    expect(getAmountOut(1000n, 0n, 1000n, 30)).toBe(0n);
    expect(getAmountOut(1000n, 1000n, 0n, 30)).toBe(0n);
  });

  it('refuses negative values and fees outside 0..9999', () => {
    expect(() => getAmountOut(-1n, 1000n, 1000n, 30)).toThrow(/amountIn cannot be negative/);
    expect(() => getAmountOut(1n, 1000n, 1000n, 10000)).toThrow(/fee/);
    expect(() => getAmountOut(1n, 1000n, 1000n, 2.5)).toThrow(RangeError);
  });
});

describe('getAmountIn', () => {
  it('matches a hand-computed vector and buys at least the asked output', () => {
    // 1e6·19743·10000 / (1 980 257·9970) = 9999.9… → 9999, plus 1.
    expect(getAmountIn(19743n, 1_000_000n, 2_000_000n, 30)).toBe(10_000n);
    expect(getAmountOut(10_000n, 1_000_000n, 2_000_000n, 30)).toBeGreaterThanOrEqual(19743n);
  });

  it('costs nothing for zero output', () => {
    expect(getAmountIn(0n, 1000n, 1000n, 30)).toBe(0n);
  });

  it('is undefined when the pool cannot pay the output', () => {
    expect(getAmountIn(1000n, 1000n, 1000n, 30)).toBeUndefined();
    expect(getAmountIn(1001n, 1000n, 1000n, 30)).toBeUndefined();
    expect(getAmountIn(1n, 0n, 1000n, 30)).toBeUndefined();
  });

  it('refuses negative values and a bad fee', () => {
    expect(() => getAmountIn(-1n, 1000n, 1000n, 30)).toThrow(RangeError);
    expect(() => getAmountIn(1n, 1000n, 1000n, -1)).toThrow(/fee/);
  });
});

describe('default fees (SPEC §9)', () => {
  it('are adex 25, taco 30, defibox 30, other 30', () => {
    expect(DEFAULT_V2_FEES).toEqual({ adex: 25, taco: 30, defibox: 30, other: 30 });
    expect(defaultV2Fee('Adex')).toBe(25);
    expect(defaultV2Fee('taco')).toBe(30);
    expect(defaultV2Fee('nefty')).toBe(30);
  });
});
