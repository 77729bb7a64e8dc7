/** Chain rows of a small venue world and routes over it, for the quotes worker's tests (test-only). */
import { formatAsset, makeAmount } from '../src/core/amount';
import { buildRouteGraph, findSwapRoutes, type SwapRoute } from '../src/core/swapRouting';
import { TLM, USDT, v3PoolState, WAX } from '../src/core/swapRouting/fixtures.testutil';
import * as reference from '../src/core/v3';
import { venueFromRows, type VenueRows } from './quotes.venues';

export { TLM, USDT, WAX };

/** A venue quoted by the bigint reference, as the swap service quotes it when it finds routes. */
export const referenceVenue = (rows: VenueRows) => venueFromRows(rows, reference);

/** nodeos's JSON of a 128-bit integer: 0x + 16 bytes little-endian. */
export function hex128(value: bigint): string {
  const bytes = BigInt.asUintN(128, value).toString(16).padStart(32, '0').match(/../g) ?? [];
  return `0x${bytes.reverse().join('')}`;
}

export const asset = (units: bigint, precision: number, ticker: string) => formatAsset(makeAmount(units, precision), ticker);
export const ext = (units: bigint, token: typeof WAX) => ({ quantity: asset(units, token.precision, token.ticker), contract: token.contract });

/** Chain rows of a small world: WAX/TLM on Defibox and TacoSwap, USDT/WAX on Adex and Alcor v3, a WAX/TLM book. */
export function worldRows(): VenueRows[] {
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

export function bestRoute(rows: readonly VenueRows[], tokenIn = WAX, tokenOut = TLM, units = 5_000n * 10n ** 8n): SwapRoute {
  const graph = buildRouteGraph(rows.map(referenceVenue));
  const result = findSwapRoutes(graph, { tokenIn, tokenOut, amountIn: makeAmount(units, tokenIn.precision), slippage: 50, splitMaxRoutes: 4 });
  if (!result.ok) throw new Error(result.message);
  return result.routes[0] as SwapRoute;
}
