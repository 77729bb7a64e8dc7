import { describe, expect, it } from 'vitest';
import { loadV3Wasm, type V3Wasm } from '../wasm/v3';
import { createQuotesApi, quotesApi } from './quotes.api';
import { recheckRoute } from './quotes.recheck';
import { asset, bestRoute, ext, referenceVenue, TLM, USDT, WAX, worldRows } from './quotes.testutil';
import { levelsOf, type VenueRows } from './quotes.venues';

/** The route re-check's engine, as in the quotes worker; routes are found over the bigint reference, as the swap service does. */
const wasm = await loadV3Wasm();

describe('venueFromRows', () => {
  it('reads each table layout into a venue that quotes like the state it describes', () => {
    const venues = worldRows().map(referenceVenue);
    expect(venues.map((venue) => `${venue.exchange}:${venue.id}:${venue.type}`)).toEqual([
      'defibox:1:pools',
      'taco:TLMWAX:pools',
      'adex:3:pools',
      'alcorv2:5:poolsv3',
      'alcormarket:1:markets',
    ]);
    // Defibox WAX/TLM 100k/2M at 0.3 %: 1 WAX buys 19.9398 TLM (x·9970·R1 / (R0·10000 + x·9970), rounded down).
    expect(venues[0]?.quoteExactIn(WAX, 10n ** 8n)).toBe(199_398n);
    // Adex's platform fee is charged on top of its pool fee.
    expect(venues[2]?.fee).toEqual({ numerator: 25n, denominator: 10_000n });
    expect(venues[2]?.platformFee).toEqual({ numerator: 5n, denominator: 10_000n });
  });

  it('aggregates book orders per price, best first on each side', () => {
    const rows = worldRows()[4] as Extract<VenueRows, { kind: 'book' }>;
    expect(levelsOf(rows.buyOrders, 'bids')).toEqual([{ unitPrice: 4_900_000n, bid: 7_350_000_000n, ask: 15_000_000n }]);
    const asks = levelsOf([...rows.sellOrders, { id: 9, account: 'x', bid: '1.0000 TLM', ask: '0.06000000 WAX', unit_price: '6000000', timestamp: 0 }], 'asks');
    expect(asks.map((level) => level.unitPrice)).toEqual([5_100_000n, 6_000_000n]);
  });

  it('refuses malformed or unusable rows, naming the field', () => {
    expect(() =>
      referenceVenue({
        kind: 'v2',
        exchange: 'defibox',
        id: '1',
        row: {
          token0: { contract: 'eosio.token', symbol: '8,WAX' },
          token1: { contract: 'alien.worlds', symbol: '4,TLM' },
          reserve0: '1.0000 WAX',
          reserve1: '1.0000 TLM',
        },
      }),
    ).toThrow(/does not match its symbol/);
    expect(() =>
      referenceVenue({ kind: 'v2', exchange: 'neftyblocks', id: 'AB', row: { code: 'AB', active: 0, reserve0: ext(1n, WAX), reserve1: ext(1n, TLM) } }),
    ).toThrow('the pair is not active');
    const book = worldRows()[4] as Extract<VenueRows, { kind: 'book' }>;
    expect(() => referenceVenue({ ...book, market: { ...(book.market as object), frozen: 1 } })).toThrow('the market is frozen');
    expect(() => referenceVenue({ kind: 'v2', exchange: 'taco', id: 'X', row: { pool1: 'nope' } })).toThrow(/pool1/);
  });
});

