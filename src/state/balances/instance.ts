/**
 * The app's balances store (SPEC §4 Wallet: refreshed after login; §9 cache 10 s): chain reads for
 * the tokens a screen shows, the light API for the full list. Cleared on logout.
 */
import { amountFromDecimalString, tryParseAsset, type Amount } from '../../core/amount';
import { tokenParam, type Token } from '../../core/domain';
import { createBalancesStore, zeroBalance } from './store';
import { requireChainClient, requireLightApiClient } from '../app';
import { onLogout } from '../wallet';

/** `get_currency_balance` answers a list of assets ("12.3456 TLM"), empty when the account has no row. */
async function readBalance(account: string, token: Token): Promise<Amount> {
  const rows = await requireChainClient().chain<unknown>('get_currency_balance', { code: token.contract, account, symbol: token.ticker });
  if (!Array.isArray(rows)) throw new Error('get_currency_balance: the answer is not a list');
  const first = rows.find((row): row is string => typeof row === 'string');
  if (first === undefined) return zeroBalance(token);
  const parsed = tryParseAsset(first);
  if (!parsed.ok || parsed.asset.ticker !== token.ticker) throw new Error(`get_currency_balance: ${parsed.ok ? first : parsed.reason}`);
  if (parsed.asset.amount.precision !== token.precision) throw new Error(`get_currency_balance: ${first} is not at ${token.precision} decimals`);
  return parsed.asset.amount;
}

async function readAllBalances(account: string): Promise<ReadonlyMap<string, Amount>> {
  const answer = await requireLightApiClient().balances(account);
  const all = new Map<string, Amount>();
  for (const row of answer.balances) {
    try {
      all.set(tokenParam({ ticker: row.currency, contract: row.contract }), amountFromDecimalString(row.amount, Number(row.decimals)));
    } catch (error) {
      console.warn(`Light API balance skipped (${row.currency}@${row.contract}):`, error);
    }
  }
  return all;
}

const store = createBalancesStore({
  readBalance,
  readAllBalances,
  now: () => Date.now(),
  warn: (message, error) => console.warn(message, error),
});

export const { balances, balancesAccount, loadingTokens, refreshBalances, refreshAllBalances, clearBalances, balanceOf } = store;

onLogout(() => clearBalances());
