/**
 * A token contract's `open {owner, symbol, ram_payer}` (eosio.token and the contracts built on it):
 * creates the owner's zero balance row, so a later inline transfer to the owner lands in a row the
 * owner paid for.
 */
import { isValidPrecision } from '../../amount';
import { isAccountName, isSymbolCode, type Token } from '../../domain';

/** The `open` action, data in ABI JSON. */
export interface TokenOpenAction {
  readonly account: string;
  readonly name: 'open';
  readonly data: { readonly owner: string; readonly symbol: string; readonly ram_payer: string };
}

/** `open` of `token` for `owner`, who pays the row. Throws RangeError for a bad account or token. */
export function encodeTokenOpen(owner: string, token: Token): TokenOpenAction {
  if (!isAccountName(owner)) throw new RangeError(`"${owner}" is not an account name`);
  if (!isAccountName(token.contract) || !isSymbolCode(token.ticker) || !isValidPrecision(token.precision))
    throw new RangeError(`${token.precision},${token.ticker}@${token.contract} is not a token`);
  return { account: token.contract, name: 'open', data: { owner, symbol: `${token.precision},${token.ticker}`, ram_payer: owner } };
}
