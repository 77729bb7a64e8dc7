/** The keeper's route quote over the live v2 pools: the best direct pool, or two pools through WAX (src/core/v2 maths, as the app quotes). */
import { getAmountOut } from '../../src/core/v2';
import type { WorldReader, WorldV2Pool } from '../services/world/types';
import { isWax, type TokenRef } from '../services/indexer/types';
import type { RouteQuote } from './keeper';

const same = (a: TokenRef, b: TokenRef) => a.contract === b.contract && a.code === b.code;

function through(pool: WorldV2Pool, tokenIn: TokenRef, amountIn: bigint): bigint | null {
  if (pool.reserve0 <= 0n || pool.reserve1 <= 0n) return null;
  if (same(pool.token0, tokenIn)) return getAmountOut(amountIn, pool.reserve0, pool.reserve1, pool.feeBps);
  if (same(pool.token1, tokenIn)) return getAmountOut(amountIn, pool.reserve1, pool.reserve0, pool.feeBps);
  return null;
}

function best(pools: readonly WorldV2Pool[], tokenIn: TokenRef, tokenOut: TokenRef, amountIn: bigint): bigint | null {
  let out: bigint | null = null;
  for (const pool of pools) {
    const pair = (same(pool.token0, tokenIn) && same(pool.token1, tokenOut)) || (same(pool.token1, tokenIn) && same(pool.token0, tokenOut));
    if (!pair) continue;
    const got = through(pool, tokenIn, amountIn);
    if (got !== null && (out === null || got > out)) out = got;
  }
  return out;
}

/** Quotes over the world's v2 pools, read afresh per call. */
export function v2RouteQuote(world: Pick<WorldReader, 'v2Pools'>): RouteQuote {
  const wax: TokenRef = { contract: 'eosio.token', code: 'WAX', precision: 8 };
  return (bid, ask, bidUnits) => {
    const pools = world.v2Pools();
    const direct = best(pools, bid, ask, bidUnits);
    if (isWax(bid) || isWax(ask)) return direct;
    const mid = best(pools, bid, wax, bidUnits);
    const hop = mid === null || mid <= 0n ? null : best(pools, wax, ask, mid);
    return direct === null ? hop : hop === null ? direct : direct > hop ? direct : hop;
  };
}
