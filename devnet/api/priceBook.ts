/**
 * Token WAX prices and pool values over the live world, recomputed once per world version: the
 * indexer prices trades with it and the API lists prices and TVL from it.
 */
import { computeWaxPrices, poolTvl, type PricedPool, type TokenPrice } from '../indexer/prices';
import { v2Token0PerToken1, v3Token0PerToken1 } from '../indexer/poolPrice';
import { tokenId } from '../indexer/types';
import type { WorldMarket, WorldReader } from './world/types';

const whole = (units: bigint, precision: number): number => Number(units) / 10 ** precision;

/** What one world version prices. */
export interface PriceSnapshot {
  readonly version: number;
  /** Every pool, v3 pool and market, keyed `${src}_${id}`. */
  readonly pools: ReadonlyMap<string, PricedPool>;
  /** By `TICKER_contract`. */
  readonly prices: ReadonlyMap<string, TokenPrice>;
}

/** A market priced at the middle of its best bid and ask (either alone when the other side is empty). */
function pricedMarket(world: WorldReader, market: WorldMarket): PricedPool {
  const bids = world.orders(market.id, 'buy');
  const asks = world.orders(market.id, 'sell');
  const bestBid = bids[0]?.unitPrice ?? 0n;
  const bestAsk = asks[0]?.unitPrice ?? 0n;
  const unitPrice = bestBid > 0n && bestAsk > 0n ? (bestBid + bestAsk) / 2n : bestBid > 0n ? bestBid : bestAsk;
  return {
    key: `alcormarket_${market.id}`,
    token0: market.base,
    token1: market.quote,
    reserve0: whole(bids.reduce((sum, order) => sum + order.bid, 0n), market.base.precision),
    reserve1: whole(asks.reduce((sum, order) => sum + order.bid, 0n), market.quote.precision),
    price: Number(unitPrice) / 1e8,
  };
}

/** Every venue of the world as pricing sees it. */
export function pricedPools(world: WorldReader): Map<string, PricedPool> {
  const pools = new Map<string, PricedPool>();
  for (const pool of world.v2Pools()) {
    const key = `${pool.src}_${pool.id}`;
    pools.set(key, { key, token0: pool.token0, token1: pool.token1, reserve0: whole(pool.reserve0, pool.token0.precision), reserve1: whole(pool.reserve1, pool.token1.precision), price: v2Token0PerToken1(pool.reserve0, pool.token0.precision, pool.reserve1, pool.token1.precision) });
  }
  for (const pool of world.v3Pools()) {
    const key = `alcorv2_${pool.id}`;
    pools.set(key, { key, token0: pool.tokenA, token1: pool.tokenB, reserve0: whole(pool.reserveA, pool.tokenA.precision), reserve1: whole(pool.reserveB, pool.tokenB.precision), price: v3Token0PerToken1(pool.sqrtPriceX64, pool.tokenA.precision, pool.tokenB.precision) });
  }
  for (const market of world.markets()) pools.set(`alcormarket_${market.id}`, pricedMarket(world, market));
  return pools;
}

/** Prices per world version. */
export interface PriceBook {
  snapshot(): PriceSnapshot;
  /** WAX per token now, or null when no pool connects it to WAX (the indexer's waxPriceOf). */
  waxPriceOf(contract: string, code: string): number | null;
  /** A venue's value in WAX (0 when unknown). */
  tvl(key: string): number;
}

/** A price book over `world`. */
export function createPriceBook(world: WorldReader): PriceBook {
  let cached: PriceSnapshot | undefined;
  const snapshot = (): PriceSnapshot => {
    const version = world.version();
    if (cached?.version !== version) {
      const pools = pricedPools(world);
      cached = { version, pools, prices: computeWaxPrices([...pools.values()]) };
    }
    return cached;
  };
  return {
    snapshot,
    waxPriceOf: (contract, code) => snapshot().prices.get(tokenId({ contract, code }))?.waxPrice ?? null,
    tvl: (key) => {
      const { pools, prices } = snapshot();
      const pool = pools.get(key);
      return pool ? poolTvl(pool, prices) : 0;
    },
  };
}
