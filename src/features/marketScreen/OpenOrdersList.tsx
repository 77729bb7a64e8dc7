import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { Market } from '../../core/domain';
import { filledOf, orderBid, type OpenOrder } from '../../core/trading';
import { CANCEL_ORDER_LOADER, cancelOrders, orderInitialBid } from '../../state/market';
import { loadingStatus, openModal } from '../../state/ui';
import { formatAmount, formatExact, formatUnitPrice } from './tradeFormat';
import './OpenOrdersList.css';
import { BookColumnHeads } from './BookColumnHeads';

const two = (value: number) => String(value).padStart(2, '0');

/** "2026-01-31 14:05" in the viewer's time zone, from unix seconds. */
export function orderTime(timestampSeconds: number): string {
  const date = new Date(timestampSeconds * 1000);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** What has filled of an order placed from here, as a share and an amount; "—" for orders placed elsewhere. */
function Filled({ order }: { order: OpenOrder }) {
  const initial = orderInitialBid(order.key);
  const filled = filledOf(order, initial);
  if (filled === null || initial === null || initial === 0n) return <span title="Placed outside this browser: its original size is not known">—</span>;
  const percent = Number((filled.units * 10_000n) / initial) / 100;
  return <span title={`${filled.units} of ${initial} units`}>{percent.toFixed(2)} %</span>;
}

type OpenOrdersListProps = { orders: readonly OpenOrder[]; market: Market };

/**
 * The account's open orders in this market, newest first (SPEC §9 time_desc): side, price, amount,
 * total, filled and time; cancel one, select several and cancel them, or cancel all in one
 * transaction (several always ask first, SPEC §5).
 */
export function OpenOrdersList({ orders, market }: OpenOrdersListProps) {
  useSignals();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const cancelling = loadingStatus(CANCEL_ORDER_LOADER).value.loading;
  const chosen = orders.filter((order) => selected.has(order.key));
  if (orders.length === 0) return <p className="table-empty">You have no open orders in this market.</p>;
  const allChosen = chosen.length === orders.length;
  const toggle = (key: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const confirm = (list: readonly OpenOrder[]) => openModal('cancelOrder', { keys: list.map((order) => order.key) });

  return (
    <div className="open-orders">
      <div className="open-orders__bar">
        <span className="open-orders__count">
          {orders.length} open {orders.length === 1 ? 'order' : 'orders'}
          {chosen.length > 0 && `, ${chosen.length} selected`}
        </span>
        <button type="button" className="button button--ghost button--sm" disabled={chosen.length === 0 || cancelling} onClick={() => confirm(chosen)}>
          Cancel selected
        </button>
        <button type="button" className="button button--secondary button--sm" disabled={cancelling} onClick={() => confirm(orders)}>
          Cancel all
        </button>
      </div>
      <div className="open-orders__scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col" className="open-orders__check">
                <input
                  type="checkbox"
                  className="checkbox"
                  aria-label="Select every order"
                  checked={allChosen}
                  onChange={() => setSelected(allChosen ? new Set() : new Set(orders.map((order) => order.key)))}
                />
              </th>
              <th scope="col">Side</th>
              <BookColumnHeads market={market} />
              <th scope="col" className="num">
                Filled
              </th>
              <th scope="col" className="num open-orders__time">
                Time
              </th>
              <th scope="col">
                <span className="visually-hidden">Cancel</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => {
              const isBuy = order.side === 'buy';
              return (
                <tr key={order.key} data-order={order.key}>
                  <td className="open-orders__check">
                    <input
                      type="checkbox"
                      className="checkbox"
                      aria-label={`Select order ${order.id}`}
                      checked={selected.has(order.key)}
                      onChange={() => toggle(order.key)}
                    />
                  </td>
                  <td className={isBuy ? 'open-orders__buy' : 'open-orders__sell'}>{isBuy ? 'Buy' : 'Sell'}</td>
                  <td className="num">{formatUnitPrice(order.unitPrice)}</td>
                  <td className="num">{formatExact(order.quote)}</td>
                  <td className="num open-orders__total">{formatExact(order.base)}</td>
                  <td className="num">
                    <Filled order={order} />
                  </td>
                  <td className="num open-orders__time">{orderTime(order.timestamp)}</td>
                  <td className="open-orders__action">
                    <button
                      type="button"
                      className="button button--ghost button--sm"
                      aria-label={`Cancel order ${order.id}, returns ${formatAmount(orderBid(order), isBuy ? market.base.ticker : market.quote.ticker)}`}
                      disabled={cancelling}
                      onClick={() => void cancelOrders([order])}
                    >
                      Cancel
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
