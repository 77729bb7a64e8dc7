/**
 * Token prices in WAX (SPEC §9: WAX is 1) from pool reserves: a token paired with WAX takes the price
 * of its deepest WAX pool (most WAX on the WAX side); a token without one takes it from its deepest
 * pool against an already priced token, up to three steps from WAX. TVL follows from the prices.
 */
import { isWax, tokenId, type TokenRef } from './types';

/** A pool (or market) as pricing sees it: whole-token reserves and its price, token0 per token1. */
export interface PricedPool {
  /** `${src}_${pair_id}`. */
  readonly key: string;
  readonly token0: TokenRef;
  readonly token1: TokenRef;
  readonly reserve0: number;
  readonly reserve1: number;
  readonly price: number;
}

/** A token's WAX price and where it came from. */
export interface TokenPrice {
  readonly waxPrice: number;
  /** Key of the pool that priced it ('' for WAX). */
  readonly source: string;
  /** WAX value on the priced side of that pool. */
  readonly depthWax: number;
  /** Steps from WAX: 0 for WAX, 1 for a WAX pool. */
  readonly hops: number;
}

const MAX_HOPS = 3;

/** Prices every token reachable from WAX through pools with reserves on both sides, keyed by `TICKER_contract`. */
export function computeWaxPrices(pools: readonly PricedPool[]): Map<string, TokenPrice> {
  const prices = new Map<string, TokenPrice>();
  const usable = pools.filter((pool) => pool.reserve0 > 0 && pool.reserve1 > 0 && pool.price > 0 && Number.isFinite(pool.price));
  for (const pool of usable) {
    for (const token of [pool.token0, pool.token1]) if (isWax(token)) prices.set(tokenId(token), { waxPrice: 1, source: '', depthWax: Infinity, hops: 0 });
  }
  for (let hops = 1; hops <= MAX_HOPS; hops += 1) {
    const found = new Map<string, TokenPrice>();
    for (const pool of usable) {
      const id0 = tokenId(pool.token0);
      const id1 = tokenId(pool.token1);
      const known0 = prices.get(id0);
      const known1 = prices.get(id1);
      // One token of token1 costs `price` token0.
      if (known0 && !known1) offer(found, id1, { waxPrice: pool.price * known0.waxPrice, source: pool.key, depthWax: pool.reserve0 * known0.waxPrice, hops });
      if (known1 && !known0) offer(found, id0, { waxPrice: known1.waxPrice / pool.price, source: pool.key, depthWax: pool.reserve1 * known1.waxPrice, hops });
    }
    if (found.size === 0) break;
    for (const [id, price] of found) prices.set(id, price);
  }
  return prices;
}

function offer(found: Map<string, TokenPrice>, id: string, candidate: TokenPrice): void {
  const current = found.get(id);
  if (current === undefined || candidate.depthWax > current.depthWax) found.set(id, candidate);
}

/** A pool's value in WAX: each side's reserve at its token's price (an unpriced side counts 0). */
export function poolTvl(pool: PricedPool, prices: ReadonlyMap<string, TokenPrice>): number {
  const price0 = prices.get(tokenId(pool.token0))?.waxPrice ?? 0;
  const price1 = prices.get(tokenId(pool.token1))?.waxPrice ?? 0;
  return pool.reserve0 * price0 + pool.reserve1 * price1;
}
