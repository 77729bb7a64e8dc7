import { describe, expect, it } from 'vitest';
import { buildRouteGraph, makeV2Venue, type RouteGraph, type Venue } from '../../../src/core/swapRouting';
import type { Token } from '../../../src/core/domain';
import { patchRouteGraph } from './graphPatch';

const token = (ticker: string, precision = 4): Token => ({ ticker, contract: `${ticker.toLowerCase()}.tk`, precision });
const [WAX, TLM, USDT, NEFTY] = [token('WAX', 8), token('TLM'), token('USDT'), token('NEFTY', 8)] as const;
const pool = (id: string, token0: Token, token1: Token, reserve = 1_000_000n): Venue =>
  makeV2Venue({
    id,
    exchange: 'defibox',
    token0,
    token1,
    reserve0: reserve * 10n ** BigInt(token0.precision),
    reserve1: reserve * 10n ** BigInt(token1.precision),
    feeBps: 30,
    platformFeeBps: 0,
  });
const venues = (): Venue[] => [pool('1', WAX, TLM), pool('2', TLM, USDT), pool('3', WAX, USDT), pool('4', NEFTY, WAX), pool('5', WAX, TLM, 7n)];

/** Everything of a graph a request can observe: venue objects, edge fields, adjacency order. */
function shape(graph: RouteGraph) {
  return {
    venues: graph.venues,
    edges: graph.edges.map((e) => [e.index, e.venue, e.venueIndex, e.zeroForOne, e.tokenIn, e.tokenOut]),
    tokens: [...graph.tokens],
    adjacency: [...graph.adjacency].map(([from, targets]) => [from, [...targets].map(([to, edges]) => [to, edges.map((e) => [e.index, e.venue])])]),
  };
}

describe('patchRouteGraph', () => {
  it('equals a build of the new list when venues are replaced by new versions, leaving the old graph as it was', () => {
    const list = venues();
    const graph = buildRouteGraph(list);
    const before = shape(graph);
    const next = [...list];
    next[0] = pool('1', WAX, TLM, 2_000_000n);
    next[4] = pool('5', WAX, TLM, 9n);
    const patched = patchRouteGraph(graph, next);
    expect(patched).not.toBeNull();
    expect(shape(patched!)).toEqual(shape(buildRouteGraph(next)));
    expect(patched!.edges[8]!.venue).toBe(next[4]);
    expect(
      patched!.adjacency
        .get('TLM_tlm.tk')
        ?.get('WAX_wax.tk')
        ?.map((e) => e.venue),
    ).toEqual([next[0], next[4]]);
    expect(shape(graph)).toEqual(before);
    expect(
      graph.adjacency
        .get('TLM_tlm.tk')
        ?.get('WAX_wax.tk')
        ?.map((e) => e.venue),
    ).toEqual([list[0], list[4]]);
  });

  it('returns the same graph when no venue changed', () => {
    const list = venues();
    const graph = buildRouteGraph(list);
    expect(patchRouteGraph(graph, [...list])).toBe(graph);
  });

  it('refuses a different list: a venue added or removed, another id, other tokens or precisions', () => {
    const list = venues();
    const graph = buildRouteGraph(list);
    const swapped = (at: number, venue: Venue) => list.map((v, i) => (i === at ? venue : v));
    expect(patchRouteGraph(graph, list.slice(1))).toBeNull();
    expect(patchRouteGraph(graph, [...list, pool('6', USDT, NEFTY)])).toBeNull();
    expect(patchRouteGraph(graph, swapped(1, pool('9', TLM, USDT)))).toBeNull();
    expect(patchRouteGraph(graph, swapped(1, pool('2', TLM, NEFTY)))).toBeNull();
    expect(patchRouteGraph(graph, swapped(1, pool('2', USDT, TLM)))).toBeNull();
    expect(patchRouteGraph(graph, swapped(1, pool('2', TLM, { ...USDT, precision: 6 })))).toBeNull();
  });
});
