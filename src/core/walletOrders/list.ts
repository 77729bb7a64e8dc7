/** The open orders as the lists worker holds them (SPEC §9: open orders `time_desc`, 10 a page). */
import { toDisplayNumber } from '../amount';
import { defineListSchema, type ListColumns, type ListRow } from '../lists';
import type { WalletOpenOrder } from './orders';

export const ORDER_LIST_SCHEMA = defineListSchema({
  columns: {
    key: 'text',
    kind: 'text',
    pair: 'text',
    side: 'text',
    price: 'number',
    /** What the order still gives: exact units, precision and ticker; `amount` its figure to sort by. */
    bidUnits: 'units',
    bidPrecision: 'number',
    bidTicker: 'text',
    amount: 'number',
    askUnits: 'units',
    askPrecision: 'number',
    askTicker: 'text',
    time: 'number',
    account: 'text',
    tokens: 'text',
    bidContract: 'text',
    askContract: 'text',
  },
  key: 'key',
  search: ['tokens', 'pair'],
  bannedBy: ['bidContract', 'askContract'],
});

export type OrderListRow = ListRow<typeof ORDER_LIST_SCHEMA.columns>;

/** The orders as the lists worker's columns. */
export function orderListColumns(orders: readonly WalletOpenOrder[]): ListColumns<typeof ORDER_LIST_SCHEMA.columns> {
  return {
    key: orders.map((order) => order.key),
    kind: orders.map((order) => order.kind),
    pair: orders.map((order) => order.market),
    side: orders.map((order) => order.side),
    price: Float64Array.from(orders, (order) => order.price),
    bidUnits: BigInt64Array.from(orders, (order) => order.bid.amount.units),
    bidPrecision: Float64Array.from(orders, (order) => order.bid.precision),
    bidTicker: orders.map((order) => order.bid.ticker),
    amount: Float64Array.from(orders, (order) => toDisplayNumber(order.bid.amount)),
    askUnits: BigInt64Array.from(orders, (order) => order.ask.amount.units),
    askPrecision: Float64Array.from(orders, (order) => order.ask.precision),
    askTicker: orders.map((order) => order.ask.ticker),
    time: Float64Array.from(orders, (order) => order.time),
    account: orders.map((order) => order.account),
    tokens: orders.map((order) => `${order.bid.ticker} ${order.bid.contract} ${order.ask.ticker} ${order.ask.contract}`),
    bidContract: orders.map((order) => order.bid.contract),
    askContract: orders.map((order) => order.ask.contract),
  };
}
