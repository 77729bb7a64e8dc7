import { formatFixed } from '../../core/format';
import type { UserOrder } from '../../../workers/market.client';
import './OpenOrdersList.css';

type OpenOrdersListProps = {
  orders: readonly UserOrder[];
  pricePrecision: number;
};

const two = (value: number) => String(value).padStart(2, '0');

/** "2026-01-31 14:05" in the viewer's time zone, from unix seconds. */
export function orderTime(timestampSeconds: number): string {
  const date = new Date(timestampSeconds * 1000);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * The logged-in account's resting orders in this market, newest first (SPEC §9 open orders
 * time_desc), read-only: side, price, amount in the quote token, total in the base token, time.
 */
export function OpenOrdersList({ orders, pricePrecision }: OpenOrdersListProps) {
  if (orders.length === 0) return <p className="table-empty">You have no open orders in this market.</p>;
  const newestFirst = [...orders].sort((a, b) => b.timestamp - a.timestamp || Number(BigInt(b.id) - BigInt(a.id)));
  return (
    <div className="open-orders">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Side</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col" className="num open-orders__total">
              Total
            </th>
            <th scope="col" className="num">
              Time
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((order) => {
            const isBuy = order.side === 'bids';
            return (
              <tr key={`${order.side}-${order.id}`}>
                <td className={isBuy ? 'open-orders__buy' : 'open-orders__sell'}>{isBuy ? 'Buy' : 'Sell'}</td>
                <td className="num">{formatFixed(order.price, pricePrecision)}</td>
                <td className="num">{isBuy ? order.ask : order.bid}</td>
                <td className="num open-orders__total">{isBuy ? order.bid : order.ask}</td>
                <td className="num">{orderTime(order.timestamp)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
