/** swap.alcor's pools and ticks and alcordexmain's markets and books (devnet/CONTRACTS.md) as world values. */
import type { TickState } from '../../../src/core/v3';
import type { Chain } from '../../chain/index';
import type { SymbolValue } from '../../chain/core/asset';
import { poolsTable, ticksTable } from '../../contracts/alcorv3/tables';
import { buyOrderTable, marketsTable, sellOrderTable } from '../../contracts/orderbook/tables';
import type { TokenRef } from '../indexer/types';
import type { WorldMarket, WorldOrder, WorldV3Pool } from './types';

/** The concentrated-pool contract and the order-book contract (devnet facts). */
export const ALCOR_POOLS = 'swap.alcor';
export const ALCOR_BOOKS = 'alcordexmain';

const ref = (contract: string, symbol: SymbolValue): TokenRef => ({ contract, code: symbol.code, precision: symbol.precision });

/** Every concentrated pool. */
export function readV3Pools(chain: Chain): WorldV3Pool[] {
  return [...chain.table(ALCOR_POOLS, poolsTable, ALCOR_POOLS).rows()].map((row) => ({
    id: Number(row.id),
    active: row.active,
    tokenA: ref(row.tokenA.contract, row.tokenA.quantity.symbol),
    tokenB: ref(row.tokenB.contract, row.tokenB.quantity.symbol),
    reserveA: row.tokenA.quantity.amount,
    reserveB: row.tokenB.quantity.amount,
    fee: row.fee,
    feeProtocol: row.feeProtocol,
    tickSpacing: row.tickSpacing,
    maxLiquidityPerTick: row.maxLiquidityPerTick,
    sqrtPriceX64: row.currSlot.sqrtPriceX64,
    tick: row.currSlot.tick,
    lastObservationTimestamp: row.currSlot.lastObservationTimestamp,
    currentObservationNum: row.currSlot.currentObservationNum,
    maxObservationNum: row.currSlot.maxObservationNum,
    feeGrowthGlobalAX64: row.feeGrowthGlobalAX64,
    feeGrowthGlobalBX64: row.feeGrowthGlobalBX64,
    protocolFeeA: row.protocolFeeA.amount,
    protocolFeeB: row.protocolFeeB.amount,
    liquidity: row.liquidity,
  }));
}

/** A pool's initialized ticks, ascending (the table keys negative ticks after positive ones). */
export function readV3Ticks(chain: Chain, poolId: number): TickState[] {
  const ticks = [...chain.table(ALCOR_POOLS, ticksTable, BigInt(poolId)).rows()].map((row) => ({
    index: row.id,
    liquidityNet: row.liquidityNet,
    liquidityGross: row.liquidityGross,
    feeGrowthOutsideAX64: row.feeGrowthOutsideAX64,
    feeGrowthOutsideBX64: row.feeGrowthOutsideBX64,
  }));
  return ticks.sort((a, b) => a.index - b.index);
}

/** Every market. */
export function readMarkets(chain: Chain): WorldMarket[] {
  return [...chain.table(ALCOR_BOOKS, marketsTable, ALCOR_BOOKS).rows()].map((row) => ({
    id: Number(row.id),
    base: ref(row.base_token.contract, row.base_token.sym),
    quote: ref(row.quote_token.contract, row.quote_token.sym),
    minBuy: row.min_buy.amount,
    minSell: row.min_sell.amount,
    frozen: row.frozen !== 0,
    feeBps: row.fee,
  }));
}

/** One side of a market's book, best first: the `byprice` index runs best price, then oldest, on both sides. */
export function readOrders(chain: Chain, marketId: number, side: 'buy' | 'sell'): WorldOrder[] {
  const table = side === 'buy' ? buyOrderTable : sellOrderTable;
  return [...chain.table(ALCOR_BOOKS, table, BigInt(marketId)).index('byprice').rows()].map((row) => ({
    id: row.id.toString(),
    account: row.account,
    bid: row.bid.amount,
    ask: row.ask.amount,
    unitPrice: row.unit_price,
    timestamp: row.timestamp,
  }));
}
