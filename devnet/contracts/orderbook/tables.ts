/** `alcordexmain` tables as plain values: markets (scope = contract), buyorder / sellorder (scope = market id). */
import { byPriceKey, type BookSide } from '../../../src/core/actions/orderbook';
import type { AssetValue, SymbolValue } from '../../chain/core/asset';
import { nameToU64 } from '../../chain/core/name';
import { defineTable, type TableDef } from '../../chain/exec/framework';

/** A token: symbol and issuing contract. */
export interface ExtendedSymbol {
  readonly sym: SymbolValue;
  readonly contract: string;
}

/** `markets` row: base is the price token (8,WAX), quote the traded one; fee in basis points. */
export interface MarketRow {
  readonly id: bigint;
  readonly base_token: ExtendedSymbol;
  readonly quote_token: ExtendedSymbol;
  readonly min_buy: AssetValue;
  readonly min_sell: AssetValue;
  readonly frozen: number;
  readonly fee: number;
}

/** `buyorder` / `sellorder` row: what it still gives (bid) and wants (ask), unit_price, unix seconds. */
export interface OrderRow {
  readonly id: bigint;
  readonly account: string;
  readonly bid: AssetValue;
  readonly ask: AssetValue;
  readonly unit_price: bigint;
  readonly timestamp: number;
}

/** `sequences` row: the next order id of a market, so ids are never reused. */
export interface SequenceRow {
  readonly market_id: bigint;
  readonly next_order_id: bigint;
}

export const marketsTable = defineTable<MarketRow>({ name: 'markets', type: 'market', primaryKey: (row) => row.id });
export const sequencesTable = defineTable<SequenceRow>({ name: 'sequences', type: 'sequence', primaryKey: (row) => row.market_id });

function orderTable(side: BookSide): TableDef<OrderRow> {
  return defineTable<OrderRow>({
    name: side === 'buy' ? 'buyorder' : 'sellorder',
    type: 'order',
    primaryKey: (row) => row.id,
    indexes: [
      { name: 'byprice', kind: 'i128', key: (row) => byPriceKey(side, row.unit_price, row.id) },
      { name: 'byaccount', kind: 'i64', key: (row) => nameToU64(row.account) },
    ],
  });
}

export const buyOrderTable = orderTable('buy');
export const sellOrderTable = orderTable('sell');

/** The table of a side. */
export function orderTableOf(side: BookSide): TableDef<OrderRow> {
  return side === 'buy' ? buyOrderTable : sellOrderTable;
}
