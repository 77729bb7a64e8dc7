/**
 * Price-time matching of an incoming order against the opposite side, best `byprice` key first.
 * The taker spends what it gives: each resting order it reaches fills at the resting order's own
 * price (whole, or partly by `makerPayout`), its owner is paid what it asked less the market fee.
 */
import { crosses, feeOf, makerPayout, oppositeSide, type BookSide } from '../../../src/core/actions/orderbook';
import type { ActionContext } from '../../chain/exec/framework';
import { asset, logMatch, logOrder, payOut } from './effects';
import { orderTableOf, type MarketRow } from './tables';

/** The incoming order: its side, owner, units it gives, and the unit_price it may not fill beyond (none: any). */
export interface Taker {
  readonly side: BookSide;
  readonly owner: string;
  readonly give: bigint;
  readonly limit: bigint | undefined;
}

/** What matching did: units of the taker's bid left, units of its ask token received (gross), and whether it stopped on dust. */
export interface MatchResult {
  readonly remaining: bigint;
  readonly received: bigint;
  /** The best order still crosses but the remainder buys less than one unit of it. */
  readonly dust: boolean;
}

/** Fills `taker` against the book; every fill is logged and its maker paid. */
export function matchTaker(ctx: ActionContext, market: MarketRow, taker: Taker): MatchResult {
  const makerSide = oppositeSide(taker.side);
  const book = ctx.table(orderTableOf(makerSide), market.id);
  const basePrecision = market.base_token.sym.precision;
  const quotePrecision = market.quote_token.sym.precision;
  const makerAskContract = makerSide === 'sell' ? market.base_token.contract : market.quote_token.contract;
  let remaining = taker.give;
  let received = 0n;
  while (remaining > 0n) {
    const maker = book.index('byprice').lowerBound(0n);
    if (!maker || !crosses(taker.side, maker.unit_price, taker.limit)) break;
    const paid = remaining < maker.ask.amount ? remaining : maker.ask.amount;
    const payout = makerPayout({ bid: maker.bid.amount, ask: maker.ask.amount, unitPrice: maker.unit_price }, makerSide, paid, basePrecision, quotePrecision);
    if (payout === 0n) return { remaining, received, dust: true };
    remaining -= paid;
    received += payout;
    const next = { ...maker, bid: asset(maker.bid.amount - payout, maker.bid.symbol), ask: asset(maker.ask.amount - paid, maker.ask.symbol) };
    const filled = next.ask.amount === 0n;
    if (filled) book.erase(maker);
    else book.modify(maker, null, next);
    logMatch(ctx, {
      market,
      takerSide: taker.side,
      taker: taker.owner,
      maker: maker.account,
      bid: asset(paid, maker.ask.symbol),
      ask: asset(payout, maker.bid.symbol),
      unitPrice: maker.unit_price,
    });
    logOrder(ctx, market.id, makerSide, !filled, 'fill', next);
    payOut(ctx, makerAskContract, maker.account, asset(paid - feeOf(paid, market.fee), maker.ask.symbol), `fill:${market.id}:${maker.id}`);
  }
  return { remaining, received, dust: false };
}
