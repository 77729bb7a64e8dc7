/** Tick rows: range checks, liquidity updates when positions change, and the oracle side of a crossing. */
import type { ActionContext } from '../../chain';
import { addDelta, MAX_TICK, MAX_UINT128, MIN_TICK } from '../../../src/core/v3';
import { secondsU32, type Cumulatives } from './oracle';
import { coreMath } from './state';
import { tickKey, ticksTable, type PoolRow, type TickRow } from './tables';

/** uint128 liquidity spread over every usable tick, so the pool's liquidity can never overflow (Uniswap's rule). */
export function maxLiquidityPerTick(tickSpacing: number): bigint {
  const minTick = Math.ceil(MIN_TICK / tickSpacing) * tickSpacing;
  const maxTick = Math.floor(MAX_TICK / tickSpacing) * tickSpacing;
  const numTicks = BigInt((maxTick - minTick) / tickSpacing + 1);
  return MAX_UINT128 / numTicks;
}

/** Asserts a position range is usable in the pool, with messages that say which rule failed. */
export function checkRange(ctx: ActionContext, pool: PoolRow, tickLower: number, tickUpper: number): void {
  ctx.check(tickLower < tickUpper, `tickLower (${tickLower}) must be below tickUpper (${tickUpper})`);
  ctx.check(tickLower >= MIN_TICK, `tickLower (${tickLower}) is below the minimum tick ${MIN_TICK}`);
  ctx.check(tickUpper <= MAX_TICK, `tickUpper (${tickUpper}) is above the maximum tick ${MAX_TICK}`);
  ctx.check(tickLower % pool.tickSpacing === 0, `tickLower (${tickLower}) is not a multiple of the tick spacing ${pool.tickSpacing}`);
  ctx.check(tickUpper % pool.tickSpacing === 0, `tickUpper (${tickUpper}) is not a multiple of the tick spacing ${pool.tickSpacing}`);
}

/** A bound tick after a position's liquidity changes by `delta`; a new tick snapshots the outside per Uniswap's convention. */
export function updatedTick(ctx: ActionContext, pool: PoolRow, tick: number, delta: bigint, isUpper: boolean, now: () => Cumulatives): TickRow {
  const row = ctx.table(ticksTable, pool.id).find(tickKey(tick));
  const liquidityGross = coreMath(ctx, () => addDelta(row?.liquidityGross ?? 0n, delta));
  ctx.check(liquidityGross <= pool.maxLiquidityPerTick, `liquidity at tick ${tick} would exceed maxLiquidityPerTick ${pool.maxLiquidityPerTick}`);
  const liquidityNet = (row?.liquidityNet ?? 0n) + (isUpper ? -delta : delta);
  if (row) return { ...row, liquidityGross, liquidityNet };
  // Growth below the current tick is assumed to have happened below this new tick.
  const below = tick <= pool.currSlot.tick;
  const c = below ? now() : undefined;
  return {
    id: tick,
    liquidityGross,
    liquidityNet,
    feeGrowthOutsideAX64: below ? pool.feeGrowthGlobalAX64 : 0n,
    feeGrowthOutsideBX64: below ? pool.feeGrowthGlobalBX64 : 0n,
    tickCumulativeOutside: c?.tickCumulative ?? 0n,
    secondsPerLiquidityOutsideX64: c?.secondsPerLiquidityCumulativeX64 ?? 0n,
    secondsOutside: c ? secondsU32(c.time) : 0,
    initialized: true,
  };
}

/** Stores a tick row, or erases it when no position uses the tick any more. */
export function saveTick(ctx: ActionContext, poolId: bigint, next: TickRow, payer: string): void {
  const table = ctx.table(ticksTable, poolId);
  const current = table.find(tickKey(next.id));
  if (next.liquidityGross === 0n) {
    if (current) table.erase(current);
  } else if (current) table.modify(current, null, next);
  else table.insert(payer, next);
}
