/**
 * The test oracle: @alcorexchange/alcor-swap-sdk (a dev dependency, test-only; not in the barrel),
 * plus glue that turns our plain pool state into its classes.
 */
import { Pool, Position, type Price, Tick, TickListDataProvider, TickMath, Token } from '@alcorexchange/alcor-swap-sdk';
import { LiquidityMath } from '@alcorexchange/alcor-swap-sdk/build/utils/liquidityMath.js';
import { SwapMath } from '@alcorexchange/alcor-swap-sdk/build/utils/swapMath.js';
import type { PoolState, PriceFraction, TickState } from './types';
import { Q128, Q64 } from './uint128';

export * as sdk from '@alcorexchange/alcor-swap-sdk';
export { LiquidityMath, SwapMath };

/** Token A sorts before token B by contract name, so the SDK keeps our A/B order. */
export const SDK_TOKEN_A = new Token('tokena.wax', 4, 'AAA');
export const SDK_TOKEN_B = new Token('tokenb.wax', 8, 'BBB');

/** The SDK's tick list for our ticks (built once per pool: swaps do not change liquidityNet). */
export function sdkTickProvider(ticks: readonly TickState[], tickSpacing: number): TickListDataProvider {
  const sdkTicks = ticks.map(
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
  return new TickListDataProvider(sdkTicks, tickSpacing);
}

/** An SDK Pool with our state (ticks from `provider`, or built from the state's own list). */
export function sdkPool(state: PoolState, provider?: TickListDataProvider): Pool {
  return new Pool({
    id: 1,
    active: true,
    tokenA: SDK_TOKEN_A,
    tokenB: SDK_TOKEN_B,
    fee: state.fee,
    sqrtPriceX64: state.sqrtPriceX64,
    liquidity: state.liquidity,
    tickCurrent: state.tick,
    ticks: provider ?? sdkTickProvider(state.ticks, state.tickSpacing),
    feeGrowthGlobalAX64: state.feeGrowthGlobalAX64,
    feeGrowthGlobalBX64: state.feeGrowthGlobalBX64,
  });
}

export { Position as SdkPosition };

/** An SDK Pool at a price with no ticks: enough for position amounts. */
export function sdkBarePool(fee: 500 | 3000 | 10000, sqrtPriceX64: bigint, tick: number): Pool {
  return sdkPool({ sqrtPriceX64, tick, liquidity: 0n, fee, tickSpacing: 1, feeGrowthGlobalAX64: 0n, feeGrowthGlobalBX64: 0n, ticks: [] });
}

/** What the SDK's Pool.swap returns. */
export interface SdkSwapResult {
  amountA: bigint;
  amountB: bigint;
  sqrtPriceX64: bigint;
  liquidity: bigint;
  tickCurrent: number;
}

/** Pool.swap: public at runtime, declared private in the SDK's typings. */
export function sdkSwap(pool: Pool, zeroForOne: boolean, amountSpecified: bigint, sqrtPriceLimitX64?: bigint): SdkSwapResult {
  const open = pool as unknown as { swap(zeroForOne: boolean, amountSpecified: bigint, limit?: bigint): SdkSwapResult };
  return open.swap(zeroForOne, amountSpecified, sqrtPriceLimitX64);
}

/** Price.adjustedForDecimals (declared private in the typings): the price between whole tokens. */
export function sdkWholePrice(price: Price<Token, Token>): PriceFraction {
  const adjusted = (price as unknown as { adjustedForDecimals: PriceFraction }).adjustedForDecimals;
  return { numerator: adjusted.numerator, denominator: adjusted.denominator };
}

/** What the fee-growth replay derives. */
export interface ReplayResult {
  amountA: bigint;
  amountB: bigint;
  sqrtPriceX64: bigint;
  tick: number;
  liquidity: bigint;
  feeGrowthGlobalAX64: bigint;
  feeGrowthGlobalBX64: bigint;
  /** Crossed ticks with their flipped fee-growth-outside, in crossing order. */
  crossed: TickState[];
  /** Swap steps taken, and the most liquidity any of them used. */
  steps: number;
  maxLiquidity: bigint;
}

/**
 * The SDK's Pool.swap does not track fee growth, so this replays the swap from SDK pieces only
 * (its tick search, computeSwapStep, TickMath and LiquidityMath) and accrues fee growth and tick
 * flips as the contract does: growth += ⌊fee·2^64 / L⌋ mod 2^128; outside := global − outside.
 */
export function replaySwapWithSdk(state: PoolState, zeroForOne: boolean, amountSpecified: bigint, limit: bigint): ReplayResult {
  const provider = sdkTickProvider(state.ticks, state.tickSpacing);
  const exactIn = amountSpecified > 0n;
  const outside = new Map(state.ticks.map((t) => [t.index, t]));
  const crossed: TickState[] = [];
  let remaining = amountSpecified;
  let calculated = 0n;
  let { sqrtPriceX64, tick, liquidity, feeGrowthGlobalAX64, feeGrowthGlobalBX64 } = state;
  let steps = 0;
  let maxLiquidity = liquidity;
  while (remaining !== 0n && sqrtPriceX64 !== limit) {
    const start = sqrtPriceX64;
    steps += 1;
    if (liquidity > maxLiquidity) maxLiquidity = liquidity;
    const [found, initialized] = provider.nextInitializedTickWithinOneWord(tick, zeroForOne, state.tickSpacing);
    const tickNext = Math.min(Math.max(found, TickMath.MIN_TICK), TickMath.MAX_TICK);
    const nextSqrt = TickMath.getSqrtRatioAtTick(tickNext);
    const target = (zeroForOne ? nextSqrt < limit : nextSqrt > limit) ? limit : nextSqrt;
    const [after, amountIn, amountOut, fee] = SwapMath.computeSwapStep(sqrtPriceX64, target, liquidity, remaining, state.fee);
    sqrtPriceX64 = after;
    remaining += exactIn ? -(amountIn + fee) : amountOut;
    calculated += exactIn ? -amountOut : amountIn + fee;
    if (liquidity > 0n) {
      const growth = (fee * Q64) / liquidity;
      if (zeroForOne) feeGrowthGlobalAX64 = (feeGrowthGlobalAX64 + growth) % Q128;
      else feeGrowthGlobalBX64 = (feeGrowthGlobalBX64 + growth) % Q128;
    }
    if (sqrtPriceX64 === nextSqrt) {
      if (initialized) {
        const t = outside.get(tickNext) as TickState;
        const flipped = {
          ...t,
          feeGrowthOutsideAX64: (feeGrowthGlobalAX64 - t.feeGrowthOutsideAX64 + Q128) % Q128,
          feeGrowthOutsideBX64: (feeGrowthGlobalBX64 - t.feeGrowthOutsideBX64 + Q128) % Q128,
        };
        crossed.push(flipped);
        liquidity = LiquidityMath.addDelta(liquidity, zeroForOne ? -t.liquidityNet : t.liquidityNet);
      }
      tick = zeroForOne ? tickNext - 1 : tickNext;
    } else if (sqrtPriceX64 !== start) {
      tick = TickMath.getTickAtSqrtRatio(sqrtPriceX64);
    }
  }
  const used = amountSpecified - remaining;
  return {
    amountA: zeroForOne === exactIn ? used : calculated,
    amountB: zeroForOne === exactIn ? calculated : used,
    sqrtPriceX64,
    tick,
    liquidity,
    feeGrowthGlobalAX64,
    feeGrowthGlobalBX64,
    crossed,
    steps,
    maxLiquidity,
  };
}
