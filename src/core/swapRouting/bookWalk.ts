/**
 * A market order walking one side of an order book level by level (Alcor `alcordexmain`). Each level
 * aggregates the orders at one unit price: `bid` is what they give, `ask` what they want, in units.
 * unit_price is base per 1 quote × 10^8 in whole tokens (NOTES "Alcor order book").
 */
import { pow10 } from '../amount';

/** One price level of a book side. */
export interface RouteBookLevel {
  /** Base per 1 quote × 10^8, whole tokens. */
  readonly unitPrice: bigint;
  /** Units the level's orders give: base on the bid side, quote on the ask side. */
  readonly bid: bigint;
  /** Units they want in return: quote on the bid side, base on the ask side. */
  readonly ask: bigint;
}

/** Which side a market order takes: selling quote fills the bids (base out), selling base fills the asks (quote out). */
export type BookSideName = 'bids' | 'asks';

/** unit_price scale (SPEC §9 price scale). */
export const UNIT_PRICE_SCALE = 100_000_000n;

/** Gross output (before the taker fee) for an input, or null when the side cannot absorb it all. */
export type BookWalk = (amountIn: bigint) => bigint | null;

function assertLevels(levels: readonly RouteBookLevel[], side: BookSideName): void {
  let previous: bigint | null = null;
  for (const { unitPrice, bid, ask } of levels) {
    if (unitPrice <= 0n || bid <= 0n || ask <= 0n) throw new RangeError('Book levels need a positive unit price, bid and ask');
    const ordered = previous === null || (side === 'bids' ? unitPrice < previous : unitPrice > previous);
    if (!ordered) throw new RangeError(`${side} must run best first with distinct prices (${unitPrice} after ${previous})`);
    previous = unitPrice;
  }
}

/**
 * Walks `levels` (best first) with exact integer units: whole levels pay their `bid` for their `ask`;
 * the last level fills partly at the lower of its own bid/ask ratio and its unit price, rounded down,
 * so rounding always favours the book. Throws RangeError on malformed or misordered levels.
 */
export function makeBookWalk(levels: readonly RouteBookLevel[], side: BookSideName, basePrecision: number, quotePrecision: number): BookWalk {
  assertLevels(levels, side);
  const cumAsk: bigint[] = [0n];
  const cumBid: bigint[] = [0n];
  for (const level of levels) {
    cumAsk.push((cumAsk[cumAsk.length - 1] as bigint) + level.ask);
    cumBid.push((cumBid[cumBid.length - 1] as bigint) + level.bid);
  }
  const baseScale = pow10(basePrecision);
  const quoteScale = pow10(quotePrecision);
  const atUnitPrice = (rest: bigint, unitPrice: bigint): bigint =>
    side === 'bids' ? (rest * unitPrice * baseScale) / (UNIT_PRICE_SCALE * quoteScale) : (rest * UNIT_PRICE_SCALE * quoteScale) / (unitPrice * baseScale);

  return (amountIn) => {
    if (amountIn < 0n) throw new RangeError('A market order amount cannot be negative');
    // The last level whose cumulative ask the input covers completely.
    let low = 0;
    let high = levels.length;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((cumAsk[mid] as bigint) <= amountIn) low = mid;
      else high = mid - 1;
    }
    const rest = amountIn - (cumAsk[low] as bigint);
    const level = levels[low];
    if (level === undefined) return rest === 0n ? (cumBid[low] as bigint) : null;
    if (rest === 0n) return cumBid[low] as bigint;
    const byRatio = (rest * level.bid) / level.ask;
    const byPrice = atUnitPrice(rest, level.unitPrice);
    return (cumBid[low] as bigint) + (byRatio < byPrice ? byRatio : byPrice);
  };
}
