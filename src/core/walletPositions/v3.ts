/**
 * A v3 position (a `positions` row of swap.alcor) with what the quotes worker computed for it: its
 * amounts and uncollected fees at the pool's price and its range's prices (SPEC §3 v3 position).
 */
import { makeAmount } from '../amount';
import { fractionToNumber, tickLowerAtLimit, tickUpperAtLimit, type PriceFraction } from '../v3';
import type { PoolPosition, V3PoolSnapshot } from './types';
import { waxValueOf } from './value';

/** A `positions` row, checked. */
export interface V3PositionRow {
  readonly id: string;
  readonly owner: string;
  readonly tickLower: number;
  readonly tickUpper: number;
  readonly liquidity: bigint;
}

/** What the quotes worker answered for the position: amounts and fees in units, and its bounds' prices (B per A). */
export interface V3PositionMaths {
  readonly amountA: bigint;
  readonly amountB: bigint;
  readonly feesA: bigint;
  readonly feesB: bigint;
  readonly lowerPrice: PriceFraction;
  readonly upperPrice: PriceFraction;
}

/** Whether the pool's tick lies in [tickLower, tickUpper) — the range the position's liquidity trades in. */
export function isTickInRange(tick: number, tickLower: number, tickUpper: number): boolean {
  return tick >= tickLower && tick < tickUpper;
}

/** The position as the wallet shows it. */
export function v3Position(pool: V3PoolSnapshot, row: V3PositionRow, maths: V3PositionMaths, src: PoolPosition['src'] = 'alcorv2'): PoolPosition {
  const amountA = makeAmount(maths.amountA, pool.tokenA.precision);
  const amountB = makeAmount(maths.amountB, pool.tokenB.precision);
  const feesA = makeAmount(maths.feesA, pool.tokenA.precision);
  const feesB = makeAmount(maths.feesB, pool.tokenB.precision);
  const lowerAtLimit = tickLowerAtLimit(row.tickLower, pool.tickSpacing);
  const upperAtLimit = tickUpperAtLimit(row.tickUpper, pool.tickSpacing);
  return {
    key: `${src}:${pool.id}:${row.id}`,
    src,
    srcType: 'poolsv3',
    poolId: String(pool.id),
    positionId: row.id,
    owner: row.owner,
    pair: `${pool.tokenA.ticker}/${pool.tokenB.ticker}`,
    liquidity: row.liquidity,
    tokenA: pool.tokenA,
    tokenB: pool.tokenB,
    tokenAWaxPrice: pool.tokenAWaxPrice,
    tokenBWaxPrice: pool.tokenBWaxPrice,
    amountA,
    amountB,
    amountAValue: waxValueOf(amountA, pool.tokenAWaxPrice),
    amountBValue: waxValueOf(amountB, pool.tokenBWaxPrice),
    feesA,
    feesB,
    feesAValue: waxValueOf(feesA, pool.tokenAWaxPrice),
    feesBValue: waxValueOf(feesB, pool.tokenBWaxPrice),
    isPositionInRange: isTickInRange(pool.tick, row.tickLower, row.tickUpper),
    priceLower: lowerAtLimit ? 0 : fractionToNumber(maths.lowerPrice),
    priceUpper: upperAtLimit ? Infinity : fractionToNumber(maths.upperPrice),
    tickLowerAtLimit: lowerAtLimit,
    tickUpperAtLimit: upperAtLimit,
    tickLower: row.tickLower,
    tickUpper: row.tickUpper,
    poolShare: null,
    feePips: pool.fee,
  };
}
