/**
 * The pool oracle with one observation (Uniswap v3's cardinality 1): cumulative tick and seconds per
 * unit of liquidity, which ticks snapshot on their far side (tickCumulativeOutside, …).
 */
import type { ActionContext } from '../../chain';
import { MAX_UINT128 } from '../../../src/core/v3';
import { observationsTable, type ObservationRow, type PoolRow } from './tables';

/** Oracle accumulators at one moment. */
export interface Cumulatives {
  readonly time: number;
  readonly tickCumulative: bigint;
  readonly secondsPerLiquidityCumulativeX64: bigint;
}

/** The accumulators carried from `last` to `time` at a constant tick and liquidity (uint128 wraps). */
export function transform(last: ObservationRow, time: number, tick: number, liquidity: bigint): ObservationRow {
  const elapsed = BigInt(time - last.blockTimestamp);
  const perLiquidity = (elapsed << 64n) / (liquidity > 0n ? liquidity : 1n);
  return {
    ...last,
    blockTimestamp: time,
    tickCumulative: BigInt.asIntN(64, last.tickCumulative + BigInt(tick) * elapsed),
    secondsPerLiquidityCumulativeX64: (last.secondsPerLiquidityCumulativeX64 + perLiquidity) & MAX_UINT128,
  };
}

/** The first observation of a new pool. */
export function initialObservation(time: number): ObservationRow {
  return { id: 0n, blockTimestamp: time, tickCumulative: 0n, secondsPerLiquidityCumulativeX64: 0n, initialized: true };
}

/** The pool's accumulators now, at its current tick and liquidity. */
export function cumulativesNow(ctx: ActionContext, pool: PoolRow): Cumulatives {
  const last = ctx.table(observationsTable, pool.id).get(0n, 'pool observation is missing');
  const now = transform(last, ctx.timeSec(), pool.currSlot.tick, pool.liquidity);
  return { time: now.blockTimestamp, tickCumulative: now.tickCumulative, secondsPerLiquidityCumulativeX64: now.secondsPerLiquidityCumulativeX64 };
}

/** Records the tick and liquidity in force until now (before they change); returns the pool with its new timestamp. */
export function writeObservation(ctx: ActionContext, pool: PoolRow): PoolRow {
  const table = ctx.table(observationsTable, pool.id);
  const last = table.get(0n, 'pool observation is missing');
  const time = ctx.timeSec();
  if (last.blockTimestamp === time) return pool;
  table.modify(last, null, transform(last, time, pool.currSlot.tick, pool.liquidity));
  return { ...pool, currSlot: { ...pool.currSlot, lastObservationTimestamp: time } };
}

/** Seconds as uint32, wrapping like the contract's block timestamps. */
export function secondsU32(value: number): number {
  return Number(BigInt.asUintN(32, BigInt(value)));
}
