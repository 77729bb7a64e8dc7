import { describe, expect, it } from 'vitest';
import { hopCode } from '../../../src/core/swapRouting';
import { readVenues, venueList } from './liveVenues';
import { createRouteGraphCache } from './routeGraph';
import { fakeWorld, fakeWorldState, tlmOrder } from '../world/fakeWorld.testutil';
import { ALL_CHANGES, NO_CHANGES } from '../world/venueChanges';

const warn = () => undefined;

describe('readVenues', () => {
  it("reads everything afresh without a previous set, in the world's order, empty pools and frozen markets left out", () => {
    const world = fakeWorld();
    expect(venueList(readVenues(world, warn, null, NO_CHANGES)).map(hopCode)).toEqual(['1@d', 'TLMWAX@t', '3@a', '5@a2', '1@ad']);
  });

  it('re-reads only the tables marked changed, and keeps every venue whose rows are unchanged', () => {
    const world = fakeWorld();
    const first = readVenues(world, warn, null, ALL_CHANGES);
    const [box, taco, adex] = venueList(first);
    world.state.v2[1] = { ...world.state.v2[1]!, reserve0: world.state.v2[1]!.reserve0 * 2n };
    // Unmarked, the v2 tables are not read again.
    expect(venueList(readVenues(world, warn, first, NO_CHANGES))).toEqual(venueList(first));
    const second = readVenues(world, warn, first, { ...NO_CHANGES, v2: true });
    const list = venueList(second);
    expect(list[0]).toBe(box);
    expect(list[1]).not.toBe(taco);
    // Twice the TLM in the pool: WAX buys more of it.
    expect(list[1]!.quoteDirected(false, 10n ** 8n)).toBeGreaterThan(taco!.quoteDirected(false, 10n ** 8n)!);
    expect(list[2]).toBe(adex);
    expect(second.v3).toBe(first.v3);
    expect(second.markets).toBe(first.markets);
  });

  it('makes a book anew when its market is named or its market row changed', () => {
    const world = fakeWorld();
    const first = readVenues(world, warn, null, ALL_CHANGES);
    const book = venueList(first).at(-1)!;
    world.state.markets[0]!.sell.unshift(tlmOrder(9, 'frank', 'sell', 0.0505, 10_000));
    expect(venueList(readVenues(world, warn, first, { ...NO_CHANGES, markets: true })).at(-1)).toBe(book);
    const named = venueList(readVenues(world, warn, first, { ...NO_CHANGES, markets: true, books: new Set([1]) })).at(-1)!;
    expect(named).not.toBe(book);
    expect(named.quoteDirected(true, 10n ** 8n)).toBeGreaterThan(book.quoteDirected(true, 10n ** 8n)!);
    world.state.markets[0]!.market = { ...world.state.markets[0]!.market, frozen: true };
    expect(venueList(readVenues(world, warn, first, { ...NO_CHANGES, markets: true })).map(hopCode)).not.toContain('1@ad');
  });

  it('makes a concentrated pool anew when its ticks changed', () => {
    const world = fakeWorld();
    const first = readVenues(world, warn, null, ALL_CHANGES);
    const entry = world.state.v3[0]!;
    expect(readVenues(world, warn, first, { ...NO_CHANGES, v3: true }).v3).toEqual(first.v3);
    entry.ticks = entry.ticks.map((tick) => ({ ...tick, liquidityGross: tick.liquidityGross + 1n }));
    const next = readVenues(world, warn, first, { ...NO_CHANGES, v3: true });
    expect(next.v3[0]!.venue).not.toBe(first.v3[0]!.venue);
  });
});

describe('createRouteGraphCache', () => {
  it("patches from the world's changes, rebuilds when they are unknown, and keeps the graph within a version", () => {
    const state = fakeWorldState();
    const world = fakeWorld(state);
    const graph = createRouteGraphCache(world, warn);
    const first = graph();
    expect(graph()).toBe(first);
    expect(graph.last()).toBe('cached');
    state.venueChanges = () => ({ ...NO_CHANGES, v2: true });
    state.v2[0] = { ...state.v2[0]!, reserve1: state.v2[0]!.reserve1 + 1n };
    state.version += 1;
    const patched = graph();
    expect(graph.last()).toBe('patched');
    expect(patched.venues[0]).not.toBe(first.venues[0]);
    expect(patched.venues.slice(1)).toEqual(first.venues.slice(1));
    state.v2[3] = { ...state.v2[3]!, reserve0: 10n ** 12n, reserve1: 10n ** 12n };
    state.version += 1;
    expect(graph().venues).toHaveLength(first.venues.length + 1);
    expect(graph.last()).toBe('relisted');
    state.venueChanges = () => null;
    state.version += 1;
    graph();
    expect(graph.last()).toBe('rebuilt');
  });
});
