/**
 * An in-memory WorldReader for API and light-API tests and the bench (test-only): a handful of
 * pools, a concentrated pool, a market with a book, token stats and accounts, all mutable.
 */
import { v3PoolState } from '../../../src/core/swapRouting/fixtures.testutil';
import type { TickState } from '../../../src/core/v3';
import type { TokenRef } from '../indexer/types';
import type { TokenStat, VenueChanges, WorldAccount, WorldMarket, WorldOrder, WorldReader, WorldV2Pool, WorldV3Pool } from './types';

export const WAX: TokenRef = { contract: 'eosio.token', code: 'WAX', precision: 8 };
export const TLM: TokenRef = { contract: 'alien.worlds', code: 'TLM', precision: 4 };
export const USDT: TokenRef = { contract: 'usdt.alcor', code: 'USDT', precision: 4 };
export const NEFTY: TokenRef = { contract: 'token.nefty', code: 'NEFTY', precision: 8 };

/** The fake's mutable state. */
export interface FakeWorldState {
  v2: WorldV2Pool[];
  v3: { pool: WorldV3Pool; ticks: TickState[] }[];
  markets: { market: WorldMarket; buy: WorldOrder[]; sell: WorldOrder[] }[];
  stats: Map<string, TokenStat>;
  accounts: Map<string, WorldAccount>;
  /** `contract:code:owner` → units. */
  balances: Map<string, bigint>;
  waxUsd: number;
  version: number;
  /** What venueChanges answers (default: unknown, so views rebuild at every version). */
  venueChanges?: (since: number) => VenueChanges | null;
}

/** A concentrated pool at `amountB / amountA` (units) with one full-range position. */
export function fakeV3Pool(
  id: number,
  tokenA: TokenRef,
  tokenB: TokenRef,
  amountA: bigint,
  amountB: bigint,
  liquidity: bigint,
): { pool: WorldV3Pool; ticks: TickState[] } {
  const state = v3PoolState(3000, amountA, amountB, liquidity);
  const pool: WorldV3Pool = {
    id,
    active: true,
    tokenA,
    tokenB,
    reserveA: amountA,
    reserveB: amountB,
    fee: 3000,
    feeProtocol: 0,
    tickSpacing: state.tickSpacing,
    maxLiquidityPerTick: 10n ** 30n,
    sqrtPriceX64: state.sqrtPriceX64,
    tick: state.tick,
    lastObservationTimestamp: 0,
    currentObservationNum: 1,
    maxObservationNum: 1,
    feeGrowthGlobalAX64: 0n,
    feeGrowthGlobalBX64: 0n,
    protocolFeeA: 0n,
    protocolFeeB: 0n,
    liquidity: state.liquidity,
  };
  return { pool, ticks: [...state.ticks] };
}

/** An order at `price` WAX per TLM for `tlm` TLM (base WAX 8 decimals, quote TLM 4). */
export function tlmOrder(id: number, account: string, side: 'buy' | 'sell', price: number, tlm: number): WorldOrder {
  const quote = BigInt(Math.round(tlm * 1e4));
  const base = BigInt(Math.round(tlm * price * 1e8));
  return {
    id: String(id),
    account,
    bid: side === 'buy' ? base : quote,
    ask: side === 'buy' ? quote : base,
    unitPrice: BigInt(Math.round(price * 1e8)),
    timestamp: 1_767_225_600,
  };
}

