/**
 * The order books held in memory: a side is read from its table once, on first use, then kept
 * current from `alcordexmain`'s `logorder` actions — each carries the order row after a change, or its
 * removal, like a table delta — so a busy book costs its changes rather than a full read per
 * transaction. Order is the table's `byprice` index: best price, then order id. Applying a delta
 * twice is harmless (an upsert or a removal by id), so a side read while a transaction's deltas are
 * still on their way ends in the table's state. Deltas wait for the side's next read (the bots change
 * books far more often than anything reads them); a side whose waiting deltas outgrow MAX_PENDING is
 * dropped and read again instead.
 */
import { byPriceKey, type BookSide } from '../../../src/core/actions/orderbook';
import type { ExecutedTransaction } from '../../chain';
import type { OrderRow } from '../../contracts/orderbook/tables';
import { ALCOR_BOOKS } from './bookTables';
import type { WorldOrder } from './types';

interface Side {
  /** Best first; replaced rather than changed once handed out. */
  orders: WorldOrder[];
  handedOut: boolean;
  /** The index key of each order, in the same order. */
  readonly keys: bigint[];
  /** Order id → its index key. */
  readonly ids: Map<string, bigint>;
  /** Deltas not applied yet, oldest first. */
  readonly pending: { readonly present: boolean; readonly row: OrderRow }[];
}

/** Deltas a side holds back before it is dropped: reading it again is cheaper than applying that many. */
const MAX_PENDING = 256;

/** The logorder action's data. */
interface LogOrder {
  readonly market_id: bigint | number;
  readonly table: string;
  readonly present: boolean;
  readonly order: OrderRow;
}

/** Books kept in memory. */
export interface BookMirror {
  /** One side now, best first (the array stays as handed out: a later change makes a new one). */
  orders(marketId: number, side: BookSide): readonly WorldOrder[];
  /** Applies a transaction's order changes. */
  apply(tx: ExecutedTransaction): void;
  /** Forgets every side (each is read again on next use). */
  clear(): void;
}

const worldOrder = (row: OrderRow): WorldOrder => ({
  id: row.id.toString(),
  account: row.account,
  bid: row.bid.amount,
  ask: row.ask.amount,
  unitPrice: row.unit_price,
  timestamp: row.timestamp,
});

/** First position whose key is not below `key`. */
function lowerBound(keys: readonly bigint[], key: bigint): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A mirror that reads a side with `read` the first time it is asked for. */
export function createBookMirror(read: (marketId: number, side: BookSide) => WorldOrder[]): BookMirror {
  const sides = new Map<string, Side>();
  const keyOf = (side: BookSide, order: WorldOrder) => byPriceKey(side, order.unitPrice, BigInt(order.id));
  const remove = (held: Side, key: bigint) => {
    const at = lowerBound(held.keys, key);
    held.orders.splice(at, 1);
    held.keys.splice(at, 1);
  };
  const change = (held: Side, side: BookSide, present: boolean, row: OrderRow) => {
    const order = worldOrder(row);
    const key = keyOf(side, order);
    // The order as it was goes first (a fill keeps its price, so usually its place too).
    const old = held.ids.get(order.id);
    if (old !== undefined) remove(held, old);
    held.ids.delete(order.id);
    if (!present) return;
    const at = lowerBound(held.keys, key);
    held.orders.splice(at, 0, order);
    held.keys.splice(at, 0, key);
    held.ids.set(order.id, key);
  };
  const queue = (marketId: number, side: BookSide, present: boolean, row: OrderRow) => {
    const name = `${marketId}:${side}`;
    const held = sides.get(name);
    if (held === undefined) return;
    if (held.pending.length >= MAX_PENDING) sides.delete(name);
    else held.pending.push({ present, row });
  };
  return {
    orders(marketId, side) {
      let held = sides.get(`${marketId}:${side}`);
      if (held === undefined) {
        const orders = read(marketId, side);
        const keys = orders.map((order) => keyOf(side, order));
        held = { orders, handedOut: false, keys, ids: new Map(orders.map((order, i) => [order.id, keys[i]!])), pending: [] };
        sides.set(`${marketId}:${side}`, held);
      }
      if (held.pending.length > 0) {
        if (held.handedOut) Object.assign(held, { orders: [...held.orders], handedOut: false });
        for (const { present, row } of held.pending) change(held, side, present, row);
        held.pending.length = 0;
      }
      held.handedOut = true;
      return held.orders;
    },
    apply(tx) {
      for (const action of tx.actions) {
        if (action.account !== ALCOR_BOOKS || action.receiver !== ALCOR_BOOKS || action.name !== 'logorder') continue;
        const data = action.data as LogOrder;
        if (data.table === 'buyorder' || data.table === 'sellorder')
          queue(Number(data.market_id), data.table === 'buyorder' ? 'buy' : 'sell', data.present, data.order);
      }
    },
    clear: () => sides.clear(),
  };
}
