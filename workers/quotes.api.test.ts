import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../src/core/amount/fuzz.testutil';
import * as reference from '../src/core/v3';
import { generatePool } from '../src/core/v3/pools.testutil';
import { Rng } from '../src/core/v3/rng.testutil';
import { quotesApi, type PoolState } from './quotes.api';

const row = (index: number, liquidityNet: bigint) => ({
  index,
  liquidityNet,
  liquidityGross: liquidityNet < 0n ? -liquidityNet : liquidityNet,
  feeGrowthOutsideAX64: 7n << 64n,
  feeGrowthOutsideBX64: 3n << 64n,
});
const pool: PoolState = {
  sqrtPriceX64: reference.getSqrtRatioAtTick(130) + 99n,
  tick: 130,
  liquidity: 5n * 10n ** 15n,
  fee: 3000,
  tickSpacing: 60,
  feeGrowthGlobalAX64: 1n << 80n,
  feeGrowthGlobalBX64: 1n << 81n,
  ticks: [row(-1200, 5n * 10n ** 15n), row(0, 2n * 10n ** 15n), row(120, -(2n * 10n ** 15n)), row(1200, -(5n * 10n ** 15n))],
};

describe('quotesApi', () => {
  it('answers tick maths and swaps exactly as the bigint reference', async () => {
    expect(await quotesApi.getSqrtRatioAtTick(-777)).toBe(reference.getSqrtRatioAtTick(-777));
    expect(await quotesApi.getTickAtSqrtRatio(pool.sqrtPriceX64)).toBe(130);
    expect(await quotesApi.simulateSwap(pool, true, 10n ** 14n)).toEqual(reference.swap(pool, true, 10n ** 14n));
    expect(await quotesApi.quoteExactIn(pool, false, 10n ** 12n)).toEqual(reference.quoteExactIn(pool, false, 10n ** 12n));
    expect(await quotesApi.quoteExactOut(pool, true, 10n ** 12n)).toEqual(reference.quoteExactOut(pool, true, 10n ** 12n));
  });

  it("quotes a loaded pool by key without touching the caller's tick rows, until it is unloaded", async () => {
    await quotesApi.loadPool('alcor:42', pool);
    expect(Object.isFrozen(pool.ticks)).toBe(false);
    expect(Object.isFrozen(pool.ticks[0])).toBe(false);
    expect(await quotesApi.quoteExactIn('alcor:42', true, 10n ** 13n)).toEqual(reference.quoteExactIn(pool, true, 10n ** 13n));
    const moved = { ...pool, sqrtPriceX64: pool.sqrtPriceX64 - 10n ** 9n };
    await quotesApi.loadPool('alcor:42', moved);
    expect(await quotesApi.simulateSwap('alcor:42', false, -(10n ** 10n))).toEqual(reference.swap(moved, false, -(10n ** 10n)));
    expect(await quotesApi.unloadPool('alcor:42')).toBe(true);
    expect(await quotesApi.unloadPool('alcor:42')).toBe(false);
    await expect(quotesApi.quoteExactIn('alcor:42', true, 1n)).rejects.toThrow(RangeError);
  });

  it('rejects what the reference rejects', async () => {
    await expect(quotesApi.getSqrtRatioAtTick(443_637)).rejects.toThrow(RangeError);
    await expect(quotesApi.simulateSwap(pool, true, 0n)).rejects.toThrow(RangeError);
    await expect(quotesApi.quoteExactIn(pool, true, -1n)).rejects.toThrow(RangeError);
  });
});

const MIN_TICK = -443636;
const MAX_TICK = 443636;

/** The value a call resolves to, or the name of the error class it rejects with. */
const settle = (call: () => Promise<unknown>): Promise<unknown> =>
  call().then(
    (value) => ({ value }),
    (error: unknown) => ({ threw: error instanceof Error ? error.name : typeof error }),
  );
const attempt = (call: () => unknown): Promise<unknown> => settle(async () => call());

