import { describe, expect, it } from 'vitest';
import { makeBookVenue } from './bookVenue';
import { ABC, levels, SeededRandom, TLM, USDT, v2, WAX, XYZ } from './fixtures.testutil';
import { buildRouteGraph, type RouteGraph } from './graph';
import { hopCode } from './hops';
import { enumeratePaths, type PathSearch } from './paths';
import { QuoteCache } from './quoteCache';
import type { Venue } from './types';
import type { Token } from '../domain';
import { tokenKey } from './venue';

const TOKENS: readonly Token[] = [TLM, WAX, USDT, ABC, { ...XYZ, precision: 4 }];

function search(graph: RouteGraph, overrides: Partial<PathSearch> = {}): PathSearch {
  return {
    graph,
    from: tokenKey(TLM),
    to: tokenKey(USDT),
    allowed: () => true,
    maxHops: 3,
    venuesPerPair: 4,
    maxPaths: 2000,
    amountIn: 10_000n,
    probeIn: null,
    ...overrides,
  };
}

const codes = (graph: RouteGraph, overrides: Partial<PathSearch> = {}) =>
  enumeratePaths(search(graph, overrides), new QuoteCache())
    .paths.map((path) => path.edges.map((edge) => hopCode(edge.venue)).join('-'))
    .sort();

/** Every simple path of at most `maxHops` venues, by plain depth-first search. */
function bruteForce(venues: readonly Venue[], from: string, to: string, maxHops: number): string[] {
  const found: string[] = [];
  const walk = (token: string, seen: Set<string>, hops: string[]): void => {
    if (token === to) return void found.push(hops.join('-'));
    if (hops.length === maxHops) return;
    for (const venue of venues) {
      const [a, b] = [tokenKey(venue.token0), tokenKey(venue.token1)];
      const next = a === token ? b : b === token ? a : null;
      if (next === null || seen.has(next)) continue;
      walk(next, new Set([...seen, next]), [...hops, hopCode(venue)]);
    }
  };
  walk(from, new Set([from]), []);
  return found.sort();
}

describe('enumeratePaths', () => {
  it('finds every simple path of up to three hops, as a plain search does', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const rng = new SeededRandom(seed);
      const venues = Array.from({ length: rng.int(3, 12) }, (_, i) => {
        const a = rng.int(0, TOKENS.length - 1);
        const b = (a + rng.int(1, TOKENS.length - 1)) % TOKENS.length;
        return v2(String(i), rng.pick(['defibox', 'taco'] as const), TOKENS[a]!, TOKENS[b]!, 10n ** 12n, 10n ** 12n);
      });
      expect(codes(buildRouteGraph(venues), { venuesPerPair: 20 }), `seed ${seed}`).toEqual(bruteForce(venues, tokenKey(TLM), tokenKey(USDT), 3));
    }
  });

  it('follows the best venues of a pair by whole-amount and by probe-amount output', () => {
    const deep = [1, 2, 3].map((i) => v2(String(i), 'defibox', TLM, USDT, 10n ** 9n * BigInt(i), 10n ** 9n * BigInt(i)));
    // Cheapest price of all, but only 50 units deep: useless for the whole amount, best for a probe.
    const shallow = makeBookVenue({ id: '9', base: USDT, quote: TLM, bids: levels([[200_000_000n, 100n, 50n]]), asks: [], takerFeeBps: 0 });
    const graph = buildRouteGraph([...deep, shallow]);
    expect(codes(graph, { venuesPerPair: 2, amountIn: 10n ** 8n })).toEqual(['2@d', '3@d']);
    expect(codes(graph, { venuesPerPair: 2, amountIn: 10n ** 8n, probeIn: 50n })).toEqual(['2@d', '3@d', '9@ad']);
  });

  it('reports whether the tokens connect at all, and stops at maxPaths', () => {
    const venues = [
      v2('1', 'defibox', TLM, WAX, 10n ** 9n, 10n ** 9n),
      v2('2', 'taco', WAX, USDT, 10n ** 9n, 10n ** 9n),
      v2('3', 'taco', TLM, USDT, 10n ** 9n, 10n ** 9n),
    ];
    const graph = buildRouteGraph(venues);
    expect(enumeratePaths(search(graph, { to: tokenKey(ABC) }), new QuoteCache())).toEqual({ paths: [], connected: false });
    expect(enumeratePaths(search(graph, { maxPaths: 1 }), new QuoteCache()).paths).toHaveLength(1);
    expect(codes(graph, { allowed: (venue) => venue.exchange === 'taco' })).toEqual(['3@t']);
  });
});
