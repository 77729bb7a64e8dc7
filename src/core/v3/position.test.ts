import { describe, expect, it } from 'vitest';
import { sdk, sdkBarePool, SdkPosition, sdkPool, sdkTickProvider } from './oracle.testutil';
import { generatePool } from './pools.testutil';
import { getFeeGrowthInside, getTokensOwed, isPositionInRange, positionAmountsAndFees } from './position';
import { firstMismatch, fuzzCases, Rng } from './rng.testutil';
import { swap } from './swap';
import { MAX_TICK, MIN_TICK } from './tickMath';
import type { PoolState } from './types';
import { MAX_UINT128, Q64 } from './uint128';

const CASES = fuzzCases();
const FEES = [500, 3000, 10000] as const;

function growth(rng: Rng): bigint {
  return rng.int(0, 20) === 0 ? rng.pick([0n, MAX_UINT128]) : rng.bits(128);
}

describe('getFeeGrowthInside', () => {
  it(`equals the SDK (wrapping at 2^128) on ${CASES} random ticks and growths`, () => {
    const rng = new Rng(601);
    const mismatch = firstMismatch(
      CASES,
      () => {
        const tickLower = rng.int(MIN_TICK, MAX_TICK - 1);
        const tickUpper = rng.int(tickLower + 1, Math.min(tickLower + 20_000, MAX_TICK));
        // The current tick lands below, on, inside, on the upper bound of, and above the range.
        const tickCurrent = rng.pick([tickLower - 1, tickLower, rng.int(tickLower, tickUpper), tickUpper - 1, tickUpper, tickUpper + 1]);
        const lower = { feeGrowthOutsideAX64: growth(rng), feeGrowthOutsideBX64: growth(rng) };
        const upper = { feeGrowthOutsideAX64: growth(rng), feeGrowthOutsideBX64: growth(rng) };
        return [lower, upper, tickLower, tickUpper, tickCurrent, growth(rng), growth(rng)] as const;
      },
      (args) => {
        const ours = getFeeGrowthInside(...args);
        const theirs = sdk.TickLibrary.getFeeGrowthInside(...args);
        return ours[0] === theirs[0] && ours[1] === theirs[1] ? undefined : `${args.slice(2).join(', ')}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('wraps: growth inside stays a uint128 even when the globals overflowed since the ticks were set', () => {
    const lower = { feeGrowthOutsideAX64: MAX_UINT128 - 5n, feeGrowthOutsideBX64: 0n };
    const upper = { feeGrowthOutsideAX64: 0n, feeGrowthOutsideBX64: 0n };
    // Global A wrapped past 2^128 by 10 since the lower tick recorded MAX − 5.
    expect(getFeeGrowthInside(lower, upper, -60, 60, 0, 4n, 0n)).toEqual([10n, 0n]);
  });
});

describe('getTokensOwed', () => {
  it(`equals the SDK on ${CASES} random snapshots`, () => {
    const rng = new Rng(611);
    const mismatch = firstMismatch(
      CASES,
      () => [growth(rng), growth(rng), rng.int(0, 20) === 0 ? MAX_UINT128 : rng.bigint(128), growth(rng), growth(rng)] as const,
      (args) => {
        const ours = getTokensOwed(...args);
        const theirs = sdk.PositionLibrary.getTokensOwed(...args);
        return ours[0] === theirs[0] && ours[1] === theirs[1] ? undefined : `${args.join(', ')}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('rounds down and owes nothing without growth or liquidity', () => {
    expect(getTokensOwed(0n, 0n, 3n, Q64 / 2n, Q64)).toEqual([1n, 3n]);
    expect(getTokensOwed(7n, 9n, 10n ** 20n, 7n, 9n)).toEqual([0n, 0n]);
    expect(getTokensOwed(0n, 0n, 0n, MAX_UINT128, MAX_UINT128)).toEqual([0n, 0n]);
  });
});

describe('positionAmountsAndFees', () => {
  const pools = Math.max(20, Math.round(CASES / 1000));

  it(`equals the SDK Position's amounts and getFees for every position of ${pools} pools after random swaps`, async () => {
    const rng = new Rng(621);
    let checked = 0;
    for (let p = 0; p < pools; p += 1) {
      const fee = rng.pick(FEES);
      const { pool: start, positions } = generatePool(rng, {
        fee,
        centerTick: rng.int(-300_000, 300_000),
        positions: 40,
        liquidityBits: 60,
        maxHalfWidth: 60,
        fullRange: rng.bool(),
      });
      let pool: PoolState = start;
      for (let s = 0; s < 4; s += 1) {
        const zeroForOne = rng.bool();
        const atEdge = zeroForOne ? pool.sqrtPriceX64 <= sdk.TickMath.MIN_SQRT_RATIO + 1n : pool.sqrtPriceX64 >= sdk.TickMath.MAX_SQRT_RATIO - 1n;
        if (!atEdge) pool = swap(pool, zeroForOne, (rng.bigint(62) + 1n) * (rng.bool() ? 1n : -1n)).pool;
      }
      const theirPool = sdkPool(pool, sdkTickProvider(pool.ticks, pool.tickSpacing));
      for (const position of positions) {
        const ours = positionAmountsAndFees(pool, position);
        const theirs = new SdkPosition({ id: 1, owner: 'alice', pool: theirPool, ...position });
        const fees = await theirs.getFees();
        expect(ours).toEqual({ amountA: theirs.amountA.quotient, amountB: theirs.amountB.quotient, feesA: fees.feesA.quotient, feesB: fees.feesB.quotient });
        checked += 1;
      }
    }
    expect(checked).toBe(pools * 40);
  });

  it('adds settled fees to the accrued ones and skips tick lookups for an empty position', () => {
    const { pool, positions } = generatePool(new Rng(622), { fee: 3000, centerTick: 0, positions: 10, liquidityBits: 50, maxHalfWidth: 20, fullRange: true });
    const position = positions[0];
    if (position === undefined) throw new Error('generatePool made no positions');
    const after = swap(pool, true, 10n ** 15n).pool;
    const accrued = positionAmountsAndFees(after, position);
    expect(accrued.feesA).toBeGreaterThan(0n);
    expect(positionAmountsAndFees(after, { ...position, feesA: 5n, feesB: 7n })).toMatchObject({ feesA: accrued.feesA + 5n, feesB: accrued.feesB + 7n });
    const empty = { ...position, tickLower: -120, tickUpper: 120, liquidity: 0n, feesA: 3n, feesB: 4n };
    expect(positionAmountsAndFees({ ...after, ticks: [] }, empty)).toEqual({ amountA: 0n, amountB: 0n, feesA: 3n, feesB: 4n });
    expect(() => positionAmountsAndFees({ ...after, ticks: [] }, position)).toThrow(RangeError);
  });
});

describe('isPositionInRange', () => {
  it('counts the lower tick as in range, as the contract does (the SDK inRange does not)', () => {
    expect(isPositionInRange(-60, -60, 60)).toBe(true);
    expect(isPositionInRange(59, -60, 60)).toBe(true);
    expect(isPositionInRange(60, -60, 60)).toBe(false);
    expect(isPositionInRange(-61, -60, 60)).toBe(false);
    const pool = sdkBarePool(3000, sdk.TickMath.getSqrtRatioAtTick(-60), -60);
    const position = new SdkPosition({
      id: 1,
      owner: 'alice',
      pool,
      liquidity: 1n,
      tickLower: -60,
      tickUpper: 60,
      feeGrowthInsideALastX64: 0n,
      feeGrowthInsideBLastX64: 0n,
      feesA: 0n,
      feesB: 0n,
    });
    expect(position.inRange).toBe(false);
  });
});
