/**
 * The Trade order modal's fields (SPEC §2 Modals "Trade order", §5): the price typed in the base
 * token at its precision (8 at most, the unit_price's), exact as a unit_price; price shortcuts from
 * the last trade and the book; and the profit/loss summary at the last price. Exact bigint.
 */
import { parseAmountInput, pow10, unitsToDecimalString } from '../../../core/amount';
import { pnlFraction, pnlUnits, valueAt, type PositionSide } from '../../../core/positions';
import type { Amount } from '../../../core/amount';

/** Decimals a price is typed with: the base token's precision, within the unit_price's 8. */
export const priceDecimals = (basePrecision: number) => Math.min(8, basePrecision);

/** The price text as an exact unit_price (blank or negative: 0), or why it does not read. */
export function readPriceText(text: string, basePrecision: number): { ok: true; unitPrice: bigint } | { ok: false; reason: string } {
  const decimals = priceDecimals(basePrecision);
  const parsed = parseAmountInput(text, decimals);
  return parsed.ok ? { ok: true, unitPrice: parsed.amount.units * pow10(8 - decimals) } : { ok: false, reason: parsed.reason };
}

/** A unit_price as the price field writes it ("0.20000000"), rounded down to the field's decimals. */
export function priceFieldText(unitPrice: bigint, basePrecision: number): string {
  const decimals = priceDecimals(basePrecision);
  return unitsToDecimalString(unitPrice / pow10(8 - decimals), decimals);
}

/** `unitPrice` moved by `percent` (−10 … +10), rounded down; at least 1. */
export function shiftedPrice(unitPrice: bigint, percent: number): bigint {
  const moved = (unitPrice * BigInt(100 + percent)) / 100n;
  return moved < 1n ? 1n : moved;
}

/** What the summary shows: the position's worth at its price, and the profit or loss of each side at the last price. */
export type TradeSummary = {
  readonly value: Amount;
  readonly atLast: { readonly long: bigint; readonly short: bigint; readonly fraction: number | null } | null;
};

/** The summary of `amount` at `unitPrice`, with PnL at `lastUnitPrice` when there is one. */
export function tradeSummary(amount: Amount, unitPrice: bigint, lastUnitPrice: bigint | null, basePrecision: number): TradeSummary {
  const value = valueAt(amount, unitPrice, basePrecision);
  if (lastUnitPrice === null || unitPrice <= 0n) return { value, atLast: null };
  const side = (s: PositionSide) => pnlUnits(s, amount, unitPrice, lastUnitPrice, basePrecision);
  return { value, atLast: { long: side('LONG'), short: side('SHORT'), fraction: pnlFraction('LONG', unitPrice, lastUnitPrice) } };
}
