/** Limit-order arithmetic shared by `calcormining` and the app (exact bigint units). */
import { pow10 } from '../../amount';

/** Orders of this contract store unit_price with 18 decimals: scale_power = 18. */
export const LIMIT_SCALE_POWER = 18;

/**
 * unit_price of an order: the price of one whole bid token in whole ask tokens × 10^scale_power,
 * rounded down: ⌊ask × 10^(18 + bidPrecision − askPrecision) / bid⌋ in units.
 */
export function limitUnitPrice(bidUnits: bigint, askUnits: bigint, bidPrecision: number, askPrecision: number): bigint {
  if (bidUnits <= 0n || askUnits <= 0n) throw new RangeError('An order price needs positive bid and ask amounts');
  return (askUnits * pow10(LIMIT_SCALE_POWER + bidPrecision - askPrecision)) / bidUnits;
}

/** An order's amounts in units: as opened (initial) and still open. */
export interface LimitOrderAmounts {
  readonly initialBid: bigint;
  readonly initialAsk: bigint;
  readonly bid: bigint;
  readonly ask: bigint;
}

/**
 * What an order pays (bid units) for `paid` units of its ask (at most what it still asks). Counted
 * on the order's totals, ⌊asked so far × initial_bid / initial_ask⌋ minus what it already paid, so
 * partial fills never drift from the opening price and the last fill pays exactly what remains.
 */
export function limitFillPayout(order: LimitOrderAmounts, paid: bigint): bigint {
  const { initialBid, initialAsk, bid, ask } = order;
  if (paid < 0n || paid > ask) throw new RangeError(`A fill pays from 0 to ${ask} units, got ${paid}`);
  if (bid < 0n || bid > initialBid || ask > initialAsk || initialAsk <= 0n) throw new RangeError('Inconsistent order amounts');
  const askedSoFar = initialAsk - ask + paid;
  return (askedSoFar * initialBid) / initialAsk - (initialBid - bid);
}
