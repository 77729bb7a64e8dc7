import { describe, expect, it } from 'vitest';
import * as reference from '../src/core/v3';
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
