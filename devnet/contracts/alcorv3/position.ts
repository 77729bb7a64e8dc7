/**
 * Changing a position's liquidity (Uniswap v3's _modifyPosition): bound ticks, fees settled into the
 * position, in-range pool liquidity, and the token amounts — mints round up, burns round down.
 */
import type { ActionContext } from '../../chain';
import { addDelta, getAmountsForLiquidity, getFeeGrowthInside, getSqrtRatioAtTick, getTokensOwed, isPositionInRange, MAX_UINT64 } from '../../../src/core/v3';
import { cumulativesNow, writeObservation, type Cumulatives } from './oracle';
import { coreMath } from './state';
import { positionKey, positionsTable, tickKey, ticksTable, type PoolRow, type PositionRow, type TickRow } from './tables';
import { saveTick, updatedTick } from './ticks';

/** Which position and by how much its liquidity changes (negative burns). */
export interface PositionChange {
  readonly owner: string;
  readonly tickLower: number;
  readonly tickUpper: number;
  readonly delta: bigint;
}

/** What a change did: the pool and position after it and the tokens it costs (mint) or frees (burn). */
export interface PositionOutcome {
  readonly pool: PoolRow;
  readonly position: PositionRow;
  readonly amountA: bigint;
  readonly amountB: bigint;
}

/** The owner's position over the range, if any. */
export function findPosition(ctx: ActionContext, poolId: bigint, owner: string, tickLower: number, tickUpper: number): PositionRow | undefined {
  return ctx
    .table(positionsTable, poolId)
    .index('bykey')
    .find(positionKey(owner, tickLower, tickUpper));
}

function boundTicks(ctx: ActionContext, pool: PoolRow, change: PositionChange): [TickRow, TickRow] {
  const ticks = ctx.table(ticksTable, pool.id);
  if (change.delta === 0n) {
    const lower = ticks.find(tickKey(change.tickLower));
    const upper = ticks.find(tickKey(change.tickUpper));
    ctx.check(lower && upper, 'position ticks are not initialized');
    return [lower, upper];
  }
  let cached: Cumulatives | undefined;
  const now = (): Cumulatives => (cached ??= cumulativesNow(ctx, pool));
  return [updatedTick(ctx, pool, change.tickLower, change.delta, false, now), updatedTick(ctx, pool, change.tickUpper, change.delta, true, now)];
}

function settledPosition(ctx: ActionContext, pool: PoolRow, change: PositionChange, existing: PositionRow | undefined, inside: [bigint, bigint]): PositionRow {
  const base: PositionRow = existing ?? {
    id: ctx.table(positionsTable, pool.id).availablePrimaryKey(),
    owner: change.owner,
    tickLower: change.tickLower,
    tickUpper: change.tickUpper,
    liquidity: 0n,
    feeGrowthInsideALastX64: 0n,
    feeGrowthInsideBLastX64: 0n,
    feesA: 0n,
    feesB: 0n,
  };
  const [owedA, owedB] = getTokensOwed(base.feeGrowthInsideALastX64, base.feeGrowthInsideBLastX64, base.liquidity, inside[0], inside[1]);
  const feesA = base.feesA + owedA;
  const feesB = base.feesB + owedB;
  ctx.check(feesA <= MAX_UINT64 && feesB <= MAX_UINT64, 'position fees overflow uint64');
  const liquidity = coreMath(ctx, () => addDelta(base.liquidity, change.delta));
  return { ...base, liquidity, feeGrowthInsideALastX64: inside[0], feeGrowthInsideBLastX64: inside[1], feesA, feesB };
}

/** Applies the change to the tables (ticks, position, pool liquidity, oracle); the caller moves tokens and saves the pool's reserves. */
export function modifyPosition(ctx: ActionContext, pool: PoolRow, change: PositionChange, payer: string): PositionOutcome {
  const existing = findPosition(ctx, pool.id, change.owner, change.tickLower, change.tickUpper);
  ctx.check(existing || change.delta > 0n, 'position does not exist');
  const { tickLower, tickUpper, delta } = change;
  // An emptied position earns nothing and its ticks may be gone: settling it changes nothing.
  const idle = delta === 0n && existing !== undefined && existing.liquidity === 0n;
  const [lower, upper] = idle ? [undefined, undefined] : boundTicks(ctx, pool, change);
  const inside: [bigint, bigint] =
    lower && upper
      ? getFeeGrowthInside(lower, upper, tickLower, tickUpper, pool.currSlot.tick, pool.feeGrowthGlobalAX64, pool.feeGrowthGlobalBX64)
      : [existing?.feeGrowthInsideALastX64 ?? 0n, existing?.feeGrowthInsideBLastX64 ?? 0n];
  const position = settledPosition(ctx, pool, change, existing, inside);
  let next = pool;
  let amounts = { amountA: 0n, amountB: 0n };
  if (delta !== 0n) {
    const magnitude = delta > 0n ? delta : -delta;
    amounts = getAmountsForLiquidity(pool.currSlot.sqrtPriceX64, getSqrtRatioAtTick(tickLower), getSqrtRatioAtTick(tickUpper), magnitude, delta > 0n);
    if (isPositionInRange(pool.currSlot.tick, tickLower, tickUpper)) {
      next = writeObservation(ctx, pool);
      next = { ...next, liquidity: coreMath(ctx, () => addDelta(pool.liquidity, delta)) };
    }
    if (lower && upper) {
      saveTick(ctx, pool.id, lower, payer);
      saveTick(ctx, pool.id, upper, payer);
    }
  }
  const positions = ctx.table(positionsTable, pool.id);
  if (existing) positions.modify(existing, null, position);
  else positions.insert(payer, position);
  return { pool: next, position, ...amounts };
}
