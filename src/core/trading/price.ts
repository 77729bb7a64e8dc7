/**
 * Order prices on the Alcor book (NOTES "Alcor order book"): unit_price = base per 1 quote × 10^8,
 * and a price typed by the user is an amount of the base token (SPEC §5: the price input is
 * formatted to the market's token0 precision). Exact bigint arithmetic only.
 */
import { makeAmount, pow10, type Amount } from '../amount';
import { MAX_UNIT_PRICE, UNIT_PRICE_SCALE } from '../actions/orderbook';

/** The two precisions every order-book formula needs: base (token0) and quote (token1). */
export type BookPrecisions = { readonly base: number; readonly quote: number };

const UNIT_PRICE_TEXT = /^[1-9]\d{0,19}$/;

/** unit_price of a price typed at the base token's precision; rounded down past 8 decimals. */
export function unitPriceOfPrice(price: Amount): bigint {
  const { units, precision } = price;
  return precision <= 8 ? units * pow10(8 - precision) : units / pow10(precision - 8);
}

/** The price field's amount (base precision) of a unit_price, rounded down past the base's decimals. */
export function priceOfUnitPrice(unitPrice: bigint, basePrecision: number): Amount {
  const units = basePrecision >= 8 ? unitPrice * pow10(basePrecision - 8) : unitPrice / pow10(8 - basePrecision);
  return makeAmount(units, basePrecision);
}

/** Reads an exact unit_price text (from the book or a caller); null unless a whole number 1..2^64−1. */
export function parseUnitPrice(text: string): bigint | null {
  if (!UNIT_PRICE_TEXT.test(text)) return null;
  const value = BigInt(text);
  return value <= MAX_UNIT_PRICE ? value : null;
}

/**
 * Base units an order of `quoteUnits` at `unitPrice` exchanges: ⌊quote × unit_price / 10^(8+q−b)⌋.
 * Rounding down keeps the order's own unit_price (⌈base × 10^(8+q−b) / quote⌉) at `unitPrice`
 * whenever the quote is at least one whole 10^(8+q−b) step, and never spends more than the price says.
 */
export function baseForQuote(quoteUnits: bigint, unitPrice: bigint, precisions: BookPrecisions): bigint {
  if (quoteUnits <= 0n || unitPrice <= 0n) return 0n;
  return (quoteUnits * unitPrice * pow10(precisions.base)) / (UNIT_PRICE_SCALE * pow10(precisions.quote));
}

/** Base units rounded up instead (what a market buy must give to cover `quoteUnits` at a worst price). */
export function baseForQuoteUp(quoteUnits: bigint, unitPrice: bigint, precisions: BookPrecisions): bigint {
  if (quoteUnits <= 0n || unitPrice <= 0n) return 0n;
  const denominator = UNIT_PRICE_SCALE * pow10(precisions.quote);
  return (quoteUnits * unitPrice * pow10(precisions.base) + denominator - 1n) / denominator;
}

/** Quote units that `baseUnits` buys at `unitPrice`, rounded down (never more than the total pays for). */
export function quoteForBase(baseUnits: bigint, unitPrice: bigint, precisions: BookPrecisions): bigint {
  if (baseUnits <= 0n || unitPrice <= 0n) return 0n;
  return (baseUnits * UNIT_PRICE_SCALE * pow10(precisions.quote)) / (unitPrice * pow10(precisions.base));
}
