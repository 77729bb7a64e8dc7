/**
 * Token WAX prices and pool values over the live world, recomputed once per world version: the
 * indexer prices trades with it and the API lists prices and TVL from it. A new version re-reads only
 * the venue tables its transactions touched (world.venueChanges) and re-prices only the books named.
 */
import { computeWaxPrices, poolTvl, type PricedPool, type TokenPrice } from '../indexer/prices';
import { v2Token0PerToken1, v3Token0PerToken1 } from '../indexer/poolPrice';
import { tokenId } from '../indexer/types';
import { ALL_CHANGES, sameValue } from '../world/venueChanges';
import type { VenueChanges, WorldMarket, WorldReader } from '../world/types';

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
    reserve0: whole(
      bids.reduce((sum, order) => sum + order.bid, 0n),
      market.base.precision,
    ),
    reserve1: whole(
      asks.reduce((sum, order) => sum + order.bid, 0n),
      market.quote.precision,
    ),
    price: Number(unitPrice) / 1e8,
  };
}

const pricedV2 = (world: WorldReader): PricedPool[] =>
  world.v2Pools().map((pool) => ({
    key: `${pool.src}_${pool.id}`,
    token0: pool.token0,
    token1: pool.token1,
    reserve0: whole(pool.reserve0, pool.token0.precision),
    reserve1: whole(pool.reserve1, pool.token1.precision),
    price: v2Token0PerToken1(pool.reserve0, pool.token0.precision, pool.reserve1, pool.token1.precision),
  }));

const pricedV3 = (world: WorldReader): PricedPool[] =>
  world.v3Pools().map((pool) => ({
    key: `alcorv2_${pool.id}`,
    token0: pool.tokenA,
    token1: pool.tokenB,
    reserve0: whole(pool.reserveA, pool.tokenA.precision),
    reserve1: whole(pool.reserveB, pool.tokenB.precision),
    price: v3Token0PerToken1(pool.sqrtPriceX64, pool.tokenA.precision, pool.tokenB.precision),
  }));

/** The venues of one version by kind, markets with the row they were priced from. */
interface PricedVenues {
  readonly v2: readonly PricedPool[];
  readonly v3: readonly PricedPool[];
  readonly markets: readonly { readonly market: WorldMarket; readonly priced: PricedPool }[];
}

/** The venues now; with `previous` and the `changes` since, untouched tables are not read again and untouched books keep their pricing. */
function pricedVenues(world: WorldReader, previous: PricedVenues | null, changes: VenueChanges): PricedVenues {
  const v2 = previous === null || changes.v2 ? pricedV2(world) : previous.v2;
  const v3 = previous === null || changes.v3 ? pricedV3(world) : previous.v3;
  const { books } = changes;
  if (previous !== null && !changes.markets && books !== 'all' && books.size === 0) return { v2, v3, markets: previous.markets };
  const old = new Map(previous?.markets.map((entry) => [entry.market.id, entry]));
  const markets = world.markets().map((market) => {
    const kept = old.get(market.id);
    return kept && books !== 'all' && !books.has(market.id) && sameValue(kept.market, market) ? kept : { market, priced: pricedMarket(world, market) };
  });
  return { v2, v3, markets };
}

/** The pools map in the world's order (v2, v3, markets), as pricing iterates it. */
function poolsOf(venues: PricedVenues): Map<string, PricedPool> {
  const pools = new Map<string, PricedPool>();
  for (const pool of [...venues.v2, ...venues.v3, ...venues.markets.map((entry) => entry.priced)]) pools.set(pool.key, pool);
  return pools;
}

/** Every venue of the world as pricing sees it. */
export function pricedPools(world: WorldReader): Map<string, PricedPool> {
  return poolsOf(pricedVenues(world, null, ALL_CHANGES));
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
  let cached: (PriceSnapshot & { readonly venues: PricedVenues }) | undefined;
  const snapshot = (): PriceSnapshot => {
    const version = world.version();
    if (cached?.version !== version) {
      const changes = cached === undefined ? null : world.venueChanges(cached.version);
      const venues = pricedVenues(world, changes === null ? null : (cached?.venues ?? null), changes ?? ALL_CHANGES);
      const pools = poolsOf(venues);
      cached = { version, venues, pools, prices: computeWaxPrices([...pools.values()]) };
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
