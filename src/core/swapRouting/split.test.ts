import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { exhaustiveBest } from './exhaustive.testutil';
import { makeBookVenue } from './bookVenue';
import { levels, SeededRandom, TLM, USDT, v2, WAX } from './fixtures.testutil';
import { buildRouteGraph } from './graph';
import { type LegKind, makeLeg } from './parallel.testutil';
import { findSwapRoutes } from './findRoutes';
import type { SwapRoute } from './routeTypes';

const KINDS: readonly LegKind[] = ['v2', 'v3', 'book', 'twoHop'];

function scenario(seed: number, kinds: readonly LegKind[]) {
  const rng = new SeededRandom(seed);
  const legs = kinds.map((kind, i) => makeLeg(kind, 10 * (i + 1), 0.05 * rng.logUniform(0.98, 1.02), rng.logUniform(2e8, 5e9), rng));
  const amountIn = BigInt(Math.round(rng.logUniform(5e7, 2e9)));
  return { legs, amountIn, graph: buildRouteGraph(legs.flatMap((leg) => leg.venues)) };
}

function best(result: ReturnType<typeof findSwapRoutes>): SwapRoute {
  if (!result.ok) throw new Error(result.message);
  return result.routes[0] as SwapRoute;
}

// Router output × 10000 ≥ optimum × 9995: within 0.05 %.
const withinTolerance = (routed: bigint, optimum: bigint): boolean => routed * 10_000n >= optimum * 9_995n;

describe('split routing', () => {
  const cases: [string, LegKind[]][] = [
    ['two v2 pools', ['v2', 'v2']],
    ['v2, v3 and a book', ['v2', 'v3', 'book']],
    ['v3, a book and a two-hop path', ['v3', 'book', 'twoHop']],
    ['four mixed paths', ['v2', 'v3', 'book', 'twoHop']],
  ];
  for (const [name, kinds] of cases) {
    it(`is within 0.05 % of the exhaustive optimum: ${name}`, () => {
      for (let seed = 1; seed <= 3; seed += 1) {
        const { legs, amountIn, graph } = scenario(seed * 100 + kinds.length, kinds);
        const routed = best(findSwapRoutes(graph, { tokenIn: TLM, tokenOut: WAX, amountIn: makeAmount(amountIn, 4) }));
        const optimum = exhaustiveBest(
          legs.map((leg) => leg.path),
          amountIn,
          kinds.length === 4 ? 50 : kinds.length === 3 ? 100 : 400,
        );
        expect(withinTolerance(routed.amount_received.units, optimum), `seed ${seed}: ${routed.amount_received.units} vs ${optimum}`).toBe(true);
      }
    });
  }

  it('is never worse than the best single path, and its splits add up', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const rng = new SeededRandom(seed);
      const kinds = Array.from({ length: rng.int(2, 4) }, () => rng.pick(KINDS));
      const { amountIn, graph } = scenario(seed, kinds);
      const request = { tokenIn: TLM, tokenOut: WAX, amountIn: makeAmount(amountIn, 4) };
      const split = best(findSwapRoutes(graph, { ...request, splitMaxRoutes: 4 }));
      const single = best(findSwapRoutes(graph, { ...request, splitMaxRoutes: 1 }));
      expect(split.amount_received.units).toBeGreaterThanOrEqual(single.amount_received.units);
      expect(split.paths.reduce((sum, path) => sum + path.input.units, 0n)).toBe(amountIn);
      expect(split.paths.reduce((sum, path) => sum + path.output.units, 0n)).toBe(split.amount_received.units);
      const venues = split.paths.flatMap((path) => path.hops);
      expect(new Set(venues).size, 'paths share no venue').toBe(venues.length);
      expect(split.type).toBe(split.paths.length > 1 ? 'split' : 'single');
    }
  });

  it('keeps to split_max_routes and stays close to the best subset of that size', () => {
    for (let seed = 1; seed <= 3; seed += 1) {
      const kinds: LegKind[] = ['v2', 'v3', 'book', 'v2'];
      const { legs, amountIn, graph } = scenario(seed * 7, kinds);
      const routed = best(findSwapRoutes(graph, { tokenIn: TLM, tokenOut: WAX, amountIn: makeAmount(amountIn, 4), splitMaxRoutes: 2 }));
      expect(routed.paths.length).toBeLessThanOrEqual(2);
      let optimum = -1n;
      for (let a = 0; a < legs.length; a += 1) {
        for (let b = a + 1; b < legs.length; b += 1) {
          const pair = exhaustiveBest([legs[a]!.path, legs[b]!.path], amountIn, 400);
          if (pair > optimum) optimum = pair;
        }
      }
      expect(withinTolerance(routed.amount_received.units, optimum), `seed ${seed}: ${routed.amount_received.units} vs ${optimum}`).toBe(true);
    }
  });

  it('routes amounts smaller than the greedy chunk count', () => {
    const { graph } = scenario(5, ['v2', 'v2', 'v3']);
    const routed = best(findSwapRoutes(graph, { tokenIn: TLM, tokenOut: WAX, amountIn: makeAmount(7n, 4) }));
    expect(routed.amount_in.units).toBe(7n);
    expect(routed.paths.reduce((sum, path) => sum + path.input.units, 0n)).toBe(7n);
  });
});

