import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { checkExchangeAndId, checkMarketRoute, checkPairRoute, checkWalletAddress, type RouteCheck } from '../core/urlParams';

type PageModule = { default: React.ComponentType };
type ParamCheck = (params: LoaderFunctionArgs['params']) => RouteCheck<unknown>;

/** The 404 every failed route-level check throws (SPEC §2, §8). */
export function notFoundResponse(): Response {
  return new Response('This page could not be found', { status: 404, statusText: 'Not Found' });
}

/** A lazy route: the page chunk loads on first visit; an optional check turns bad parameters into the 404. */
function page(path: string, load: () => Promise<PageModule>, check?: ParamCheck): RouteObject {
  return {
    path,
    loader: check
      ? ({ params }: LoaderFunctionArgs) => {
          if (!check(params).ok) throw notFoundResponse();
          return null;
        }
      : undefined,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** Every route of SPEC §2 "Screens and routes", in history mode. */
export const pageRoutes: RouteObject[] = [
  page('/', () => import('../features/home/HomePage')),
  page('/about', () => import('../features/about/AboutPage')),
  page('/analytics', () => import('../features/analytics/AnalyticsPage')),
  page('/analytics/listings', () => import('../features/analytics/ListingsPage')),
  page('/analytics/token/:thash?', () => import('../features/analytics/TokenPage')),
  page('/analytics/pair/:src?/:id?', () => import('../features/analytics/PairPage'), checkPairRoute),
  page('/markets', () => import('../features/marketsList/MarketsPage')),
  page('/liquidity/add', () => import('../features/liquidity/AddLiquidityPage')),
  page(
    '/liquidity/manage/:exchange?/:id?',
    () => import('../features/liquidity/ManagePositionPage'),
    (p) => checkExchangeAndId(p.exchange, p.id),
  ),
  page('/wallet/transfer', () => import('../features/transfer/TransferPage')),
  page('/wallet/:address?', () => import('../features/wallet/WalletPage'), checkWalletAddress),
  page('/limit/:input?/:output?', () => import('../features/limit/LimitPage')),
  page('/swap/:input?/:output?', () => import('../features/swap/SwapPage')),
  page('/trade/:src?/:quote?/:base?', () => import('../features/marketScreen/TradePage'), checkMarketRoute),
  {
    path: '*',
    loader: () => {
      throw notFoundResponse();
    },
  },
];
