/**
 * The wallet's open positions (SPEC §2 Wallet, §3 Pool position, Wallet open order): pool positions
 * — LP balances of v2 pools and `swap.alcor` positions — and open orders of every order-book market
 * and of the limit contract. Both lists are held by the lists worker for their tables; the
 * positions stay here too, for the summary and the calculator.
 */
import { signal } from '@preact/signals-react';
import type { TickState } from '../../core/v3';
import type { WalletBalance } from '../../core/walletBalances';
import {
  bookOpenOrder,
  limitOpenOrder,
  ORDER_LIST_SCHEMA,
  orderListColumns,
  type OrderMarket,
  type OrderToken,
  type WalletOpenOrder,
} from '../../core/walletOrders';
import {
  POSITION_LIST_SCHEMA,
  positionListColumns,
  readPositionRecord,
  v2Position,
  v2Withdrawal,
  v3Withdrawal,
  withdrawnLiquidity,
  type PoolPosition,
  type V2PoolSnapshot,
  type V3PositionRecord,
  type WithdrawalQuote,
} from '../../core/walletPositions';
import { tokenParam } from '../../core/domain';
import type { AccountRows } from '../../services/accountRows';
import type { V3PoolInfo } from '../../services/poolsService';
import type { ListsClient } from '../../../workers/lists.client';
import { readTicks, valueV3Positions, type PositionQuotes } from './positionMaths';

/** The named loader of the open-positions tab (SPEC §8 areas). */
export const POSITIONS_LOADER = 'wallet_positions';
export const POSITIONS_LIST = 'wallet-positions';
export const ORDERS_LIST = 'wallet-orders';

export interface OpenPositionsDeps {
  mappedRows(account: string): Promise<AccountRows>;
  poolTicks(poolIds: readonly number[]): Promise<Map<number, readonly unknown[]>>;
  readBalances(account: string): Promise<WalletBalance[]>;
  v2Pools(): Promise<readonly V2PoolSnapshot[]>;
  v3Pools(): Promise<readonly V3PoolInfo[]>;
  /** The order-book markets (for the tokens of each order's market). */
  markets(): Promise<readonly OrderMarket[]>;
  /** The limit contract's registered tokens by id. */
  limitTokens(): Promise<ReadonlyMap<number, OrderToken>>;
  quotes: PositionQuotes;
  lists: Pick<ListsClient, 'load'>;
  runFetch<T>(name: string, fetcher: () => Promise<T>): Promise<T>;
  warn(message: string, error: unknown): void;
}

/** What the tab shows; null lists until the first answer. */
export interface OpenPositionsState {
  readonly account: string | null;
  readonly positions: readonly PoolPosition[] | null;
  readonly orders: readonly WalletOpenOrder[] | null;
  /** Rows the service sent that could not be read (named in the console). */
  readonly skipped: number;
}

const EMPTY: OpenPositionsState = { account: null, positions: null, orders: null, skipped: 0 };

