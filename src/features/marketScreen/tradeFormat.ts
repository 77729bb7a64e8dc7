/** Display text of the trade box and the orders tabs: exact amounts and book prices (SPEC §5: prices to 8 decimals). */
import { makeAmount, type Amount } from '../../core/amount';
import { formatFixed, formatUnits } from '../../core/format';

/** A unit_price as a price in base per quote, 8 decimals ("0.20000000"). */
export function formatUnitPrice(unitPrice: bigint): string {
  return formatUnits(unitPrice, 8, 8);
}

/** An exact amount with all its decimals, grouped ("1,234.5600"). */
export function formatExact(amount: Amount): string {
  return formatFixed(amount, amount.precision);
}

/** An exact amount with all its decimals and its ticker ("1,234.5600 TLM"). */
export function formatAmount(amount: Amount, ticker: string): string {
  return `${formatExact(amount)} ${ticker}`;
}

/** Units of a token as exact text with the ticker. */
export function formatUnitsOf(units: bigint, token: { readonly precision: number; readonly ticker: string }): string {
  return formatAmount(makeAmount(units, token.precision), token.ticker);
}

/** A fee in basis points of 10000: "0.2% (20/10000)". */
export function formatFeeBps(feeBps: number): string {
  return `${feeBps / 100}% (${feeBps}/10000)`;
}
