/**
 * A limit price as the form reads it: whole output tokens per whole input token ("sell 1 WAX at
 * 200 TLM"), held as an exact fraction so the amounts that follow from it are exact bigint units.
 */
import { pow10 } from '../amount';
import { pricePrecision } from '../format';
import { fractionToNumber, type PriceFraction } from '../v3';

/** Most decimals a typed price may carry (the contract keeps 18). */
export const PRICE_MAX_DECIMALS = 18;

/** The price field's reading: the price, or why it cannot be used; an empty field is neither. */
export type PriceField = { readonly price: PriceFraction | null; readonly error: string | null };

const PRICE_TEXT = /^(\d*)(?:\.(\d*))?$/;

/** The price text after a keystroke: digits and one point (a comma counts as the point). */
export function sanitizePriceText(text: string): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot < 0) return cleaned;
  return `${cleaned.slice(0, dot)}.${cleaned.slice(dot + 1).replace(/\./g, '')}`;
}

/** Reads a typed price exactly: "200", "0.005", ".5"; zero, more than 18 decimals or other text is refused. */
export function readPriceField(text: string): PriceField {
  const trimmed = text.trim();
  if (trimmed === '') return { price: null, error: null };
  const match = PRICE_TEXT.exec(trimmed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { price: null, error: 'Enter a price like 200 or 0.005' };
  if (fraction.length > PRICE_MAX_DECIMALS) return { price: null, error: `A price has at most ${PRICE_MAX_DECIMALS} decimals` };
  if (whole.replace(/^0+/, '').length > 19) return { price: null, error: 'This price is too large' };
  const numerator = BigInt((whole || '0') + fraction);
  if (numerator === 0n) return { price: null, error: 'The price must be above 0' };
  return { price: { numerator, denominator: pow10(fraction.length) }, error: null };
}

/** The price two amounts make: receive/sell in whole tokens. Throws RangeError for a zero amount. */
export function priceOfAmounts(sellUnits: bigint, receiveUnits: bigint, inputPrecision: number, outputPrecision: number): PriceFraction {
  if (sellUnits <= 0n || receiveUnits <= 0n) throw new RangeError('A price needs two positive amounts');
  return { numerator: receiveUnits * pow10(inputPrecision), denominator: sellUnits * pow10(outputPrecision) };
}

/** A price as field text, rounded down to the display ladder's decimals (SPEC §5), trailing zeros dropped. */
export function priceFieldText(price: PriceFraction): string {
  const decimals = pricePrecision(fractionToNumber(price));
  const scaled = (price.numerator * pow10(decimals)) / price.denominator;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}
