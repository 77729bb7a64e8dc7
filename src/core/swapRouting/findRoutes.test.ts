import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { makeBookVenue } from './bookVenue';
import { ABC, levels, TLM, USDT, v2, WAX, XYZ } from './fixtures.testutil';
import { buildRouteGraph } from './graph';
import type { RouteRequest } from './request';
import { findSwapRoutes, type RouteResult } from './findRoutes';
import type { SwapRoute } from './routeTypes';
import type { Venue } from './types';

// 1000.0000 TLM / 50 WAX on Defibox and 1000 WAX / 50.0000 USDT on Taco, both 0.30 %.
const tlmWax = v2('1', 'defibox', TLM, WAX, 10_000_000n, 5_000_000_000n);
const waxUsdt = v2('WAXUSDT', 'taco', WAX, USDT, 100_000_000_000n, 500_000n);

const request = (overrides: Partial<RouteRequest> = {}): RouteRequest => ({
  tokenIn: TLM,
  tokenOut: USDT,
  amountIn: makeAmount(1_000_000n, 4),
  ...overrides,
});

function bestRoute(result: RouteResult): SwapRoute {
  if (!result.ok) throw new Error(`expected a route, got ${result.reason}: ${result.message}`);
  return result.routes[0] as SwapRoute;
}

const route = (venues: Venue[], overrides: Partial<RouteRequest> = {}) => findSwapRoutes(buildRouteGraph(venues), request(overrides));

