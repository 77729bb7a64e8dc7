import { Pool, Tick, TickListDataProvider, Token } from '@alcorexchange/alcor-swap-sdk';
import { describe, expect, it } from 'vitest';
import * as reference from '../../src/core/v3';
import { freezeTicks, type PoolState } from '../v3';
import { firstMismatch, fuzzCases, MAX_SQRT_RATIO, MIN_SQRT_RATIO, type Rng, Rng as Random, wasm } from './fuzz';
import { generatePool, randomShape, thousandTickPool } from './pools';

/** Whole-pool swaps cost hundreds of steps each: a 200th of the per-function case count. */
const POOLS = Math.max(50, Math.round(fuzzCases() / 200));
const SWAPS_PER_POOL = 4;

type SwapArgs = [PoolState, boolean, bigint, bigint | undefined];

/** A swap on the pool: either direction, exact in or out, default limit or one in the swap's direction. */
function swapArgs(rng: Rng, pool: PoolState): SwapArgs {
  const zeroForOne = rng.bool();
  const amount = (rng.bigint(rng.bool() ? 64 : 120) + 1n) * (rng.bool() ? 1n : -1n);
  const kind = rng.int(0, 5);
  let limit: bigint | undefined;
  if (kind === 0) limit = zeroForOne ? rng.bigintBetween(MIN_SQRT_RATIO + 1n, pool.sqrtPriceX64) : rng.bigintBetween(pool.sqrtPriceX64, MAX_SQRT_RATIO - 1n);
  if (kind === 1) limit = zeroForOne ? pool.sqrtPriceX64 - rng.bigint(80) : pool.sqrtPriceX64 + rng.bigint(80);
  if (kind === 2) limit = rng.sqrtPrice(); // now and then on the wrong side: both must reject it
  const withProtocol = rng.int(0, 3) === 0 ? { ...pool, feeProtocol: rng.int(1, 10) } : pool;
  return [withProtocol, zeroForOne, amount, limit];
}

/** The SDK's Pool.swap (declared private in its types, public at run time). */
type SdkSwap = (
  zeroForOne: boolean,
  amountSpecified: bigint,
  sqrtPriceLimitX64?: bigint,
) => { amountA: bigint; amountB: bigint; sqrtPriceX64: bigint; liquidity: bigint; tickCurrent: number };

function sdkSwap(state: PoolState): SdkSwap {
  const pool = sdkPool(state) as unknown as { swap: SdkSwap };
  return pool.swap.bind(pool);
}

function sdkPool(state: PoolState): Pool {
  const ticks = state.ticks.map(
    (t) =>
      new Tick({
        id: t.index,
        liquidityNet: t.liquidityNet,
        liquidityGross: t.liquidityGross,
        feeGrowthOutsideAX64: t.feeGrowthOutsideAX64,
        feeGrowthOutsideBX64: t.feeGrowthOutsideBX64,
        tickCumulativeOutside: 0n,
        secondsOutside: 0n,
        secondsPerLiquidityOutsideX64: 0n,
      }),
  );
  return new Pool({
    id: 1,
    active: true,
    tokenA: new Token('tokena.wax', 4, 'AAA'),
    tokenB: new Token('tokenb.wax', 8, 'BBB'),
    fee: state.fee,
    sqrtPriceX64: state.sqrtPriceX64,
    liquidity: state.liquidity,
    tickCurrent: state.tick,
    ticks: new TickListDataProvider(ticks, state.tickSpacing),
    feeGrowthGlobalAX64: state.feeGrowthGlobalAX64,
    feeGrowthGlobalBX64: state.feeGrowthGlobalBX64,
  });
}

