import { useSignals } from '@preact/signals-react/runtime';
import { explorerTxLink } from '../../core/config/network';
import { formatChainDate, formatFixed } from '../../core/format';
import type { LimitCloseStatus, LimitHistoryItem } from '../../core/limit';
import type { OrderLeg } from '../../core/walletOrders';
import { network } from '../../state/app';

const leg = (value: OrderLeg) => `${formatFixed(value.amount, value.precision)} ${value.ticker}`;

const STATUS: Record<LimitCloseStatus, string> = { completed: 'Completed', cancelled: 'Cancelled', partial: 'Partial' };

/** A partial close says what filled of what the order bid: "4.00000000 / 10.00000000 WAX". */
function gave(item: LimitHistoryItem): string {
  if (item.status !== 'partial' || item.initial === null) return leg(item.gave);
  return `${formatFixed(item.gave.amount, item.gave.precision)} / ${leg(item.initial)}`;
}

/** The history: fills and closes newest first, each close Completed, Cancelled or Partial, each linked to its transaction. */
export function LimitHistoryTable({ items }: { items: readonly LimitHistoryItem[] }) {
  useSignals();
  if (items.length === 0) return <p className="limit-orders__empty">No limit order history yet.</p>;
  const config = network.value;
  return (
    <table className="limit-table" aria-label="Limit order history">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Event</th>
          <th scope="col" className="num">
            Gave
          </th>
          <th scope="col" className="num">
            Got
          </th>
          <th scope="col" className="num">
            Fee / returned
          </th>
          <th scope="col">Time</th>
          <th scope="col">
            <span className="visually-hidden">Transaction</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr
            key={item.key}
            className={item.status === 'cancelled' ? 'is-cancelled' : undefined}
            data-kind={item.kind}
            data-status={item.status ?? undefined}
            data-order-id={item.orderId.toString()}
          >
            <td className="num">{`#${item.orderId}`}</td>
            <td className={item.status === null ? undefined : `limit-table__status limit-table__status--${item.status}`} data-testid="history-event">
              {item.status === null ? 'Fill' : STATUS[item.status]}
            </td>
            <td className="num" data-testid="history-gave">
              {gave(item)}
            </td>
            <td className="num" data-testid="history-got">
              {leg(item.got)}
            </td>
            <td className="num" data-testid="history-returned">
              {item.returned ? `${leg(item.returned)} back` : (item.fee ?? '—')}
            </td>
            <td className="limit-table__time">{formatChainDate(item.time)}</td>
            <td className="limit-table__actions">
              {config && item.trxId !== '' ? (
                <a href={explorerTxLink(config, item.trxId)} target="_blank" rel="noreferrer" className="limit-table__link">
                  Tx
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
