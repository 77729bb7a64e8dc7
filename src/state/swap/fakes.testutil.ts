/** Fakes for the swap store tests: tokens, a router-backed service and manual timers (test-only). */
import { parseAmountInput } from '../../core/amount';
import { manualClock } from '../../core/manualClock.testutil';
import { buildRouteGraph, findSwapRoutes, routeTransfers, type RouteGraph } from '../../core/swapRouting';
import { TLM as TLM_TOKEN, USDT as USDT_TOKEN, v2, WAX as WAX_TOKEN } from '../../core/swapRouting/fixtures.testutil';
import type { Timers } from '../../services/http';
import type { ServiceRoute, SwapService } from '../../services/swapService';
import type { ListedToken } from '../../core/domain';
import type { SwapRoutesQuery } from '../../core/swapRouting';

function token(base: typeof WAX_TOKEN, pairedWith: string[]): ListedToken {
  return {
    ...base,
    key: `${base.ticker}_${base.contract}`,
    logo: null,
    waxPrice: 1,
    isWax: base.ticker === 'WAX',
    isLpToken: false,
    rank: 1,
    volume24h: 0,
    liquidity: 0,
    pairedWith,
  };
}

export const WAX = token(WAX_TOKEN, ['TLM_alien.worlds', 'USDT_usdt.alcor']);
export const TLM = token(TLM_TOKEN, ['WAX_eosio.token']);
export const USDT = token(USDT_TOKEN, ['WAX_eosio.token']);

/** Two WAX/TLM pools (so big trades split) and a WAX/USDT pool. */
export function fakeGraph(): RouteGraph {
  return buildRouteGraph([
    v2('1', 'defibox', WAX_TOKEN, TLM_TOKEN, 100_000n * 10n ** 8n, 2_000_000n * 10n ** 4n),
    v2('TLMWAX', 'taco', TLM_TOKEN, WAX_TOKEN, 1_000_000n * 10n ** 4n, 50_000n * 10n ** 8n),
    v2('3', 'adex', USDT_TOKEN, WAX_TOKEN, 10_000n * 10n ** 4n, 200_000n * 10n ** 8n, 25),
  ]);
}

/** Routes as the service would answer for a query over `graph`. */
export function routesFor(graph: RouteGraph, query: SwapRoutesQuery): ServiceRoute[] {
  const precision = graph.tokens.get(`${query.tokenIn.ticker}_${query.tokenIn.contract}`)?.precision ?? 0;
  const amount = parseAmountInput(query.amountIn, precision);
  if (!amount.ok) return [];
  const result = findSwapRoutes(graph, {
    tokenIn: query.tokenIn,
    tokenOut: query.tokenOut,
    amountIn: amount.amount,
    slippage: query.slippage,
    splitMaxRoutes: query.splitMaxRoutes,
    filterExchange: query.filterExchange,
  });
  return result.routes.map((route) => ({ ...route, receiver: query.receiver, actions: routeTransfers(route) }));
}

/** A service answering from the router; `queries` records what it was asked, `hold` makes the next answers wait. */
export function fakeService(graph: RouteGraph = fakeGraph()) {
  const queries: SwapRoutesQuery[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  const service: SwapService = {
    baseUrl: '/api/',
    tokens: async () => [WAX, TLM, USDT],
    async swapRoutes(query) {
      queries.push(query);
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      return routesFor(graph, query);
    },
    pairDirectSources: async () => [],
    candles: async () => [],
  };
  return {
    service,
    queries,
    hold: () => (holding = true),
    /** Lets the held answers go, newest first when `newestFirst`. */
    release: (newestFirst = false) => {
      holding = false;
      const waiting = held.splice(0);
      (newestFirst ? waiting.reverse() : waiting).forEach((resolve) => resolve());
    },
  };
}

/** Timers run by hand (a `manualClock` as the services' `Timers`): `advance(ms)` fires what is due, in order. */
export function manualTimers() {
  const clock = manualClock();
  const timers: Timers = { setTimeout: (fn, ms) => clock.setTimer(fn, ms), clearTimeout: (handle) => clock.clearTimer(handle) };
  return { timers, now: () => clock.now(), advance: (ms: number) => clock.advance(ms), pending: () => clock.pending };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
