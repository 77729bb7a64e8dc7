import { type Amount, isValidPrecision, makeAmount, MAX_PRECISION } from './amount';
import { unitsFromDigits } from './decimal';

/** What `parseAmountInput` gives: an amount to use, or a reason to show beside the field. */
export type AmountInputResult = { ok: true; amount: Amount } | { ok: false; reason: string };

/** Why an input is refused; exported so the UI and its tests use the same words. */
export const AMOUNT_INPUT_REASONS = {
  precision: `Token precision must be a whole number from 0 to ${MAX_PRECISION}`,
  exponent: 'Write the number in full: exponent forms like 1e5 are not accepted',
  dots: 'Use one decimal point at most',
  notNumber: 'Enter a number using digits and one dot, like 12.5',
  tooLarge: 'Amount is too large for a token quantity',
} as const;

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const EXPONENT = /^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i;
const DIGITS_AND_DOTS = /^[+-]?[\d.]+$/;

const fail = (reason: string): AmountInputResult => ({ ok: false, reason });
const ok = (amount: Amount): AmountInputResult => ({ ok: true, amount });

/**
 * Reads what a user typed into an amount field (SPEC §5): blank → 0, negative → 0, decimals
 * truncated (never rounded) to `precision`; "+5", ".5" and "5." are accepted. Never throws.
 */
export function parseAmountInput(text: string, precision: number): AmountInputResult {
  if (!isValidPrecision(precision)) return fail(AMOUNT_INPUT_REASONS.precision);
  const trimmed = text.trim();
  if (trimmed === '') return ok(makeAmount(0n, precision));
  if (EXPONENT.test(trimmed)) return fail(AMOUNT_INPUT_REASONS.exponent);
  const match = NUMBER.exec(trimmed);
  if (!match) {
    return fail(DIGITS_AND_DOTS.test(trimmed) ? AMOUNT_INPUT_REASONS.dots : AMOUNT_INPUT_REASONS.notNumber);
  }
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return fail(AMOUNT_INPUT_REASONS.notNumber);
  if (sign === '-') return ok(makeAmount(0n, precision));
  const units = unitsFromDigits(whole, fraction, precision);
  return units === null ? fail(AMOUNT_INPUT_REASONS.tooLarge) : ok(makeAmount(units, precision));
}
