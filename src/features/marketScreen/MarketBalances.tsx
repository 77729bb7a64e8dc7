import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { formatUnits } from '../../core/format';
import { tokenParam, type Market, type Token } from '../../core/domain';
import { balances, loadingTokens, refreshBalances } from '../../state/balances';

/** How often the panel asks again; the store's 10 s cache (SPEC §9) decides whether it reads. */
const REFRESH_MS = 10_000;

function BalanceRow({ token }: { token: Token }) {
  const key = tokenParam(token);
  const amount = balances.value.get(key) ?? null;
  const loading = loadingTokens.value.has(key);
  return (
    <div className="market-balances__row" data-testid={`balance-${token.ticker}`}>
      <span className="market-balances__token">
        {token.ticker} <span className="market-balances__contract">{token.contract}</span>
      </span>
      <span className="market-balances__amount">
        {amount === null ? (loading ? 'Loading…' : '—') : formatUnits(amount.units, amount.precision, amount.precision)}
      </span>
    </div>
  );
}

/**
 * The signed-in account's balances of the market's two tokens (SPEC §2 Market screen: account balances),
 * exact at each token's precision; read again after a transaction (SPEC §4) and at once on Refresh.
 */
export function MarketBalances({ market, account }: { market: Market; account: string }) {
  useSignals();
  const { base, quote } = market;
  useEffect(() => {
    const tokens = [base, quote];
    void refreshBalances(account, tokens);
    const timer = setInterval(() => void refreshBalances(account, tokens), REFRESH_MS);
    return () => clearInterval(timer);
  }, [account, base, quote]);
  return (
    <div className="market-balances">
      <BalanceRow token={quote} />
      <BalanceRow token={base} />
      <button
        type="button"
        className="button button--ghost button--sm market-balances__refresh"
        onClick={() => void refreshBalances(account, [base, quote], { force: true })}
      >
        Refresh balances
      </button>
    </div>
  );
}
