/** The venue graph: tokens as nodes, each venue an edge usable in both directions. */
import type { Exchange, SourceType } from '../urlParams/exchanges';
import { hopCode } from './hops';
import type { Edge, Venue } from './types';
import type { Token } from '../domain';
import { tokenKey } from './venue';

/** Venues indexed for the path search. */
export interface RouteGraph {
  readonly venues: readonly Venue[];
  /** Two per venue: index 2i sells token0, 2i+1 sells token1. */
  readonly edges: readonly Edge[];
  /** Every traded token by `TICKER_contract`. */
  readonly tokens: ReadonlyMap<string, Token>;
  /** From token key → to token key → the edges between them. */
  readonly adjacency: ReadonlyMap<string, ReadonlyMap<string, readonly Edge[]>>;
}

/** Which venues a request may use (SPEC §7 filter_exchange, filter_type); an empty list allows all. */
export interface VenueFilter {
  readonly exchanges: readonly Exchange[];
  readonly types: readonly SourceType[];
}

function addToken(tokens: Map<string, Token>, token: Token): void {
  const key = tokenKey(token);
  const known = tokens.get(key);
  if (known === undefined) tokens.set(key, token);
  else if (known.precision !== token.precision) throw new RangeError(`${key} is listed with precisions ${known.precision} and ${token.precision}`);
}

function addEdge(adjacency: Map<string, Map<string, Edge[]>>, edge: Edge): void {
  const from = tokenKey(edge.tokenIn);
  const to = tokenKey(edge.tokenOut);
  let targets = adjacency.get(from);
  if (targets === undefined) adjacency.set(from, (targets = new Map()));
  const list = targets.get(to);
  if (list === undefined) targets.set(to, [edge]);
  else list.push(edge);
}

/** Indexes venues. Throws RangeError when two venues share an exchange and id, or a token appears with two precisions. */
export function buildRouteGraph(venues: readonly Venue[]): RouteGraph {
  const tokens = new Map<string, Token>();
  const adjacency = new Map<string, Map<string, Edge[]>>();
  const edges: Edge[] = [];
  const codes = new Set<string>();
  venues.forEach((venue, venueIndex) => {
    const code = hopCode(venue);
    if (codes.has(code)) throw new RangeError(`Venue ${code} is listed twice`);
    codes.add(code);
    addToken(tokens, venue.token0);
    addToken(tokens, venue.token1);
    for (const zeroForOne of [true, false]) {
      const [tokenIn, tokenOut] = zeroForOne ? [venue.token0, venue.token1] : [venue.token1, venue.token0];
      const edge: Edge = { index: edges.length, venue, venueIndex, zeroForOne, tokenIn, tokenOut };
      edges.push(edge);
      addEdge(adjacency, edge);
    }
  });
  return { venues, edges, tokens, adjacency };
}

/** The predicate of a filter: true when the venue may be used. */
export function venueAllowed(filter: VenueFilter): (venue: Venue) => boolean {
  const exchanges = new Set(filter.exchanges);
  const types = new Set(filter.types);
  return (venue) => (exchanges.size === 0 || exchanges.has(venue.exchange)) && (types.size === 0 || types.has(venue.type));
}
