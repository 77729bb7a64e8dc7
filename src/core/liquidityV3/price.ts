/** Prices typed by people as exact fractions (whole token B per whole token A), and the quick ranges around a price. */
import type { PriceFraction } from '../v3';

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/** The exact fraction of a decimal price text ("0.05", "12", ".5"); null when it is not a positive decimal. */
export function parsePriceText(text: string): PriceFraction | null {
  const match = DECIMAL.exec(text.trim().replace(/,/g, '.'));
  if (match === null) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? match[3] ?? '';
  const numerator = BigInt(whole + fraction);
  if (numerator === 0n) return null;
  return { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/** The price the other way round (whole A per whole B). */
export function invertPrice(price: PriceFraction): PriceFraction {
  if (price.numerator === 0n) throw new RangeError('Zero has no inverse');
  return { numerator: price.denominator, denominator: price.numerator };
}

/** `price × (100 + percent) / 100`, exactly; percent may be negative down to −99. */
export function shiftPrice(price: PriceFraction, percent: number): PriceFraction {
  if (!Number.isInteger(percent) || percent <= -100) throw new RangeError(`Percent ${percent} must be an integer above -100`);
  return { numerator: price.numerator * BigInt(100 + percent), denominator: price.denominator * 100n };
}

/** The quick ranges (SPEC §2): ± percents around the price, and the full range. */
export type QuickRange = 5 | 10 | 25 | 'full';
export const QUICK_RANGES: readonly QuickRange[] = [5, 10, 25, 'full'];

/** The prices bounding a ± percent range around `price`. */
export function quickRangePrices(price: PriceFraction, percent: number): { lower: PriceFraction; upper: PriceFraction } {
  return { lower: shiftPrice(price, -percent), upper: shiftPrice(price, percent) };
}

/** Whole B per whole A at a Q64.64 sqrt price, exactly (sqrtPrice² / 2^128 scaled by the precisions). */
export function priceAtSqrt(sqrtPriceX64: bigint, precisionA: number, precisionB: number): PriceFraction {
  if (sqrtPriceX64 <= 0n) throw new RangeError('A sqrt price must be positive');
  return { numerator: sqrtPriceX64 * sqrtPriceX64 * 10n ** BigInt(precisionA), denominator: (1n << 128n) * 10n ** BigInt(precisionB) };
}
