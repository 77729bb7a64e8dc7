import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { SwapRoute } from '../../core/swapRouting';
import type { TableRowsParams } from '../../services/tableRows';
import { readRouteVenues, type ReadRows } from './venueState';

/** A route skeleton using the given venues (only the steps matter to the reader). */
function routeThrough(...steps: [string, string][]): SwapRoute {
  const step = ([exchange, venueId]: [string, string]) => ({ exchange, venueId }) as unknown as SwapRoute['paths'][number]['steps'][number];
  return { paths: [{ steps: steps.map(step), hops: [], input: makeAmount(1n, 8) }] } as unknown as SwapRoute;
}

function fakeChain(tables: Record<string, unknown[]>) {
  const calls: TableRowsParams[] = [];
  const read: ReadRows = vi.fn(async (params: TableRowsParams) => {
    calls.push(params);
    const rows = tables[`${params.code}/${params.scope}/${params.table}`] ?? [];
    return params.lower_bound === undefined ? rows : rows.filter((row) => String((row as { id: unknown }).id) === params.lower_bound);
  });
  return { read, calls };
}

describe('readRouteVenues', () => {
  it('reads each venue once, with numeric keys as i64 (not names)', async () => {
    const { read, calls } = fakeChain({
      'swap.box/swap.box/pairs': [{ id: 1 }, { id: 7 }],
      'swap.alcor/swap.alcor/pools': [{ id: 5 }],
      'swap.alcor/5/ticks': [{ id: -60 }, { id: 60 }],
    });
    const { venues, problems } = await readRouteVenues(read, routeThrough(['defibox', '7'], ['alcorv2', '5'], ['defibox', '7']));
    expect(problems).toEqual([]);
    expect(venues).toEqual([
      { kind: 'v2', exchange: 'defibox', id: '7', row: { id: 7 } },
      { kind: 'v3', id: '5', pool: { id: 5 }, ticks: [{ id: -60 }, { id: 60 }] },
    ]);
    expect(calls.filter((call) => call.table === 'pairs')).toHaveLength(1);
    expect(calls.every((call) => call.key_type === 'i64')).toBe(true);
    expect(calls[0]).toMatchObject({ lower_bound: '7', upper_bound: '7', limit: 1 });
  });

  it('finds code-keyed pairs by their code and reads both sides of a book', async () => {
    const { read } = fakeChain({
      'swap.taco/swap.taco/pairs': [{ id: 'AAAWAX' }, { id: 'TLMWAX' }],
      'alcordexmain/alcordexmain/markets': [{ id: 2 }],
      'alcordexmain/2/buyorder': [{ id: 1 }],
      'alcordexmain/2/sellorder': [{ id: 3 }, { id: 4 }],
    });
    const { venues } = await readRouteVenues(read, routeThrough(['taco', 'TLMWAX'], ['alcormarket', '2']));
    expect(venues).toEqual([
      { kind: 'v2', exchange: 'taco', id: 'TLMWAX', row: { id: 'TLMWAX' } },
      { kind: 'book', id: '2', market: { id: 2 }, buyOrders: [{ id: 1 }], sellOrders: [{ id: 3 }, { id: 4 }] },
    ]);
  });

  it('reports a venue it cannot find or read instead of failing the check', async () => {
    const { read } = fakeChain({});
    const { venues, problems } = await readRouteVenues(read, routeThrough(['adex', '9'], ['neftyblocks', 'ABC']));
    expect(venues).toEqual([]);
    expect(problems).toEqual(['adex:9: swap.adex pools has no row 9', 'neftyblocks:ABC: swap.nefty pairs has no pair ABC']);
  });
});