/** The open-positions store over the given IO (the app's instance is in instance.ts). */
export function createOpenPositionsStore(deps: OpenPositionsDeps) {
  const state = signal<OpenPositionsState>(EMPTY);
  const revision = signal(0);
  let v2ByKey = new Map<string, V2PoolSnapshot>();
  let v3ById = new Map<number, V3PoolInfo>();
  let generation = 0;
  let skipped = 0;

  function records(rows: readonly unknown[]): V3PositionRecord[] {
    return rows.flatMap((raw) => {
      try {
        return [readPositionRecord(raw)];
      } catch (error) {
        skipped++;
        deps.warn('Skipped a malformed position row', error);
        return [];
      }
    });
  }

  async function v3Positions(rows: readonly unknown[]): Promise<PoolPosition[]> {
    const found = records(rows);
    if (found.length === 0) return [];
    const poolIds = [...new Set(found.map((record) => record.poolId))];
    const [pools, tickRows] = await Promise.all([deps.v3Pools(), deps.poolTicks(poolIds)]);
    v3ById = new Map(pools.map((pool) => [pool.id, pool]));
    const ticks = new Map<number, TickState[]>([...tickRows].map(([id, raw]) => [id, readTicks(raw, deps.warn)]));
    return valueV3Positions(found, v3ById, ticks, deps.quotes, deps.warn);
  }

  async function v2Positions(account: string): Promise<PoolPosition[]> {
    const [balances, pools] = await Promise.all([deps.readBalances(account), deps.v2Pools()]);
    const byLpToken = new Map(pools.map((pool) => [tokenParam(pool.lpToken), pool]));
    v2ByKey = new Map(pools.map((pool) => [`${pool.src}:${pool.pairId}`, pool]));
    return balances.flatMap((balance) => {
      const pool = byLpToken.get(tokenParam(balance));
      if (pool === undefined || balance.amount.units <= 0n || balance.amount.units > pool.lpSupply) return [];
      return [v2Position(pool, account, balance.amount.units)];
    });
  }

  async function openOrders(rows: AccountRows): Promise<WalletOpenOrder[]> {
    const needsBook = rows.buyOrders.length + rows.sellOrders.length > 0;
    const [markets, tokens] = await Promise.all([
      needsBook ? deps.markets() : Promise.resolve([]),
      rows.limitOrders.length > 0 ? deps.limitTokens() : Promise.resolve(new Map<number, OrderToken>()),
    ]);
    const byId = new Map(markets.map((market) => [market.id, market]));
    const read = <T>(raw: readonly unknown[], parse: (row: unknown) => T | null): T[] =>
      raw.flatMap((row) => {
        const order = parse(row);
        if (order === null) skipped++;
        return order === null ? [] : [order];
      });
    return [
      ...read(rows.buyOrders, (row) => bookOpenOrder(row, 'buyorder', byId)),
      ...read(rows.sellOrders, (row) => bookOpenOrder(row, 'sellorder', byId)),
      ...read(rows.limitOrders, (row) => limitOpenOrder(row, tokens)),
    ];
  }

  async function fetchAll(account: string, run: number): Promise<void> {
    skipped = 0;
    const rows = await deps.mappedRows(account);
    const [v3, v2, orders] = await Promise.all([v3Positions(rows.positions), v2Positions(account), openOrders(rows)]);
    if (run !== generation) return;
    const positions = [...v2, ...v3];
    await Promise.all([
      deps.lists.load(POSITIONS_LIST, POSITION_LIST_SCHEMA, positionListColumns(positions)),
      deps.lists.load(ORDERS_LIST, ORDER_LIST_SCHEMA, orderListColumns(orders)),
    ]);
    if (run !== generation) return;
    state.value = { account, positions, orders, skipped };
    revision.value++;
  }

  /** Loads the account's positions and orders (the loader runs until the first answer; a reload keeps the tables). */
  async function load(account: string): Promise<void> {
    const run = ++generation;
    if (state.value.account !== account) state.value = { ...EMPTY, account };
    const first = state.value.positions === null;
    try {
      await (first ? deps.runFetch(POSITIONS_LOADER, () => fetchAll(account, run)) : fetchAll(account, run));
    } catch (error) {
      deps.warn(`Could not load the positions of ${account}`, error);
    }
  }

  /** What withdrawing `percent` of a position returns now (the calculator). */
  async function quoteWithdrawal(position: PoolPosition, percent: number): Promise<WithdrawalQuote> {
    if (position.srcType === 'pools') {
      const pool = v2ByKey.get(position.key);
      if (pool === undefined) throw new Error(`The ${position.pair} pool is no longer listed`);
      return v2Withdrawal(position, pool, percent);
    }
    const pool = v3ById.get(Number(position.poolId));
    if (pool === undefined || position.tickLower === null || position.tickUpper === null) throw new Error(`The ${position.pair} pool is no longer listed`);
    const liquidity = withdrawnLiquidity(position.liquidity, percent);
    const amounts = await deps.quotes.amountsForLiquidity(pool.sqrtPriceX64, position.tickLower, position.tickUpper, liquidity, false);
    return v3Withdrawal(position, liquidity, amounts);
  }

  return { state, revision, load, quoteWithdrawal };
}
