import { describe, expect, it } from 'vitest';
import { makeBookVenue } from './bookVenue';
import { TLM, USDT, v2, v3, WAX } from './fixtures.testutil';
import { buildRouteGraph, venueAllowed } from './graph';

const pool = v2('1', 'defibox', TLM, WAX, 1_000n, 1_000n);
const concentrated = v3('2', WAX, USDT, 3000, 100_000_000n, 500n, 10n ** 10n);
const book = makeBookVenue({ id: '3', base: WAX, quote: TLM, bids: [], asks: [], takerFeeBps: 0 });

describe('buildRouteGraph', () => {
  it('adds each venue as an edge both ways', () => {
    const graph = buildRouteGraph([pool, concentrated]);
    expect(graph.edges.map((edge) => [edge.index, edge.venueIndex, edge.zeroForOne, edge.tokenIn.ticker])).toEqual([
      [0, 0, true, 'TLM'],
      [1, 0, false, 'WAX'],
      [2, 1, true, 'WAX'],
      [3, 1, false, 'USDT'],
    ]);
    expect([...graph.tokens.keys()]).toEqual(['TLM_alien.worlds', 'WAX_eosio.token', 'USDT_usdt.alcor']);
    expect(
      graph.adjacency
        .get('WAX_eosio.token')
        ?.get('USDT_usdt.alcor')
        ?.map((edge) => edge.index),
    ).toEqual([2]);
  });

  it('refuses the same venue twice and a token with two precisions', () => {
    expect(() => buildRouteGraph([pool, v2('1', 'defibox', TLM, USDT, 1n, 1n)])).toThrow(/1@d is listed twice/);
    expect(() => buildRouteGraph([pool, v2('2', 'defibox', { ...TLM, precision: 8 }, USDT, 1n, 1n)])).toThrow(/precisions 4 and 8/);
  });
});

describe('venueAllowed', () => {
  it('allows everything when both lists are empty, else what both lists allow', () => {
    const allowed = (exchanges: Parameters<typeof venueAllowed>[0]['exchanges'], types: Parameters<typeof venueAllowed>[0]['types']) =>
      [pool, concentrated, book].filter(venueAllowed({ exchanges, types })).map((venue) => venue.id);
    expect(allowed([], [])).toEqual(['1', '2', '3']);
    expect(allowed(['alcorv2', 'alcormarket'], [])).toEqual(['2', '3']);
    expect(allowed([], ['pools', 'markets'])).toEqual(['1', '3']);
    expect(allowed(['alcorv2', 'alcormarket'], ['markets'])).toEqual(['3']);
  });
});
