/**
 * The transfer page's transaction (SPEC §5 "Transfer sends only assets whose input amount is greater
 * than 0", §7 token transfer): one `transfer` per token with a positive amount, all in one
 * transaction, data in ABI JSON as eosio.token reads it.
 */
import { formatAsset, type Amount } from '../amount';
import { isAccountName } from '../domain';
import { checkMemo, type TransferToken } from './check';

/** A token and the amount of it to send. */
export interface TransferItem {
  readonly token: TransferToken;
  readonly amount: Amount;
}

/** A token contract's `transfer` action. */
export interface TransferAction {
  readonly account: string;
  readonly name: 'transfer';
  readonly data: { readonly from: string; readonly to: string; readonly quantity: string; readonly memo: string };
}

/** The items that leave the wallet: those with an amount above 0, in the order given. */
export function itemsToSend(items: readonly TransferItem[]): TransferItem[] {
  return items.filter((item) => item.amount.units > 0n);
}

/**
 * One `transfer` per item above 0. Throws RangeError for bad accounts, a memo over 256 bytes, an
 * amount at another precision than its token, two items of one token, or nothing to send.
 */
export function transferActions(from: string, to: string, memo: string, items: readonly TransferItem[]): TransferAction[] {
  if (!isAccountName(from) || !isAccountName(to)) throw new RangeError(`"${isAccountName(from) ? to : from}" is not an account name`);
  if (from === to) throw new RangeError('An account cannot send to itself');
  const memoCheck = checkMemo(memo);
  if (!memoCheck.ok) throw new RangeError(memoCheck.reason);
  const sending = itemsToSend(items);
  if (sending.length === 0) throw new RangeError('Enter an amount above 0 for at least one token');
  const seen = new Set<string>();
  return sending.map(({ token, amount }) => {
    const key = `${token.ticker}@${token.contract}`;
    if (seen.has(key)) throw new RangeError(`${key} is listed twice`);
    seen.add(key);
    if (amount.precision !== token.precision) throw new RangeError(`${token.ticker} takes ${token.precision} decimals, not ${amount.precision}`);
    return { account: token.contract, name: 'transfer', data: { from, to, quantity: formatAsset(amount, token.ticker), memo } };
  });
}
