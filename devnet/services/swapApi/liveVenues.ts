/**
 * The world's venues (src/core/swapRouting) kept from one world version to the next: after a change only
 * the touched venue tables are read again (world.venueChanges), and a venue is made anew only when
 * what it is made from differs, so a refresh costs what changed rather than the whole world. The
 * list keeps the world's order (v2 pools, v3 pools, markets), exactly as a build from scratch.
 */
import { makeBookVenue, makeV2Venue, makeV3Venue, type RouteBookLevel, type Venue } from '../../../src/core/swapRouting';
import type { Token } from '../../../src/core/domain';
import type { TickState } from '../../../src/core/v3';
import type { TokenRef } from '../indexer/types';
import type { VenueChanges, WorldMarket, WorldOrder, WorldReader, WorldV2Pool, WorldV3Pool } from '../world/types';
import { sameValue } from '../world/venueChanges';

const routeToken = (token: TokenRef): Token => ({ ticker: token.code, contract: token.contract, precision: token.precision });

/** One venue of the world: what it was made from, and the venue (null when left out). */
interface Slot<Input> {
  readonly key: string;
  readonly input: Input;
  readonly venue: Venue | null;
}

/** Every venue of one world version, in the world's order. */
export interface VenueSet {
  readonly v2: readonly Slot<WorldV2Pool>[];
  readonly v3: readonly Slot<{ readonly pool: WorldV3Pool; readonly ticks: readonly TickState[] }>[];
  readonly markets: readonly Slot<WorldMarket>[];
}

/** Orders (best first) as book levels: one per unit price, amounts summed. */
export function bookLevels(orders: readonly WorldOrder[]): RouteBookLevel[] {
  const levels: RouteBookLevel[] = [];
  for (const order of orders) {
    const last = levels[levels.length - 1];
    if (last !== undefined && last.unitPrice === order.unitPrice)
      levels[levels.length - 1] = { unitPrice: last.unitPrice, bid: last.bid + order.bid, ask: last.ask + order.ask };
    else levels.push({ unitPrice: order.unitPrice, bid: order.bid, ask: order.ask });
  }
  return levels;
}

/** A venue, or null with a warning when the router cannot model it (an exchange without v2 maths, a malformed pool). */
function attempt(what: string, warn: (message: string) => void, build: () => Venue): Venue | null {
  try {
    return build();
  } catch (error) {
    warn(`swap routes: ${what} left out: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

function v2Slot(pool: WorldV2Pool, warn: (message: string) => void): Slot<WorldV2Pool> {
  const make = () =>
    makeV2Venue({
      id: pool.id,
      exchange: pool.src,
      token0: routeToken(pool.token0),
      token1: routeToken(pool.token1),
      reserve0: pool.reserve0,
      reserve1: pool.reserve1,
      feeBps: pool.feeBps,
      platformFeeBps: pool.platformFeeBps,
    });
  // An empty pool quotes nothing: it is not a venue.
  const venue = pool.reserve0 === 0n || pool.reserve1 === 0n ? null : attempt(`${pool.src} pool ${pool.id}`, warn, make);
  return { key: `${pool.src}:${pool.id}`, input: pool, venue };
}

function v3Slot(world: WorldReader, pool: WorldV3Pool, warn: (message: string) => void, previous: VenueSet['v3'][number] | undefined): VenueSet['v3'][number] {
  const key = String(pool.id);
  if (!pool.active || pool.liquidity === 0n)
    return previous && sameValue(previous.input.pool, pool) ? previous : { key, input: { pool, ticks: [] }, venue: null };
  const ticks = world.v3Ticks(pool.id);
  if (previous && sameValue(previous.input.pool, pool) && sameValue(previous.input.ticks, ticks)) return previous;
  const state = {
    sqrtPriceX64: pool.sqrtPriceX64,
    tick: pool.tick,
    liquidity: pool.liquidity,
    fee: pool.fee,
    tickSpacing: pool.tickSpacing,
    feeGrowthGlobalAX64: pool.feeGrowthGlobalAX64,
    feeGrowthGlobalBX64: pool.feeGrowthGlobalBX64,
    feeProtocol: pool.feeProtocol,
    ticks,
  };
  return {
    key,
    input: { pool, ticks },
    venue: attempt(`alcorv2 pool ${pool.id}`, warn, () =>
      makeV3Venue({ id: key, token0: routeToken(pool.tokenA), token1: routeToken(pool.tokenB), pool: state }),
    ),
  };
}

function marketSlot(world: WorldReader, market: WorldMarket, warn: (message: string) => void): Slot<WorldMarket> {
  const make = () =>
    makeBookVenue({
      id: String(market.id),
      base: routeToken(market.base),
      quote: routeToken(market.quote),
      bids: bookLevels(world.orders(market.id, 'buy')),
      asks: bookLevels(world.orders(market.id, 'sell')),
      takerFeeBps: market.feeBps,
    });
  // A frozen market takes no orders.
  return { key: String(market.id), input: market, venue: market.frozen ? null : attempt(`alcormarket market ${market.id}`, warn, make) };
}

/** The slots of `previous` by key. */
const byKey = <S extends { key: string }>(slots: readonly S[] | undefined): Map<string, S> => new Map((slots ?? []).map((slot) => [slot.key, slot]));

/**
 * The venues now. With `previous` (the set at an earlier version) and the `changes` since, untouched
 * tables are not read and unchanged venues are kept; without it everything is read and made anew.
 */
export function readVenues(world: WorldReader, warn: (message: string) => void, previous: VenueSet | null, changes: VenueChanges): VenueSet {
  const fresh = previous === null;
  let v2 = previous?.v2 ?? [];
  if (fresh || changes.v2) {
    const old = byKey(previous?.v2);
    v2 = world.v2Pools().map((pool) => {
      const kept = old.get(`${pool.src}:${pool.id}`);
      return kept && sameValue(kept.input, pool) ? kept : v2Slot(pool, warn);
    });
  }
  let v3 = previous?.v3 ?? [];
  if (fresh || changes.v3) {
    const old = byKey(previous?.v3);
    v3 = world.v3Pools().map((pool) => v3Slot(world, pool, warn, old.get(String(pool.id))));
  }
  let markets = previous?.markets ?? [];
  const books = changes.books;
  if (fresh || changes.markets || books === 'all' || books.size > 0) {
    const old = byKey(previous?.markets);
    markets = world.markets().map((market) => {
      const kept = old.get(String(market.id));
      // A book is re-read when its orders changed (books) or its market row did.
      return kept && books !== 'all' && !books.has(market.id) && sameValue(kept.input, market) ? kept : marketSlot(world, market, warn);
    });
  }
  return { v2, v3, markets };
}

/** The venues of a set in the world's order, those left out skipped. */
export function venueList(set: VenueSet): Venue[] {
  const venues: Venue[] = [];
  for (const slots of [set.v2, set.v3, set.markets]) for (const slot of slots) if (slot.venue !== null) venues.push(slot.venue);
  return venues;
}
