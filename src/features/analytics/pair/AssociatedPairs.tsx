import { Link } from 'react-router-dom';
import { toDisplayNumber } from '../../../core/amount';
import { formatFee, formatFixed, formatPrice } from '../../../core/format';
import { EXCHANGE_NAMES } from '../../../core/urlParams';
import type { AssociatedPair, PairDetails } from '../../../services/pairDetails';
import { pairPagePath } from '../shared/paths';
import { readPair, VENUE_KIND } from './pairView';

/** A venue's price and depth read as the pair page reads the pair (base in quote). */
function reading(venue: AssociatedPair, reversed: boolean) {
  const base = reversed ? venue.reserve0 : venue.reserve1;
  const quote = reversed ? venue.reserve1 : venue.reserve0;
  const price = reversed ? (venue.price > 0 ? 1 / venue.price : 0) : venue.price;
  return { price, base: toDisplayNumber(base), quote: toDisplayNumber(quote) };
}

/** The same two tokens on other exchanges (pairDirectSources), each a link to its pair page. */
export function AssociatedPairs({ pair, venues }: { pair: PairDetails; venues: readonly AssociatedPair[] }) {
  const { base, quote, reversed } = readPair(pair);
  if (venues.length === 0) return <p className="table-empty">No other exchange trades {`${base.ticker}/${quote.ticker}`}.</p>;
  return (
    <table className="table associated-pairs" aria-label="Associated pairs">
      <thead>
        <tr>
          <th scope="col">Venue</th>
          <th scope="col" className="num">
            Price ({quote.ticker})
          </th>
          <th scope="col" className="num associated-pairs__depth">
            Depth
          </th>
          <th scope="col" className="num">
            Fee
          </th>
        </tr>
      </thead>
      <tbody>
        {venues.map((venue) => {
          const figures = reading(venue, reversed);
          return (
            <tr key={`${venue.src}_${venue.id}`}>
              <td>
                <Link to={pairPagePath(venue.src, venue.id)}>{EXCHANGE_NAMES[venue.src]}</Link>
                <span className="associated-pairs__kind">
                  {VENUE_KIND[venue.srcType]} #{venue.id}
                </span>
              </td>
              <td className="num">{formatPrice(figures.price || null)}</td>
              <td
                className="num associated-pairs__depth"
                title={`${formatFixed(figures.base, 4)} ${base.ticker} and ${formatFixed(figures.quote, 4)} ${quote.ticker}`}
              >
                {formatFixed(figures.quote, 0)} {quote.ticker}
              </td>
              <td className="num">{formatFee(venue.feeBps)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
