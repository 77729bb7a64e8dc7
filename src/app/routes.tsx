import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { checkExchangeAndId, checkMarketRoute, checkPairRoute, checkTokenPair, checkWalletAddress, type RouteCheck } from '../core/urlParams';

type PageModule = { default: React.ComponentType };
type ParamCheck = (params: LoaderFunctionArgs['params']) => RouteCheck<unknown>;
/**
 * A route's warm-up; a promise it returns holds the first render until it settles (never past the
 * page's code, which `pageCode` loads: the same import as the route's own).
 */
type WarmUp = (params: LoaderFunctionArgs['params'], pageCode: () => Promise<PageModule>) => void | Promise<void>;

/** The 404 every failed route-level check throws (SPEC §2, §8). */
export function notFoundResponse(): Response {
  return new Response('This page could not be found', { status: 404, statusText: 'Not Found' });
}

/**
 * A lazy route: the page chunk loads on first visit; an optional check turns bad parameters into the
 * 404; an optional warm-up starts the reads the screen's first paint needs as soon as the URL matches,
 * beside the page's code instead of after its first render (docs/performance.md, "The first screen").
 */
function page(path: string, load: () => Promise<PageModule>, check?: ParamCheck, warm?: WarmUp): RouteObject {
  return {
    path,
    loader:
      check || warm
        ? async ({ params }: LoaderFunctionArgs) => {
            if (check && !check(params).ok) throw notFoundResponse();
            await warm?.(params, load);
            return null;
          }
        : undefined,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** What a route tells the layout: the screen's title when it reads the swap service and waits for an endpoint. */
export type PageHandle = { readonly needsEndpoint?: string };

/**
 * A screen whose data all comes from the swap service: while no endpoint is ready the layout draws
 * the endpoint notice in its place (docs/decisions/0036), titled as the screen.
 */
function needsEndpoint(title: string, route: RouteObject): RouteObject {
  const handle: PageHandle = { needsEndpoint: title };
  return { ...route, handle };
}

/**
 * /trade's first paint needs the markets list (to find the market), the market worker and its socket
 * (book and tape) and the chart's history. The socket opened here is released by the screen, or by
 * itself when no market is watched soon.
 */
function warmMarketScreen(params: LoaderFunctionArgs['params']): void {
  const route = checkMarketRoute(params);
  void import('../state/marketsList').then((list) => list.loadMarkets());
  void import('../state/market').then((market) => {
    market.prepareMarketScreen();
    if (route.ok) void market.prefetchChartHistory(route.value);
  });
}

/**
 * The swap and limit screens draw the URL's pair in their first render when the token list is in by
 * the time their code is (the list is read early): the loader waits for whichever comes first.
 */
function warmSwapPair(params: LoaderFunctionArgs['params'], pageCode: () => Promise<PageModule>): Promise<void> {
  const url = checkTokenPair(params);
  if (!url.ok) return Promise.resolve();
  const code = pageCode();
  return import('../state/swap').then((swap) => swap.presetSwapPair(swap.swapStore, url.value, code));
}

/** /markets's first paint needs the pairs list. */
function warmMarketsList(): void {
  void import('../state/marketsList').then((list) => list.loadPairs());
}

/** /analytics's first paint needs the pair lists and the token list (the overview's figures). */
function warmAnalytics(): void {
  void import('../state/analytics').then((analytics) => analytics.loadAnalytics());
}

/** Every route of SPEC §2 "Screens and routes", in history mode. */
export const pageRoutes: RouteObject[] = [
  page('/', () => import('../features/home/HomePage')),
  page('/about', () => import('../features/about/AboutPage')),
  needsEndpoint(
    'Analytics',
    page('/analytics', () => import('../features/analytics/AnalyticsPage'), undefined, warmAnalytics),
  ),
  needsEndpoint(
    'New pools',
    page('/analytics/listings', () => import('../features/analytics/ListingsPage')),
  ),
  needsEndpoint(
    'Token',
    page('/analytics/token/:thash?', () => import('../features/analytics/TokenPage')),
  ),
  needsEndpoint(
    'Pair',
    page('/analytics/pair/:src?/:id?', () => import('../features/analytics/PairPage'), checkPairRoute),
  ),
  needsEndpoint(
    'Markets',
    page('/markets', () => import('../features/marketsList/MarketsPage'), undefined, warmMarketsList),
  ),
  needsEndpoint(
    'Add liquidity',
    page('/liquidity/add', () => import('../features/liquidity/AddLiquidityPage')),
  ),
  needsEndpoint(
    'Manage position',
    page(
      '/liquidity/manage/:exchange?/:id?',
      () => import('../features/liquidity/ManagePositionPage'),
      (p) => checkExchangeAndId(p.exchange, p.id),
    ),
  ),
  page('/wallet/transfer', () => import('../features/transfer/TransferPage')),
  page('/wallet/:address?', () => import('../features/wallet/WalletPage'), checkWalletAddress),
  needsEndpoint(
    'Limit order',
    page('/limit/:input?/:output?', () => import('../features/limit/LimitPage'), undefined, warmSwapPair),
  ),
  needsEndpoint(
    'Swap',
    page('/swap/:input?/:output?', () => import('../features/swap/SwapPage'), undefined, warmSwapPair),
  ),
  needsEndpoint(
    'Market',
    page('/trade/:src?/:quote?/:base?', () => import('../features/marketScreen/TradePage'), checkMarketRoute, warmMarketScreen),
  ),
  {
    path: '*',
    loader: () => {
      throw notFoundResponse();
    },
  },
];
