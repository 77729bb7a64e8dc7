import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { SeededRandom } from './fixtures.testutil';
import { buildRouteGraph } from './graph';
import { findSwapRoutes } from './findRoutes';
import type { SwapRoute } from './routeTypes';
import { makeWorld, randomRequest } from './world.testutil';

const world = makeWorld(1);
const graph = buildRouteGraph(world.venues);

/** The route's output recomputed from the venues themselves, one path after another. */
function requote(route: SwapRoute): bigint {
  let total = 0n;
  for (const path of route.paths) {
    let amount: bigint | null = path.input.units;
    for (const step of path.steps) {
      const venue = world.venues.find((v) => v.exchange === step.exchange && v.id === step.venueId);
      amount = amount === null || venue === undefined ? null : venue.quoteExactIn(step.tokenIn, amount);
    }
    if (amount === null) throw new Error(`path ${path.hops.join('-')} does not fill`);
    total += amount;
  }
  return total;
}

describe('routing the devnet-sized world', () => {
  it('returns exact, venue-disjoint routes of at most 4 paths and 3 hops, never worse than a single path', () => {
    const rng = new SeededRandom(7);
    let routed = 0;
    for (let i = 0; i < 30; i += 1) {
      const { tokenIn, tokenOut, units } = randomRequest(rng, world);
      const request = { tokenIn, tokenOut, amountIn: makeAmount(units, tokenIn.precision) };
      const result = findSwapRoutes(graph, request);
      if (!result.ok) {
        expect(result.reason).toBe('no-route');
        continue;
      }
      routed += 1;
      const best = result.routes[0] as SwapRoute;
      expect(requote(best)).toBe(best.amount_received.units);
      expect(best.paths.length).toBeLessThanOrEqual(4);
      expect(best.paths.every((path) => path.steps.length <= 3)).toBe(true);
      const hops = best.paths.flatMap((path) => path.hops);
      expect(new Set(hops).size).toBe(hops.length);
      for (const alternative of result.routes.slice(1)) expect(alternative.amount_received.units).toBeLessThanOrEqual(best.amount_received.units);
      const single = findSwapRoutes(graph, { ...request, splitMaxRoutes: 1 });
      expect(single.ok && best.amount_received.units >= (single.routes[0] as SwapRoute).amount_received.units).toBe(true);
    }
    expect(routed).toBeGreaterThan(25);
  });
});
