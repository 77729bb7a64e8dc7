/** A position's worth and its profit or loss at a price (SPEC §2 "virtual positions (side, PnL)"), exact in base-token units. */
import { type Amount, makeAmount, pow10 } from '../amount';
import type { PositionSide } from './types';

/** unit_price scale: base per 1 quote × 10^8. */
const PRICE_SCALE = 100_000_000n;

/** The base-token worth of a quote amount at `unitPrice`, rounded down to the base token's precision. */
export function valueAt(amount: Amount, unitPrice: bigint, basePrecision: number): Amount {
  return makeAmount((amount.units * unitPrice * pow10(basePrecision)) / (PRICE_SCALE * pow10(amount.precision)), basePrecision);
}

/** The position's profit (negative: loss) in base-token units at `lastPrice`, rounded toward zero: a LONG gains when the price rises, a SHORT when it falls. */
export function pnlUnits(side: PositionSide, amount: Amount, entryPrice: bigint, lastPrice: bigint, basePrecision: number): bigint {
  const move = side === 'LONG' ? lastPrice - entryPrice : entryPrice - lastPrice;
  return (move * amount.units * pow10(basePrecision)) / (PRICE_SCALE * pow10(amount.precision));
}

/** The move from the entry as a signed fraction of it (0.05 = +5 %), for display; null without an entry price. */
export function pnlFraction(side: PositionSide, entryPrice: bigint, lastPrice: bigint): number | null {
  if (entryPrice <= 0n) return null;
  const move = side === 'LONG' ? lastPrice - entryPrice : entryPrice - lastPrice;
  // Parts per 10^8 keep the division exact before the one float step.
  return Number((move * PRICE_SCALE) / entryPrice) / Number(PRICE_SCALE);
}
