import { describe, expect, it } from 'vitest';
import { getFeeGrowthInside } from './position';
import { quoteExactIn, quoteExactOut } from './quote';
import { sdk, SDK_TOKEN_A, SDK_TOKEN_B, sdkPool, sdkSwap } from './oracle.testutil';
import { generatePool } from './pools.testutil';
import { Rng } from './rng.testutil';
import { swap } from './swap';
import { getSqrtRatioAtTick, getTickAtSqrtRatio, MAX_SQRT_RATIO, MIN_SQRT_RATIO } from './tickMath';
import type { PoolState, TickState } from './types';
import { MAX_UINT128, Q128, Q64 } from './uint128';

const L = 10n ** 18n;

function tickRow(index: number, liquidityNet: bigint, feeGrowthOutsideAX64 = 0n, feeGrowthOutsideBX64 = 0n): TickState {
  return { index, liquidityNet, liquidityGross: liquidityNet < 0n ? -liquidityNet : liquidityNet, feeGrowthOutsideAX64, feeGrowthOutsideBX64 };
}

/** One position over [−600, 600) at price 1, plus one over [−1200, −600) whose lower tick sits below. */
function twoRangePool(overrides: Partial<PoolState> = {}): PoolState {
  return {
    sqrtPriceX64: Q64,
    tick: 0,
    liquidity: L,
    fee: 3000,
    tickSpacing: 60,
    feeGrowthGlobalAX64: 5n * Q64,
    feeGrowthGlobalBX64: 7n * Q64,
    ticks: [tickRow(-1200, L / 2n, 5n * Q64, 7n * Q64), tickRow(-600, L - L / 2n, 5n * Q64, 7n * Q64), tickRow(600, -L)],
    ...overrides,
  };
}

describe('swap', () => {
  it('signs amounts as the pool sees them: input positive, output negative', () => {
    const sell = swap(twoRangePool(), true, 1000n);
    expect(sell.amountA).toBe(1000n);
    expect(sell.amountB).toBeLessThan(0n);
    const buy = swap(twoRangePool(), true, -1000n);
    expect(buy.amountB).toBe(-1000n);
    expect(buy.amountA).toBeGreaterThan(1000n);
  });

  it('crossing a tick flips its fee growth outside and updates liquidity; crossing back restores it', () => {
    const pool = twoRangePool();
    // Stop exactly on tick −600: the crossing happens, and the tick becomes −601.
    const down = swap(pool, true, 10n ** 18n, getSqrtRatioAtTick(-600));
    expect(down.ticksCrossed).toEqual([-600]);
    expect(down.tick).toBe(-601);
    expect(down.liquidity).toBe(L / 2n);
    const crossed = down.pool.ticks.find((t) => t.index === -600);
    expect(crossed).toEqual({ ...tickRow(-600, L - L / 2n), feeGrowthOutsideAX64: down.feeGrowthGlobalAX64 - 5n * Q64, feeGrowthOutsideBX64: 0n });
    expect(pool.ticks[1]?.feeGrowthOutsideAX64).toBe(5n * Q64);
    const up = swap(down.pool, false, 10n ** 18n, Q64);
    expect(up.ticksCrossed).toEqual([-600]);
    expect([up.liquidity, up.tick, up.sqrtPriceX64]).toEqual([L, 0, Q64]);
    expect(up.pool.ticks.find((t) => t.index === -600)?.feeGrowthOutsideAX64).toBe(5n * Q64);
  });

  it('accrues fee growth only in the input token, as fee × 2^64 / liquidity', () => {
    const result = swap(twoRangePool(), false, 10n ** 12n);
    expect(result.ticksCrossed).toEqual([]);
    expect(result.feeAmount).toBe(3n * 10n ** 9n);
    expect(result.feeGrowthGlobalAX64).toBe(5n * Q64);
    expect(result.feeGrowthGlobalBX64).toBe(7n * Q64 + (3n * 10n ** 9n * Q64) / L);
  });

  it('wraps fee growth at 2^128 like the contract, and positions still read the right growth inside', () => {
    const pool = twoRangePool({ feeGrowthGlobalBX64: MAX_UINT128 - 10n, ticks: [tickRow(-600, L, 0n, MAX_UINT128 - 10n), tickRow(600, -L)] });
    const result = swap(pool, false, 10n ** 12n);
    const growth = (3n * 10n ** 9n * Q64) / L;
    expect(result.feeGrowthGlobalBX64).toBe(growth - 11n);
    const [, insideB] = getFeeGrowthInside(pool.ticks[0] as TickState, pool.ticks[1] as TickState, -600, 600, result.tick, 0n, result.feeGrowthGlobalBX64);
    expect(insideB).toBe((growth - 11n - (MAX_UINT128 - 10n) + Q128) % Q128);
  });

  it('gives the protocol 1/feeProtocol of each fee and the rest to liquidity', () => {
    const result = swap(twoRangePool({ feeProtocol: 4 }), false, 10n ** 12n);
    expect(result.protocolFee).toBe(750_000_000n);
    expect(result.feeGrowthGlobalBX64).toBe(7n * Q64 + (2_250_000_000n * Q64) / L);
  });

  it('stops at the price limit, taking only what that move costs', () => {
    const limit = getSqrtRatioAtTick(-30);
    const result = swap(twoRangePool(), true, 10n ** 17n, limit);
    expect(result.sqrtPriceX64).toBe(limit);
    expect(result.tick).toBe(-30);
    expect(result.amountA).toBeLessThan(10n ** 17n);
    expect(quoteExactIn(twoRangePool(), true, 10n ** 17n, limit)).toMatchObject({ complete: false, sqrtPriceX64After: limit });
  });

  it('walks an empty pool to the limit for nothing (the SDK cannot: it needs at least one tick)', () => {
    const empty = twoRangePool({ liquidity: 0n, ticks: [] });
    const result = swap(empty, true, 1000n);
    expect([result.amountA, result.amountB, result.sqrtPriceX64]).toEqual([0n, 0n, MIN_SQRT_RATIO + 1n]);
    expect(result.tick).toBe(getTickAtSqrtRatio(MIN_SQRT_RATIO + 1n));
    expect(() => sdkSwap(sdkPool(empty), true, 1000n)).toThrow();
  });

  it('throws where the contract asserts; the SDK instead returns an empty swap', () => {
    const pool = twoRangePool();
    expect(() => swap(pool, true, 0n)).toThrow(RangeError);
    expect(() => swap(pool, true, 10n, pool.sqrtPriceX64)).toThrow(RangeError);
    expect(() => swap(pool, true, 10n, pool.sqrtPriceX64 + 1n)).toThrow(RangeError);
    expect(() => swap(pool, false, 10n, pool.sqrtPriceX64 - 1n)).toThrow(RangeError);
    expect(() => swap(pool, true, 10n, MIN_SQRT_RATIO)).toThrow(RangeError);
    expect(() => swap(pool, false, 10n, MAX_SQRT_RATIO)).toThrow(RangeError);
    expect(() => swap({ ...pool, ticks: [...pool.ticks].reverse() }, true, 10n)).toThrow(RangeError);
    expect(() => swap({ ...pool, ticks: [tickRow(-601, L)] }, true, 10n)).toThrow(RangeError);
    expect(sdkSwap(sdkPool(pool), true, 10n, pool.sqrtPriceX64)).toMatchObject({ amountA: 0n, amountB: 0n });
  });
});

