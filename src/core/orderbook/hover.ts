/** The order-book hover panel (SPEC §2 Market screen: "Hovering shows average and per-account orders"). */
import { pow10 } from '../amount';
import type { OrderBookSide } from './side';
import { type BookKind, type OrderRow, PRICE_SCALE } from './types';

/**
 * Units at a precision, for display (format with `formatUnits`). Not an `Amount`: a sum over many
 * orders may pass the int64 an asset is stored in, and it never goes into an action.
 */
export type Quantity = { readonly units: bigint; readonly precision: number };

/** One account's orders on the hovered level, summed. */
export type AccountOrders = { readonly account: string; readonly ask: Quantity; readonly bid: Quantity };

/** What the panel shows for a hovered level. */
export type HoverSummary = {
  readonly side: BookKind;
  readonly levelIndex: number;
  /** unit_price of the hovered level. */
  readonly linePrice: bigint;
  /**
   * What filling every level from the best through the hovered one would average: cumulative base
   * over cumulative quote, × 10^8 and rounded down (the volume-weighted price of those levels).
   */
  readonly averageUnitPrice: bigint;
  /** averageUnitPrice / 10^8, for display. */
  readonly averagePrice: number;
  /** Base and quote amounts from the best level through the hovered one. */
  readonly totalBase: Quantity;
  readonly totalQuote: Quantity;
  /** The hovered level's orders by account, the largest quote amount first. */
  readonly ordersByAccount: readonly AccountOrders[];
};

function byAccount(side: Pick<OrderBookSide, 'kind' | 'bidSymbol' | 'askSymbol'>, orders: Iterable<OrderRow>): AccountOrders[] {
  const sums = new Map<string, { ask: bigint; bid: bigint }>();
  for (const order of orders) {
    const sum = sums.get(order.account) ?? { ask: 0n, bid: 0n };
    sum.ask += order.ask.amount.units;
    sum.bid += order.bid.amount.units;
    sums.set(order.account, sum);
  }
  const quoteOf = (sum: { ask: bigint; bid: bigint }) => (side.kind === 'bids' ? sum.ask : sum.bid);
  return [...sums.entries()]
    .sort(([accountA, a], [accountB, b]) => (quoteOf(a) === quoteOf(b) ? (accountA < accountB ? -1 : 1) : quoteOf(a) > quoteOf(b) ? -1 : 1))
    .map(([account, sum]) => ({
      account,
      ask: { units: sum.ask, precision: side.askSymbol.precision },
      bid: { units: sum.bid, precision: side.bidSymbol.precision },
    }));
}

/** What the panel reads of a level: its price, running totals and orders (a grouped level has them too). */
export type HoverLevel = { readonly unitPrice: bigint; readonly cumulBid: bigint; readonly cumulAsk: bigint; readonly orders: Iterable<OrderRow> };

/** The hover panel for level `levelIndex` (0 = best) of a side; null when there is no such level. */
export function hoverSummary(side: OrderBookSide, levelIndex: number): HoverSummary | null {
  const level = side.level(levelIndex);
  return level ? hoverSummaryOf(side, { ...level, orders: level.orders.values() }, levelIndex) : null;
}

/** The hover panel of `level`, shown at `levelIndex` of a side. */
export function hoverSummaryOf(side: Pick<OrderBookSide, 'kind' | 'bidSymbol' | 'askSymbol'>, level: HoverLevel, levelIndex: number): HoverSummary {
  const bids = side.kind === 'bids';
  const base: Quantity = bids ? { units: level.cumulBid, precision: side.bidSymbol.precision } : { units: level.cumulAsk, precision: side.askSymbol.precision };
  const quote: Quantity = bids
    ? { units: level.cumulAsk, precision: side.askSymbol.precision }
    : { units: level.cumulBid, precision: side.bidSymbol.precision };
  // price × 10^8 = (base units / 10^bp) / (quote units / 10^qp) × 10^8
  const averageUnitPrice = quote.units > 0n ? (base.units * pow10(quote.precision) * PRICE_SCALE) / (quote.units * pow10(base.precision)) : level.unitPrice;
  return {
    side: side.kind,
    levelIndex,
    linePrice: level.unitPrice,
    averageUnitPrice,
    averagePrice: Number(averageUnitPrice) / Number(PRICE_SCALE),
    totalBase: base,
    totalQuote: quote,
    ordersByAccount: byAccount(side, level.orders),
  };
}
