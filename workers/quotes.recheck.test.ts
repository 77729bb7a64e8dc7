import { describe, expect, it } from 'vitest';
import { formatAsset, makeAmount } from '../src/core/amount';
import { buildRouteGraph, findSwapRoutes, type SwapRoute } from '../src/core/swapRouting';
import { TLM, USDT, v3PoolState, WAX } from '../src/core/swapRouting/fixtures.testutil';
import { quotesApi } from './quotes.api';
import { recheckRoute } from './quotes.recheck';
import { levelsOf, venueFromRows, type VenueRows } from './quotes.venues';

/** nodeos's JSON of a 128-bit integer: 0x + 16 bytes little-endian. */
function hex128(value: bigint): string {
  const bytes = BigInt.asUintN(128, value).toString(16).padStart(32, '0').match(/../g) ?? [];
  return `0x${bytes.reverse().join('')}`;
}

const asset = (units: bigint, precision: number, ticker: string) => formatAsset(makeAmount(units, precision), ticker);
const ext = (units: bigint, token: typeof WAX) => ({ quantity: asset(units, token.precision, token.ticker), contract: token.contract });

/** Chain rows of a small world: WAX/TLM on Defibox and TacoSwap, USDT/WAX on Adex and Alcor v3, a WAX/TLM book. */
function worldRows(): VenueRows[] {
  const pool = v3PoolState(3000, 1_000n * 10n ** 4n, 20_000n * 10n ** 8n, 10n ** 12n);
  return [
    {
      kind: 'v2',
      exchange: 'defibox',
      id: '1',
      row: {
        id: 1,
        token0: { contract: 'eosio.token', symbol: '8,WAX' },
        token1: { contract: 'alien.worlds', symbol: '4,TLM' },
        reserve0: asset(100_000n * 10n ** 8n, 8, 'WAX'),
        reserve1: asset(2_000_000n * 10n ** 4n, 4, 'TLM'),
        liquidity_token: 1000,
        price0_last: 20,
        price1_last: 0.05,
        block_time_last: 0,
      },
    },
    {
      kind: 'v2',
      exchange: 'taco',
      id: 'TLMWAX',
      row: { id: 'TLMWAX', pool1: ext(1_000_000n * 10n ** 4n, TLM), pool2: ext(49_000n * 10n ** 8n, WAX), supply: '5000 TLMWAX' },
    },
    {
      kind: 'v2',
      exchange: 'adex',
      id: '3',
      row: { id: 3, code: 'ADEXA', base_token: ext(10_000n * 10n ** 4n, USDT), quote_token: ext(200_000n * 10n ** 8n, WAX), pool_fee: 20, platform_fee: 5 },
    },
    {
      kind: 'v3',
      id: '5',
      pool: {
        id: 5,
        active: 1,
        tokenA: ext(1_000n * 10n ** 4n, USDT),
        tokenB: ext(20_000n * 10n ** 8n, WAX),
        fee: 3000,
        feeProtocol: 0,
        tickSpacing: pool.tickSpacing,
        maxLiquidityPerTick: hex128(10n ** 30n),
        currSlot: { sqrtPriceX64: hex128(pool.sqrtPriceX64), tick: pool.tick, lastObservationTimestamp: 0, currentObservationNum: 1, maxObservationNum: 1 },
        feeGrowthGlobalAX64: hex128(0n),
        feeGrowthGlobalBX64: hex128(0n),
        protocolFeeA: '0.0000 USDT',
        protocolFeeB: '0.00000000 WAX',
        liquidity: hex128(pool.liquidity),
      },
      // Reversed on purpose: the rows arrive in key order, not tick order.
      ticks: [...pool.ticks].reverse().map((tick) => ({
        id: tick.index,
        liquidityGross: hex128(tick.liquidityGross),
        liquidityNet: hex128(tick.liquidityNet),
        feeGrowthOutsideAX64: hex128(0n),
        feeGrowthOutsideBX64: hex128(0n),
        tickCumulativeOutside: 0,
        secondsPerLiquidityOutsideX64: hex128(0n),
        secondsOutside: 0,
        initialized: 1,
      })),
    },
    {
      kind: 'book',
      id: '1',
      market: {
        id: 1,
        base_token: { sym: '8,WAX', contract: 'eosio.token' },
        quote_token: { sym: '4,TLM', contract: 'alien.worlds' },
        min_buy: '0.00000000 WAX',
        min_sell: '0.0000 TLM',
        frozen: 0,
        fee: 10,
      },
      buyOrders: [
        { id: 1, account: 'bob', bid: asset(4_900_000_000n, 8, 'WAX'), ask: asset(10_000_000n, 4, 'TLM'), unit_price: '4900000', timestamp: 0 },
        { id: 2, account: 'carol', bid: asset(2_450_000_000n, 8, 'WAX'), ask: asset(5_000_000n, 4, 'TLM'), unit_price: '4900000', timestamp: 0 },
      ],
      sellOrders: [
        { id: 4, account: 'dave', bid: asset(10_000_000n, 4, 'TLM'), ask: asset(5_100_000_000n, 8, 'WAX'), unit_price: hex128(5_100_000n), timestamp: 0 },
      ],
    },
  ];
}

