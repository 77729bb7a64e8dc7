/**
 * A market order on this book alone (market type `market`): what giving `give` units would take from
 * the other side, level by level at each level's own price, as the contract fills it (whole levels pay
 * all they give, the last one a share rounded down: `makerPayout`'s rule on the level's totals).
 */
import { makerPayout, type BookSide } from '../actions/orderbook';
import type { BookPrecisions } from './price';

/** One level of the side a taker fills: what its orders give (bid) and ask, at its unit_price. */
export type TakerLevel = { readonly unitPrice: bigint; readonly bid: bigint; readonly ask: bigint };

/** What the walk gets: units received before the fee, units spent, the last price touched, and whether all of `give` fills. */
export type BookTakerQuote = {
  readonly received: bigint;
  readonly spent: bigint;
  readonly worstUnitPrice: bigint | null;
  readonly complete: boolean;
};

/** Walks `levels` (best first) of the side a `takerSide` order fills, giving `give` units. */
export function quoteBookTaker(levels: Iterable<TakerLevel>, takerSide: BookSide, give: bigint, precisions: BookPrecisions): BookTakerQuote {
  const makerSide: BookSide = takerSide === 'buy' ? 'sell' : 'buy';
  let remaining = give > 0n ? give : 0n;
  let received = 0n;
  let worstUnitPrice: bigint | null = null;
  for (const level of levels) {
    if (remaining === 0n) break;
    const paid = remaining < level.ask ? remaining : level.ask;
    const payout = makerPayout(level, makerSide, paid, precisions.base, precisions.quote);
    // Less than one unit of the level for what is left: the contract refunds it.
    if (payout === 0n) break;
    received += payout;
    remaining -= paid;
    worstUnitPrice = level.unitPrice;
  }
  return { received, spent: (give > 0n ? give : 0n) - remaining, worstUnitPrice, complete: remaining === 0n && give > 0n };
}
