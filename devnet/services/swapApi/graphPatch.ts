/**
 * A route graph with some venues replaced by new versions of themselves (same exchange, id and
 * tokens at the same position), equal to what buildRouteGraph makes of the new list: the edges of
 * the replaced venues are swapped in place, and only the adjacency lists holding them are copied.
 */
import { hopCode, tokenKey, type Edge, type RouteGraph, type Venue } from '../../../src/core/swapRouting';
import type { Token } from '../../../src/core/domain';

const sameToken = (a: Token, b: Token) => tokenKey(a) === tokenKey(b) && a.precision === b.precision;

/** `graph` over `venues`, or null when the list differs in more than venue versions (then build it anew). */
export function patchRouteGraph(graph: RouteGraph, venues: readonly Venue[]): RouteGraph | null {
  if (venues.length !== graph.venues.length) return null;
  const replaced: number[] = [];
  for (let i = 0; i < venues.length; i += 1) {
    const before = graph.venues[i]!;
    const after = venues[i]!;
    if (before === after) continue;
    if (hopCode(before) !== hopCode(after) || before.type !== after.type || !sameToken(before.token0, after.token0) || !sameToken(before.token1, after.token1))
      return null;
    replaced.push(i);
  }
  if (replaced.length === 0) return graph;
  const edges = [...graph.edges];
  const adjacency = new Map(graph.adjacency);
  // Inner maps and lists copied once each, so the old graph stays as it was for requests holding it.
  const copiedTargets = new Set<string>();
  const copiedLists = new Set<string>();
  for (const venueIndex of replaced) {
    const venue = venues[venueIndex]!;
    for (const zeroForOne of [true, false]) {
      const [tokenIn, tokenOut] = zeroForOne ? [venue.token0, venue.token1] : [venue.token1, venue.token0];
      const edge: Edge = { index: 2 * venueIndex + (zeroForOne ? 0 : 1), venue, venueIndex, zeroForOne, tokenIn, tokenOut };
      edges[edge.index] = edge;
      const from = tokenKey(tokenIn);
      const to = tokenKey(tokenOut);
      if (!copiedTargets.has(from)) {
        copiedTargets.add(from);
        adjacency.set(from, new Map(adjacency.get(from)));
      }
      const targets = adjacency.get(from) as Map<string, readonly Edge[]>;
      const listKey = `${from}>${to}`;
      if (!copiedLists.has(listKey)) {
        copiedLists.add(listKey);
        targets.set(to, [...(targets.get(to) ?? [])]);
      }
      const list = targets.get(to) as Edge[];
      const at = list.findIndex((candidate) => candidate.index === edge.index);
      if (at < 0) return null;
      list[at] = edge;
    }
  }
  return { venues: [...venues], edges, tokens: graph.tokens, adjacency };
}
