/**
 * An order for the book as the trade box and the virtual positions ask for it (a side, limit or
 * market, an exact unit_price and a quote amount), checked and turned into the `alcordexmain`
 * place-order transfer: give what you pay, ask in the memo. A market order is sent as a limit
 * order at the worst price the slippage allows (docs/decisions/0034): the real contract fills a
 * zero ask at any price. A zero total or amount is refused with "Quantity must be positive".
 */
import { formatAsset, isUnitsInRange, makeAmount, type Amount } from '../amount';
import { MAX_UNIT_PRICE, orderUnitPrice, type BookSide, type PlaceOrder } from '../actions/orderbook';
import type { BookMarket } from '../domain';
import { baseForQuote, baseForQuoteUp, parseUnitPrice, type BookPrecisions } from './price';
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

/**
 * A checked order: the transfer, what it gives, and the unit_price the contract will record for it
 * (the price typed for a limit order, or the nearest the amounts can say; for a market order the
 * worst price, or the nearest inside it).
 */
export type BookOrderPlan = { ok: true; order: PlaceOrder; give: Amount; unitPrice: bigint } | { ok: false; error: string };

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
 * The base a book order of `quoteUnits` at `unitPrice` exchanges, rounded so the price the contract
 * records (`orderUnitPrice`, rounded up) is `unitPrice` whenever the amounts can say it exactly:
 * down for a limit order. A market order's limit is a bound the taker must never pass: a buy rounds
 * down (it never pays more per token than the worst price), a sell rounds up (it never takes less).
 * On a market whose base has few decimals (USDT's 4) the recorded price can then sit a little
 * inside the worst price; it is what the order shows.
 */
export function bookOrderBase(kind: BookOrderRequest['kind'], side: BookSide, quoteUnits: bigint, unitPrice: bigint, precisions: BookPrecisions): bigint {
  return kind === 'market' && side === 'sell' ? baseForQuoteUp(quoteUnits, unitPrice, precisions) : baseForQuote(quoteUnits, unitPrice, precisions);
}

/**
 * The place-order transfer of `request` on `market` signed by `owner`. A limit order gives base
 * (buy) or quote (sell) and asks the other at the order's price. A market order is the same limit
 * order at the worst price `slippage` away from `unitPrice`: it fills what the book offers at that
 * price or better, and what it cannot fill rests on the book as an open order the owner can cancel.
 */
export function planBookOrder(request: BookOrderRequest, market: BookMarket, owner: string, slippage: number, terms?: MarketTerms | null): BookOrderPlan {
  if (request.quoteUnits <= 0n) return refuse(QUANTITY_MUST_BE_POSITIVE);
  const typed = parseUnitPrice(request.unitPrice);
  if (typed === null) return refuse('Price must be a positive unit price');
  if (!isUnitsInRange(request.quoteUnits)) return refuse(TOO_LARGE);
  const limit = request.kind === 'limit' ? typed : worstUnitPrice(request.side, typed, slippage);
  const precisions = { base: market.base.precision, quote: market.quote.precision };
  const quote = (units: bigint) => ({ amount: makeAmount(units, market.quote.precision), ticker: market.quote.ticker, contract: market.quote.contract });
  const base = (units: bigint) => ({ amount: makeAmount(units, market.base.precision), ticker: market.base.ticker, contract: market.base.contract });
  const baseUnits = bookOrderBase(request.kind, request.side, request.quoteUnits, limit, precisions);
  // A total that rounds to nothing would ask zero: an unprotected market order.
  if (baseUnits <= 0n) return refuse(QUANTITY_MUST_BE_POSITIVE);
  if (!isUnitsInRange(baseUnits)) return refuse(TOO_LARGE);
  const order: PlaceOrder =
    request.side === 'buy'
      ? { owner, give: base(baseUnits), ask: quote(request.quoteUnits) }
      : { owner, give: quote(request.quoteUnits), ask: base(baseUnits) };
  const problem = termsProblem(request.side, order.give, terms ?? null);
  if (problem !== null) return refuse(problem);
  const unitPrice = orderUnitPrice(baseUnits, request.quoteUnits, market.base.precision, market.quote.precision);
  return { ok: true, order, give: order.give.amount, unitPrice };
}

/** Why the market's own row (frozen, minimum per side) refuses an order that gives `give`, or null. */
function termsProblem(side: BookSide, give: PlaceOrder['give'], terms: MarketTerms | null): string | null {
  if (terms === null) return null;
  if (terms.frozen) return 'This market is frozen: it takes no new orders';
  const minimum = side === 'buy' ? terms.minBuy : terms.minSell;
  return give.amount.units < minimum.units ? `The order is below the market minimum of ${formatAsset(minimum, give.ticker)}` : null;
}
