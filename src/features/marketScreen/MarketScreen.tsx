import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { EXCHANGE_NAMES } from '../../core/urlParams';
import { PageFrame } from '../../components/PageFrame';
import { marketPath, type Market } from '../../core/domain';
import { asks, bids, showTradeMarket, tradeFormPrice } from '../../state/market';
import { BookPanel } from './BookPanel';
import { ChartPanel } from './ChartPanel';
import { ConnectionBadge } from './ConnectionBadge';
import { MarketBar } from './MarketBar';
import { marketPricePrecision } from './marketFigures';
import { pairName } from './marketFilter';
import { MarketTop } from './MarketTop';
import { TapePanel } from './TapePanel';
import { TradeAccount } from './TradeAccount';
import { TradeTabsPanel } from './TradeTabsPanel';
import { useMarketSession } from './useMarketSession';
import { useTradeKeys } from './useTradeKeys';
import './CancelOrderModal';
import './MarketOrderModal';
import { BookGroupingSelect, ChartArea } from './depth';

/** One market's screen: the top chart bar, chart, book and tape live from the market worker, the trade box and the orders tabs. */
export function MarketScreen({ market }: { market: Market }) {
  useSignals();
  const navigate = useNavigate();
  const { session, changeSettings } = useMarketSession(market);
  const live = session !== null;
  const precision = marketPricePrecision(market);
  useTradeKeys();
  useEffect(() => {
    showTradeMarket(market);
  }, [market]);
  useEffect(() => () => showTradeMarket(null), []);
  const picked = tradeFormPrice.value;

  return (
    <PageFrame
      title={pairName(market)}
      subtitle={EXCHANGE_NAMES[market.src]}
      className="trade-page"
      actions={<MarketBar market={market} pricePrecision={precision} live={live} onSelect={(next) => navigate(marketPath(next))} />}
    >
      <MarketTop
        chart={
          <ChartArea
            candles={<ChartPanel market={market} session={session} pricePrecision={precision} onSettingsChange={changeSettings} />}
            asks={asks}
            bids={bids}
            baseTicker={market.base.ticker}
            pricePrecision={precision}
          />
        }
        book={<BookPanel market={market} pricePrecision={precision} live={live} />}
        bookStatus={
          <>
            <BookGroupingSelect pricePrecision={precision} />
            <ConnectionBadge />
          </>
        }
        tape={<TapePanel market={market} session={session} />}
        trade={<TradeAccount market={market} />}
        pickedKey={picked === null ? null : `${picked.marketId}:${picked.side}:${picked.unitPrice}`}
      />
      <TradeTabsPanel market={market} />
    </PageFrame>
  );
}
