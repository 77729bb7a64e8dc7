/**
 * A constant-product pool as every v2 venue keeps it, whatever its table looks like: two tokens,
 * two reserves, an LP supply. Each venue maps its row to a PoolState and back; the maths live in
 * src/core/v2 so the chain and the app cannot disagree.
 */
import type { AssetValue } from '../../../chain/core/asset';
import { LP_PRECISION } from '../../../../src/core/actions/v2';
import type { ActionContext } from '../../../chain/exec/framework';
import { formatExt, sameExt, type ExtSym } from './tokens';

/** A pool in venue-neutral terms. */
export interface PoolState {
  /** The `pool_id` of the logs (the table's primary key). */
  readonly id: bigint;
  /** The pool as memos and messages name it: its number, or its code where a code is the key. */
  readonly name: string;
  readonly token0: ExtSym;
  readonly token1: ExtSym;
  /** Raw units. */
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  /** LP units in circulation. */
  readonly supply: bigint;
  /** The LP token's symbol code (precision 0). */
  readonly lpCode: string;
  /** Swap fee in basis points of 10000. */
  readonly fee: number;
}

/** 0 or 1 as `token` is the pool's token0 or token1; undefined when it is neither. */
export function sideOf(pool: PoolState, token: ExtSym): 0 | 1 | undefined {
  if (sameExt(pool.token0, token)) return 0;
  return sameExt(pool.token1, token) ? 1 : undefined;
}

/** Aborts unless `token` is one of the pool's tokens; returns its side. */
export function requireSide(ctx: ActionContext, pool: PoolState, token: ExtSym): 0 | 1 {
  const side = sideOf(pool, token);
  ctx.check(side !== undefined, `${formatExt(token)} is not a token of pool ${pool.name} (${formatExt(pool.token0)} / ${formatExt(pool.token1)})`);
  return side;
}

/** True when the pool trades exactly these two tokens, in either order. */
export function samePair(pool: PoolState, a: ExtSym, b: ExtSym): boolean {
  return (sameExt(pool.token0, a) && sameExt(pool.token1, b)) || (sameExt(pool.token0, b) && sameExt(pool.token1, a));
}

/** Reserve 0 as an asset. */
export function reserve0Asset(pool: PoolState): AssetValue {
  return { amount: pool.reserve0, symbol: pool.token0.sym };
}

/** Reserve 1 as an asset. */
export function reserve1Asset(pool: PoolState): AssetValue {
  return { amount: pool.reserve1, symbol: pool.token1.sym };
}

/** LP units as an asset of the pool's LP symbol. */
export function lpAsset(pool: PoolState, units: bigint): AssetValue {
  return { amount: units, symbol: { precision: LP_PRECISION, code: pool.lpCode } };
}
