/**
 * Whole-pool scenarios: six pools (every fee tier, ≥ 100 initialized ticks each) take 250 swaps
 * apiece — alternating directions, exact in and out, with and without price limits — and after
 * every swap our result must equal the SDK's Pool.swap (amounts, price, tick, liquidity) and an
 * SDK-built replay of fee growth and tick crossings. At the end the positions must be solvent.
 */
import { describe, expect, it } from 'vitest';
import { getAmountsForLiquidity } from './liquidityAmounts';
import { replaySwapWithSdk, sdkPool, sdkSwap, sdkTickProvider } from './oracle.testutil';
import { generatePool, type PoolShape } from './pools.testutil';
import { positionAmountsAndFees } from './position';
import { fuzzCases, Rng } from './rng.testutil';
import { swap } from './swap';
import { getSqrtRatioAtTick, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './tickMath';
import type { PoolState } from './types';
import { Q64 } from './uint128';

/** 250 swaps per pool by default; long fuzz runs (FUZZ_CASES) scale it up. */
const SWAPS_PER_POOL = Math.max(250, Math.round(fuzzCases() / 400));

const SHAPES: PoolShape[] = [
  { fee: 500, centerTick: 0, positions: 90, liquidityBits: 56, maxHalfWidth: 120, fullRange: true },
  { fee: 3000, centerTick: 0, positions: 90, liquidityBits: 56, maxHalfWidth: 120, fullRange: true },
  { fee: 10000, centerTick: 0, positions: 90, liquidityBits: 56, maxHalfWidth: 120, fullRange: true },
  // Far from price 1 and without a full-range position: liquidity runs out, swaps end at the limits.
  { fee: 500, centerTick: -380_000, positions: 90, liquidityBits: 40, maxHalfWidth: 80, fullRange: false },
  { fee: 3000, centerTick: 400_000, positions: 90, liquidityBits: 48, maxHalfWidth: 100, fullRange: false },
  { fee: 10000, centerTick: 380_000, positions: 90, liquidityBits: 56, maxHalfWidth: 150, fullRange: false },
];

function atEdge(pool: PoolState, zeroForOne: boolean): boolean {
  return zeroForOne ? pool.sqrtPriceX64 <= MIN_SQRT_RATIO + 1n : pool.sqrtPriceX64 >= MAX_SQRT_RATIO - 1n;
}

/** A limit strictly beyond the price in the swap direction, up to 200 spacings away. */
function randomLimit(rng: Rng, pool: PoolState, zeroForOne: boolean): bigint {
  const distance = rng.int(1, 200) * pool.tickSpacing;
  if (zeroForOne) {
    const bound = getSqrtRatioAtTick(Math.max(pool.tick - distance, MIN_TICK));
    return rng.bigintBetween(bound > MIN_SQRT_RATIO ? bound : MIN_SQRT_RATIO + 1n, pool.sqrtPriceX64 - 1n);
  }
  const bound = getSqrtRatioAtTick(Math.min(pool.tick + distance, MAX_TICK));
  return rng.bigintBetween(pool.sqrtPriceX64 + 1n, bound < MAX_SQRT_RATIO ? bound : MAX_SQRT_RATIO - 1n);
}

describe.each(SHAPES.map((shape, i) => ({ ...shape, seed: 900 + i })))('pool fee $fee around tick $centerTick', ({ seed, ...shape }) => {
  it(`matches the SDK swap after swap for ${SWAPS_PER_POOL} swaps and stays solvent`, () => {
    const rng = new Rng(seed);
    const { pool: start, positions } = generatePool(rng, shape);
    expect(start.ticks.length).toBeGreaterThanOrEqual(100);
    const provider = sdkTickProvider(start.ticks, start.tickSpacing);
    let pool = start;
    let theirs = sdkPool(start, provider);
    // Solvency bookkeeping: what the pool holds (mints rounded up, then every swap's deltas), the
    // fees swaps paid, and the most that fee-growth rounding may leave undistributed.
    const held = { a: 0n, b: 0n };
    const feesPaid = { a: 0n, b: 0n };
    for (const p of positions) {
      const cost = getAmountsForLiquidity(start.sqrtPriceX64, getSqrtRatioAtTick(p.tickLower), getSqrtRatioAtTick(p.tickUpper), p.liquidity, true);
      held.a += cost.amountA;
      held.b += cost.amountB;
    }
    const tally = { crossed: 0, limited: 0, exactOut: 0, partial: 0, steps: 0 };
    let roundingSlack = BigInt(positions.length);

    for (let i = 0; i < SWAPS_PER_POOL; i += 1) {
      let zeroForOne = (i % 2 === 0) !== (rng.int(0, 3) === 0);
      if (atEdge(pool, zeroForOne)) zeroForOne = !zeroForOne;
      const magnitude = rng.bigint(64) + 1n;
      const amountSpecified = rng.bool() ? magnitude : -magnitude;
      const limit = rng.int(0, 2) === 0 ? randomLimit(rng, pool, zeroForOne) : undefined;

      const ours = swap(pool, zeroForOne, amountSpecified, limit);
      const sdkResult = sdkSwap(theirs, zeroForOne, amountSpecified, limit);
      const context = `swap ${i}: ${zeroForOne ? 'A→B' : 'B→A'} ${amountSpecified} limit ${limit}`;
      expect({ amountA: ours.amountA, amountB: ours.amountB, sqrtPriceX64: ours.sqrtPriceX64, tick: ours.tick, liquidity: ours.liquidity }, context).toEqual({
        amountA: sdkResult.amountA,
        amountB: sdkResult.amountB,
        sqrtPriceX64: sdkResult.sqrtPriceX64,
        tick: sdkResult.tickCurrent,
        liquidity: sdkResult.liquidity,
      });
      const replay = replaySwapWithSdk(pool, zeroForOne, amountSpecified, limit ?? (zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n));
      expect([replay.amountA, replay.amountB, replay.sqrtPriceX64, replay.tick], `${context} (replay)`).toEqual([
        sdkResult.amountA,
        sdkResult.amountB,
        sdkResult.sqrtPriceX64,
        sdkResult.tickCurrent,
      ]);
      expect([ours.feeGrowthGlobalAX64, ours.feeGrowthGlobalBX64], context).toEqual([replay.feeGrowthGlobalAX64, replay.feeGrowthGlobalBX64]);
      expect(ours.ticksCrossed, context).toEqual(replay.crossed.map((t) => t.index));
      const after = new Map(ours.pool.ticks.map((t) => [t.index, t]));
      for (const flipped of replay.crossed) expect(after.get(flipped.index), context).toEqual(flipped);

      held.a += ours.amountA;
      held.b += ours.amountB;
      if (zeroForOne) feesPaid.a += ours.feeAmount;
      else feesPaid.b += ours.feeAmount;
      roundingSlack += BigInt(replay.steps) * (replay.maxLiquidity / Q64 + 2n);
      tally.crossed += ours.ticksCrossed.length;
      tally.steps += replay.steps;
      tally.limited += limit === undefined ? 0 : 1;
      tally.exactOut += amountSpecified < 0n ? 1 : 0;
      tally.partial +=
        (zeroForOne ? ours.amountA : ours.amountB) === amountSpecified || -(zeroForOne ? ours.amountB : ours.amountA) === -amountSpecified ? 0 : 1;
      pool = ours.pool;
      // The SDK's next pool comes from its own result (its Pool is immutable and keeps no fee growth).
      theirs = sdkPool({ ...start, sqrtPriceX64: sdkResult.sqrtPriceX64, tick: sdkResult.tickCurrent, liquidity: sdkResult.liquidity }, provider);
    }

    // Every position's worth (rounded down) plus its fees never exceeds what the pool holds
    // (at extreme prices one unit of rounding can strand far more than a unit, so no lower bound here).
    const values = positions.map((p) => positionAmountsAndFees(pool, p));
    const owed = values.reduce((sum, v) => ({ a: sum.a + v.amountA + v.feesA, b: sum.b + v.amountB + v.feesB }), { a: 0n, b: 0n });
    expect(owed.a).toBeLessThanOrEqual(held.a);
    expect(owed.b).toBeLessThanOrEqual(held.b);
    // Fees: positions are owed what swaps paid, less only fee-growth rounding.
    const fees = values.reduce((sum, v) => ({ a: sum.a + v.feesA, b: sum.b + v.feesB }), { a: 0n, b: 0n });
    for (const token of ['a', 'b'] as const) {
      expect(fees[token]).toBeLessThanOrEqual(feesPaid[token]);
      expect(feesPaid[token] - fees[token]).toBeLessThanOrEqual(roundingSlack);
    }
    // The scenario must exercise what it claims to.
    expect(tally.crossed).toBeGreaterThan(SWAPS_PER_POOL);
    expect(tally.limited).toBeGreaterThan(SWAPS_PER_POOL / 5);
    expect(tally.exactOut).toBeGreaterThan(SWAPS_PER_POOL / 4);
    expect(tally.partial).toBeGreaterThan(0);
  });
});
