/** The live socket's snapshots, read from `alcordexmain`'s tables (best price first), in the wire form deltas use. */
import type { WireOrderRow } from '../../../src/core/live';
import type { BookTable } from '../../../src/core/orderbook';
import type { Chain } from '../../chain';
import { formatAsset } from '../../chain/core/asset';
import { orderTableOf, type OrderRow } from '../../contracts/orderbook/tables';
import type { BookSource } from './liveServer';

/** A book row as the socket sends it: ids and prices as decimal text, assets at their precision. */
export function wireOrderRow(row: OrderRow): WireOrderRow {
  return {
    id: row.id.toString(),
    account: row.account,
    bid: formatAsset(row.bid),
    ask: formatAsset(row.ask),
    unit_price: row.unit_price.toString(),
    timestamp: row.timestamp,
  };
}

/** Reads both sides of any market from the chain. */
export function chainBookSource(chain: Chain, contract = 'alcordexmain'): BookSource {
  return {
    getOrders(marketId: number, table: BookTable): WireOrderRow[] {
      const cursor = chain.table(contract, orderTableOf(table === 'buyorder' ? 'buy' : 'sell'), BigInt(marketId));
      return [...cursor.index('byprice').rows()].map(wireOrderRow);
    },
  };
}
