/**
 * The account's resting orders in one market (SPEC §2 orders tab: side, price, amount, filled, time),
 * read from the `buyorder` / `sellorder` rows of `alcordexmain`, and the cancels that take them off
 * (`cancelbuy` / `cancelsell` {executor, market_id, order_id}). Newest first (SPEC §9 time_desc).
 */
import { makeAmount, type Amount } from '../amount';
import { encodeCancelOrder, type BookSide, type CancelAction } from '../actions/orderbook';
import type { BookMarket } from '../domain';
import { parseOrderRow } from '../orderbook';

/** One resting order of the account: what it still gives (bid) and asks, its price and time. */
export type OpenOrder = {
  /** `buy:17`: unique across the market's two tables. */
  readonly key: string;
  readonly id: bigint;
  readonly side: BookSide;
  readonly unitPrice: bigint;
  /** Quote (token1) still to buy or sell. */
  readonly quote: Amount;
  /** Base (token0) still given (buy) or asked (sell). */
  readonly base: Amount;
  /** Unix seconds. */
  readonly timestamp: number;
};

/** The key of an order across both tables. */
export const orderKey = (side: BookSide, id: bigint | string): string => `${side}:${String(id)}`;

/**
 * The account's orders among one table's rows: malformed rows, other accounts' rows and rows whose
 * tokens are not the market's are skipped and counted.
 */
export function readOpenOrders(rows: readonly unknown[], side: BookSide, market: BookMarket, account: string): { orders: OpenOrder[]; dropped: number } {
  const [bidToken, askToken] = side === 'buy' ? [market.base, market.quote] : [market.quote, market.base];
  const orders: OpenOrder[] = [];
  let dropped = 0;
  for (const raw of rows) {
    const row = parseOrderRow(raw);
    const fits =
      row !== null &&
      row.bid.ticker === bidToken.ticker &&
      row.bid.amount.precision === bidToken.precision &&
      row.ask.ticker === askToken.ticker &&
      row.ask.amount.precision === askToken.precision;
    if (!fits) {
      dropped += 1;
      continue;
    }
    if (row.account !== account) continue;
    const [quote, base] = side === 'buy' ? [row.ask.amount, row.bid.amount] : [row.bid.amount, row.ask.amount];
    orders.push({ key: orderKey(side, row.id), id: row.id, side, unitPrice: row.unitPrice, quote, base, timestamp: row.timestamp });
  }
  return { orders, dropped };
}

/** Newest first, then the higher id (SPEC §9 open orders time_desc). */
export function newestFirst(orders: readonly OpenOrder[]): OpenOrder[] {
  return [...orders].sort((a, b) => b.timestamp - a.timestamp || (a.id === b.id ? 0 : a.id > b.id ? -1 : 1));
}

/** What an order still gives: base for a buy, quote for a sell (what a cancel returns). */
export function orderBid(order: OpenOrder): Amount {
  return order.side === 'buy' ? order.base : order.quote;
}

/**
 * How much of an order has filled, in the token it gives, given what it gave when placed (known
 * only for orders placed from this browser); null when unknown or inconsistent.
 */
export function filledOf(order: OpenOrder, initialBidUnits: bigint | null): Amount | null {
  const bid = orderBid(order);
  if (initialBidUnits === null || initialBidUnits < bid.units) return null;
  return makeAmount(initialBidUnits - bid.units, bid.precision);
}

/** The cancels of `orders` by their owner, in one list (one transaction cancels them all). */
export function cancelActions(orders: readonly Pick<OpenOrder, 'side' | 'id'>[], executor: string, marketId: number): CancelAction[] {
  return orders.map((order) => encodeCancelOrder({ side: order.side, executor, marketId: BigInt(marketId), orderId: order.id }));
}
