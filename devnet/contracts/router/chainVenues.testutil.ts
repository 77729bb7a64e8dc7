/** The routing engine's venues built from the chain's own table rows (test-only): what src/core/swapRouting would quote now. */
import type { Chain } from '../../chain';
import { ALCOR_V3_CONTRACT } from '../../../src/core/actions/alcorv3';
import { ORDERBOOK_CONTRACT } from '../../../src/core/actions/orderbook';
import { ADEX_CONTRACT, DEFIBOX_CONTRACT, NEFTY_CONTRACT, TACO_CONTRACT } from '../../../src/core/actions/v2';
import { defaultV2Fee } from '../../../src/core/v2';
import {
  buildRouteGraph,
  hopCode,
  makeBookVenue,
  makeV2Venue,
  makeV3Venue,
  type RouteBookLevel,
  type RouteGraph,
  type Venue,
} from '../../../src/core/swapRouting';
import type { Token } from '../../../src/core/domain';
import { poolState } from '../alcorv3/state';
import { poolsTable, ticksTable } from '../alcorv3/tables';
import { marketsTable, orderTableOf, type OrderRow } from '../orderbook/tables';
import { adexPoolsTable } from '../v2/adex/tables';
import { defiboxPairsTable } from '../v2/defibox/tables';
import { neftyPairsTable } from '../v2/nefty/tables';
import { tacoPairsTable } from '../v2/taco/tables';
import type { TokenSym } from './tables';

const routeToken = (token: TokenSym): Token => ({ ticker: token.sym.code, contract: token.contract, precision: token.sym.precision });
const extToken = (value: { quantity: { symbol: TokenSym['sym'] }; contract: string }): Token =>
  routeToken({ sym: value.quantity.symbol, contract: value.contract });

/** Orders best first as book levels, one per unit price. */
function levels(orders: Iterable<OrderRow>): RouteBookLevel[] {
  const out: RouteBookLevel[] = [];
  for (const order of orders) {
    const last = out[out.length - 1];
    if (last?.unitPrice === order.unit_price)
      out[out.length - 1] = { unitPrice: last.unitPrice, bid: last.bid + order.bid.amount, ask: last.ask + order.ask.amount };
    else out.push({ unitPrice: order.unit_price, bid: order.bid.amount, ask: order.ask.amount });
  }
  return out;
}

function alcorVenues(chain: Chain): Venue[] {
  const venues: Venue[] = [];
  for (const pool of chain.table(ALCOR_V3_CONTRACT, poolsTable, ALCOR_V3_CONTRACT).rows()) {
    if (!pool.active || pool.liquidity === 0n) continue;
    const state = poolState(pool, chain.table(ALCOR_V3_CONTRACT, ticksTable, pool.id).rows());
    venues.push(makeV3Venue({ id: String(pool.id), token0: extToken(pool.tokenA), token1: extToken(pool.tokenB), pool: state }));
  }
  for (const market of chain.table(ORDERBOOK_CONTRACT, marketsTable, ORDERBOOK_CONTRACT).rows()) {
    if (market.frozen !== 0) continue;
    const side = (which: 'buy' | 'sell') => levels(chain.table(ORDERBOOK_CONTRACT, orderTableOf(which), market.id).index('byprice').rows());
    venues.push(
      makeBookVenue({
        id: String(market.id),
        base: routeToken(market.base_token),
        quote: routeToken(market.quote_token),
        bids: side('buy'),
        asks: side('sell'),
        takerFeeBps: market.fee,
      }),
    );
  }
  return venues;
}

function v2Venues(chain: Chain): Venue[] {
  const venues: Venue[] = [];
  for (const pair of chain.table(DEFIBOX_CONTRACT, defiboxPairsTable, DEFIBOX_CONTRACT).rows()) {
    const [token0, token1] = [pair.token0, pair.token1].map((t) => routeToken({ sym: t.symbol, contract: t.contract })) as [Token, Token];
    venues.push(
      makeV2Venue({
        id: String(pair.id),
        exchange: 'defibox',
        token0,
        token1,
        reserve0: pair.reserve0.amount,
        reserve1: pair.reserve1.amount,
        feeBps: defaultV2Fee('defibox'),
      }),
    );
  }
  for (const pair of chain.table(TACO_CONTRACT, tacoPairsTable, TACO_CONTRACT).rows()) {
    venues.push(
      makeV2Venue({
        id: pair.id,
        exchange: 'taco',
        token0: extToken(pair.pool1),
        token1: extToken(pair.pool2),
        reserve0: pair.pool1.quantity.amount,
        reserve1: pair.pool2.quantity.amount,
        feeBps: defaultV2Fee('taco'),
      }),
    );
  }
  for (const pair of chain.table(NEFTY_CONTRACT, neftyPairsTable, NEFTY_CONTRACT).rows()) {
    if (!pair.active) continue;
    venues.push(
      makeV2Venue({
        id: pair.code,
        exchange: 'neftyblocks',
        token0: extToken(pair.reserve0),
        token1: extToken(pair.reserve1),
        reserve0: pair.reserve0.quantity.amount,
        reserve1: pair.reserve1.quantity.amount,
        feeBps: defaultV2Fee('neftyblocks'),
      }),
    );
  }
  for (const pool of chain.table(ADEX_CONTRACT, adexPoolsTable, ADEX_CONTRACT).rows()) {
    const feeBps = pool.pool_fee + pool.platform_fee;
    venues.push(
      makeV2Venue({
        id: String(pool.id),
        exchange: 'adex',
        token0: extToken(pool.base_token),
        token1: extToken(pool.quote_token),
        reserve0: pool.base_token.quantity.amount,
        reserve1: pool.quote_token.quantity.amount,
        feeBps,
        platformFeeBps: pool.platform_fee,
      }),
    );
  }
  return venues.filter((venue) => venue.liquidity.token0.units > 0n && venue.liquidity.token1.units > 0n);
}

/**
 * Every venue the routing engine models, as the tables hold them now. WaxFusion's pool is left out:
 * makeV2Venue does not list waxfusion among the v2 exchanges.
 */
export function chainVenues(chain: Chain): Venue[] {
  return [...alcorVenues(chain), ...v2Venues(chain)];
}

/** The graph findSwapRoutes searches, from the chain's tables. */
export function chainGraph(chain: Chain): RouteGraph {
  return buildRouteGraph(chainVenues(chain));
}

/** The venue behind a hop code (`5@a2`); throws when the chain has none. */
export function venueOf(chain: Chain, code: string): Venue {
  const venue = chainVenues(chain).find((v) => hopCode(v) === code);
  if (!venue) throw new Error(`no venue ${code} on the chain`);
  return venue;
}