describe('books that are too thin alone', () => {
  it('splits an order that no single path can fill', () => {
    // Each book buys at most 1000 TLM (5 WAX at 0.005); 1500 TLM needs both.
    const book = (id: string, unitPrice: bigint) =>
      makeBookVenue({ id, base: WAX, quote: TLM, bids: levels([[unitPrice, (unitPrice * 10_000_000n) / 10_000n, 10_000_000n]]), asks: [], takerFeeBps: 0 });
    const graph = buildRouteGraph([book('1', 500_000n), book('2', 490_000n)]);
    const request = { tokenIn: TLM, tokenOut: WAX, amountIn: makeAmount(15_000_000n, 4) };
    const routed = best(findSwapRoutes(graph, request));
    expect(routed.paths.map((path) => path.hops[0])).toEqual(['1@ad', '2@ad']);
    expect(routed.paths[0]!.input.units + routed.paths[1]!.input.units).toBe(15_000_000n);
    // Best possible: the better book whole (5 WAX), then 500 TLM at 0.0049 (2.45 WAX). The split's
    // finest step is 1/5120 of the amount, so the edge of a book is found to within that.
    expect(routed.amount_received.units).toBeLessThanOrEqual(745_000_000n);
    expect(withinTolerance(routed.amount_received.units, 745_000_000n)).toBe(true);
    expect(findSwapRoutes(graph, { ...request, splitMaxRoutes: 1 })).toMatchObject({
      ok: false,
      reason: 'no-route',
      message: 'Not enough liquidity for this amount',
    });
  });
});

describe('shared venues', () => {
  it('never combines paths that go through the same venue', () => {
    // One TLM/WAX pool feeds two WAX/USDT pools (the Adex one is cheaper); a direct TLM/USDT pool is the only disjoint partner.
    const venues = [
      v2('1', 'defibox', TLM, WAX, 10n ** 9n, 5n * 10n ** 11n),
      v2('2', 'taco', WAX, USDT, 10n ** 13n, 5n * 10n ** 8n),
      v2('3', 'adex', WAX, USDT, 10n ** 13n, 5n * 10n ** 8n, 25),
      v2('4', 'neftyblocks', TLM, USDT, 10n ** 9n, 25n * 10n ** 6n),
    ];
    const routed = best(findSwapRoutes(buildRouteGraph(venues), { tokenIn: TLM, tokenOut: USDT, amountIn: makeAmount(5n * 10n ** 8n, 4) }));
    const hops = routed.paths.flatMap((path) => path.hops);
    expect(new Set(hops).size).toBe(hops.length);
    expect(routed.paths.map((path) => path.hops.join('-')).sort()).toEqual(['1@d-3@a', '4@n']);
  });
});
