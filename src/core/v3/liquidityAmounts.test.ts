import { describe, expect, it } from 'vitest';
import { addDelta, getAmountsForLiquidity, maxLiquidityForAmounts } from './liquidityAmounts';
import { LiquidityMath, sdk, sdkBarePool, SdkPosition } from './oracle.testutil';
import { FEE_TIERS, nearestUsableTick } from './price';
import { firstMismatch, fuzzCases, Rng } from './rng.testutil';
import { getSqrtRatioAtTick, getTickAtSqrtRatio, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './tickMath';
import { MAX_UINT128, MAX_UINT64 } from './uint128';

const CASES = fuzzCases();
const FEES = [500, 3000, 10000] as const;

function randomSqrtPrice(rng: Rng): bigint {
  return rng.bool() ? rng.bigintBetween(MIN_SQRT_RATIO, MAX_SQRT_RATIO) : MIN_SQRT_RATIO + (rng.bigint(96) % (MAX_SQRT_RATIO - MIN_SQRT_RATIO));
}

function randomAmount(rng: Rng): bigint {
  return rng.int(0, 30) === 0 ? rng.pick([0n, 1n, MAX_UINT64]) : rng.bigint(64);
}

describe('maxLiquidityForAmounts', () => {
  it(`equals the SDK on ${CASES} random ranges, prices and amounts, both precisions`, () => {
    const rng = new Rng(501);
    const mismatch = firstMismatch(
      CASES,
      () => {
        let lower = randomSqrtPrice(rng);
        let upper = randomSqrtPrice(rng);
        if (lower === upper) upper = lower === MAX_SQRT_RATIO ? lower - 1n : lower + 1n;
        if (rng.bool()) [lower, upper] = [upper, lower];
        // The current price falls below, inside and above the range in turn.
        const current = rng.int(0, 3) === 0 ? rng.pick([lower, upper]) : randomSqrtPrice(rng);
        return [current, lower, upper, randomAmount(rng), randomAmount(rng), rng.bool()] as const;
      },
      (args) => {
        const ours = maxLiquidityForAmounts(...args);
        const theirs = sdk.maxLiquidityForAmounts(...args);
        return ours === theirs ? undefined : `${args.join(', ')}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('gives no liquidity for no tokens, and full precision never gives less', () => {
    const [l, u] = [getSqrtRatioAtTick(-600), getSqrtRatioAtTick(600)];
    expect(maxLiquidityForAmounts(1n << 64n, l, u, 0n, 0n, true)).toBe(0n);
    expect(maxLiquidityForAmounts(l - 1n, l, u, 0n, MAX_UINT64, true)).toBe(0n);
    const rng = new Rng(502);
    for (let i = 0; i < 5000; i += 1) {
      const args = [rng.bigintBetween(l, u), l, u, randomAmount(rng), randomAmount(rng)] as const;
      expect(maxLiquidityForAmounts(...args, true)).toBeGreaterThanOrEqual(maxLiquidityForAmounts(...args, false));
    }
  });
});

describe('getAmountsForLiquidity', () => {
  it(`equals the SDK Position's amounts (round down) and mint amounts (round up) on ${CASES} random positions`, () => {
    const rng = new Rng(511);
    const mismatch = firstMismatch(
      CASES,
      () => {
        const fee = rng.pick(FEES);
        const spacing = FEE_TIERS[fee] as number;
        const a = nearestUsableTick(rng.int(MIN_TICK, MAX_TICK), spacing);
        const b = nearestUsableTick(rng.int(MIN_TICK, MAX_TICK), spacing);
        const [tickLower, tickUpper] = a === b ? [a - spacing, a] : a < b ? [a, b] : [b, a];
        // Prices around the range, including exactly on its bounds.
        const span = getSqrtRatioAtTick(Math.min(tickUpper + 2 * spacing, MAX_TICK)) - getSqrtRatioAtTick(Math.max(tickLower - 2 * spacing, MIN_TICK));
        const pick = rng.int(0, 5);
        const raw =
          pick === 0
            ? getSqrtRatioAtTick(tickLower)
            : pick === 1
              ? getSqrtRatioAtTick(tickUpper)
              : getSqrtRatioAtTick(Math.max(tickLower - 2 * spacing, MIN_TICK)) + rng.bigintBetween(0n, span);
        const sqrtPriceX64 = raw >= MAX_SQRT_RATIO ? MAX_SQRT_RATIO - 1n : raw;
        const liquidity = rng.int(0, 30) === 0 ? MAX_UINT128 : rng.bigint(128);
        return { fee, tickLower, tickUpper, sqrtPriceX64, liquidity };
      },
      ({ fee, tickLower, tickUpper, sqrtPriceX64, liquidity }) => {
        const pool = sdkBarePool(fee, sqrtPriceX64, getTickAtSqrtRatio(sqrtPriceX64));
        const position = new SdkPosition({
          id: 1,
          owner: 'alice',
          pool,
          liquidity,
          tickLower,
          tickUpper,
          feeGrowthInsideALastX64: 0n,
          feeGrowthInsideBLastX64: 0n,
          feesA: 0n,
          feesB: 0n,
        });
        const [l, u] = [getSqrtRatioAtTick(tickLower), getSqrtRatioAtTick(tickUpper)];
        const worth = getAmountsForLiquidity(sqrtPriceX64, l, u, liquidity);
        const cost = getAmountsForLiquidity(sqrtPriceX64, l, u, liquidity, true);
        const mint = position.mintAmounts;
        const same =
          worth.amountA === position.amountA.quotient &&
          worth.amountB === position.amountB.quotient &&
          cost.amountA === mint.amountA &&
          cost.amountB === mint.amountB;
        return same ? undefined : `range ${tickLower}..${tickUpper} at ${sqrtPriceX64}, L ${liquidity}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('puts everything in token A below the range and in token B above it', () => {
    const [l, u] = [getSqrtRatioAtTick(-60), getSqrtRatioAtTick(60)];
    expect(getAmountsForLiquidity(l - 1n, l, u, 10n ** 18n).amountB).toBe(0n);
    expect(getAmountsForLiquidity(u, l, u, 10n ** 18n).amountA).toBe(0n);
    const inside = getAmountsForLiquidity(1n << 64n, l, u, 10n ** 18n);
    expect(inside.amountA > 0n && inside.amountB > 0n).toBe(true);
    const up = getAmountsForLiquidity(1n << 64n, l, u, 10n ** 18n, true);
    expect([up.amountA - inside.amountA, up.amountB - inside.amountB]).toEqual([1n, 1n]);
    expect(getAmountsForLiquidity(1n << 64n, l, u, 0n)).toEqual({ amountA: 0n, amountB: 0n });
  });
});

describe('addDelta', () => {
  it(`equals the SDK on ${CASES} random in-range updates`, () => {
    const rng = new Rng(521);
    const mismatch = firstMismatch(
      CASES,
      () => {
        const liquidity = rng.int(0, 30) === 0 ? rng.pick([0n, MAX_UINT128]) : rng.bigint(128);
        const delta = rng.bool() ? -rng.bigintBetween(0n, liquidity) : rng.bigintBetween(0n, MAX_UINT128 - liquidity);
        return [liquidity, delta] as const;
      },
      ([liquidity, delta]) => {
        const ours = addDelta(liquidity, delta);
        const theirs = LiquidityMath.addDelta(liquidity, delta);
        return ours === theirs ? undefined : `${liquidity} + ${delta}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('throws where the contract asserts (the SDK returns a negative or oversized liquidity)', () => {
    expect(() => addDelta(5n, -6n)).toThrow(RangeError);
    expect(LiquidityMath.addDelta(5n, -6n)).toBe(-1n);
    expect(() => addDelta(MAX_UINT128, 1n)).toThrow(RangeError);
    expect(addDelta(MAX_UINT128, -MAX_UINT128)).toBe(0n);
    expect(addDelta(0n, MAX_UINT128)).toBe(MAX_UINT128);
  });
});
