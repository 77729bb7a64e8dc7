import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'react-router-dom';
import { formatChainDate, formatFixed, formatPrice } from '../../core/format';
import { filledPercent, type LimitOpenOrder } from '../../core/limit';
import { limitStore } from '../../state/limit';

type LimitOrdersTableProps = {
  orders: readonly LimitOpenOrder[];
  onCancel: (order: LimitOpenOrder) => void;
};

/** The open orders (SPEC §2: side, price, amount, total, cancel, a link to another view), with a checkbox each to cancel several. */
export function LimitOrdersTable({ orders, onCancel }: LimitOrdersTableProps) {
  useSignals();
  if (orders.length === 0) return <p className="limit-orders__empty">No open limit orders.</p>;
  const cancelling = limitStore.busy.value === 'cancelling';
  return (
    <table className="limit-table" aria-label="Open limit orders">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Select</span>
          </th>
          <th scope="col">Side</th>
          <th scope="col">Pair</th>
          <th scope="col" className="num">
            Price
          </th>
          <th scope="col" className="num">
            Amount
          </th>
          <th scope="col" className="num">
            Total
          </th>
          <th scope="col" className="num">
            Filled
          </th>
          <th scope="col">Time</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.key} data-order-id={order.orderId.toString()}>
            <td>
              <input
                type="checkbox"
                aria-label={`Select order ${order.orderId}`}
                checked={limitStore.selected.value.has(order.key)}
                onChange={() => limitStore.toggleSelected(order.key)}
              />
            </td>
            <td className={`trade-side trade-side--${order.side}`}>{order.side === 'buy' ? 'Buy' : 'Sell'}</td>
            <td>{order.market}</td>
            <td className="num">{formatPrice(order.price)}</td>
            <td className="num" data-testid="order-bid">{`${formatFixed(order.bid.amount, order.bid.precision)} ${order.bid.ticker}`}</td>
            <td className="num" data-testid="order-ask">{`${formatFixed(order.ask.amount, order.ask.precision)} ${order.ask.ticker}`}</td>
            <td className="num">{`${filledPercent(order)}%`}</td>
            <td className="limit-table__time">{formatChainDate(order.time * 1000)}</td>
            <td className="limit-table__actions">
              <Link to={`/wallet/${order.account}`} className="limit-table__link" title="The account's wallet page">
                Wallet
              </Link>
              <button type="button" className="button button--ghost button--sm" disabled={cancelling} onClick={() => onCancel(order)}>
                Cancel
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