describe('quoteExactIn / quoteExactOut', () => {
  it('agree with the SDK getOutputAmount / getInputAmount on random pools, and flag what the pool cannot fill', () => {
    const rng = new Rng(701);
    let incomplete = 0;
    for (let i = 0; i < 300; i += 1) {
      const fee = rng.pick([500, 3000, 10000] as const);
      const { pool } = generatePool(rng, { fee, centerTick: rng.int(-200_000, 200_000), positions: 30, liquidityBits: 50, maxHalfWidth: 60, fullRange: false });
      const theirs = sdkPool(pool);
      const zeroForOne = rng.bool();
      const amount = rng.bigint(62) + 1n;
      const [tokenIn, tokenOut] = zeroForOne ? [SDK_TOKEN_A, SDK_TOKEN_B] : [SDK_TOKEN_B, SDK_TOKEN_A];
      const exactIn = quoteExactIn(pool, zeroForOne, amount);
      if (exactIn.complete) expect(exactIn.amountOut).toBe(theirs.getOutputAmount(sdk.CurrencyAmount.fromRawAmount(tokenIn, amount)).quotient);
      else expect(() => theirs.getOutputAmount(sdk.CurrencyAmount.fromRawAmount(tokenIn, amount))).toThrow();
      const exactOut = quoteExactOut(pool, zeroForOne, amount);
      if (exactOut.complete) expect(exactOut.amountIn).toBe(theirs.getInputAmount(sdk.CurrencyAmount.fromRawAmount(tokenOut, amount)).quotient);
      else expect(() => theirs.getInputAmount(sdk.CurrencyAmount.fromRawAmount(tokenOut, amount))).toThrow();
      incomplete += (exactIn.complete ? 0 : 1) + (exactOut.complete ? 0 : 1);
    }
    expect(incomplete).toBeGreaterThan(0);
  });

  it('quote zero as zero and reject negative amounts', () => {
    expect(quoteExactIn(twoRangePool(), true, 0n)).toMatchObject({ amountIn: 0n, amountOut: 0n, complete: true, tickAfter: 0 });
    expect(() => quoteExactOut(twoRangePool(), true, -1n)).toThrow(RangeError);
  });

  it('an exact-out quote pays at least what the exact-in quote of its input returns', () => {
    const out = quoteExactOut(twoRangePool(), true, 10n ** 15n);
    expect(out.amountOut).toBe(10n ** 15n);
    expect(quoteExactIn(twoRangePool(), true, out.amountIn).amountOut).toBeGreaterThanOrEqual(10n ** 15n);
  });
});
