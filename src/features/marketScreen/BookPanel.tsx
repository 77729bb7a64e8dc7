import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { SideFrame } from '../../core/orderbook';
import { CentreBar } from '../../components/orderbook/CentreBar';
import { OrderBookView } from '../../components/orderbook/OrderBookView';
import type { Market } from '../../core/domain';
import { asks, bids, hover, hoverLevel, lastPrice, lastSide, pickTradePrice, rowPaint } from '../../state/market';
import { waxUsdPrice } from '../../state/app';
import { fiatPrice } from './marketFigures';

// Until the worker watches this market, the book shows its spinners, not the previous market's levels.
const NOT_LIVE = signal<SideFrame | null>(null);

type BookPanelProps = {
  market: Market;
  pricePrecision: number;
  /** The worker watches this market; until then the signals may hold the previous market's book. */
  live: boolean;
};

/**
 * The live order book (SPEC §2, §4 Order book): the worker's visible levels, the last price and its
 * USD value, own orders marked, the hover panel, and a click that hands the level's exact price to
 * the trade box. The sides are handed over as signals: the book follows them itself, so a frame
 * repaints its rows without rendering this panel (it renders on a new last price or hover). Once
 * the worker watches this market, it draws the levels itself on the book's canvases (`rowPaint`).
 */
export function BookPanel({ market, pricePrecision, live }: BookPanelProps) {
  useSignals();
  return (
    <OrderBookView
      asks={live ? asks : NOT_LIVE}
      bids={live ? bids : NOT_LIVE}
      centre={<LiveCentreBar market={market} pricePrecision={pricePrecision} live={live} />}
      pricePrecision={pricePrecision}
      baseTicker={market.base.ticker}
      quoteTicker={market.quote.ticker}
      onPriceClick={(unitPrice, side) => pickTradePrice({ marketId: market.id, side, unitPrice })}
      onHover={(side, levelIndex) => void hoverLevel(side, levelIndex)}
      hover={live ? hover.value : null}
      paintTarget={live ? rowPaint : null}
      waiting={!live}
    />
  );
}

/** The bar between asks and bids, following the last price itself: a trade renders this bar, not the book. */
function LiveCentreBar({ market, pricePrecision, live }: BookPanelProps) {
  useSignals();
  // Until the first live match, the list's last price (no side: it is not a fresh trade).
  const liveLast = live ? lastPrice.value : null;
  const last = liveLast ?? (market.lastPrice > 0 ? market.lastPrice : null);
  return (
    <CentreBar
      lastPrice={last}
      lastSide={liveLast !== null ? lastSide.value : null}
      fiatPrice={fiatPrice(last, market, waxUsdPrice.value)}
      pricePrecision={pricePrecision}
    />
  );
}
