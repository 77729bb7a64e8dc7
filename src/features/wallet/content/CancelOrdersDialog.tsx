import { Modal } from '../../../components/Modal';
import { formatFixed, formatPrice } from '../../../core/format';
import type { WalletOpenOrder } from '../../../core/walletOrders';

type CancelOrdersDialogProps = {
  orders: readonly WalletOpenOrder[];
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before cancelling several orders (SPEC §5: the text says cancelling cannot be reversed), listing them by side (bids / asks). */
export function CancelOrdersDialog({ orders, onConfirm, onClose }: CancelOrdersDialogProps) {
  return (
    <Modal
      title={`Cancel ${orders.length} orders?`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Keep them
          </button>
          <button
            type="button"
            className="button button--sell"
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            Cancel {orders.length} orders
          </button>
        </>
      }
    >
      <p>Cancelling cannot be reversed: these orders leave the book, and what they still give returns to your wallet.</p>
      <ul className="cancel-list">
        {orders.map((order) => (
          <li key={order.key} className="cancel-list__item">
            <span className={`trade-side trade-side--${order.side}`}>{order.side === 'buy' ? 'Bids' : 'Asks'}</span>
            <span>{order.market}</span>
            <span className="num">
              {formatFixed(order.bid.amount, order.bid.precision)} {order.bid.ticker} at {formatPrice(order.price)}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
