/** The router's venue graph over the live world (src/core/routing), rebuilt once per world version. */
import { buildRouteGraph, makeBookVenue, makeV2Venue, makeV3Venue, type RouteBookLevel, type RouteGraph, type RouteToken, type Venue } from '../../src/core/routing';
import type { TokenRef } from '../indexer/types';
import type { WorldOrder, WorldReader } from './world/types';

const routeToken = (token: TokenRef): RouteToken => ({ ticker: token.code, contract: token.contract, precision: token.precision });

/** Orders (best first) as book levels: one per unit price, amounts summed. */
export function bookLevels(orders: readonly WorldOrder[]): RouteBookLevel[] {
  const levels: RouteBookLevel[] = [];
  for (const order of orders) {
    const last = levels[levels.length - 1];
    if (last !== undefined && last.unitPrice === order.unitPrice) levels[levels.length - 1] = { unitPrice: last.unitPrice, bid: last.bid + order.bid, ask: last.ask + order.ask };
    else levels.push({ unitPrice: order.unitPrice, bid: order.bid, ask: order.ask });
  }
  return levels;
}

/** Every tradable venue; one the router cannot model (an exchange without v2 maths, a malformed pool) is reported and left out. */
export function worldVenues(world: WorldReader, warn: (message: string) => void): Venue[] {
  const venues: Venue[] = [];
  const attempt = (what: string, build: () => Venue) => {
    try {
      venues.push(build());
    } catch (error) {
      warn(`swap routes: ${what} left out: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const pool of world.v2Pools()) {
    if (pool.reserve0 === 0n || pool.reserve1 === 0n) continue;
    attempt(`${pool.src} pool ${pool.id}`, () => makeV2Venue({ id: pool.id, exchange: pool.src, token0: routeToken(pool.token0), token1: routeToken(pool.token1), reserve0: pool.reserve0, reserve1: pool.reserve1, feeBps: pool.feeBps, platformFeeBps: pool.platformFeeBps }));
  }
  for (const pool of world.v3Pools()) {
    if (!pool.active || pool.liquidity === 0n) continue;
    attempt(`alcorv2 pool ${pool.id}`, () =>
      makeV3Venue({
        id: String(pool.id),
        token0: routeToken(pool.tokenA),
        token1: routeToken(pool.tokenB),
        pool: { sqrtPriceX64: pool.sqrtPriceX64, tick: pool.tick, liquidity: pool.liquidity, fee: pool.fee, tickSpacing: pool.tickSpacing, feeGrowthGlobalAX64: pool.feeGrowthGlobalAX64, feeGrowthGlobalBX64: pool.feeGrowthGlobalBX64, feeProtocol: pool.feeProtocol, ticks: world.v3Ticks(pool.id) },
      }),
    );
  }
  for (const market of world.markets()) {
    if (market.frozen) continue;
    attempt(`alcormarket market ${market.id}`, () =>
      makeBookVenue({ id: String(market.id), base: routeToken(market.base), quote: routeToken(market.quote), bids: bookLevels(world.orders(market.id, 'buy')), asks: bookLevels(world.orders(market.id, 'sell')), takerFeeBps: market.feeBps }),
    );
  }
  return venues;
}

/** A graph cache keyed by world version. */
export function createRouteGraphCache(world: WorldReader, warn: (message: string) => void): () => RouteGraph {
  let cached: { version: number; graph: RouteGraph } | undefined;
  return () => {
    const version = world.version();
    if (cached?.version !== version) cached = { version, graph: buildRouteGraph(worldVenues(world, warn)) };
    return cached.graph;
  };
}
