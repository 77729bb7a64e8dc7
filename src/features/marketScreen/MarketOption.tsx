import { formatPercentChange, formatPrice } from '../../core/format';
import type { Market } from '../../core/domain';
import { FavouriteToggle } from './FavouriteToggle';

type MarketOptionProps = {
  market: Market;
  selected: boolean;
  lastPrice: number;
  onChoose: (market: Market) => void;
};

/** One market in the selector: favourite star, pair (the button that opens it), last price and 24 h change. */
export function MarketOption({ market, selected, lastPrice, onChoose }: MarketOptionProps) {
  const change = market.priceChange24h;
  return (
    <li className={`market-option${selected ? ' market-option--selected' : ''}`}>
      <FavouriteToggle market={market} />
      <button type="button" className="market-option__pair" aria-current={selected ? 'true' : undefined} onClick={() => onChoose(market)}>
        <span className="market-option__name">
          {market.quote.ticker}
          <span className="market-option__base">/{market.base.ticker}</span>
        </span>
        <span className="market-option__contract">{market.quote.contract}</span>
        <span className="market-option__price">{lastPrice > 0 ? formatPrice(lastPrice) : '—'}</span>
        {market.frozen ? (
          <span className="market-option__change market-option__change--frozen">Frozen</span>
        ) : (
          <span className={`market-option__change${change > 0 ? ' market-option__change--up' : change < 0 ? ' market-option__change--down' : ''}`}>
            {formatPercentChange(change)}
          </span>
        )}
      </button>
    </li>
  );
}
