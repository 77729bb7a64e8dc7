import { Link } from 'react-router-dom';
import { Panel } from '../../../components/Panel';
import { EXCHANGE_NAMES } from '../../../core/urlParams';
import type { TokenDetails, TokenVenue } from '../../../services/tokenDetails';
import { pairPagePath } from '../shared/paths';
import './TokenVenues.css';

const KIND: Record<TokenVenue['srcType'], string> = { pools: 'v2 pool', poolsv3: 'v3 pool', markets: 'order book' };

function VenueList({ ticker, venues, title }: { ticker: string; venues: readonly TokenVenue[]; title: string }) {
  return (
    <div className="token-venues__group">
      <h3 className="token-venues__title">
        {title} <span className="token-venues__count">{venues.length}</span>
      </h3>
      {venues.length === 0 ? (
        <p className="text-muted token-venues__none">None.</p>
      ) : (
        <ul className="token-venues__list">
          {venues.map((venue) => (
            <li key={`${venue.src}_${venue.pairId}`}>
              <Link to={pairPagePath(venue.src, venue.pairId)} className="token-venues__link">
                <span className="token-venues__pair">
                  {ticker}/{venue.counterpart.ticker}
                </span>
                <span className="token-venues__where">
                  {EXCHANGE_NAMES[venue.src]} · {KIND[venue.srcType]} #{venue.pairId}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The pools and order-book markets the token trades in, each a link to its pair page. */
export function TokenVenues({ details }: { details: TokenDetails }) {
  return (
    <Panel title="Trades in" className="token-venues" bodyClassName="token-venues__body">
      <VenueList ticker={details.token.ticker} venues={details.pools} title="Pools" />
      <VenueList ticker={details.token.ticker} venues={details.markets} title="Markets" />
    </Panel>
  );
}
