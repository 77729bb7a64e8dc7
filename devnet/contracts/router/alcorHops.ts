/** Hops on Alcor: concentrated pools on `swap.alcor` (`<poolId>@a2`) and order-book markets on `alcordexmain` (`<marketId>@ad`). */
import { ALCOR_V3_CONTRACT, encodeSwapMemo } from '../../../src/core/actions/alcorv3';
import { encodeOrderMemo, ORDERBOOK_CONTRACT } from '../../../src/core/actions/orderbook';
import { poolsTable } from '../alcorv3/tables';
import { marketsTable } from '../orderbook/tables';
import { tokenOf, memoAsset } from './tokens';
import { numericId, otherSide, requireVenue, type HopQuery, type HopTarget } from './venue';

/** A v3 pool: exact-in swap of everything received, paid to the router, minimum 0 (the router checks the route's). */
export function alcorPoolHop(query: HopQuery): HopTarget {
  const id = numericId(query);
  requireVenue(query, ALCOR_V3_CONTRACT);
  const pool = query.ctx.readTable(ALCOR_V3_CONTRACT, poolsTable, ALCOR_V3_CONTRACT).find(id);
  query.ctx.check(pool !== undefined, `${query.label}: ${ALCOR_V3_CONTRACT} has no pool ${id}`);
  query.ctx.check(pool.active, `${query.label}: pool ${id} is not active`);
  const tokenOut = otherSide(query, `pool ${id}`, tokenOf(pool.tokenA), tokenOf(pool.tokenB));
  const memo = encodeSwapMemo({ kind: 'swapexactin', poolIds: [Number(id)], recipient: query.ctx.self, asset: memoAsset(tokenOut, 0n), deadline: 0 });
  return { venue: ALCOR_V3_CONTRACT, memo, token_in: query.tokenIn, token_out: tokenOut };
}

/** An order-book market: a market order (zero ask) for the other token; its unfillable remainder comes back as a refund. */
export function alcorBookHop(query: HopQuery): HopTarget {
  const id = numericId(query);
  requireVenue(query, ORDERBOOK_CONTRACT);
  const market = query.ctx.readTable(ORDERBOOK_CONTRACT, marketsTable, ORDERBOOK_CONTRACT).find(id);
  query.ctx.check(market !== undefined, `${query.label}: ${ORDERBOOK_CONTRACT} has no market ${id}`);
  const tokenOut = otherSide(query, `market ${id}`, market.base_token, market.quote_token);
  return { venue: ORDERBOOK_CONTRACT, memo: encodeOrderMemo({ ask: memoAsset(tokenOut, 0n) }), token_in: query.tokenIn, token_out: tokenOut };
}
