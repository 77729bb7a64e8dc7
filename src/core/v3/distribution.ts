/** A pool's liquidity across its initialized ranges, with the tokens each range holds: the data of a liquidity chart. */
import { getAmountsForLiquidity } from './liquidityAmounts';
import { validateTickList } from './tickList';
import { getSqrtRatioAtTick, MAX_TICK, MIN_TICK } from './tickMath';
import type { LiquidityRange, PoolState } from './types';
import { MAX_UINT128 } from './uint128';

/**
 * Every range [tick i, tick i+1) between consecutive initialized ticks, clipped to [tickLower,
 * tickUpper) and skipped when nothing of it is left: the liquidity in range there (the running sum
 * of liquidityNet from the lowest tick) and what it holds at the pool's price, rounded down.
 * Throws RangeError on a malformed tick list, a window outside the tick range or empty, or a
 * running liquidity that leaves uint128 (the contract never lets it).
 */
export function liquidityDistribution(pool: PoolState, tickLower = MIN_TICK, tickUpper = MAX_TICK): LiquidityRange[] {
  validateTickList(pool.ticks, pool.tickSpacing);
  const inRange = (tick: number) => Number.isInteger(tick) && tick >= MIN_TICK && tick <= MAX_TICK;
  if (!inRange(tickLower) || !inRange(tickUpper) || tickLower >= tickUpper) throw new RangeError(`Window [${tickLower}, ${tickUpper}) is not a tick range`);
  const ranges: LiquidityRange[] = [];
  let liquidity = 0n;
  for (let i = 0; i < pool.ticks.length; i += 1) {
    const tick = pool.ticks[i]!;
    liquidity += tick.liquidityNet;
    if (liquidity < 0n || liquidity > MAX_UINT128) throw new RangeError(`Liquidity leaves uint128 at tick ${tick.index}`);
    const next = pool.ticks[i + 1];
    if (next === undefined) break;
    const from = Math.max(tick.index, tickLower);
    const to = Math.min(next.index, tickUpper);
    if (from >= to) continue;
    const amounts = getAmountsForLiquidity(pool.sqrtPriceX64, getSqrtRatioAtTick(from), getSqrtRatioAtTick(to), liquidity, false);
    ranges.push({ tickLower: from, tickUpper: to, liquidity, ...amounts });
  }
  return ranges;
}
