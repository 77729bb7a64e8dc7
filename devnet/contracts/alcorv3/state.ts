/**
 * The one bridge between `swap.alcor`'s rows and src/core's types: pool and tick rows ⇄ PoolState /
 * TickState (swap results back into pool and tick rows), position rows → PositionState, chain assets
 * ⇄ core assets, core RangeErrors → assertions.
 */
import type { ActionContext, AssetValue, ExtendedAssetValue } from '../../chain';
import { makeAmount, type AssetParts, type ExtendedAssetParts } from '../../../src/core/amount';
import { subIn128, type PoolState, type PositionState, type SwapResult, type TickState } from '../../../src/core/v3';
import { secondsU32, type Cumulatives } from './oracle';
import { ticksTable, type PoolRow, type PositionRow, type TickRow } from './tables';

/** Runs src/core maths; its RangeError (a broken precondition) aborts the transaction with its message. */
export function coreMath<T>(ctx: ActionContext, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof RangeError) ctx.check(false, e.message);
    throw e;
  }
}

/** A tick row as the swap maths sees it. */
export function tickState(row: TickRow): TickState {
  return {
    index: row.id,
    liquidityNet: row.liquidityNet,
    liquidityGross: row.liquidityGross,
    feeGrowthOutsideAX64: row.feeGrowthOutsideAX64,
    feeGrowthOutsideBX64: row.feeGrowthOutsideBX64,
  };
}

/** A pool row and its tick rows (any order) as a PoolState. */
export function poolState(pool: PoolRow, ticks: Iterable<TickRow>): PoolState {
  return {
    sqrtPriceX64: pool.currSlot.sqrtPriceX64,
    tick: pool.currSlot.tick,
    liquidity: pool.liquidity,
    fee: pool.fee,
    tickSpacing: pool.tickSpacing,
    feeGrowthGlobalAX64: pool.feeGrowthGlobalAX64,
    feeGrowthGlobalBX64: pool.feeGrowthGlobalBX64,
    feeProtocol: pool.feeProtocol,
    ticks: [...ticks].map(tickState).sort((a, b) => a.index - b.index),
  };
}

/** The pool's state with every initialized tick, read from the contract's tables. */
export function loadPoolState(ctx: ActionContext, pool: PoolRow): PoolState {
  return poolState(pool, ctx.table(ticksTable, pool.id).rows());
}

/** A position row as the position maths sees it. */
export function positionState(row: PositionRow): PositionState {
  return {
    tickLower: row.tickLower,
    tickUpper: row.tickUpper,
    liquidity: row.liquidity,
    feeGrowthInsideALastX64: row.feeGrowthInsideALastX64,
    feeGrowthInsideBLastX64: row.feeGrowthInsideBLastX64,
    feesA: row.feesA,
    feesB: row.feesB,
  };
}

/** The pool row after a swap: price slot, liquidity and fee growth from the result (reserves are the caller's). */
export function poolAfterSwap(pool: PoolRow, result: SwapResult): PoolRow {
  return {
    ...pool,
    currSlot: { ...pool.currSlot, sqrtPriceX64: result.sqrtPriceX64, tick: result.tick },
    liquidity: result.liquidity,
    feeGrowthGlobalAX64: result.feeGrowthGlobalAX64,
    feeGrowthGlobalBX64: result.feeGrowthGlobalBX64,
  };
}

/** A chain asset as a core asset. */
export function assetParts(value: AssetValue): AssetParts {
  return { amount: makeAmount(value.amount, value.symbol.precision), ticker: value.symbol.code };
}

/** A chain extended asset as a core one. */
export function extendedParts(value: ExtendedAssetValue): ExtendedAssetParts {
  return { ...assetParts(value.quantity), contract: value.contract };
}

/** `amount` units of the symbol of `like`. */
export function withAmount(like: AssetValue, amount: bigint): AssetValue {
  return { amount, symbol: like.symbol };
}

/** True when two extended assets are the same token (contract, code and precision). */
export function sameToken(a: ExtendedAssetValue, b: ExtendedAssetValue): boolean {
  return a.contract === b.contract && a.quantity.symbol.code === b.quantity.symbol.code && a.quantity.symbol.precision === b.quantity.symbol.precision;
}

/** `4,TLM@alien.worlds`, for messages. */
export function tokenLabel(token: ExtendedAssetValue): string {
  return `${token.quantity.symbol.precision},${token.quantity.symbol.code}@${token.contract}`;
}

/** A tick row after a swap crossed it: fee growth from the swap maths, oracle snapshots flipped at `c`. */
export function crossedTick(row: TickRow, crossed: TickState, c: Cumulatives): TickRow {
  return {
    ...row,
    feeGrowthOutsideAX64: crossed.feeGrowthOutsideAX64,
    feeGrowthOutsideBX64: crossed.feeGrowthOutsideBX64,
    tickCumulativeOutside: BigInt.asIntN(64, c.tickCumulative - row.tickCumulativeOutside),
    secondsPerLiquidityOutsideX64: subIn128(c.secondsPerLiquidityCumulativeX64, row.secondsPerLiquidityOutsideX64),
    secondsOutside: secondsU32(c.time - row.secondsOutside),
  };
}
