/**
 * Which market a /trade/{src?}/{quote?}/{base?} URL names (SPEC §2): the market itself, the
 * busiest one to redirect to when the URL leaves a part out, or none (the 404 page).
 */
import type { Market } from './market';
import { sameToken, tokenHash, type TokenId } from './token';

/** The route's checked parameters (src/core/urlParams `checkMarketRoute`). */
export type MarketRoute = { readonly src: string | null; readonly quote: TokenId | null; readonly base: TokenId | null };

/** What the screen does with a route. */
export type MarketRouteMatch =
  { readonly kind: 'found'; readonly market: Market } | { readonly kind: 'redirect'; readonly market: Market } | { readonly kind: 'notFound' };

/** The market with the most 24 h volume; then the deepest book, then the lowest id (a stable choice on a quiet day). */
export function busiestMarket(markets: readonly Market[]): Market | null {
  let best: Market | null = null;
  for (const market of markets) {
    if (best === null) best = market;
    else if (market.volume24h !== best.volume24h) best = market.volume24h > best.volume24h ? market : best;
    else if (market.bookLevels !== best.bookLevels) best = market.bookLevels > best.bookLevels ? market : best;
    else if (market.id < best.id) best = market;
  }
  return best;
}

/** The path of a market's screen: /trade/{src}/{quote}/{base} with `ticker_contract` tokens. */
export function marketPath(market: Market): string {
  return `/trade/${market.src}/${tokenHash(market.quote)}/${tokenHash(market.base)}`;
}

/**
 * A full route names one market or nothing (404). A partial route (bare /trade, a source only, a
 * quote token only) redirects to the busiest market that fits it; nothing fitting is a 404 too.
 */
export function matchMarketRoute(markets: readonly Market[], route: MarketRoute): MarketRouteMatch {
  const fits = markets.filter(
    (market) =>
      (route.src === null || market.src === route.src) &&
      (route.quote === null || sameToken(market.quote, route.quote)) &&
      (route.base === null || sameToken(market.base, route.base)),
  );
  if (route.src !== null && route.quote !== null && route.base !== null) {
    const [market] = fits;
    return market ? { kind: 'found', market } : { kind: 'notFound' };
  }
  const market = busiestMarket(fits);
  return market ? { kind: 'redirect', market } : { kind: 'notFound' };
}
