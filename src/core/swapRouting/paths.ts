/**
 * Candidate paths: every simple path of up to `maxHops` venues from the input token to the output
 * token, pruned to the `venuesPerPair` best venues per token pair (by exact output at the whole
 * amount and at the probe amount, so a shallow venue that suits one split still survives).
 */
import type { RouteGraph } from './graph';
import type { QuoteCache } from './quoteCache';
import type { Edge, Venue } from './types';

/** A path with its exact output for the whole amount and for the probe amount (null: cannot take it). */
export interface CandidatePath {
  readonly edges: readonly Edge[];
  readonly fullOut: bigint | null;
  readonly probeOut: bigint | null;
}

/** What to search. */
export interface PathSearch {
  readonly graph: RouteGraph;
  readonly from: string;
  readonly to: string;
  readonly allowed: (venue: Venue) => boolean;
  readonly maxHops: number;
  readonly venuesPerPair: number;
  /** Safety valve for dense graphs: the search stops after this many paths. */
  readonly maxPaths: number;
  readonly amountIn: bigint;
  /** A split-sized amount, or null when no split is wanted. */
  readonly probeIn: bigint | null;
}

/**
 * Hops from each token to `to` over allowed venues, up to `limit` (breadth first; venues trade both
 * ways), never passing through `from`: a simple path cannot return there, and a hub as `from` (WAX)
 * would otherwise put every token within two hops.
 */
function hopsToTarget(search: PathSearch, limit: number): Map<string, number> {
  const distance = new Map<string, number>([[search.to, 0]]);
  let frontier = [search.to];
  for (let hops = 1; hops <= limit && frontier.length > 0; hops += 1) {
    const next: string[] = [];
    for (const token of frontier) {
      for (const [neighbour, edges] of search.graph.adjacency.get(token) ?? []) {
        if (distance.has(neighbour) || !edges.some((edge) => search.allowed(edge.venue))) continue;
        distance.set(neighbour, hops);
        if (neighbour !== search.from) next.push(neighbour);
      }
    }
    frontier = next;
  }
  return distance;
}

const byOutputDesc = (a: bigint | null, b: bigint | null): number => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a > b ? -1 : 1);

type Scored = { edge: Edge; full: bigint | null; probe: bigint | null };

/** The allowed edges of one token pair worth following: the best few by either amount, never a zero output. */
function bestEdges(search: PathSearch, cache: QuoteCache, edges: readonly Edge[], full: bigint | null, probe: bigint | null): Scored[] {
  const scored: Scored[] = [];
  for (const edge of edges) {
    if (!search.allowed(edge.venue)) continue;
    const outFull = full === null ? null : cache.quote(edge, full);
    const outProbe = probe === null ? null : cache.quote(edge, probe);
    if ((outFull ?? 0n) > 0n || (outProbe ?? 0n) > 0n) scored.push({ edge, full: outFull === 0n ? null : outFull, probe: outProbe === 0n ? null : outProbe });
  }
  if (scored.length <= search.venuesPerPair) return scored;
  const keep = new Set(scored.sort((a, b) => byOutputDesc(a.full, b.full)).slice(0, search.venuesPerPair));
  for (const item of [...scored].sort((a, b) => byOutputDesc(a.probe, b.probe)).slice(0, search.venuesPerPair)) keep.add(item);
  return scored.filter((item) => keep.has(item));
}

/** The paths found, and whether allowed venues connect the tokens at all (within maxHops). */
export interface PathSet {
  readonly paths: readonly CandidatePath[];
  readonly connected: boolean;
}

/** Enumerates candidate paths (see the file comment), memoising quotes in `cache`. */
export function enumeratePaths(search: PathSearch, cache: QuoteCache): PathSet {
  const distance = hopsToTarget(search, search.maxHops);
  if (!distance.has(search.from)) return { paths: [], connected: false };
  const paths: CandidatePath[] = [];
  const visited = new Set<string>([search.from]);
  const prefix: Edge[] = [];

  const extend = (token: string, full: bigint | null, probe: bigint | null): void => {
    const hopsLeft = search.maxHops - prefix.length - 1;
    for (const [next, edges] of search.graph.adjacency.get(token) ?? []) {
      if (paths.length >= search.maxPaths) return;
      if (visited.has(next) || (next !== search.to && (distance.get(next) ?? Infinity) > hopsLeft)) continue;
      for (const { edge, full: outFull, probe: outProbe } of bestEdges(search, cache, edges, full, probe)) {
        if (paths.length >= search.maxPaths) return;
        prefix.push(edge);
        if (next === search.to) {
          paths.push({ edges: [...prefix], fullOut: outFull, probeOut: outProbe });
        } else {
          visited.add(next);
          extend(next, outFull, outProbe);
          visited.delete(next);
        }
        prefix.pop();
      }
    }
  };
  extend(search.from, search.amountIn, search.probeIn);
  return { paths, connected: true };
}
