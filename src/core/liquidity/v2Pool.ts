/** A v2 pool seen from the liquidity form's pair: token A (the pair's input) first, whatever the pool's order. */
import { sameToken, type Token } from '../domain';
import type { Exchange } from '../urlParams';
import { defaultV2Fee } from '../v2';
import type { V2PoolSnapshot } from '../walletPositions';

/** The v2 exchanges (SPEC §4: every pool exchange but alcorv2). */
export const V2_POOL_EXCHANGES = ['defibox', 'taco', 'neftyblocks', 'adex', 'waxfusion'] as const;
export type V2PoolExchange = (typeof V2_POOL_EXCHANGES)[number];

/** True for the exchanges with constant-product pools. */
export function isV2PoolExchange(exchange: Exchange): exchange is V2PoolExchange {
  return (V2_POOL_EXCHANGES as readonly string[]).includes(exchange);
}

/** Exchanges whose contract lets anyone create a pair (SPEC §7 createpair). */
export function canCreatePair(exchange: Exchange): boolean {
  return exchange === 'defibox' || exchange === 'neftyblocks';
}

/** A v2 pool oriented to a pair: A and B with their reserves, the LP token and supply. */
export interface V2PoolView {
  readonly exchange: V2PoolExchange;
  /** The pair id or code on its exchange (the manage URL's id). */
  readonly pairId: string;
  readonly tokenA: Token;
  readonly tokenB: Token;
  /** Raw units. */
  readonly reserveA: bigint;
  readonly reserveB: bigint;
  readonly lpToken: Token;
  /** LP units in circulation. */
  readonly lpSupply: bigint;
  /** Swap fee, basis points of 10000: the list's, else the SPEC §9 default. */
  readonly feeBps: number;
  /** The pool's own token order: token0 is A. */
  readonly aIsToken0: boolean;
  /** WAX per whole token; null when unknown. */
  readonly tokenAWaxPrice: number | null;
  readonly tokenBWaxPrice: number | null;
}

/** The pool from `a`'s side (`a` must be one of its tokens, else token0 is A). Throws RangeError for a non-v2 exchange. */
export function orientV2Pool(pool: V2PoolSnapshot, a: Token | null = null): V2PoolView {
  if (!isV2PoolExchange(pool.src)) throw new RangeError(`${pool.src} has no v2 pools`);
  const aIsToken0 = a === null || !sameToken(pool.token1, a);
  const side0 = { token: pool.token0, reserve: pool.reserve0.units, price: pool.token0WaxPrice };
  const side1 = { token: pool.token1, reserve: pool.reserve1.units, price: pool.token1WaxPrice };
  const [sideA, sideB] = aIsToken0 ? [side0, side1] : [side1, side0];
  return {
    exchange: pool.src,
    pairId: pool.pairId,
    tokenA: sideA.token,
    tokenB: sideB.token,
    reserveA: sideA.reserve,
    reserveB: sideB.reserve,
    lpToken: pool.lpToken,
    lpSupply: pool.lpSupply,
    feeBps: pool.feeBps ?? defaultV2Fee(pool.src),
    aIsToken0,
    tokenAWaxPrice: sideA.price,
    tokenBWaxPrice: sideB.price,
  };
}

/** What the deposit and withdrawal maths read of a pool. */
export type PoolReserves = Pick<V2PoolView, 'aIsToken0' | 'reserveA' | 'reserveB' | 'lpSupply'>;

/** A pair without a pool yet: its first deposit creates it. */
export const NO_RESERVES: PoolReserves = { aIsToken0: true, reserveA: 0n, reserveB: 0n, lpSupply: 0n };

/** True until the first deposit: an empty pool takes any ratio (the first deposit sets the price). */
export function isEmptyPool(pool: PoolReserves): boolean {
  return pool.lpSupply === 0n || pool.reserveA === 0n || pool.reserveB === 0n;
}
