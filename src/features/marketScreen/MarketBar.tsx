import { useSignals } from '@preact/signals-react/runtime';
import { formatFixed, formatPercentChange, formatWaxAmount } from '../../core/format';
import type { Market } from '../../core/domain';
import { lastPrice, lastSide } from '../../state/market';
import { MarketSelector } from './MarketSelector';

type MarketBarProps = {
  market: Market;
  pricePrecision: number;
  /** The worker watches this market (its live last price applies). */
  live: boolean;
  onSelect: (market: Market) => void;
};

/**
 * The live last price, alone in its component: a trade re-renders this text and nothing else of
 * the bar (the selector, the star and the 24 h figures stay as they are).
 */
function LastPrice({ market, pricePrecision, live }: { market: Market; pricePrecision: number; live: boolean }) {
  useSignals();
  const shownLast = (live ? lastPrice.value : null) ?? (market.lastPrice > 0 ? market.lastPrice : null);
  const side = live ? lastSide.value : null;
  const lastText = shownLast === null ? '—' : formatFixed(shownLast, pricePrecision);
  return (
    <dd
      className={side ? `market-bar__last market-bar__last--${side}` : 'market-bar__last'}
      data-testid="market-last-price"
      style={{ width: `${lastText.length}ch` }}
    >
      {lastText}
    </dd>
  );
}

/** The top chart bar (SPEC §2 Market screen): the market selector, its favourite star, last price, 24 h change and volume. */
export function MarketBar({ market, pricePrecision, live, onSelect }: MarketBarProps) {
  const change = market.priceChange24h;
  return (
    <div className="market-bar">
      <MarketSelector current={market} live={live} onSelect={onSelect} />
      <dl className="market-bar__stats">
        <div>
          <dt>Last price</dt>
          <LastPrice market={market} pricePrecision={pricePrecision} live={live} />
        </div>
        <div>
          <dt>24h change</dt>
          <dd className={change > 0 ? 'market-bar__up' : change < 0 ? 'market-bar__down' : undefined}>{formatPercentChange(change)}</dd>
        </div>
        <div className="market-bar__volume">
          <dt>24h volume</dt>
          <dd>{formatWaxAmount(market.volume24h)} WAX</dd>
        </div>
      </dl>
      {market.frozen ? (
        <span className="market-bar__frozen" role="status">
          Frozen: this market takes no new orders
        </span>
      ) : null}
    </div>
  );
}
