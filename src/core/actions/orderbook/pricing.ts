/**
 * Order-book arithmetic shared by the devnet's `alcordexmain` and the app (exact bigint units).
 * unit_price = base per 1 quote × 10^8 in whole tokens (NOTES "Alcor order book"): a buy order bids
 * base and asks quote, a sell order bids quote and asks base.
 */
import { pow10 } from '../../amount';

/** The side of an order: its table is `buyorder` or `sellorder`. */
export type BookSide = 'buy' | 'sell';

/** unit_price scale: base per 1 quote × 10^8. */
export const UNIT_PRICE_SCALE = 100_000_000n;
/** unit_price must fit 64 bits so the `byprice` key can hold it above the order id. */
export const MAX_UNIT_PRICE = (1n << 64n) - 1n;
/** Fees are basis points of 10000. */
export const FEE_BASIS = 10_000n;

/** The book table of a side. */
export function bookTable(side: BookSide): 'buyorder' | 'sellorder' {
  return side === 'buy' ? 'buyorder' : 'sellorder';
}

/** The other side. */
export function oppositeSide(side: BookSide): BookSide {
  return side === 'buy' ? 'sell' : 'buy';
}

/**
 * unit_price of an order exchanging `baseUnits` for `quoteUnits`: ⌈base × 10^8 / quote⌉ in whole
 * tokens, rounded up as Alcor's rows show (10.00000000 WAX for 1999.9560 TLM → 500012).
 */
export function orderUnitPrice(baseUnits: bigint, quoteUnits: bigint, basePrecision: number, quotePrecision: number): bigint {
  if (baseUnits <= 0n || quoteUnits <= 0n) throw new RangeError('An order price needs positive base and quote amounts');
  const numerator = baseUnits * UNIT_PRICE_SCALE * pow10(quotePrecision);
  const denominator = quoteUnits * pow10(basePrecision);
  return (numerator + denominator - 1n) / denominator;
}

/** A resting order as matching needs it: units it still gives (bid) and wants (ask), and its unit_price. */
export interface RestingOrder {
  readonly bid: bigint;
  readonly ask: bigint;
  readonly unitPrice: bigint;
}

/**
 * What a resting order of `makerSide` pays for `rest` units of what it asks. Taking all it asks pays
 * all it bids; less pays the lower of its bid/ask ratio and its unit price, rounded down, so a fill
 * never pays more than the order holds (the rule of the app's book walk, `makeBookWalk`).
 */
export function makerPayout(order: RestingOrder, makerSide: BookSide, rest: bigint, basePrecision: number, quotePrecision: number): bigint {
  if (rest < 0n) throw new RangeError('A fill cannot be negative');
  if (rest >= order.ask) return order.bid;
  const byRatio = (rest * order.bid) / order.ask;
  const byPrice =
    makerSide === 'buy'
      ? (rest * order.unitPrice * pow10(basePrecision)) / (UNIT_PRICE_SCALE * pow10(quotePrecision))
      : (rest * UNIT_PRICE_SCALE * pow10(quotePrecision)) / (order.unitPrice * pow10(basePrecision));
  return byRatio < byPrice ? byRatio : byPrice;
}

/** The ask of an order's unfilled remainder at its own ratio, rounded up for its owner: ⌈bidLeft × ask / bid⌉. */
export function restingAsk(bidLeft: bigint, bid: bigint, ask: bigint): bigint {
  if (bid <= 0n || ask <= 0n || bidLeft < 0n) throw new RangeError('restingAsk needs a positive bid and ask');
  return (bidLeft * ask + bid - 1n) / bid;
}

/** The fee on `units` received: ⌈units × feeBps / 10000⌉, rounded in the contract's favour. */
export function feeOf(units: bigint, feeBps: bigint | number): bigint {
  const bps = BigInt(feeBps);
  if (units < 0n || bps < 0n || bps >= FEE_BASIS) throw new RangeError(`A fee needs non-negative units and 0-9999 basis points, got ${bps}`);
  return (units * bps + FEE_BASIS - 1n) / FEE_BASIS;
}

/** True when a taker of `takerSide` with price limit `limit` (none: any price) may fill a maker at `makerUnitPrice`. */
export function crosses(takerSide: BookSide, makerUnitPrice: bigint, limit: bigint | undefined): boolean {
  if (limit === undefined) return true;
  return takerSide === 'buy' ? makerUnitPrice <= limit : makerUnitPrice >= limit;
}

/**
 * The `byprice` (index 2, i128) key: ascending keys run best price first, then oldest (lowest id).
 * Sell orders: unit_price·2^64 + id. Buy orders: (2^64−1−unit_price)·2^64 + id.
 */
export function byPriceKey(side: BookSide, unitPrice: bigint, orderId: bigint): bigint {
  if (unitPrice <= 0n || unitPrice > MAX_UNIT_PRICE) throw new RangeError(`unit_price ${unitPrice} must be from 1 to 2^64-1`);
  if (orderId < 0n || orderId > MAX_UNIT_PRICE) throw new RangeError(`order id ${orderId} must fit a uint64`);
  const rank = side === 'sell' ? unitPrice : MAX_UNIT_PRICE - unitPrice;
  return (rank << 64n) | orderId;
}
