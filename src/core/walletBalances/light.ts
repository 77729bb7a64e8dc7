/** The light API's balance rows (`balances/wax/{account}`: `{contract, currency, amount, decimals}`) as exact balances. */
import { amountFromDecimalString } from '../amount';
import { isAccountName, isSymbolCode } from '../domain';
import type { WalletBalance } from './rows';

/** Reads every row it can; the others are counted as skipped (and named through `warn`). */
export function readLightBalances(rows: readonly unknown[], warn: (message: string) => void = () => undefined): WalletBalance[] {
  return rows.flatMap((raw) => {
    const row = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const { contract, currency, amount } = row;
    const decimals = Number(row.decimals);
    try {
      if (typeof contract !== 'string' || !isAccountName(contract)) throw new RangeError(`contract ${JSON.stringify(contract)} is not an account`);
      if (typeof currency !== 'string' || !isSymbolCode(currency)) throw new RangeError(`currency ${JSON.stringify(currency)} is not a ticker`);
      if (typeof amount !== 'string') throw new RangeError('amount is not decimal text');
      return [{ ticker: currency, contract, amount: amountFromDecimalString(amount, decimals) }];
    } catch (error) {
      warn(`Light API balance skipped (${String(currency)}@${String(contract)}): ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  });
}