/** The default fake state: TLM at 0.05 WAX, USDT at 20 WAX. */
export function fakeWorldState(): FakeWorldState {
  const lp = (code: string, supply: bigint) => ({ contract: 'lptoken.box', code, precision: 0, supply });
  return {
    v2: [
      {
        src: 'defibox',
        id: '1',
        token0: WAX,
        token1: TLM,
        reserve0: 100_000n * 10n ** 8n,
        reserve1: 2_000_000n * 10n ** 4n,
        feeBps: 30,
        platformFeeBps: 0,
        lpToken: lp('BOXA', 1_000_000n),
      },
      {
        src: 'taco',
        id: 'TLMWAX',
        token0: TLM,
        token1: WAX,
        reserve0: 1_000_000n * 10n ** 4n,
        reserve1: 50_000n * 10n ** 8n,
        feeBps: 30,
        platformFeeBps: 0,
        lpToken: { contract: 'swap.taco', code: 'TLMWAX', precision: 0, supply: 5000n },
      },
      {
        src: 'adex',
        id: '3',
        token0: USDT,
        token1: WAX,
        reserve0: 10_000n * 10n ** 4n,
        reserve1: 200_000n * 10n ** 8n,
        feeBps: 25,
        platformFeeBps: 5,
        lpToken: null,
      },
      { src: 'defibox', id: '4', token0: NEFTY, token1: USDT, reserve0: 0n, reserve1: 0n, feeBps: 30, platformFeeBps: 0, lpToken: lp('BOXD', 0n) },
    ],
    v3: [fakeV3Pool(5, USDT, WAX, 1_000n * 10n ** 4n, 20_000n * 10n ** 8n, 10n ** 12n)],
    markets: [
      {
        market: { id: 1, base: WAX, quote: TLM, minBuy: 0n, minSell: 0n, frozen: false, feeBps: 10 },
        buy: [tlmOrder(1, 'bob', 'buy', 0.049, 1000), tlmOrder(2, 'carol', 'buy', 0.049, 500), tlmOrder(3, 'bob', 'buy', 0.048, 2000)],
        sell: [tlmOrder(4, 'dave', 'sell', 0.051, 1000), tlmOrder(5, 'erin', 'sell', 0.052, 3000)],
      },
    ],
    stats: new Map([
      ['alien.worlds:TLM', { supply: 2_500_000_000n * 10n ** 4n, maxSupply: 10_000_000_000n * 10n ** 4n, issuer: 'alien.worlds' }],
      ['eosio.token:WAX', { supply: 3_800_000_000n * 10n ** 8n, maxSupply: (1n << 62n) - 1n, issuer: 'eosio' }],
    ]),
    accounts: new Map([
      [
        'alice',
        {
          resources: { cpu_weight: '5000.00000000 WAX', net_weight: '1000.00000000 WAX', ram_bytes: '13940' },
          permissions: [{ perm_name: 'active', parent: 'owner', required_auth: { threshold: 1, keys: [], accounts: [], waits: [] } }],
          delegated_to: [{ account_name: 'bob', cpu_weight: '10.00000000 WAX', net_weight: '0.00000000 WAX' }],
          delegated_from: [],
        },
      ],
    ]),
    balances: new Map(),
    waxUsd: 0.05,
    version: 1,
  };
}

/** An order as nodeos JSON shows it (no bigints). */
const orderRow = (order: WorldOrder) => ({
  id: order.id,
  account: order.account,
  bid: order.bid.toString(),
  ask: order.ask.toString(),
  unit_price: order.unitPrice.toString(),
  timestamp: order.timestamp,
});

/** A WorldReader over a fake state (mutate the state and bump `version` to simulate a transaction). */
export function fakeWorld(state: FakeWorldState = fakeWorldState()): WorldReader & { state: FakeWorldState } {
  const book = (marketId: number) => state.markets.find((m) => m.market.id === marketId);
  return {
    state,
    version: () => state.version,
    venueChanges: (since) => state.venueChanges?.(since) ?? null,
    head: () => ({ blockNum: 1000, blockTime: Date.UTC(2026, 0, 5), blockId: '00'.repeat(32) }),
    v2Pools: () => state.v2,
    v3Pools: () => state.v3.map((entry) => entry.pool),
    v3Ticks: (poolId) => state.v3.find((entry) => entry.pool.id === poolId)?.ticks ?? [],
    markets: () => state.markets.map((entry) => entry.market),
    orders: (marketId, side) => book(marketId)?.[side] ?? [],
    tokenStat: (contract, code) => state.stats.get(`${contract}:${code}`) ?? null,
    tokenBalance: (contract, owner, code) => state.balances.get(`${contract}:${code}:${owner}`) ?? null,
    waxUsd: () => state.waxUsd,
    scopedTables: () => ({ 'swap.alcor': ['ticks'], alcordexmain: ['buyorder', 'sellorder'] }),
    mappedTables: () => ({ alcordexmain: ['buyorder', 'sellorder'] }),
    scopedRows: (code, scope): Record<string, unknown[]> | null => {
      if (code === 'swap.alcor')
        return {
          ticks: (state.v3.find((entry) => String(entry.pool.id) === scope)?.ticks ?? []).map((t) => ({
            id: t.index,
            liquidityNet: t.liquidityNet.toString(),
          })),
        };
      if (code === 'alcordexmain')
        return { buyorder: (book(Number(scope))?.buy ?? []).map(orderRow), sellorder: (book(Number(scope))?.sell ?? []).map(orderRow) };
      return null;
    },
    accountRows: (account, code, table): Record<string, Record<string, unknown[]>> => {
      if (code !== undefined && code !== 'alcordexmain') return {};
      const rows = (side: 'buy' | 'sell') =>
        state.markets.flatMap((m) => m[side].filter((o) => o.account === account).map((o) => ({ ...orderRow(o), scope: String(m.market.id) })));
      const tables = { buyorder: rows('buy'), sellorder: rows('sell') };
      return { alcordexmain: table === undefined ? tables : { [table]: tables[table as 'buyorder' | 'sellorder'] ?? [] } };
    },
    account: async (name) => state.accounts.get(name) ?? null,
  };
}
