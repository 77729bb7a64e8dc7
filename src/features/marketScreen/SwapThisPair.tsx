import { Link } from 'react-router-dom';
import type { Market } from '../../core/domain';
import { swapPath } from '../../core/domain';

/**
 * Until the book's own order entry lands, the place-order panel sends the trader to the aggregator
 * for this pair: the swap router reaches this book too (alongside every pool), at the best split.
 */
export function SwapThisPair({ market }: { market: Market }) {
  const { base, quote } = market;
  return (
    <div className="swap-this-pair">
      <p className="swap-this-pair__text">Buy or sell {quote.ticker} at the best price across this order book and every pool, through the swap router.</p>
      <div className="swap-this-pair__actions">
        <Link className="button button--buy" to={swapPath({ input: base, output: quote })}>
          Buy {quote.ticker}
        </Link>
        <Link className="button button--sell" to={swapPath({ input: quote, output: base })}>
          Sell {quote.ticker}
        </Link>
      </div>
    </div>
  );
}
