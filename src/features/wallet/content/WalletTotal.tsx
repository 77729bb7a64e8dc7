import { useSignals } from '@preact/signals-react/runtime';
import { totalWaxValue } from '../../../core/walletBalances';
import { waxUsdPrice } from '../../../state/app';
import { hiddenAssets, hiddenAssetsOf, walletTokens } from '../../../state/walletContent';
import { usdFigure, waxFigure } from './format';

/**
 * The account's total worth (issue 18 item 3): its balances valued in WAX and in USD, hidden assets
 * left out on the owner's page. Reads the token list the tokens tab loads (the shell may place it too).
 */
export function WalletTotal({ account, isOwn = false }: { account: string; isOwn?: boolean }) {
  useSignals();
  const rows = walletTokens.account.value === account ? walletTokens.rows.value : null;
  const hidden = isOwn ? hiddenAssetsOf(account, hiddenAssets.value) : new Set<string>();
  const total = rows === null ? null : totalWaxValue(rows, hidden);
  return (
    <dl className="wallet-total" aria-label="Total value" aria-busy={rows === null}>
      <div>
        <dt>Total (WAX)</dt>
        <dd data-testid="wallet-total-wax">{waxFigure(total)}</dd>
      </div>
      <div>
        <dt>Total (USD)</dt>
        <dd data-testid="wallet-total-usd">{usdFigure(total, waxUsdPrice.value)}</dd>
      </div>
    </dl>
  );
}
