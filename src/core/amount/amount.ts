/** Exact token quantities (DESIGN §3): an integer count of units with the token's precision. */

declare const amountBrand: unique symbol;

/**
 * An exact token quantity: `units` at `precision` decimals (1.2345 TLM = 12345n at 4).
 * Branded so a raw `{ units, precision }` (or a price) cannot pass as one: build it with `makeAmount`.
 */
export type Amount = {
  readonly units: bigint;
  readonly precision: number;
  readonly [amountBrand]: true;
};

/** Antelope symbols carry at most 18 decimals. */
export const MAX_PRECISION = 18;
/** Largest unit count an amount may hold: the int64 an Antelope asset is stored in. */
export const MAX_UNITS = 2n ** 63n - 1n;

const POWERS_OF_TEN: readonly bigint[] = Array.from({ length: 2 * MAX_PRECISION + 1 }, (_, i) => 10n ** BigInt(i));

/** 10^exponent as a bigint (cached for the exponents amounts use). */
export function pow10(exponent: number): bigint {
  return POWERS_OF_TEN[exponent] ?? 10n ** BigInt(exponent);
}

/** True for an integer precision from 0 to 18. */
export function isValidPrecision(precision: number): boolean {
  return Number.isInteger(precision) && precision >= 0 && precision <= MAX_PRECISION;
}

/** True when `units` fits the signed int64 range (symmetric: |units| ≤ 2^63−1). */
export function isUnitsInRange(units: bigint): boolean {
  return units <= MAX_UNITS && units >= -MAX_UNITS;
}

/** Builds an amount; throws RangeError for a precision outside 0..18 or units outside int64. */
export function makeAmount(units: bigint, precision: number): Amount {
  if (!isValidPrecision(precision)) throw new RangeError(`Precision must be an integer from 0 to ${MAX_PRECISION}, got ${precision}`);
  if (!isUnitsInRange(units)) throw new RangeError(`Amount of ${units} units does not fit an int64 asset`);
  return Object.freeze({ units, precision }) as Amount;
}

/** Zero at the given precision. */
export function zeroAmount(precision: number): Amount {
  return makeAmount(0n, precision);
}

/** Checks a value that crossed a boundary (worker message, JSON revived with bigints) is a valid amount. */
export function isAmount(value: unknown): value is Amount {
  if (typeof value !== 'object' || value === null) return false;
  const { units, precision } = value as { units?: unknown; precision?: unknown };
  return typeof units === 'bigint' && typeof precision === 'number' && isValidPrecision(precision) && isUnitsInRange(units);
}
