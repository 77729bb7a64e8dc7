/**
 * The router's venue graph over the live world (src/core/swapRouting), current at every world version
 * (each transaction). A new version patches the previous graph: only the venue tables its
 * transactions touched are read, only changed venues are made anew, and their edges are swapped in
 * place (graphPatch.ts); a change of the venue list itself (a new pool, an emptied one) builds the
 * graph from the list, and a version the world cannot account for rebuilds everything.
 */
import { buildRouteGraph, type RouteGraph, type Venue } from '../../../src/core/swapRouting';
import { patchRouteGraph } from './graphPatch';
import { readVenues, venueList, type VenueSet } from './liveVenues';
import { ALL_CHANGES } from '../world/venueChanges';
import type { WorldReader } from '../world/types';

/** Every tradable venue, read and made from scratch; one the router cannot model is reported and left out. */
export function worldVenues(world: WorldReader, warn: (message: string) => void): Venue[] {
  return venueList(readVenues(world, warn, null, ALL_CHANGES));
}

/** How the last refresh went, for tests and the benchmark. */
export type GraphRefresh = 'cached' | 'patched' | 'relisted' | 'rebuilt';

/** A graph kept current with the world; `last()` says how the latest call got it. */
export interface RouteGraphCache {
  (): RouteGraph;
  last(): GraphRefresh;
}

/**
 * A graph per world version, refreshed on demand. The refresh is synchronous, so concurrent requests
 * never build twice: the first one after a change refreshes, the others find the graph cached.
 */
export function createRouteGraphCache(world: WorldReader, warn: (message: string) => void): RouteGraphCache {
  let cached: { version: number; venues: VenueSet; graph: RouteGraph } | undefined;
  let last: GraphRefresh = 'rebuilt';
  const graph = () => {
    const version = world.version();
    if (cached?.version === version) {
      last = 'cached';
      return cached.graph;
    }
    const changes = cached === undefined ? null : world.venueChanges(cached.version);
    const previous = changes === null ? null : (cached?.venues ?? null);
    const venues = readVenues(world, warn, previous, changes ?? ALL_CHANGES);
    const list = venueList(venues);
    const patched = previous === null || cached === undefined ? null : patchRouteGraph(cached.graph, list);
    last = patched !== null ? (patched === cached?.graph ? 'cached' : 'patched') : previous === null ? 'rebuilt' : 'relisted';
    cached = { version, venues, graph: patched ?? buildRouteGraph(list) };
    return cached.graph;
  };
  return Object.assign(graph, { last: () => last });
}
