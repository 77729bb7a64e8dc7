/** A fetch answering the swap-service paths the swap screen uses, in the API's wire shapes, from the router over a fake graph (test-only). */
import { amountToDecimalString as dec } from '../../core/amount';
import { parseSwapRoutesQuery, type SwapRoute } from '../../core/swapRouting';
import type { Token } from '../../core/domain';
import { fakeGraph, routesFor, TLM, USDT, WAX } from '../../state/swap/fakes.testutil';

const tokenJson = (token: Token) => ({
  contract: token.contract,
  symbol: { ticker: token.ticker, precision: token.precision },
  hash: `${token.ticker.toLowerCase()}_${token.contract}`,
});

/** A route as the API writes it. */
export function routeJson(route: SwapRoute & { receiver: string; actions: readonly unknown[] }) {
  return {
    hash: route.hash,
    type: route.type,
    markets: route.markets,
    token_in: tokenJson(route.token_in),
    token_out: tokenJson(route.token_out),
    amount_in: dec(route.amount_in),
    amount_received: dec(route.amount_received),
    minimum_received: dec(route.minimum_received),
    minimums_received: route.minimums_received.map(dec),
    fees: dec(route.fees),
    platform_fees: dec(route.platform_fees),
    route_price: route.route_price,
    price_impact: route.price_impact,
    slippage: route.slippage,
    receiver: route.receiver,
    paths: route.paths.map((path) => ({
      hops: path.hops,
      input: dec(path.input),
      output: dec(path.output),
      minimum_received: dec(path.minimumReceived),
      percentage: path.percentage,
      price_impact: path.priceImpact,
      steps: path.steps.map((step) => ({
        exchange: step.exchange,
        type: step.type,
        venue_id: step.venueId,
        hop: step.hop,
        token_in: tokenJson(step.tokenIn),
        token_out: tokenJson(step.tokenOut),
        input: dec(step.input),
        output: dec(step.output),
        price: step.price,
        spot_price: step.spotPrice,
        liquidity_in: dec(step.liquidityIn),
        liquidity_out: dec(step.liquidityOut),
        fee: Number(step.fee.numerator) / Number(step.fee.denominator),
      })),
    })),
    actions: route.actions,
  };
}

/** tokens/, swapRoutes, pairDirectSources and candles under /api/. */
export function swapApiFetch() {
  const graph = fakeGraph();
  const tokens = [WAX, TLM, USDT].map((token, i) => ({
    ...tokenJson(token),
    is_wax: token.ticker === 'WAX',
    rank: i + 1,
    in_pool: token.pairedWith.map((vstoken) => ({ vstoken })),
  }));
  return async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/tokens/') return json(tokens);
    if (url.pathname === '/api/swapRoutes') {
      const query = parseSwapRoutesQuery(url.searchParams);
      return json(query.ok ? routesFor(graph, query.value).map(routeJson) : []);
    }
    if (url.pathname.startsWith('/api/pairDirectSources/')) return json([]);
    if (url.pathname === '/api/candles') return json([]);
    return new Response('{"error":"no such path"}', { status: 404 });
  };
}
