/**
 * The signed-in account's open orders in the shown market (SPEC §2 orders tab, §8 area
 * `trade_openorders`): both sides read from the chain by the tables' `byaccount` index (NOTES "Alcor
 * order book"), so an order deep in the book is listed too. Read when the market or the account
 * changes, when the worker sees one of the account's rows change, and after a transaction; the
 * latest read wins. The first read of a market shows the area's loader, later ones refresh silently.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { ORDERBOOK_CONTRACT, type BookSide } from '../../core/actions/orderbook';
import type { BookMarket } from '../../core/domain';
import { newestFirst, readOpenOrders, type OpenOrder } from '../../core/trading';
import type { TableRowsParams } from '../../services/tableRows';

/** The named loading area of the open orders (SPEC §8). */
export const OPEN_ORDERS_AREA = 'trade_openorders';

export type OpenOrdersDeps = {
  readonly readRows: (params: TableRowsParams) => Promise<unknown[]>;
  readonly startLoading: (name: string) => void;
  readonly stopLoading: (name: string) => void;
  readonly failLoading: (name: string, error: unknown) => void;
  readonly warn: (message: string) => void;
};

const sideRows = (read: OpenOrdersDeps['readRows'], marketId: number, side: BookSide, account: string) =>
  read({
    code: ORDERBOOK_CONTRACT,
    scope: String(marketId),
    table: side === 'buy' ? 'buyorder' : 'sellorder',
    index_position: 3,
    key_type: 'name',
    lower_bound: account,
    upper_bound: account,
  });

export function createOpenOrders(deps: OpenOrdersDeps) {
  const orders = signal<readonly OpenOrder[]>([]);
  /** Whose orders of which market `orders` are (null before the first read). */
  const loadedFor = signal<string | null>(null);
  let request = 0;

  /** Reads the account's orders in `market`; resolves with them, or null when a newer read overtook it or it failed. */
  async function refresh(market: BookMarket, account: string): Promise<readonly OpenOrder[] | null> {
    const run = ++request;
    const key = `${account}@${market.id}`;
    const first = loadedFor.value !== key;
    if (first) deps.startLoading(OPEN_ORDERS_AREA);
    try {
      const [buys, sells] = await Promise.all([sideRows(deps.readRows, market.id, 'buy', account), sideRows(deps.readRows, market.id, 'sell', account)]);
      if (run !== request) return null;
      const buy = readOpenOrders(buys, 'buy', market, account);
      const sell = readOpenOrders(sells, 'sell', market, account);
      if (buy.dropped + sell.dropped > 0) deps.warn(`open orders of ${account}: ${buy.dropped + sell.dropped} malformed rows skipped`);
      const next = newestFirst([...buy.orders, ...sell.orders]);
      batch(() => {
        orders.value = next;
        loadedFor.value = key;
      });
      deps.stopLoading(OPEN_ORDERS_AREA);
      return next;
    } catch (error) {
      if (run !== request) return null;
      // A failed refresh keeps the list shown; only a list never read shows the error.
      if (first) deps.failLoading(OPEN_ORDERS_AREA, error);
      else deps.warn(`could not refresh the open orders of ${account}: ${String(error)}`);
      return null;
    }
  }

  /** Forgets the list (logout, another market). */
  function clear(): void {
    request++;
    batch(() => {
      orders.value = [];
      loadedFor.value = null;
    });
    deps.stopLoading(OPEN_ORDERS_AREA);
  }

  return { orders: orders as ReadonlySignal<readonly OpenOrder[]>, loadedFor: loadedFor as ReadonlySignal<string | null>, refresh, clear };
}

export type OpenOrdersStore = ReturnType<typeof createOpenOrders>;
