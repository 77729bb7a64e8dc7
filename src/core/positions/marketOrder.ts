/**
 * The market order that closes a position (the opposite side, SPEC §2 "close"), and the worst price
 * Waxwing's market memo carries (`#<unit_price>`, src/core/actions/orderbook/memo.ts) so a thin book
 * cannot fill it anywhere: the price at which the visible book fills the amount, widened by the
 * slippage. Exact bigint throughout.
 */
import { amountFromDecimalString, pow10 } from '../amount';
import { MAX_UNIT_PRICE, UNIT_PRICE_SCALE } from '../actions/orderbook/pricing';
import type { SideFrame } from '../orderbook';
import type { PositionSide } from './types';

/** A level as a market order walks it: its unit_price and the quote amount resting there. */
export type QuoteLevel = { readonly unitPrice: bigint; readonly quoteUnits: bigint };

/** Closing a LONG sells its amount, closing a SHORT buys it back. */
export function closingSide(side: PositionSide): 'buy' | 'sell' {
  return side === 'LONG' ? 'sell' : 'buy';
}

/** The levels of a side frame (best first) with their exact quote amounts; a level whose text does not read is left out. */
export function quoteLevelsOf(frame: SideFrame | null, quotePrecision: number): QuoteLevel[] {
  if (frame === null) return [];
  const levels: QuoteLevel[] = [];
  for (let i = 0; i < frame.count; i++) {
    try {
      const quoteUnits = amountFromDecimalString((frame.amountText[i] ?? '').replace(/,/g, ''), quotePrecision).units;
      levels.push({ unitPrice: BigInt(frame.unitPrices[i] ?? ''), quoteUnits });
    } catch {
      continue;
    }
  }
  return levels;
}

/**
 * The worst unit_price of a market order of `quoteUnits` on `levels` (the opposite side, best
 * first): the price of the level that completes it (the deepest one shown when none does), moved
 * against the taker by `slippage` hundredths of a percent, within 1..2^64−1. Null on an empty side.
 */
export function worstUnitPrice(side: 'buy' | 'sell', levels: readonly QuoteLevel[], quoteUnits: bigint, slippage: number): bigint | null {
  if (levels.length === 0) return null;
  let filled = 0n;
  let reach = levels[0]!.unitPrice;
  for (const level of levels) {
    reach = level.unitPrice;
    filled += level.quoteUnits;
    if (filled >= quoteUnits) break;
  }
  const basis = 10_000n;
  const bps = BigInt(Math.max(0, Math.floor(slippage)));
  const worst = side === 'buy' ? (reach * (basis + bps) + basis - 1n) / basis : (reach * (basis - (bps > basis ? basis : bps))) / basis;
  return worst < 1n ? 1n : worst > MAX_UNIT_PRICE ? MAX_UNIT_PRICE : worst;
}

/** Base units to give for `quoteUnits` at `unitPrice`, rounded up (the contract refunds what a market buy does not spend). */
export function baseForQuote(quoteUnits: bigint, unitPrice: bigint, basePrecision: number, quotePrecision: number): bigint {
  const numerator = quoteUnits * unitPrice * pow10(basePrecision);
  const denominator = UNIT_PRICE_SCALE * pow10(quotePrecision);
  return (numerator + denominator - 1n) / denominator;
}