describe('recheckRoute', () => {
  it('confirms a split route over unchanged state to the unit', () => {
    const rows = worldRows();
    const route = bestRoute(rows);
    expect(route.paths.length).toBeGreaterThan(1);
    const check = recheckRoute(route, rows, wasm);
    expect(check.status).toBe('ok');
    expect(check.simulated?.units).toBe(route.amount_received.units);
    expect(check.shortfallBps).toBe(0);
    expect(check.paths.map((path) => path.simulatedOut)).toEqual(route.paths.map((path) => path.output.units));
  });

  it('chains multi-hop legs: a USDT → TLM route through WAX is simulated hop by hop', () => {
    const rows = worldRows();
    const route = bestRoute(rows, USDT, TLM, 100n * 10n ** 4n);
    expect(route.paths.some((path) => path.steps.length === 2)).toBe(true);
    const check = recheckRoute(route, rows, wasm);
    expect(check.status).toBe('ok');
    for (const path of check.paths) expect(path.legs.slice(1).map((leg) => leg.input)).toEqual(path.legs.slice(0, -1).map((leg) => leg.simulatedOut));
  });

  it('says "worse", with the shortfall, when a pool moved against the trade but minimums still hold', () => {
    const rows = worldRows();
    const route = bestRoute(rows);
    const moved = rows.map((item) =>
      item.kind === 'v2' && item.exchange === 'defibox'
        ? { ...item, row: { ...(item.row as object), reserve1: asset(1_995_000n * 10n ** 4n, 4, 'TLM') } }
        : item,
    );
    const check = recheckRoute(route, moved, wasm);
    expect(check.status).toBe('worse');
    expect(check.simulated!.units).toBeLessThan(route.amount_received.units);
    expect(check.shortfallBps).toBeGreaterThan(0);
    expect(check.shortfallBps).toBeLessThan(50);
  });

  it('says "fails" when a split would fall below its minimum', () => {
    const rows = worldRows();
    const route = bestRoute(rows);
    const drained = rows.map((item) =>
      item.kind === 'v2'
        ? { ...item, row: item.exchange === 'defibox' ? { ...(item.row as object), reserve1: asset(1_000_000n * 10n ** 4n, 4, 'TLM') } : item.row }
        : item,
    );
    const check = recheckRoute(route, drained, wasm);
    expect(check.status).toBe('fails');
    expect(check.paths.some((path) => path.simulatedOut !== null && path.simulatedOut < path.minimumReceived)).toBe(true);
  });

  it('is "unverified" (never "ok") when a venue\'s state is missing or unreadable', () => {
    const rows = worldRows();
    const route = bestRoute(rows);
    const used = route.paths[0]!.steps[0]!;
    const missing = rows.filter((item) => !(item.id === used.venueId));
    const check = recheckRoute(route, missing, wasm);
    expect(check.status).toBe('unverified');
    expect(check.problems.join()).toContain(`${used.exchange}:${used.venueId}`);
  });

  it("quotes its v3 legs on the quotes API's engine, to the unit of the reference the route was found on", async () => {
    const rows = worldRows();
    const route = bestRoute(rows, USDT, TLM, 100n * 10n ** 4n);
    const v3Legs = route.paths.flatMap((path) => path.steps).filter((step) => step.exchange === 'alcorv2');
    expect(v3Legs.length).toBeGreaterThan(0);
    const pools: bigint[] = [];
    const watched: V3Wasm = {
      ...wasm,
      quoteExactIn(pool, zeroForOne, amountIn, limit) {
        pools.push(pool.sqrtPriceX64);
        return wasm.quoteExactIn(pool, zeroForOne, amountIn, limit);
      },
    };
    const check = await createQuotesApi(async () => watched).recheckRoute(route, rows);
    expect(check.status).toBe('ok');
    expect(pools).toHaveLength(v3Legs.length);
    const legs = check.paths.flatMap((path) => path.legs);
    for (const step of v3Legs) {
      const leg = legs.find((item) => item.hop === step.hop);
      expect(leg?.simulatedOut).toBe(step.output.units);
    }
  });

  it('runs through the quotes API, plain data in and out', async () => {
    const rows = worldRows();
    const route = bestRoute(rows);
    const check = await quotesApi.recheckRoute(structuredClone(route), structuredClone(rows));
    expect(check.status).toBe('ok');
    expect(structuredClone(check)).toEqual(check);
  });
});
