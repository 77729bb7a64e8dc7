/** What the swap amount field accepts as the user types (SPEC §5 Amount inputs). */
import type { Amount } from './amount';
import { amountToDecimalString } from './decimal';
import { parseAmountInput } from './input';

/**
 * The field's text after a keystroke: digits and one decimal point only (a comma counts as the
 * point), no sign (a negative amount becomes 0), decimals truncated to the token's precision.
 */
export function sanitizeAmountText(text: string, precision: number): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot < 0) return cleaned;
  const whole = cleaned.slice(0, dot);
  if (precision === 0) return whole;
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, precision);
  return `${whole === '' ? '0' : whole}.${fraction}`;
}

/** An amount as field text: exact, without trailing decimal zeros ("12.5", "3"). */
export function amountFieldText(amount: Amount): string {
  const text = amountToDecimalString(amount);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The field's amount, or why it cannot be used. An empty field is no amount and no error. */
export type AmountField = { readonly amount: Amount | null; readonly error: string | null };

/** Reads the field at the token's precision. */
export function readAmountField(text: string, precision: number | null): AmountField {
  if (precision === null || text.trim() === '') return { amount: null, error: null };
  const parsed = parseAmountInput(text, precision);
  return parsed.ok ? { amount: parsed.amount, error: null } : { amount: null, error: parsed.reason };
}