describe('quotesApi for the liquidity screen', () => {
  const tick = fc.oneof(fc.integer({ min: MIN_TICK, max: MAX_TICK }), fc.constantFrom(MIN_TICK, MAX_TICK, 0));
  const price = fc.bigInt({ min: 4295048017n, max: 79226673515401279992447579061n });
  const uint = (bits: number) => fc.bigInt({ min: 0n, max: (1n << BigInt(bits)) - 1n });

  it("gives a range's amounts for a liquidity and the liquidity for amounts exactly as the reference (fast-check)", async () => {
    await fc.assert(
      fc.asyncProperty(price, tick, tick, uint(128), fc.boolean(), uint(64), uint(64), async (sqrtPriceX64, a, b, liquidity, roundUp, amountA, amountB) => {
        const [lower, upper] = [Math.min(a, b), Math.max(a, b)];
        // The reference takes sqrt ratios; the API takes the range's ticks and refuses an empty one.
        const ratios = (): [bigint, bigint] => {
          if (!(lower < upper)) throw new RangeError('empty range');
          return [reference.getSqrtRatioAtTick(lower), reference.getSqrtRatioAtTick(upper)];
        };
        expect(await settle(() => quotesApi.amountsForLiquidity(sqrtPriceX64, lower, upper, liquidity, roundUp))).toEqual(
          await attempt(() => reference.getAmountsForLiquidity(sqrtPriceX64, ...ratios(), liquidity, roundUp)),
        );
        expect(await settle(() => quotesApi.liquidityForAmounts(sqrtPriceX64, lower, upper, amountA, amountB))).toEqual(
          await attempt(() => reference.maxLiquidityForAmounts(sqrtPriceX64, ...ratios(), amountA, amountB, true)),
        );
      }),
      fuzzParams(0xa91, 1000),
    );
  });

  it("values a kept pool's positions and charts its liquidity exactly as the reference", async () => {
    const rng = new Rng(0xa92);
    for (let i = 0; i < 20; i += 1) {
      const { pool, positions } = generatePool(rng, {
        fee: 3000,
        centerTick: rng.int(-50_000, 50_000),
        positions: 10,
        liquidityBits: 70,
        maxHalfWidth: 50,
        fullRange: true,
      });
      const traded = reference.swap(pool, rng.bool(), 10n ** 12n).pool;
      await quotesApi.loadPool(`alcor:${i}@1`, traded);
      for (const position of positions) {
        expect(await quotesApi.positionAmountsAndFees(`alcor:${i}@1`, position)).toEqual(reference.positionAmountsAndFees(traded, position));
      }
      expect(await quotesApi.liquidityDistribution(`alcor:${i}@1`)).toEqual(reference.liquidityDistribution(traded));
      expect(await quotesApi.liquidityDistribution(`alcor:${i}@1`, traded.tick - 600, traded.tick + 600)).toEqual(
        reference.liquidityDistribution(traded, traded.tick - 600, traded.tick + 600),
      );
      await quotesApi.unloadPool(`alcor:${i}@1`);
    }
  });

  it('converts ticks and prices exactly as the reference', async () => {
    for (const at of [MIN_TICK, -60_001, 0, 1, 277_000, MAX_TICK - 1]) {
      const fraction = await quotesApi.tickToPrice(at, 8, 4);
      expect(fraction).toEqual(reference.tickToPrice(at, 8, 4));
      expect(await quotesApi.priceToClosestTick(fraction, 8, 4)).toBe(at);
      expect(await quotesApi.nearestUsableTick(at, 60)).toBe(reference.nearestUsableTick(at, 60));
    }
  });

  it('rejects an empty range and an unknown pool key with RangeError', async () => {
    await expect(quotesApi.amountsForLiquidity(1n << 64n, 60, 60, 1n, false)).rejects.toThrow(RangeError);
    await expect(quotesApi.liquidityForAmounts(1n << 64n, 120, -120, 1n, 1n)).rejects.toThrow(RangeError);
    await expect(quotesApi.liquidityDistribution('nowhere')).rejects.toThrow(RangeError);
    await expect(
      quotesApi.positionAmountsAndFees('nowhere', {
        tickLower: 0,
        tickUpper: 60,
        liquidity: 1n,
        feeGrowthInsideALastX64: 0n,
        feeGrowthInsideBLastX64: 0n,
        feesA: 0n,
        feesB: 0n,
      }),
    ).rejects.toThrow(RangeError);
  });
});
