/**
 * An order for the book as the trade box and the virtual positions ask for it (a side, limit or
 * market, an exact unit_price and a quote amount), checked and turned into the `alcordexmain`
 * place-order transfer (NOTES: give what you pay, ask in the memo; a market order asks zero with a
 * worst price). SPEC §5: a zero total or amount is refused with "Quantity must be positive".
 */
import { formatAsset, isUnitsInRange, makeAmount, type Amount } from '../amount';
import { MAX_UNIT_PRICE, type BookSide, type PlaceOrder } from '../actions/orderbook';
import type { BookMarket } from '../domain';
import { baseForQuote, baseForQuoteUp, parseUnitPrice } from './price';
import type { MarketTerms } from './marketTerms';

/** SPEC §5 / §8: what a zero order is told. */
export const ORDER_FAILED = 'Order failed';
export const QUANTITY_MUST_BE_POSITIVE = 'Quantity must be positive';
const TOO_LARGE = 'The order is too large for a token amount';

/** The order (the seam's shape): unitPrice is exact base per 1 quote × 10^8, quoteUnits the token1 amount. */
export type BookOrderRequest = {
  readonly side: BookSide;
  readonly kind: 'limit' | 'market';
  readonly unitPrice: string;
  readonly quoteUnits: bigint;
};

export type BookOrderPlan = { ok: true; order: PlaceOrder; give: Amount } | { ok: false; error: string };

const refuse = (error: string): BookOrderPlan => ({ ok: false, error });

/**
 * A market order's worst unit_price: the reference price moved against the taker by `slippage`
 * hundredths of a percent (up for a buy, down for a sell, never below 1).
 */
export function worstUnitPrice(side: BookSide, unitPrice: bigint, slippage: number): bigint {
  const bps = BigInt(Math.max(0, Math.min(10_000, Math.trunc(slippage))));
  if (side === 'buy') {
    const worst = (unitPrice * (10_000n + bps) + 9_999n) / 10_000n;
    return worst > MAX_UNIT_PRICE ? MAX_UNIT_PRICE : worst;
  }
  const worst = (unitPrice * (10_000n - bps)) / 10_000n;
  return worst < 1n ? 1n : worst;
}

/**
 * The place-order transfer of `request` on `market` signed by `owner`. A limit order gives base
 * (buy) or quote (sell) and asks the other at the order's price; a market order asks zero with a
 * worst price `slippage` away from `unitPrice`, and a market buy gives enough base for the quote at
 * that worst price (the contract refunds what it does not spend).
 */
export function planBookOrder(request: BookOrderRequest, market: BookMarket, owner: string, slippage: number, terms?: MarketTerms | null): BookOrderPlan {
  if (request.quoteUnits <= 0n) return refuse(QUANTITY_MUST_BE_POSITIVE);
  const unitPrice = parseUnitPrice(request.unitPrice);
  if (unitPrice === null) return refuse('Price must be a positive unit price');
  if (!isUnitsInRange(request.quoteUnits)) return refuse(TOO_LARGE);
  const precisions = { base: market.base.precision, quote: market.quote.precision };
  const quote = (units: bigint) => ({ amount: makeAmount(units, market.quote.precision), ticker: market.quote.ticker, contract: market.quote.contract });
  const base = (units: bigint) => ({ amount: makeAmount(units, market.base.precision), ticker: market.base.ticker, contract: market.base.contract });
  let order: PlaceOrder;
  if (request.kind === 'limit') {
    const baseUnits = baseForQuote(request.quoteUnits, unitPrice, precisions);
    if (baseUnits <= 0n) return refuse(QUANTITY_MUST_BE_POSITIVE);
    if (!isUnitsInRange(baseUnits)) return refuse(TOO_LARGE);
    order =
      request.side === 'buy'
        ? { owner, give: base(baseUnits), ask: quote(request.quoteUnits) }
        : { owner, give: quote(request.quoteUnits), ask: base(baseUnits) };
  } else {
    const worst = worstUnitPrice(request.side, unitPrice, slippage);
    const giveUnits = request.side === 'buy' ? baseForQuoteUp(request.quoteUnits, worst, precisions) : request.quoteUnits;
    if (!isUnitsInRange(giveUnits)) return refuse(TOO_LARGE);
    order =
      request.side === 'buy'
        ? { owner, give: base(giveUnits), ask: quote(0n), worstUnitPrice: worst }
        : { owner, give: quote(giveUnits), ask: base(0n), worstUnitPrice: worst };
  }
  const problem = termsProblem(request.side, order.give, terms ?? null);
  return problem === null ? { ok: true, order, give: order.give.amount } : refuse(problem);
}

/** Why the market's own row (frozen, minimum per side) refuses an order that gives `give`, or null. */
function termsProblem(side: BookSide, give: PlaceOrder['give'], terms: MarketTerms | null): string | null {
  if (terms === null) return null;
  if (terms.frozen) return 'This market is frozen: it takes no new orders';
  const minimum = side === 'buy' ? terms.minBuy : terms.minSell;
  return give.amount.units < minimum.units ? `The order is below the market minimum of ${formatAsset(minimum, give.ticker)}` : null;
}