describe('findSwapRoutes', () => {
  it('quotes a two-hop path exactly', () => {
    const best = bestRoute(route([tlmWax, waxUsdt]));
    // 100 TLM → ⌊1e6·9970·5e9 / (1e7·10000 + 1e6·9970)⌋ = 453305446 WAX units
    //         → ⌊453305446·9970·500000 / (1e11·10000 + 453305446·9970)⌋ = 2249 USDT units.
    expect(best.paths[0]?.steps.map((step) => step.output.units)).toEqual([453_305_446n, 2_249n]);
    expect(best.amount_received).toEqual(makeAmount(2_249n, 4));
    expect(best.type).toBe('single');
    expect(best.markets).toEqual(['1@d', 'WAXUSDT@t']);
    expect(best.amount_in).toEqual(makeAmount(1_000_000n, 4));
  });

  it('rounds minimums down at the output precision, with slippage clamped to 0..50 %', () => {
    // 2249 × (10000 − 50) / 10000 = 2237.7… → 2237.
    expect(bestRoute(route([tlmWax, waxUsdt])).minimum_received.units).toBe(2_237n);
    expect(bestRoute(route([tlmWax, waxUsdt], { slippage: 9_000 })).minimum_received.units).toBe(1_124n);
    expect(bestRoute(route([tlmWax, waxUsdt], { slippage: -5 })).minimum_received.units).toBe(2_249n);
    expect(bestRoute(route([tlmWax, waxUsdt], { slippage: 9_000 })).slippage).toBe(5_000);
  });

  it('splits over parallel pools and sums per-split minimums', () => {
    const twin = v2('5', 'taco', TLM, WAX, 10_000_000n, 5_000_000_000n);
    const best = bestRoute(route([tlmWax, twin], { tokenOut: WAX, amountIn: makeAmount(2_000_000n, 4) }));
    // Two equal pools: 100 TLM each gives 2 × 453305446, against 831248957 through one pool.
    expect(best.type).toBe('split');
    expect(best.amount_received.units).toBe(906_610_892n);
    expect(best.paths.map((path) => path.input.units)).toEqual([1_000_000n, 1_000_000n]);
    expect(best.paths.map((path) => path.percentage)).toEqual([50, 50]);
    expect(best.minimums_received.map((m) => m.units)).toEqual([451_038_918n, 451_038_918n]);
    expect(best.minimum_received.units).toBe(902_077_836n);
  });

  it('does not split when split_max_routes is 0 or 1, and lists the other path as an alternative', () => {
    const better = v2('5', 'taco', TLM, WAX, 20_000_000n, 10_000_000_000n);
    for (const splitMaxRoutes of [0, 1, -3]) {
      const result = route([tlmWax, better], { tokenOut: WAX, splitMaxRoutes });
      expect(result.routes.map((r) => r.markets)).toEqual([['5@t'], ['1@d']]);
      expect(result.routes[0]?.type).toBe('single');
    }
  });

  it('uses only the exchanges and venue types the filters allow', () => {
    const book = makeBookVenue({ id: '26', base: WAX, quote: TLM, bids: levels([[5_000_000n, 5_000_000_000n, 1_000_000n]]), asks: [], takerFeeBps: 0 });
    const venues = [tlmWax, v2('5', 'taco', TLM, WAX, 10_000_000n, 5_000_000_000n), book];
    const markets = (overrides: Partial<RouteRequest>) => bestRoute(route(venues, { tokenOut: WAX, ...overrides })).markets;
    expect(markets({})).toEqual(['26@ad']);
    expect([...markets({ filterType: ['pools'] })].sort()).toEqual(['1@d', '5@t']);
    expect(markets({ filterExchange: ['defibox'] })).toEqual(['1@d']);
    expect(markets({ filterExchange: ['taco', 'alcormarket'], filterType: ['pools'] })).toEqual(['5@t']);
    const none = route(venues, { tokenOut: WAX, filterExchange: ['neftyblocks'] });
    expect(none).toMatchObject({ ok: false, reason: 'no-route', routes: [] });
  });

  it('finds paths of up to three hops and no longer', () => {
    const chain = [tlmWax, waxUsdt, v2('3', 'neftyblocks', USDT, ABC, 1_000_000n, 1_000_000_000n), v2('4', 'adex', ABC, XYZ, 1_000_000_000n, 1_000n)];
    expect(bestRoute(route(chain, { tokenOut: ABC })).markets).toEqual(['1@d', 'WAXUSDT@t', '3@n']);
    expect(route(chain, { tokenOut: XYZ })).toMatchObject({ ok: false, reason: 'no-route', message: 'No pool or market connects these tokens' });
  });

  it('says when liquidity cannot take the amount', () => {
    const book = makeBookVenue({ id: '26', base: WAX, quote: TLM, bids: levels([[5_000_000n, 5_000_000n, 1_000n]]), asks: [], takerFeeBps: 0 });
    expect(route([book], { tokenOut: WAX })).toMatchObject({ ok: false, reason: 'no-route', message: 'Not enough liquidity for this amount' });
  });

  it('says when the amount is too small to receive anything', () => {
    // 0.0001 TLM buys 498 WAX units, and those buy 0.0000000… USDT: nothing at 4 decimals.
    expect(route([tlmWax, waxUsdt], { amountIn: makeAmount(1n, 4) })).toMatchObject({
      ok: false,
      reason: 'no-route',
      message: 'The amount is too small to receive any USDT',
    });
  });

  it('validates the request without throwing', () => {
    const venues = [tlmWax, waxUsdt];
    expect(route(venues, { amountIn: makeAmount(0n, 4) })).toMatchObject({ ok: false, reason: 'invalid-amount', routes: [] });
    expect(route(venues, { amountIn: makeAmount(5n, 8) })).toMatchObject({ ok: false, reason: 'invalid-amount' });
    expect(route(venues, { tokenOut: ABC })).toMatchObject({ ok: false, reason: 'unknown-token', message: 'No venue trades ABC_abc.token' });
    expect(route(venues, { tokenOut: { ticker: 'TLM', contract: 'alien.worlds' } })).toMatchObject({ ok: false, reason: 'same-token' });
  });

  it('reports fees, platform fees, price and impact', () => {
    const adex = v2('9', 'adex', TLM, WAX, 10_000_000n, 5_000_000_000n, 25, 5);
    const best = bestRoute(route([adex], { tokenOut: WAX }));
    // 0.25 % of 100 TLM is 0.2500 TLM, of which 0.05 % (0.0500 TLM) is the platform's.
    expect(best.amount_received.units).toBe(453_512_161n);
    expect(best.fees.units).toBe(2_000n);
    expect(best.platform_fees.units).toBe(500n);
    expect(best.route_price).toBeCloseTo(4.53512161 / 100, 12);
    // Spot 0.05 WAX per TLM: 5 WAX ideal, 4.5351… received.
    expect(best.price_impact).toBeCloseTo(1 - 4.53512161 / 5, 9);
    expect(best.paths[0]?.steps[0]).toMatchObject({ exchange: 'adex', type: 'pools', venueId: '9', hop: '9@a' });
  });

  it('gives the same hash for the same route and a new one when it changes', () => {
    const venues = [tlmWax, waxUsdt];
    const hash = bestRoute(route(venues)).hash;
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(bestRoute(route(venues)).hash).toBe(hash);
    expect(bestRoute(route(venues, { amountIn: makeAmount(1_000_001n, 4) })).hash).not.toBe(hash);
  });
});