function bestRoute(rows: readonly VenueRows[], tokenIn = WAX, tokenOut = TLM, units = 5_000n * 10n ** 8n): SwapRoute {
  const graph = buildRouteGraph(rows.map(venueFromRows));
  const result = findSwapRoutes(graph, { tokenIn, tokenOut, amountIn: makeAmount(units, tokenIn.precision), slippage: 50, splitMaxRoutes: 4 });
  if (!result.ok) throw new Error(result.message);
  return result.routes[0] as SwapRoute;
}

describe('venueFromRows', () => {
  it('reads each table layout into a venue that quotes like the state it describes', () => {
    const venues = worldRows().map(venueFromRows);
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
      venueFromRows({
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
      venueFromRows({ kind: 'v2', exchange: 'neftyblocks', id: 'AB', row: { code: 'AB', active: 0, reserve0: ext(1n, WAX), reserve1: ext(1n, TLM) } }),
    ).toThrow('the pair is not active');
    const book = worldRows()[4] as Extract<VenueRows, { kind: 'book' }>;
    expect(() => venueFromRows({ ...book, market: { ...(book.market as object), frozen: 1 } })).toThrow('the market is frozen');
    expect(() => venueFromRows({ kind: 'v2', exchange: 'taco', id: 'X', row: { pool1: 'nope' } })).toThrow(/pool1/);
  });
});

describe('recheckRoute', () => {
  it('confirms a split route over unchanged state to the unit', () => {
    const rows = worldRows();
    const route = bestRoute(rows);
    expect(route.paths.length).toBeGreaterThan(1);
    const check = recheckRoute(route, rows);
    expect(check.status).toBe('ok');
    expect(check.simulated?.units).toBe(route.amount_received.units);
    expect(check.shortfallBps).toBe(0);
    expect(check.paths.map((path) => path.simulatedOut)).toEqual(route.paths.map((path) => path.output.units));
  });

  it('chains multi-hop legs: a USDT → TLM route through WAX is simulated hop by hop', () => {
    const rows = worldRows();
    const route = bestRoute(rows, USDT, TLM, 100n * 10n ** 4n);
    expect(route.paths.some((path) => path.steps.length === 2)).toBe(true);
    const check = recheckRoute(route, rows);
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
    const check = recheckRoute(route, moved);
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
    const check = recheckRoute(route, drained);
    expect(check.status).toBe('fails');
    expect(check.paths.some((path) => path.simulatedOut !== null && path.simulatedOut < path.minimumReceived)).toBe(true);
  });

  it('is "unverified" (never "ok") when a venue\'s state is missing or unreadable', () => {
    const rows = worldRows();
    const route = bestRoute(rows);
    const used = route.paths[0]!.steps[0]!;
    const missing = rows.filter((item) => !(item.id === used.venueId));
    const check = recheckRoute(route, missing);
    expect(check.status).toBe('unverified');
    expect(check.problems.join()).toContain(`${used.exchange}:${used.venueId}`);
  });

  it('runs through the quotes API, plain data in and out', async () => {
    const rows = worldRows();
    const route = bestRoute(rows);
    const check = await quotesApi.recheckRoute(structuredClone(route), structuredClone(rows));
    expect(check.status).toBe('ok');
    expect(structuredClone(check)).toEqual(check);
  });
});
