/** A market order on the selected book alone, quoted over the worker's whole side (the trade box's market type `market`). */
import type { BookSide } from '../../src/core/actions/orderbook';
import { quoteBookTaker, type TakerLevel } from '../../src/core/trading';
import type { MarketFeed } from './feed';

/** The quote as it crosses to the page: units as decimal text (a bigint is not every channel's). */
export type TakerQuote = {
  readonly received: string;
  readonly spent: string;
  readonly worstUnitPrice: string | null;
  readonly complete: boolean;
  /** False while a side waits for its snapshot: the quote may be off. */
  readonly synced: boolean;
};

/** Walks the side a `side` order fills (asks for a buy, bids for a sell), best level first, lazily. */
export function takerQuote(feed: MarketFeed, side: BookSide, give: bigint): TakerQuote {
  const book = side === 'buy' ? feed.book.asks : feed.book.bids;
  function* levels(): Generator<TakerLevel> {
    for (const level of book.levels()) yield { unitPrice: level.unitPrice, bid: level.totalBid, ask: level.totalAsk };
  }
  const { base, quote } = feed.selection.market;
  const result = quoteBookTaker(levels(), side, give, { base: base.precision, quote: quote.precision });
  return {
    received: result.received.toString(),
    spent: result.spent.toString(),
    worstUnitPrice: result.worstUnitPrice?.toString() ?? null,
    complete: result.complete,
    synced: !feed.syncing,
  };
}
