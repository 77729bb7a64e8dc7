/**
 * What the liquidity screen shows over the WASM build: a position's amounts and uncollected fees,
 * and a pool's liquidity across its ranges for a chart. Same names, arguments and results as
 * src/core/v3/position.ts and distribution.ts.
 */
import type { V3Exports } from './loader';
import type { V3Math } from './mathBinding';
import { MAX_U128, type Slots } from './slots';
import { check } from './status';
import type { TickArena } from './tickArena';
import type { LiquidityRange, PoolState, PositionState, PositionValue, TickState, TokenAmounts } from './types';

const MIN_TICK = -443636;
const MAX_TICK = 443636;
const RANGE_BYTES = 88;

/** Position and distribution functions; same names and arguments as src/core/v3. */
export interface V3Position {
  positionAmountsAndFees(pool: PoolState, position: PositionState): PositionValue;
  liquidityDistribution(pool: PoolState, tickLower?: number, tickUpper?: number): LiquidityRange[];
}

/** The initialized tick with exactly this index (ticks sorted by index). */
function findTick(ticks: readonly TickState[], index: number): TickState | undefined {
  let low = 0;
  let high = ticks.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = ticks[mid]!.index;
    if (at === index) return ticks[mid];
    if (at < index) low = mid + 1;
    else high = mid - 1;
  }
  return undefined;
}

const isTick = (tick: number): boolean => Number.isInteger(tick) && tick >= MIN_TICK && tick <= MAX_TICK;

/** Binds the position functions to an instance, its IO slots, its tick arena and its tick maths. */
export function bindPosition(wasm: V3Exports, s: Slots, arena: TickArena, math: V3Math): V3Position {
  const amountsAt = (pool: PoolState, { tickLower, tickUpper, liquidity }: PositionState): TokenAmounts => {
    const lower = math.getSqrtRatioAtTick(tickLower);
    const upper = math.getSqrtRatioAtTick(tickUpper);
    // The branch follows the tick, not the price: after crossing a tick downward the price sits on it with the tick one below.
    if (pool.tick < tickLower) return { amountA: math.getAmountADelta(lower, upper, liquidity, false), amountB: 0n };
    if (pool.tick >= tickUpper) return { amountA: 0n, amountB: math.getAmountBDelta(lower, upper, liquidity, false) };
    return {
      amountA: math.getAmountADelta(pool.sqrtPriceX64, upper, liquidity, false),
      amountB: math.getAmountBDelta(lower, pool.sqrtPriceX64, liquidity, false),
    };
  };
  const owedSinceLastSettle = (pool: PoolState, position: PositionState): [bigint, bigint] => {
    if (position.liquidity === 0n) return [0n, 0n];
    const lower = findTick(pool.ticks, position.tickLower);
    const upper = findTick(pool.ticks, position.tickUpper);
    if (lower === undefined || upper === undefined) {
      throw new RangeError(`Ticks ${position.tickLower}/${position.tickUpper} of a live position are missing from the pool's tick list`);
    }
    const [insideA, insideB] = math.getFeeGrowthInside(
      lower,
      upper,
      position.tickLower,
      position.tickUpper,
      pool.tick,
      pool.feeGrowthGlobalAX64,
      pool.feeGrowthGlobalBX64,
    );
    return math.getTokensOwed(position.feeGrowthInsideALastX64, position.feeGrowthInsideBLastX64, position.liquidity, insideA, insideB);
  };
  return {
    positionAmountsAndFees(pool, position) {
      if (position.tickLower >= position.tickUpper) throw new RangeError('tickLower must be below tickUpper');
      const [owedA, owedB] = owedSinceLastSettle(pool, position);
      return { ...amountsAt(pool, position), feesA: position.feesA + owedA, feesB: position.feesB + owedB };
    },
    liquidityDistribution(pool, tickLower = MIN_TICK, tickUpper = MAX_TICK) {
      if (!isTick(tickLower) || !isTick(tickUpper) || tickLower >= tickUpper) throw new RangeError(`Window [${tickLower}, ${tickUpper}) is not a tick range`);
      const layout = arena.layout(pool.ticks, pool.tickSpacing, pool.ticks.length * RANGE_BYTES);
      s.put(0, pool.sqrtPriceX64, 'sqrtPriceX64', MAX_U128);
      check(wasm.liquidityDistribution(layout.address, layout.count, layout.crossed, tickLower, tickUpper), 'liquidityDistribution');
      const ranges: LiquidityRange[] = [];
      const written = s.getInt(1);
      for (let k = 0, at = layout.crossed; k < written; k += 1, at += RANGE_BYTES) {
        const w = at >>> 3;
        ranges.push({
          tickLower: s.i32[at >>> 2]!,
          tickUpper: s.i32[(at >>> 2) + 1]!,
          liquidity: s.u128At(w + 1),
          amountA: s.u256At(w + 3),
          amountB: s.u256At(w + 7),
        });
      }
      return ranges;
    },
  };
}
