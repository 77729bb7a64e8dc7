/**
 * A `topholders` answer turned into the holders list's columns (DESIGN §4: built where the answer is
 * parsed — in the lists worker — so the page never holds the list). Amounts are exact: each decimal
 * text becomes int64 units at the token's precision, or the whole answer is refused.
 */
import { isValidPrecision, MAX_UNITS } from '../amount';
import { isAccountName } from '../domain';
import { isBurnAccount, type HolderColumns } from './schema';

/** What a holders list says besides its rows. */
export interface HolderSummary {
  readonly rows: number;
  /** The largest holder (the API's first row), null for an empty list. */
  readonly top: { readonly owner: string; readonly amount: bigint } | null;
  /** Units held by the burn account (0 when it holds none or is not in the list). */
  readonly burned: bigint;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Longest digit string worth reading: int64 has 19 digits, so anything longer than this (zeros aside) overflows. */
const MAX_DIGITS = 40;

/** Units of a holder's decimal amount at `precision`; throws for anything not exact, negative or beyond int64. */
export function holderUnits(text: string, precision: number): bigint {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a plain decimal amount`);
  const fraction = match[2] ?? '';
  if (fraction.length > precision && /[1-9]/.test(fraction.slice(precision))) throw new RangeError(`"${text}" has more than ${precision} decimals`);
  // One BigInt from the digits at the precision (this runs 100,000 times a list: no multiply and add per row).
  const digits = (match[1] as string) + (fraction.length === precision ? fraction : fraction.slice(0, precision).padEnd(precision, '0'));
  const units = digits.length > MAX_DIGITS && /[1-9]/.test(digits.slice(0, digits.length - MAX_DIGITS)) ? MAX_UNITS + 1n : BigInt(digits);
  if (units > MAX_UNITS) throw new RangeError(`"${text}" does not fit an int64 amount`);
  return units;
}

/**
 * Columns of `[owner, amount]` pairs, largest first: rank is the pair's place (1-based), share the
 * amount's percent of `supply` (units; null or 0 gives NaN, shown as unknown). Throws naming the
 * first row that is not an account and an exact amount; an owner listed twice is refused where the
 * list is held (its key column).
 */
export function holderColumns(
  pairs: readonly (readonly [string, string])[],
  precision: number,
  supply: bigint | null,
): { columns: HolderColumns; summary: HolderSummary } {
  if (!isValidPrecision(precision)) throw new RangeError(`Precision must be an integer from 0 to 18, got ${precision}`);
  const count = pairs.length;
  const owner: string[] = new Array<string>(count);
  const amount = new BigInt64Array(count);
  const share = new Float64Array(count);
  const rank = new Float64Array(count);
  // Shares are display figures: one float division per row, the supply converted once.
  const supplyFloat = supply !== null && supply > 0n ? Number(supply) : NaN;
  let burned = 0n;
  for (let i = 0; i < count; i++) {
    const [name, text] = pairs[i] as readonly [string, string];
    if (!isAccountName(name)) throw new Error(`topholders row ${i}: "${name}" is not an account name`);
    let units: bigint;
    try {
      units = holderUnits(text, precision);
    } catch (error) {
      throw new Error(`topholders row ${i} (${name}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    owner[i] = name;
    amount[i] = units;
    share[i] = (Number(units) / supplyFloat) * 100;
    rank[i] = i + 1;
    if (isBurnAccount(name)) burned = units;
  }
  const first = pairs[0];
  const top = first ? { owner: first[0], amount: amount[0] as bigint } : null;
  return { columns: { owner, amount, share, rank }, summary: { rows: count, top, burned } };
}
