/**
 * Past pool values for `analytics/overview` (API.md). The index keeps prices over time (candles) but
 * not reserves, so a pool's value at a past time is its value now scaled as a constant-product
 * pool's value moves with its tokens' prices: V = 2·√(k·w0·w1) for a fixed invariant k, so
 * V(then) = V(now)·√(r0·r1) with r = a token's WAX price then over its WAX price now. Liquidity added
 * or removed since is not replayed (a pool counts from the day it began). A token's ratio follows the
 * chain of pools that prices it now (devnet/indexer/prices.ts), each step by that pool's price then.
 */
import type { PricedPool, TokenPrice } from '../indexer/prices';
import { tokenId } from '../indexer/types';

/** A pool's price (token0 per token1) at the time asked, or null when it had none. */
export type PoolPriceAt = (poolKey: string) => number | null;

/** Pricing goes at most this many steps from WAX (prices.ts); a longer chain is a loop. */
const MAX_STEPS = 4;

/** Each token's WAX price at a past time over its WAX price now (1 for WAX, and where a price then is unknown). */
export function priceRatios(prices: ReadonlyMap<string, TokenPrice>, pools: ReadonlyMap<string, PricedPool>, priceAt: PoolPriceAt): (id: string) => number {
  const memo = new Map<string, number>();
  const ratio = (id: string, steps: number): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const price = prices.get(id);
    const pool = price && price.source !== '' && steps < MAX_STEPS ? pools.get(price.source) : undefined;
    const then = pool ? priceAt(pool.key) : null;
    let value = 1;
    if (pool && then !== null && then > 0 && pool.price > 0 && Number.isFinite(then)) {
      // One token1 costs `price` token0: token1 moves with the pool's price, token0 against it.
      const step = then / pool.price;
      value = tokenId(pool.token1) === id ? step * ratio(tokenId(pool.token0), steps + 1) : ratio(tokenId(pool.token1), steps + 1) / step;
    }
    memo.set(id, value);
    return value;
  };
  return (id) => ratio(id, 0);
}

/** A pool's value at a past time from its value now and its tokens' price ratios (see above). */
export function pastPoolValue(valueNow: number, ratio0: number, ratio1: number): number {
  const scale = Math.sqrt(ratio0 * ratio1);
  return Number.isFinite(scale) ? valueNow * scale : valueNow;
}

/** The last close at or before `day` of daily candles sorted by time, else the first open; null for none. */
export function closeOn(candles: readonly { time: number; open: number; close: number }[], day: number): number | null {
  let low = 0;
  let high = candles.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (candles[mid]!.time <= day) low = mid + 1;
    else high = mid;
  }
  return low > 0 ? candles[low - 1]!.close : (candles[0]?.open ?? null);
}
