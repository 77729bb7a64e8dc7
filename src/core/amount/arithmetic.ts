import { type Amount, isValidPrecision, makeAmount, pow10 } from './amount';

function samePrecision(a: Amount, b: Amount, operation: string): void {
  // Mixing precisions means mixing tokens (or a bug upstream): rescale explicitly instead.
  if (a.precision !== b.precision) {
    throw new RangeError(`Cannot ${operation} amounts of precision ${a.precision} and ${b.precision}`);
  }
}

/** a + b at their shared precision; throws RangeError on different precisions or int64 overflow. */
export function addAmounts(a: Amount, b: Amount): Amount {
  samePrecision(a, b, 'add');
  return makeAmount(a.units + b.units, a.precision);
}

/** a − b at their shared precision (may be negative); throws RangeError on different precisions. */
export function subAmounts(a: Amount, b: Amount): Amount {
  samePrecision(a, b, 'subtract');
  return makeAmount(a.units - b.units, a.precision);
}

/** −1, 0 or 1 as a is below, equal to or above b; throws RangeError on different precisions. */
export function compareAmounts(a: Amount, b: Amount): -1 | 0 | 1 {
  samePrecision(a, b, 'compare');
  if (a.units === b.units) return 0;
  return a.units < b.units ? -1 : 1;
}

/** True when the amount is zero. */
export function isZeroAmount(amount: Amount): boolean {
  return amount.units === 0n;
}

/**
 * The same quantity at another precision; extra decimals are truncated toward zero (never
 * rounded up, so a balance never grows). Throws RangeError if the result leaves int64.
 */
export function rescale(amount: Amount, precision: number): Amount {
  if (!isValidPrecision(precision)) throw new RangeError(`Precision must be an integer from 0 to 18, got ${precision}`);
  if (precision >= amount.precision) return makeAmount(amount.units * pow10(precision - amount.precision), precision);
  // bigint division truncates toward zero.
  return makeAmount(amount.units / pow10(amount.precision - precision), precision);
}
