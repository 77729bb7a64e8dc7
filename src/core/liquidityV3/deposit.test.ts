import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAmountsForLiquidity, getSqrtRatioAtTick, MAX_TICK, MIN_TICK } from '../v3';
import { depositSides, liquidityShare } from './deposit';

describe('depositSides', () => {
  it('names the tokens the bigint reference says a mint takes', () => {
    const tick = fc.integer({ min: MIN_TICK, max: MAX_TICK });
    fc.assert(
      fc.property(tick, tick, tick, fc.bigInt({ min: 10n ** 6n, max: 10n ** 20n }), (a, b, current, liquidity) => {
        // On the lower tick itself a price exactly at the bound takes token A only: the screen reads that from the amounts.
        fc.pre(a !== b && current !== Math.min(a, b));
        const [lower, upper] = a < b ? [a, b] : [b, a];
        const sqrt = getSqrtRatioAtTick(current);
        const { amountA, amountB } = getAmountsForLiquidity(sqrt, getSqrtRatioAtTick(lower), getSqrtRatioAtTick(upper), liquidity, true);
        const sides = depositSides(current, lower, upper);
        expect(sides).toBe(amountA > 0n && amountB > 0n ? 'both' : amountA > 0n ? 'a' : 'b');
      }),
    );
  });

  it('refuses an empty range', () => {
    expect(() => depositSides(0, 60, 60)).toThrow(RangeError);
  });
});

describe('liquidityShare', () => {
  it('never burns more than the position and burns all of it at 100 %', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }), fc.integer({ min: 1, max: 100 }), (liquidity, percent) => {
        const share = liquidityShare(liquidity, percent);
        expect(share <= liquidity && share >= 0n).toBe(true);
        if (percent === 100) expect(share).toBe(liquidity);
        expect(liquidity * BigInt(percent) - share * 100n).toBeLessThan(100n);
      }),
    );
    expect(() => liquidityShare(10n, 0)).toThrow(RangeError);
  });
});
