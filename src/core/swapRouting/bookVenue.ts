/** An Alcor order-book market (exchange alcormarket) as a venue: a market order against the opposite side. */
import { FEE_DENOMINATOR } from '../v2';
import { type RouteBookLevel, makeBookWalk, UNIT_PRICE_SCALE } from './bookWalk';
import type { Venue } from './types';
import type { Token } from '../domain';
import { defineVenue, displayAmount, feeRate } from './venue';

/** What a book venue is built from: the market's tokens, both sides best first, and its taker fee. */
export interface BookMarketInput {
  /** The market id. */
  id: string;
  /** The token prices are counted in (WAX on Alcor). */
  base: Token;
  /** The traded token. */
  quote: Token;
  /** Buy orders, highest unit price first: they give base and want quote. */
  bids: readonly RouteBookLevel[];
  /** Sell orders, lowest unit price first: they give quote and want base. */
  asks: readonly RouteBookLevel[];
  /** Taker fee in basis points of 10000 (SPEC §9), taken from what the taker receives. */
  takerFeeBps: number;
}

function sideTotal(levels: readonly RouteBookLevel[]): bigint {
  return levels.reduce((sum, level) => sum + level.bid, 0n);
}

/** A book venue: token0 is the base, token1 the quote. Throws RangeError on malformed levels or fee. */
export function makeBookVenue(input: BookMarketInput): Venue {
  const { base, quote, bids, asks, takerFeeBps } = input;
  if (!Number.isInteger(takerFeeBps) || takerFeeBps < 0 || takerFeeBps >= Number(FEE_DENOMINATOR))
    throw new RangeError(`Taker fee ${takerFeeBps} must be 0-9999 basis points`);
  const fee = BigInt(takerFeeBps);
  const sellBase = makeBookWalk(asks, 'asks', base.precision, quote.precision);
  const sellQuote = makeBookWalk(bids, 'bids', base.precision, quote.precision);
  const bestBid = bids[0]?.unitPrice ?? 0n;
  const bestAsk = asks[0]?.unitPrice ?? 0n;
  return defineVenue({
    id: input.id,
    exchange: 'alcormarket',
    type: 'markets',
    token0: base,
    token1: quote,
    fee: feeRate(fee, FEE_DENOMINATOR),
    platformFee: feeRate(0n, FEE_DENOMINATOR),
    liquidity: { token0: displayAmount(sideTotal(bids), base.precision), token1: displayAmount(sideTotal(asks), quote.precision) },
    quoteDirected(zeroForOne, amountIn) {
      const gross = zeroForOne ? sellBase(amountIn) : sellQuote(amountIn);
      if (gross === null) return null;
      // The fee rounds up: the taker never receives a fraction of a unit more than the book pays.
      return gross - (gross * fee + FEE_DENOMINATOR - 1n) / FEE_DENOMINATOR;
    },
    spotPrice(zeroForOne) {
      if (zeroForOne) return bestAsk > 0n ? Number(UNIT_PRICE_SCALE) / Number(bestAsk) : 0;
      return Number(bestBid) / Number(UNIT_PRICE_SCALE);
    },
  });
}
