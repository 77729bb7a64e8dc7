/** A v3 pool as the screens use it: the state the maths needs (with all its ticks), its prices and its chart. */
import type { Token } from '../../core/domain';
import { priceAtSqrt, tickSpacingOf } from '../../core/liquidityV3';
import type { LiquidityRange, PoolState, PriceFraction } from '../../core/v3';
import { readTickRow } from '../../core/walletPositions';
import type { V3PoolInfo } from '../../services/poolsService';
import type { LiquidityV3Deps } from './types';

/** A pool with everything the add and manage screens show about it. */
export interface PoolDetail {
  readonly info: V3PoolInfo;
  readonly tokenA: Token;
  readonly tokenB: Token;
  readonly state: PoolState;
  /** Whole B per whole A, exactly, at the pool's sqrt price. */
  readonly price: PriceFraction;
  readonly distribution: readonly LiquidityRange[];
}

/** Ticks sorted and checked; a malformed row fails the pool (its maths would be wrong without it). */
function readTicks(rows: readonly unknown[]) {
  return rows.map(readTickRow).sort((a, b) => a.index - b.index);
}

/** Reads the pool's ticks and asks the quotes worker for its price and liquidity chart. */
export async function loadPoolDetail(deps: Pick<LiquidityV3Deps, 'poolTicks' | 'quotes'>, info: V3PoolInfo): Promise<PoolDetail> {
  const ticks = readTicks(await deps.poolTicks(info.id));
  const state: PoolState = {
    sqrtPriceX64: info.sqrtPriceX64,
    tick: info.tick,
    liquidity: info.liquidity,
    fee: info.fee,
    tickSpacing: info.tickSpacing,
    feeGrowthGlobalAX64: info.feeGrowthGlobalAX64,
    feeGrowthGlobalBX64: info.feeGrowthGlobalBX64,
    feeProtocol: info.feeProtocol,
    ticks,
  };
  const distribution = await deps.quotes.liquidityDistribution(state);
  const price = priceAtSqrt(info.sqrtPriceX64, info.tokenA.precision, info.tokenB.precision);
  return { info, tokenA: info.tokenA, tokenB: info.tokenB, state, price, distribution };
}

/** The pools of a pair (either order), lowest fee first. */
export function poolsOfPair(pools: readonly V3PoolInfo[], a: Token, b: Token): V3PoolInfo[] {
  const same = (x: Token, y: Token) => x.contract === y.contract && x.ticker === y.ticker;
  return pools.filter((pool) => (same(pool.tokenA, a) && same(pool.tokenB, b)) || (same(pool.tokenA, b) && same(pool.tokenB, a))).sort((x, y) => x.fee - y.fee);
}

/** The message when the chain's price is not the one the amounts were computed at. */
export const PRICE_MOVED = "The pool's price moved: check the new amounts, then add again";

/**
 * The pool at the chain's current price, or null when the shown price is still the chain's. Signing
 * only at the price shown keeps what the page said exact (the minimums still guard a later move).
 */
export async function repriced(deps: Pick<LiquidityV3Deps, 'poolPrice'>, pool: PoolDetail): Promise<PoolDetail | null> {
  const fresh = await deps.poolPrice(pool.info.id);
  if (fresh.sqrtPriceX64 === pool.state.sqrtPriceX64) return null;
  return {
    ...pool,
    info: { ...pool.info, ...fresh },
    state: { ...pool.state, ...fresh },
    price: priceAtSqrt(fresh.sqrtPriceX64, pool.tokenA.precision, pool.tokenB.precision),
  };
}

/** A pool `createpool` would open: its id, sorted tokens (with their WAX prices when known), fee tier and starting sqrt price. */
export interface NewPoolSpec {
  readonly id: number;
  readonly tokenA: Token;
  readonly tokenB: Token;
  readonly fee: number;
  readonly sqrtPriceX64: bigint;
  readonly tokenAWaxPrice: number | null;
  readonly tokenBWaxPrice: number | null;
}

/** The detail of a pool that does not exist yet, as `createpool` would store it: no liquidity, no ticks, the tick of its price. */
export async function newPoolDetail(deps: Pick<LiquidityV3Deps, 'quotes'>, spec: NewPoolSpec): Promise<PoolDetail> {
  const tick = await deps.quotes.getTickAtSqrtRatio(spec.sqrtPriceX64);
  const state: PoolState = {
    sqrtPriceX64: spec.sqrtPriceX64,
    tick,
    liquidity: 0n,
    fee: spec.fee,
    tickSpacing: tickSpacingOf(spec.fee),
    feeGrowthGlobalAX64: 0n,
    feeGrowthGlobalBX64: 0n,
    feeProtocol: 0,
    ticks: [],
  };
  const info: V3PoolInfo = {
    id: spec.id,
    tokenA: spec.tokenA,
    tokenB: spec.tokenB,
    fee: spec.fee,
    tickSpacing: state.tickSpacing,
    tick,
    sqrtPriceX64: spec.sqrtPriceX64,
    liquidity: 0n,
    feeGrowthGlobalAX64: 0n,
    feeGrowthGlobalBX64: 0n,
    feeProtocol: 0,
    tokenAWaxPrice: spec.tokenAWaxPrice,
    tokenBWaxPrice: spec.tokenBWaxPrice,
  };
  const price = priceAtSqrt(spec.sqrtPriceX64, spec.tokenA.precision, spec.tokenB.precision);
  return { info, tokenA: spec.tokenA, tokenB: spec.tokenB, state, price, distribution: [] };
}
