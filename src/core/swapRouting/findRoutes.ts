/**
 * The smart-order router: for a request, the best route (split over up to split_max_routes
 * venue-disjoint paths of at most 3 hops, never worse than the best single path), then the next
 * best single paths as alternatives. Every amount is an exact venue quote.
 */
import { venueAllowed, type RouteGraph } from './graph';
import { type CandidatePath, enumeratePaths } from './paths';
import { QuoteCache } from './quoteCache';
import { MARKET_ORDER_SPLIT_MAX_ROUTES, resolveRequest, type RouteFailure, type RouteRequest } from './request';
import { buildSwapRoute } from './result';
import type { SwapRoute } from './routeTypes';
import { DEFAULT_SPLIT_TUNING, type PlanLeg, planSplit, type SplitTuning } from './split';
import type { Token } from '../domain';
import { tokenKey } from './venue';

/** Search limits. */
export interface RouterOptions {
  /** Hops per path (DESIGN §6: 3). */
  readonly maxHops: number;
  /** Venues followed per token pair at each step of the path search. */
  readonly venuesPerPair: number;
  /** Paths enumerated at most (a safety valve for dense graphs). */
  readonly maxPaths: number;
  /** Next-best single paths listed after the best route. */
  readonly alternatives: number;
  readonly tuning: SplitTuning;
}

/** Defaults for the devnet world and mainnet-sized graphs. */
export const DEFAULT_ROUTER_OPTIONS: RouterOptions = { maxHops: 3, venuesPerPair: 4, maxPaths: 2000, alternatives: 3, tuning: DEFAULT_SPLIT_TUNING };

/** Work done for one request, for the benchmark. */
export interface RouteStats {
  readonly paths: number;
  readonly quotes: number;
}

/** Routes best first (the swapRoutes response, SPEC §7), or an empty list with the reason. */
export type RouteResult =
  | { readonly ok: true; readonly routes: readonly SwapRoute[]; readonly stats: RouteStats }
  | { readonly ok: false; readonly reason: RouteFailure; readonly message: string; readonly routes: readonly [] };

function noRouteMessage(connected: boolean, cache: QuoteCache, tokenOut: Token): string {
  if (!connected) return 'No pool or market connects these tokens';
  return cache.refused > 0 ? 'Not enough liquidity for this amount' : `The amount is too small to receive any ${tokenOut.ticker}`;
}

/** The next best single paths for the whole amount, excluding the plan when it is one of them. */
function alternativePaths(paths: readonly CandidatePath[], plan: readonly PlanLeg[], count: number): CandidatePath[] {
  const chosen = plan.length === 1 ? plan[0]?.path : undefined;
  const output = (path: CandidatePath): bigint => path.fullOut ?? 0n;
  return paths
    .filter((path) => output(path) > 0n && path !== chosen)
    .sort((a, b) => (output(a) === output(b) ? 0 : output(a) > output(b) ? -1 : 1))
    .slice(0, count);
}

/** Finds routes for a request over the graph. Never throws for bad input: the result says why it is empty. */
export function findSwapRoutes(graph: RouteGraph, request: RouteRequest, options: RouterOptions = DEFAULT_ROUTER_OPTIONS): RouteResult {
  const resolved = resolveRequest(graph, request);
  if (!resolved.ok) return { ...resolved, routes: [] };
  const { tokenIn, tokenOut, amountIn, slippage, splitMaxRoutes, filterExchange, filterType } = resolved.request;
  const cache = new QuoteCache();
  const probe = amountIn / BigInt(Math.max(splitMaxRoutes, 1));
  const { paths, connected } = enumeratePaths(
    {
      graph,
      from: tokenKey(tokenIn),
      to: tokenKey(tokenOut),
      allowed: venueAllowed({ exchanges: filterExchange, types: filterType }),
      maxHops: options.maxHops,
      venuesPerPair: Math.max(options.venuesPerPair, Math.min(splitMaxRoutes, MARKET_ORDER_SPLIT_MAX_ROUTES)),
      maxPaths: options.maxPaths,
      amountIn,
      // A split-sized amount, so venues too shallow for the whole amount still count for a split.
      probeIn: splitMaxRoutes >= 2 ? (probe > 0n ? probe : 1n) : null,
    },
    cache,
  );
  const plan = planSplit(paths, amountIn, splitMaxRoutes, cache, options.tuning);
  if (plan.length === 0) return { ok: false, reason: 'no-route', message: noRouteMessage(connected, cache, tokenOut), routes: [] };
  const routes = [
    buildSwapRoute(tokenIn, tokenOut, amountIn, plan, slippage, cache),
    ...alternativePaths(paths, plan, options.alternatives).map((path) =>
      buildSwapRoute(tokenIn, tokenOut, amountIn, [{ path, amountIn, amountOut: path.fullOut as bigint }], slippage, cache),
    ),
  ];
  return { ok: true, routes, stats: { paths: paths.length, quotes: cache.computed } };
}
