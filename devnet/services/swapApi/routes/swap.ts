/**
 * swapRoutes (SPEC §7, §3 Swap route) over live pool and book state with the split router, plus
 * routes/{A}/{B} (every path of up to three venues) and pairDirectSources/{A}/{B} (venues trading
 * the two tokens directly).
 */
import { amountToDecimalString } from '../../../../src/core/amount/decimal';
import {
  findSwapRoutes,
  parseSwapRoutesQuery,
  requestFromQuery,
  routeTransfers,
  type RouteStep,
  type SwapRoute,
  tokenKey,
  type Edge,
  type RouteGraph,
  type RouterOptions,
} from '../../../../src/core/swapRouting';
import { hopCode } from '../../../../src/core/swapRouting/hops';
import type { TokenId, Token } from '../../../../src/core/domain';
import { v2Token0PerToken1, v3Token0PerToken1 } from '../../indexer/poolPrice';
import type { TokenRef } from '../../indexer/types';
import { decimal, tokenObject, type ApiContext } from '../context';
import { badParameter, tokenSegment } from '../params';
import type { Route } from '../router';

/** Most paths routes/{A}/{B} lists. */
export const MAX_LISTED_PATHS = 100;
const MAX_HOPS = 3;

const ref = (token: Token): TokenRef => ({ contract: token.contract, code: token.ticker, precision: token.precision });
const amount = amountToDecimalString;

function stepJson(step: RouteStep) {
  return {
    exchange: step.exchange,
    type: step.type,
    venue_id: step.venueId,
    hop: step.hop,
    token_in: tokenObject(ref(step.tokenIn)),
    token_out: tokenObject(ref(step.tokenOut)),
    input: amount(step.input),
    output: amount(step.output),
    price: step.price,
    spot_price: step.spotPrice,
    liquidity_in: amount(step.liquidityIn),
    liquidity_out: amount(step.liquidityOut),
    fee: Number(step.fee.numerator) / Number(step.fee.denominator),
  };
}

/** The wire form of a route: amounts as exact decimal text, the transfers that execute it as `actions`. */
export function swapRouteJson(route: SwapRoute, receiver: string) {
  return {
    hash: route.hash,
    type: route.type,
    markets: route.markets,
    token_in: tokenObject(ref(route.token_in)),
    token_out: tokenObject(ref(route.token_out)),
    amount_in: amount(route.amount_in),
    amount_received: amount(route.amount_received),
    minimum_received: amount(route.minimum_received),
    minimums_received: route.minimums_received.map(amount),
    fees: amount(route.fees),
    platform_fees: amount(route.platform_fees),
    route_price: route.route_price,
    price_impact: route.price_impact,
    slippage: route.slippage,
    receiver,
    paths: route.paths.map((path) => ({
      hops: path.hops,
      input: amount(path.input),
      output: amount(path.output),
      minimum_received: amount(path.minimumReceived),
      percentage: path.percentage,
      price_impact: path.priceImpact,
      steps: path.steps.map(stepJson),
    })),
    actions: routeTransfers(route).map((transfer) => ({ contract: transfer.contract, to: transfer.to, quantity: transfer.quantity, memo: transfer.memo })),
  };
}

/** The swapRoutes answer to a query over the graph `graph()` gives (called once the query is valid); throws ApiError 400 for a bad parameter. */
export function swapRoutesAnswer(graph: () => RouteGraph, params: URLSearchParams, routerOptions?: RouterOptions) {
  const query = parseSwapRoutesQuery(params);
  if (!query.ok) throw badParameter(query.reason.split(/[ :]/)[0] ?? 'query', query.reason);
  if (tokenKey(query.value.tokenIn) === tokenKey(query.value.tokenOut)) throw badParameter('token_out', 'must differ from token_in');
  const live = graph();
  const request = requestFromQuery(live, query.value);
  if (!request.ok) throw badParameter('amount_in', request.reason);
  const result = findSwapRoutes(live, request.value, routerOptions);
  // An amount of 0 (or one a negative input became) is the caller's mistake; a token nobody trades is just no route.
  if (!result.ok && result.reason === 'invalid-amount') throw badParameter('amount_in', result.message);
  return result.routes.map((route) => swapRouteJson(route, query.value.receiver));
}

function stepOf(edge: Edge) {
  return {
    src: edge.venue.exchange,
    src_type: edge.venue.type,
    pair_id: edge.venue.id,
    hop: hopCode({ id: edge.venue.id, exchange: edge.venue.exchange }),
    token_in: tokenKey(edge.tokenIn),
    token_out: tokenKey(edge.tokenOut),
  };
}

