import { maxLiquidityForAmounts as sdkMaxLiquidity } from '@alcorexchange/alcor-swap-sdk/build/utils/maxLiquidityForAmounts.js';
import { PositionLibrary } from '@alcorexchange/alcor-swap-sdk/build/utils/positionLibrary.js';
import { TickLibrary } from '@alcorexchange/alcor-swap-sdk/build/utils/tickLibrary.js';
import { describe, expect, it } from 'vitest';
import * as reference from '../../src/core/v3';
import { firstMismatch, fuzzCases, MAX_SQRT_RATIO, MAX_U128, MIN_SQRT_RATIO, replayable, Rng, wasm } from './fuzz';

const CASES = fuzzCases();

/** Fee growth: small, or just below the 2^128 wrap, so the wrapping differences run. */
const growth = (rng: Rng): bigint => (rng.bool() ? rng.bigint(100) : MAX_U128 - rng.bigint(80));

describe('maxLiquidityForAmounts (WASM)', () => {
  it(`equals the reference and the SDK on ${CASES} random ranges, prices and amounts, both precisions`, () => {
    const inputs = replayable(0x11c, (rng) => [rng.sqrtPrice(), rng.sqrtPrice(), rng.sqrtPrice(), rng.bigint(128), rng.bigint(128), rng.bool()] as const);
    const sdk = (...input: [bigint, bigint, bigint, bigint, bigint, boolean]): bigint => sdkMaxLiquidity(...input);
    expect(firstMismatch(CASES, inputs(), wasm.maxLiquidityForAmounts, reference.maxLiquidityForAmounts)).toBeUndefined();
    expect(firstMismatch(CASES, inputs(), wasm.maxLiquidityForAmounts, sdk)).toBeUndefined();
  });

  it('throws on an empty range, as the reference', () => {
    expect(() => wasm.maxLiquidityForAmounts(MIN_SQRT_RATIO, 1n << 64n, 1n << 64n, 5n, 5n, true)).toThrow(RangeError);
    expect(() => reference.maxLiquidityForAmounts(MIN_SQRT_RATIO, 1n << 64n, 1n << 64n, 5n, 5n, true)).toThrow(RangeError);
  });
});

describe('getAmountsForLiquidity (WASM)', () => {
  it(`equals the reference on ${CASES} random positions below, inside and above the price, both roundings`, () => {
    const rng = new Rng(0x11d);
    const make = () => [rng.sqrtPrice(), rng.sqrtPrice(), rng.sqrtPrice(), rng.liquidity(), rng.bool()] as const;
    expect(firstMismatch(CASES, make, wasm.getAmountsForLiquidity, reference.getAmountsForLiquidity)).toBeUndefined();
  });

  it('rounds down by default', () => {
    const args = [1n << 64n, MIN_SQRT_RATIO, MAX_SQRT_RATIO, 12_345_678_901n] as const;
    expect(wasm.getAmountsForLiquidity(...args)).toEqual(reference.getAmountsForLiquidity(...args));
    expect(wasm.getAmountsForLiquidity(...args, true).amountA - wasm.getAmountsForLiquidity(...args).amountA).toBe(1n);
  });
});

describe('getFeeGrowthInside / getTokensOwed (WASM)', () => {
  it(`getFeeGrowthInside equals the reference and the SDK on ${CASES} random ticks and wrapping growths`, () => {
    const inputs = replayable(0x11e, (rng) => {
      const lower = rng.int(-1000, 1000);
      const upper = lower + rng.int(1, 500);
      const outside = () => ({ feeGrowthOutsideAX64: growth(rng), feeGrowthOutsideBX64: growth(rng) });
      return [outside(), outside(), lower, upper, rng.int(lower - 300, upper + 300), growth(rng), growth(rng)] as const;
    });
    const sdk = (...input: Parameters<typeof reference.getFeeGrowthInside>): unknown => TickLibrary.getFeeGrowthInside(...input);
    expect(firstMismatch(CASES, inputs(), wasm.getFeeGrowthInside, reference.getFeeGrowthInside)).toBeUndefined();
    expect(firstMismatch(CASES, inputs(), wasm.getFeeGrowthInside, sdk)).toBeUndefined();
  });

  it(`getTokensOwed equals the reference and the SDK on ${CASES} random snapshots`, () => {
    const inputs = replayable(0x11f, (rng) => [growth(rng), growth(rng), rng.liquidity(), growth(rng), growth(rng)] as const);
    const sdk = (...input: [bigint, bigint, bigint, bigint, bigint]): unknown => PositionLibrary.getTokensOwed(...input);
    expect(firstMismatch(CASES, inputs(), wasm.getTokensOwed, reference.getTokensOwed)).toBeUndefined();
    expect(firstMismatch(CASES, inputs(), wasm.getTokensOwed, sdk)).toBeUndefined();
  });

  it('charges a full wrap of fee growth as growth, not as a negative', () => {
    const [owedA, owedB] = wasm.getTokensOwed(MAX_U128, 0n, 1n << 64n, 4n, 0n);
    expect(owedA).toBe(5n);
    expect(owedB).toBe(0n);
  });
});
