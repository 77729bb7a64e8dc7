/**
 * A whole swap through a pool, step by step across initialized ticks, as the contract executes it:
 * the amounts paid and received, the price, tick and liquidity after, the fee growth accrued, and
 * the ticks crossed (each crossing flips the tick's fee-growth-outside, as on chain).
 */
import { addDelta } from './liquidityAmounts';
import { mulDiv } from './fullMath';
import { computeSwapStep } from './swapMath';
import { nextInitializedTickWithinOneWord, findTick, validateTickList } from './tickList';
import { getSqrtRatioAtTick, getTickAtSqrtRatio, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './tickMath';
import type { PoolState, SwapResult, TickState } from './types';
import { addIn128, Q64, subIn128 } from './uint128';

function defaultLimit(zeroForOne: boolean): bigint {
  return zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n;
}

function assertSwapInputs(pool: PoolState, zeroForOne: boolean, amountSpecified: bigint, limit: bigint): void {
  if (amountSpecified === 0n) throw new RangeError('Swap amount must not be zero');
  const limitValid = zeroForOne ? limit < pool.sqrtPriceX64 && limit > MIN_SQRT_RATIO : limit > pool.sqrtPriceX64 && limit < MAX_SQRT_RATIO;
  if (!limitValid) throw new RangeError(`Price limit ${limit} is not beyond the current price in the swap direction`);
  if (!Number.isInteger(pool.feeProtocol ?? 0) || (pool.feeProtocol ?? 0) < 0) throw new RangeError('feeProtocol must be a non-negative integer');
  validateTickList(pool.ticks, pool.tickSpacing);
}

/** The tick after crossing: its outside growth becomes everything accrued on the other side. */
function crossTick(tick: TickState, feeGrowthGlobalAX64: bigint, feeGrowthGlobalBX64: bigint): TickState {
  return {
    ...tick,
    feeGrowthOutsideAX64: subIn128(feeGrowthGlobalAX64, tick.feeGrowthOutsideAX64),
    feeGrowthOutsideBX64: subIn128(feeGrowthGlobalBX64, tick.feeGrowthOutsideBX64),
  };
}

/**
 * Swaps `amountSpecified` through the pool: > 0 is an exact input, < 0 an exact output. zeroForOne
 * sells token A for B (price falls). The swap stops early at `sqrtPriceLimitX64` (default: the
 * price bounds); the amounts then show how much was actually swapped. Throws RangeError on a zero
 * amount, a limit on the wrong side of the price, or a malformed tick list (the contract asserts).
 */
export function swap(pool: PoolState, zeroForOne: boolean, amountSpecified: bigint, sqrtPriceLimitX64?: bigint): SwapResult {
  const limit = sqrtPriceLimitX64 ?? defaultLimit(zeroForOne);
  assertSwapInputs(pool, zeroForOne, amountSpecified, limit);
  const exactInput = amountSpecified > 0n;
  const feeProtocol = BigInt(pool.feeProtocol ?? 0);
  const crossed = new Map<number, TickState>();
  const ticksCrossed: number[] = [];
  let remaining = amountSpecified;
  let calculated = 0n;
  let sqrtPriceX64 = pool.sqrtPriceX64;
  let tick = pool.tick;
  let liquidity = pool.liquidity;
  let feeGrowthGlobalAX64 = pool.feeGrowthGlobalAX64;
  let feeGrowthGlobalBX64 = pool.feeGrowthGlobalBX64;
  let feeTotal = 0n;
  let protocolFee = 0n;

  while (remaining !== 0n && sqrtPriceX64 !== limit) {
    const sqrtPriceStartX64 = sqrtPriceX64;
    const [found, initialized] = nextInitializedTickWithinOneWord(pool.ticks, tick, zeroForOne, pool.tickSpacing);
    const tickNext = Math.min(Math.max(found, MIN_TICK), MAX_TICK);
    const sqrtPriceNextX64 = getSqrtRatioAtTick(tickNext);
    const beyondLimit = zeroForOne ? sqrtPriceNextX64 < limit : sqrtPriceNextX64 > limit;
    const [sqrtAfter, amountIn, amountOut, stepFee] = computeSwapStep(sqrtPriceX64, beyondLimit ? limit : sqrtPriceNextX64, liquidity, remaining, pool.fee);
    sqrtPriceX64 = sqrtAfter;
    if (exactInput) {
      remaining -= amountIn + stepFee;
      calculated -= amountOut;
    } else {
      remaining += amountOut;
      calculated += amountIn + stepFee;
    }
    feeTotal += stepFee;
    const stepProtocolFee = feeProtocol > 0n ? stepFee / feeProtocol : 0n;
    protocolFee += stepProtocolFee;
    if (liquidity > 0n) {
      const growth = mulDiv(stepFee - stepProtocolFee, Q64, liquidity);
      if (zeroForOne) feeGrowthGlobalAX64 = addIn128(feeGrowthGlobalAX64, growth);
      else feeGrowthGlobalBX64 = addIn128(feeGrowthGlobalBX64, growth);
    }
    if (sqrtPriceX64 === sqrtPriceNextX64) {
      if (initialized) {
        const next = findTick(pool.ticks, tickNext) as TickState;
        crossed.set(tickNext, crossTick(crossed.get(tickNext) ?? next, feeGrowthGlobalAX64, feeGrowthGlobalBX64));
        ticksCrossed.push(tickNext);
        liquidity = addDelta(liquidity, zeroForOne ? -next.liquidityNet : next.liquidityNet);
      }
      tick = zeroForOne ? tickNext - 1 : tickNext;
    } else if (sqrtPriceX64 !== sqrtPriceStartX64) {
      // Stopped inside a range: the tick follows the price (an unchanged price keeps the tick, which may sit one below a crossed tick).
      tick = getTickAtSqrtRatio(sqrtPriceX64);
    }
  }

  const specifiedUsed = amountSpecified - remaining;
  const amountA = zeroForOne === exactInput ? specifiedUsed : calculated;
  const amountB = zeroForOne === exactInput ? calculated : specifiedUsed;
  const ticks = crossed.size === 0 ? pool.ticks : pool.ticks.map((t) => crossed.get(t.index) ?? t);
  return {
    amountA,
    amountB,
    feeAmount: feeTotal,
    protocolFee,
    sqrtPriceX64,
    tick,
    liquidity,
    feeGrowthGlobalAX64,
    feeGrowthGlobalBX64,
    ticksCrossed,
    pool: { ...pool, sqrtPriceX64, tick, liquidity, feeGrowthGlobalAX64, feeGrowthGlobalBX64, ticks },
  };
}
