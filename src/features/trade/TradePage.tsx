import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'react-router-dom';
import { checkMarketRoute, EXCHANGE_NAMES } from '../../core/routes';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { user } from '../../state/app';
import { requireRoute } from '../analytics/requireRoute';
import { NamedLoader } from '../common/NamedLoader';
import { ConnectWalletPrompt } from '../wallet/ConnectWalletPrompt';
import { MarketTop } from './MarketTop';
import { TradeTabsPanel } from './TradeTabsPanel';
import './TradePage.css';

/**
 * The order-book market screen, /trade/{src?}/{quote?}/{base?} (SPEC §2 Market screen). The title row is
 * the top chart bar: the market's pair and source, where the market selector joins with the markets data.
 */
export default function TradePage() {
  useSignals();
  const market = requireRoute(checkMarketRoute(useParams()));
  const title = market.quote && market.base ? `${market.quote.ticker}/${market.base.ticker}` : 'Market';

  return (
    <PageFrame title={title} subtitle={market.src ? EXCHANGE_NAMES[market.src] : undefined} className="trade-page">
      <MarketTop />
      <div className="trade-account">
        <Panel title="Place order" className="trade-account__box">
          <NamedLoader name="trade_market" force message="Loading market…" />
        </Panel>
        <Panel title="Balances" className="trade-account__balances">
          {user.value === null ? (
            <ConnectWalletPrompt message="Connect a wallet to trade on this market." />
          ) : (
            <NamedLoader name="trade_balances" force message="Loading your balances…" />
          )}
        </Panel>
      </div>
      <TradeTabsPanel />
    </PageFrame>
  );
}
