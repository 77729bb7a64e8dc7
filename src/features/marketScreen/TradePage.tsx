import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { checkMarketRoute, EXCHANGE_NAMES } from '../../core/urlParams';
import { PageFrame } from '../../components/PageFrame';
import { marketPath, matchMarketRoute, type MarketRoute } from '../../core/domain';
import { prepareMarketScreen } from '../../state/market';
import { loadMarkets, marketsList } from '../../state/marketsList';
import { requireRoute, RouteNotFoundError } from '../common/requireRoute';
import { MarketScreen } from './MarketScreen';
import { PendingMarket } from './PendingMarket';
import './TradePage.css';

const routeTitle = (route: MarketRoute) => (route.quote && route.base ? `${route.quote.ticker}/${route.base.ticker}` : 'Market');

/**
 * The order-book market screen, /trade/{src?}/{quote?}/{base?} (SPEC §2 Market screen). The URL is
 * resolved against the endpoint's markets: a full pair shows its market, a partial one (bare /trade)
 * redirects to the busiest market that fits, and a pair no market has is the 404 page.
 */
export default function TradePage() {
  useSignals();
  const route = requireRoute(checkMarketRoute(useParams()));
  // The market screen mounts in a background render when the list arrives: it is the whole screen
  // (book, tape, form, orders), and a signal's update would otherwise render it in one long task.
  const list = useDeferredValue(marketsList.value);

  useEffect(() => {
    const release = prepareMarketScreen();
    void loadMarkets();
    return release;
  }, []);

  const match = list.loaded ? matchMarketRoute(list.markets, route) : null;
  if (match?.kind === 'notFound') throw new RouteNotFoundError();
  if (match?.kind === 'redirect') return <Navigate replace to={marketPath(match.market)} />;

  if (match?.kind === 'found') return <MarketScreen key={match.market.src} market={match.market} />;
  return (
    <PageFrame title={routeTitle(route)} subtitle={route.src ? EXCHANGE_NAMES[route.src] : undefined} className="trade-page">
      <PendingMarket error={list.error} onRetry={() => void loadMarkets()} />
    </PageFrame>
  );
}
