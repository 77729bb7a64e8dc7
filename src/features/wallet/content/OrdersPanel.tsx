import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { DataTable, useListView } from '../../../components/dataTable';
import { LIST_PRESETS } from '../../../core/lists';
import type { OrderListRow, WalletOpenOrder } from '../../../core/walletOrders';
import { orderCanceller, ORDERS_LIST } from '../../../state/walletContent';
import { listsClient } from '../../../state/lists';
import { CancelOrdersDialog } from './CancelOrdersDialog';
import { orderColumns } from './orderColumns';

type OrdersPanelProps = {
  orders: readonly WalletOpenOrder[];
  revision: number;
  /** The signed-in owner views the page: orders can be chosen and cancelled. */
  canCancel: boolean;
  narrow: boolean;
};

/**
 * Open orders of every order-book market and every limit order in one table, newest first (SPEC §9
 * `time_desc`, 10 a page). The owner cancels one with its button, or several at once after a
 * confirmation (SPEC §5).
 */
export function OrdersPanel({ orders, revision, canCancel, narrow }: OrdersPanelProps) {
  useSignals();
  const list = useListView(LIST_PRESETS.openOrders);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const byKey = useMemo(() => new Map(orders.map((order) => [order.key, order])), [orders]);
  // Orders that left (filled, cancelled) cannot stay chosen.
  const chosen = [...selected].filter((key) => byKey.has(key));
  const cancelling = orderCanceller.cancelling.value;
  const cancelKeys = (keys: readonly string[]) => {
    const picked = keys.map((key) => byKey.get(key)).filter((order): order is WalletOpenOrder => order !== undefined);
    void orderCanceller.cancelOrders(picked).then((ok) => {
      if (ok) setSelected(new Set());
    });
  };
  const owner = canCancel
    ? {
        selected,
        cancelling,
        toggle: (key: string) =>
          setSelected((current) => {
            const next = new Set(current);
            if (!next.delete(key)) next.add(key);
            return next;
          }),
        cancel: (key: string) => cancelKeys([key]),
      }
    : null;
  // `owner` is rebuilt each render; what it carries (may cancel, the selection, a cancel on its way) says when it changed.
  const columns = useMemo(() => orderColumns({ narrow, owner }), [narrow, canCancel, selected, cancelling]); // eslint-disable-line react-hooks/exhaustive-deps -- see above

  if (orders.length === 0) return <p className="table-empty">No open orders on the order books or the limit contract.</p>;
  return (
    <div className="orders">
      <div className="wallet-toolbar">
        <input
          className="input wallet-toolbar__search"
          type="search"
          placeholder="Search market, ticker or contract"
          aria-label="Search orders"
          value={list.view.search}
          onChange={(event) => list.search(event.target.value)}
        />
        {canCancel && (
          <button
            type="button"
            className="button button--secondary button--sm wallet-toolbar__end"
            disabled={chosen.length === 0}
            onClick={() => (chosen.length === 1 ? cancelKeys(chosen) : setConfirming(true))}
          >
            Cancel selected ({chosen.length})
          </button>
        )}
      </div>
      <DataTable
        source={listsClient()}
        listId={ORDERS_LIST}
        view={list.view}
        onSort={list.sortBy}
        onPage={list.goToPage}
        columns={columns}
        pageSize={LIST_PRESETS.openOrders.pageSize}
        rowKey={(row: OrderListRow) => row.key}
        label="Open orders"
        emptyText="No open orders."
        noMatchText="No order matches the search."
        revision={revision}
        rowHeight={44}
        className="wallet-table"
      />
      {confirming && (
        <CancelOrdersDialog
          orders={chosen.map((key) => byKey.get(key)).filter((order): order is WalletOpenOrder => order !== undefined)}
          onConfirm={() => cancelKeys(chosen)}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