describe('swap (WASM, whole pool)', () => {
  /** Swaps over random pools, a new pool every SWAPS_PER_POOL cases (half with frozen, kept tick lists). */
  const swaps = (seed: number) => {
    const rng = new Random(seed);
    let pool: PoolState | undefined;
    return (i: number): SwapArgs => {
      if (i % SWAPS_PER_POOL === 0 || pool === undefined) {
        const fresh = generatePool(rng, randomShape(rng));
        pool = rng.bool() ? { ...fresh, ticks: freezeTicks(fresh.ticks) } : fresh;
      }
      return swapArgs(rng, pool);
    };
  };

  it(`equals the reference on ${POOLS * SWAPS_PER_POOL} swaps over ${POOLS} random pools (results, crossed ticks, pool after)`, () => {
    let crossed = 0;
    const count = (...args: SwapArgs): reference.SwapResult => {
      const result = reference.swap(...args);
      crossed += result.ticksCrossed.length;
      return result;
    };
    expect(firstMismatch(POOLS * SWAPS_PER_POOL, swaps(0x5a9), wasm.swap, count)).toBeUndefined();
    expect(crossed).toBeGreaterThan(POOLS * SWAPS_PER_POOL * 5);
  });

  it(`equals the reference's quotes (exact in and out) on ${POOLS * SWAPS_PER_POOL} swaps`, () => {
    const positive =
      (make: (i: number) => SwapArgs) =>
      (i: number): SwapArgs => {
        const [pool, zeroForOne, amount, limit] = make(i);
        return [pool, zeroForOne, amount < 0n ? -amount : amount, limit];
      };
    expect(firstMismatch(POOLS * SWAPS_PER_POOL, positive(swaps(0x5aa)), wasm.quoteExactIn, reference.quoteExactIn)).toBeUndefined();
    expect(firstMismatch(POOLS * SWAPS_PER_POOL, positive(swaps(0x5ab)), wasm.quoteExactOut, reference.quoteExactOut)).toBeUndefined();
  });

  it("equals the SDK's Pool.swap (amounts, price, tick, liquidity) on full-range pools in the contract's uint64 liquidity range", () => {
    const rng = new Random(0x5ac);
    let compared = 0;
    for (let p = 0; p < Math.max(25, POOLS / 4); p++) {
      const pool = generatePool(rng, { ...randomShape(rng), fullRange: true, centerTick: rng.int(-400_000, 400_000), liquidityBits: rng.int(8, 56) });
      const sdk = sdkSwap(pool);
      for (let s = 0; s < SWAPS_PER_POOL; s++) {
        const [, zeroForOne, amount, drawn] = swapArgs(rng, pool);
        const onSide =
          drawn !== undefined && (zeroForOne ? drawn < pool.sqrtPriceX64 && drawn > MIN_SQRT_RATIO : drawn > pool.sqrtPriceX64 && drawn < MAX_SQRT_RATIO);
        const limit = onSide ? drawn : undefined;
        const ours = wasm.swap(pool, zeroForOne, amount, limit);
        const theirs = sdk(zeroForOne, amount, limit);
        expect({ amountA: ours.amountA, amountB: ours.amountB, price: ours.sqrtPriceX64, tick: ours.tick, liquidity: ours.liquidity }).toEqual({
          amountA: theirs.amountA,
          amountB: theirs.amountB,
          price: theirs.sqrtPriceX64,
          tick: theirs.tickCurrent,
          liquidity: theirs.liquidity,
        });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(90);
  });

  it('crosses all 1,000 initialized ticks of the benchmark pool, both ways, bit-exact', () => {
    const { pool, limit } = thousandTickPool();
    const down = wasm.swap(pool, true, 1n << 100n, limit);
    expect(down).toEqual(reference.swap(pool, true, 1n << 100n, limit));
    expect(down.ticksCrossed).toHaveLength(1000);
    expect(down.sqrtPriceX64).toBe(limit);
    const back = wasm.swap(down.pool, false, -down.amountB, undefined);
    expect(back).toEqual(reference.swap(down.pool, false, -down.amountB, undefined));
    expect(back.ticksCrossed).toEqual([...down.ticksCrossed].reverse());
  });

  it('walks the word edges of an empty tick list to the price bound, as the reference', () => {
    const pool: PoolState = {
      sqrtPriceX64: 1n << 64n,
      tick: 0,
      liquidity: 0n,
      fee: 500,
      tickSpacing: 10,
      feeGrowthGlobalAX64: 0n,
      feeGrowthGlobalBX64: 0n,
      ticks: [],
    };
    const result = wasm.swap(pool, true, 1000n);
    expect(result).toEqual(reference.swap(pool, true, 1000n));
    expect(result.sqrtPriceX64).toBe(MIN_SQRT_RATIO + 1n);
    expect(result.amountA).toBe(0n);
  });
});
