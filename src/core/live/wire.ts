/**
 * The JSON shapes that cross the live socket (SPEC §7), as the server writes them. The market
 * worker never trusts them: `messages.ts` checks every one at the boundary.
 */
import { formatAsset } from '../amount';
import type { Candle } from '../candles/kline';
import type { BookTable, OrderRow } from '../orderbook/types';

/** A `buyorder`/`sellorder` row as chain JSON writes it (ids and uint128 as decimal text). */
export type WireOrderRow = {
  readonly id: string | number;
  readonly account: string;
  readonly bid: string;
  readonly ask: string;
  readonly unit_price: string | number;
  readonly timestamp: number;
};

/** `orderbooksDelta`: one row added, changed (present) or deleted (not present) on one side. */
export type WireOrderDelta = {
  readonly table: BookTable;
  readonly present: boolean;
  readonly value: WireOrderRow;
  /** Per market side, +1 on every delta of that side. */
  readonly seq: number;
  readonly market_id: number;
};

/** `orderbookSnapshot`: a whole side, taken when its last delta carried `seq` (0 before any). */
export type WireOrderbookSnapshot = {
  readonly market_id: number;
  readonly table: BookTable;
  readonly seq: number;
  readonly rows: readonly WireOrderRow[];
};

/** `marketMatch`: one fill of the order-book market (SPEC §3 "Trade tape entry"). */
export type WireMarketMatch = {
  readonly trx_id: string;
  readonly side: 'buy' | 'sell';
  readonly unit_price: string | number;
  readonly amount_ask: string | number;
  readonly amount_bid: string | number;
  readonly updated_at_time: string | number;
  readonly market_id: number;
};

/** `kline`: a candle update (same time as the newest) or insert (a new candle). */
export type WireKline = { readonly operation: 'update' | 'insert'; readonly row: Candle };

/** The wire form of a checked order row (ids and prices as decimal text, assets at their precision). */
export function encodeOrderRow(row: OrderRow): WireOrderRow {
  return {
    id: row.id.toString(),
    account: row.account,
    bid: formatAsset(row.bid.amount, row.bid.ticker),
    ask: formatAsset(row.ask.amount, row.ask.ticker),
    unit_price: row.unitPrice.toString(),
    timestamp: row.timestamp,
  };
}