/** Simple paths of up to three venues from A to B, shortest first; the search stops once MAX_LISTED_PATHS are found. */
function listPaths(graph: RouteGraph, from: TokenId, to: TokenId) {
  const target = tokenKey(to);
  const found: Edge[][] = [];
  // One depth at a time, so the shortest paths are found first and a dense graph is never walked whole.
  const walk = (at: string, path: Edge[], visited: Set<string>, depth: number) => {
    for (const [next, edges] of graph.adjacency.get(at) ?? []) {
      if (visited.has(next) || (path.length + 1 === depth) !== (next === target)) continue;
      for (const edge of edges) {
        if (found.length >= MAX_LISTED_PATHS) return;
        if (next === target) found.push([...path, edge]);
        else walk(next, [...path, edge], new Set([...visited, next]), depth);
      }
    }
  };
  for (let depth = 1; depth <= MAX_HOPS && found.length < MAX_LISTED_PATHS; depth += 1) walk(tokenKey(from), [], new Set([tokenKey(from)]), depth);
  return found.map((path) => ({ hops: path.map((edge) => stepOf(edge).hop), path: path.map(stepOf) }));
}

function directSources(context: ApiContext, a: TokenId, b: TokenId) {
  const keyA = tokenKey(a);
  const keyB = tokenKey(b);
  const matches = (t0: TokenRef, t1: TokenRef) => {
    const keys = [tokenKey({ ticker: t0.code, contract: t0.contract }), tokenKey({ ticker: t1.code, contract: t1.contract })];
    return (keys[0] === keyA && keys[1] === keyB) || (keys[0] === keyB && keys[1] === keyA);
  };
  const row = (
    src: string,
    srcType: string,
    id: string,
    token0: TokenRef,
    token1: TokenRef,
    fee: number,
    price: number,
    reserve0: string,
    reserve1: string,
  ) => ({
    src,
    src_type: srcType,
    pair_id: id,
    src_id: `${src}_${id}`,
    token0: tokenObject(token0),
    token1: tokenObject(token1),
    is_reversed: tokenKey({ ticker: token0.code, contract: token0.contract }) !== keyA,
    fee,
    price,
    reserve0,
    reserve1,
  });
  const { world } = context;
  return [
    ...world
      .v2Pools()
      .filter((p) => matches(p.token0, p.token1))
      .map((p) =>
        row(
          p.src,
          'pools',
          p.id,
          p.token0,
          p.token1,
          p.feeBps,
          v2Token0PerToken1(p.reserve0, p.token0.precision, p.reserve1, p.token1.precision),
          decimal(p.reserve0, p.token0.precision),
          decimal(p.reserve1, p.token1.precision),
        ),
      ),
    ...world
      .v3Pools()
      .filter((p) => matches(p.tokenA, p.tokenB))
      .map((p) =>
        row(
          'alcorv2',
          'poolsv3',
          String(p.id),
          p.tokenA,
          p.tokenB,
          p.fee,
          v3Token0PerToken1(p.sqrtPriceX64, p.tokenA.precision, p.tokenB.precision),
          decimal(p.reserveA, p.tokenA.precision),
          decimal(p.reserveB, p.tokenB.precision),
        ),
      ),
    ...world
      .markets()
      .filter((m) => matches(m.base, m.quote))
      .map((m) => {
        const bids = world.orders(m.id, 'buy');
        const asks = world.orders(m.id, 'sell');
        // A book's depth: base the bids offer and quote the asks offer; its price the best bid.
        const depth = (orders: typeof bids) => orders.reduce((sum, order) => sum + order.bid, 0n);
        return row(
          'alcormarket',
          'markets',
          String(m.id),
          m.base,
          m.quote,
          m.feeBps,
          Number(bids[0]?.unitPrice ?? 0n) / 1e8,
          decimal(depth(bids), m.base.precision),
          decimal(depth(asks), m.quote.precision),
        );
      }),
  ];
}

/** The routing paths. */
export function swapRoutesRoutes(context: ApiContext): Route[] {
  const pair = (segments: readonly string[]) => [tokenSegment(segments[0], 'tokenA'), tokenSegment(segments[1], 'tokenB')] as const;
  return [
    {
      name: 'swapRoutes',
      methods: ['GET'],
      minSegments: 0,
      maxSegments: 0,
      answer: ({ params }) => swapRoutesAnswer(context.graph, params.query(), context.routerOptions),
    },
    { name: 'routes', methods: ['GET'], minSegments: 2, maxSegments: 2, answer: ({ segments }) => listPaths(context.graph(), ...pair(segments)) },
    { name: 'pairDirectSources', methods: ['GET'], minSegments: 2, maxSegments: 2, answer: ({ segments }) => directSources(context, ...pair(segments)) },
  ];
}
