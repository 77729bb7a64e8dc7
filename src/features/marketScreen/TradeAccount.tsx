import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { formatUnits } from '../../core/format';
import { Panel } from '../../components/Panel';
import type { Market } from '../../core/domain';
import { user } from '../../state/app';
import { tradeFormPrice } from '../../state/market';
import { NamedLoader } from '../common/NamedLoader';
import { ConnectWalletPrompt } from '../common/ConnectWalletPrompt';
import { MarketBalances } from './MarketBalances';
import { TradeBox } from './TradeBox';

/** "Price picked: 0.20010000 WAX" once a book level was clicked on this market (both forms take it). */
function PickedPrice({ market }: { market: Market }) {
  useSignals();
  const picked = tradeFormPrice.value;
  if (picked === null || picked.marketId !== market.id) return null;
  return (
    <span className="trade-account__picked" data-testid="picked-price">
      Price picked: <span className="trade-account__picked-value">{formatUnits(BigInt(picked.unitPrice), 8, 8)}</span> {market.base.ticker}
    </span>
  );
}

/**
 * Under the top area: the trade box under the chart's width, balances under book and tape. Rendered
 * again only when its market changes: the market screen around it renders again as its session
 * starts and a price is picked, and the form (the screen's largest part) has nothing to redraw then.
 */
export const TradeAccount = memo(function TradeAccount({ market }: { market: Market | null }) {
  useSignals();
  return (
    <div className="trade-account">
      <Panel title="Place order" className="trade-account__box" actions={market ? <PickedPrice market={market} /> : undefined}>
        {market ? <TradeBox market={market} /> : <NamedLoader name="trade_market" force message="Loading market…" />}
      </Panel>
      <Panel title="Balances" className="trade-account__balances">
        {user.value === null ? (
          <ConnectWalletPrompt message="Connect a wallet to trade on this market." />
        ) : market ? (
          <MarketBalances market={market} account={user.value.name} />
        ) : (
          <NamedLoader name="trade_balances" force message="Loading market…" />
        )}
      </Panel>
    </div>
  );
});
