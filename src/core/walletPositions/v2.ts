/** A v2 position is an LP balance: its share of the pool's reserves, exact and rounded down (what a withdrawal pays). */
import { makeAmount, type Amount } from '../amount';
import type { PoolPosition, V2PoolSnapshot } from './types';
import { waxValueOf } from './value';

/** reserve × lp / supply for both reserves, rounded down; zero when the pool has no supply. Throws RangeError for lp > supply. */
export function lpShareAmounts(lpUnits: bigint, pool: Pick<V2PoolSnapshot, 'lpSupply' | 'reserve0' | 'reserve1'>): { amount0: Amount; amount1: Amount } {
  if (lpUnits < 0n) throw new RangeError('An LP balance cannot be negative');
  if (lpUnits > pool.lpSupply) throw new RangeError(`An LP balance of ${lpUnits} exceeds the pool's supply of ${pool.lpSupply}`);
  const share = (reserve: Amount) => makeAmount(pool.lpSupply === 0n ? 0n : (reserve.units * lpUnits) / pool.lpSupply, reserve.precision);
  return { amount0: share(pool.reserve0), amount1: share(pool.reserve1) };
}

/** The position an LP balance stands for in its pool. */
export function v2Position(pool: V2PoolSnapshot, owner: string, lpUnits: bigint): PoolPosition {
  const { amount0, amount1 } = lpShareAmounts(lpUnits, pool);
  return {
    key: `${pool.src}:${pool.pairId}`,
    src: pool.src,
    srcType: 'pools',
    poolId: pool.pairId,
    positionId: null,
    owner,
    pair: `${pool.token0.ticker}/${pool.token1.ticker}`,
    liquidity: lpUnits,
    tokenA: pool.token0,
    tokenB: pool.token1,
    tokenAWaxPrice: pool.token0WaxPrice,
    tokenBWaxPrice: pool.token1WaxPrice,
    amountA: amount0,
    amountB: amount1,
    amountAValue: waxValueOf(amount0, pool.token0WaxPrice),
    amountBValue: waxValueOf(amount1, pool.token1WaxPrice),
    feesA: null,
    feesB: null,
    feesAValue: 0,
    feesBValue: 0,
    isPositionInRange: true,
    priceLower: 0,
    priceUpper: Infinity,
    tickLowerAtLimit: true,
    tickUpperAtLimit: true,
    tickLower: null,
    tickUpper: null,
    poolShare: pool.lpSupply === 0n ? 0 : Number((lpUnits * 1_000_000n) / pool.lpSupply) / 1_000_000,
    feePips: null,
  };
}
