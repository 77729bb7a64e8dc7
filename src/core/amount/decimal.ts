import { type Amount, isUnitsInRange, isValidPrecision, makeAmount, MAX_UNITS, pow10 } from './amount';

/** Writes `units` at `precision` decimals exactly, always with every decimal digit ("-0.0100"). */
export function unitsToDecimalString(units: bigint, precision: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = precision > 0 ? `.${digits.slice(digits.length - precision)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** The exact decimal text of an amount, every decimal written: 12345n at 4 → "1.2345". */
export function amountToDecimalString(amount: Amount): string {
  return unitsToDecimalString(amount.units, amount.precision);
}

/**
 * Units for the digits `whole.fraction` at `precision`, dropping (never rounding) extra decimals.
 * Returns null when the result exceeds int64, without building giant bigints for absurd input.
 */
export function unitsFromDigits(whole: string, fraction: string, precision: number): bigint | null {
  const significant = whole.replace(/^0+/, '');
  // MAX_UNITS has 19 digits, so a whole part longer than that overflows at any precision.
  if (significant.length > MAX_UNITS.toString().length) return null;
  const kept = fraction.slice(0, precision).padEnd(precision, '0');
  const units = BigInt(significant || '0') * pow10(precision) + BigInt(kept || '0');
  return units <= MAX_UNITS ? units : null;
}

const STRICT_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads a canonical decimal ("1.5", "-0.0001", "42") exactly at `precision`.
 * Throws RangeError for other syntax, for non-zero digits beyond `precision` (nothing is silently
 * dropped), and for values outside int64. For what a user types, use `parseAmountInput`.
 */
export function amountFromDecimalString(text: string, precision: number): Amount {
  if (!isValidPrecision(precision)) throw new RangeError(`Precision must be an integer from 0 to 18, got ${precision}`);
  const match = STRICT_DECIMAL.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a plain decimal number`);
  const [, sign, whole = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(precision))) {
    throw new RangeError(`"${text}" has more than ${precision} decimals`);
  }
  const magnitude = unitsFromDigits(whole, fraction, precision);
  if (magnitude === null) throw new RangeError(`"${text}" does not fit an int64 asset at ${precision} decimals`);
  const units = sign === '-' ? -magnitude : magnitude;
  if (!isUnitsInRange(units)) throw new RangeError(`"${text}" does not fit an int64 asset`);
  return makeAmount(units, precision);
}

/** The amount as a float, for display and charts only (correctly rounded from the exact text). */
export function toDisplayNumber(amount: Amount): number {
  return Number(amountToDecimalString(amount));
}
