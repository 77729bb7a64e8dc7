/**
 * The transfer form's checks (SPEC §2 Transfer page, §5): the recipient's name, the memo, and each
 * token's amount — never more decimals than the token has, never above the balance. Each check gives
 * the message shown at its field; nothing that fails one is ever signed.
 */
import { compareAmounts, formatAsset, parseAmountInput, type Amount } from '../amount';
import { isAccountName } from '../domain';

/** A token that can be sent. */
export interface TransferToken {
  readonly ticker: string;
  readonly contract: string;
  readonly precision: number;
}

export type FieldCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** The token contract's memo limit (eosio.token: "memo has more than 256 bytes"). */
export const MAX_MEMO_BYTES = 256;

/** The recipient as typed: an account name other than the sender's. Whether it exists is asked of the chain before signing. */
export function checkRecipient(text: string, sender: string): FieldCheck<string> {
  const name = text.trim();
  if (name === '') return { ok: false, reason: "Enter the recipient's account name" };
  if (!isAccountName(name)) return { ok: false, reason: `"${name}" is not an account name: up to 12 of a–z, 1–5 and dots` };
  if (name === sender) return { ok: false, reason: 'You cannot send tokens to yourself' };
  return { ok: true, value: name };
}

/** The memo: any text up to 256 bytes of UTF-8. */
export function checkMemo(memo: string): FieldCheck<string> {
  const bytes = new TextEncoder().encode(memo).length;
  return bytes <= MAX_MEMO_BYTES ? { ok: true, value: memo } : { ok: false, reason: `The memo is ${bytes} bytes; at most ${MAX_MEMO_BYTES} fit` };
}

const DECIMALS = /^\s*[+-]?\d*\.(\d*)\s*$/;

/**
 * One token's amount as typed: blank is 0 (that token is not sent); a negative amount, more decimals
 * than the token has, more than the balance, or an unknown balance is refused with its reason.
 */
export function checkTransferAmount(text: string, token: TransferToken, balance: Amount | null): FieldCheck<Amount> {
  if (/^\s*-/.test(text) && !/^\s*-0*\.?0*\s*$/.test(text)) return { ok: false, reason: 'An amount cannot be negative' };
  const decimals = DECIMALS.exec(text)?.[1]?.length ?? 0;
  if (decimals > token.precision)
    return { ok: false, reason: token.precision === 0 ? `${token.ticker} has no decimals` : `${token.ticker} has at most ${token.precision} decimals` };
  const parsed = parseAmountInput(text, token.precision);
  if (!parsed.ok) return { ok: false, reason: parsed.reason };
  if (parsed.amount.units === 0n) return { ok: true, value: parsed.amount };
  if (balance === null) return { ok: false, reason: `Your ${token.ticker} balance is not loaded yet` };
  if (balance.precision !== token.precision) return { ok: false, reason: `Your ${token.ticker} balance is not at ${token.precision} decimals` };
  if (compareAmounts(parsed.amount, balance) > 0) return { ok: false, reason: `More than your balance of ${formatAsset(balance, token.ticker)}` };
  return { ok: true, value: parsed.amount };
}
