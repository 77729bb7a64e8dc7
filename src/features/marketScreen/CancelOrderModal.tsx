import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../components/Modal';
import type { OpenOrder } from '../../core/trading';
import { cancelOrders, openOrders, tradeMarket } from '../../state/market';
import { registerModal, type ModalViewProps } from '../common/modalRegistry';
import { formatAmount, formatUnitPrice } from './tradeFormat';
import './OpenOrdersList.css';

function SideList({ title, orders, base, quote }: { title: string; orders: readonly OpenOrder[]; base: string; quote: string }) {
  if (orders.length === 0) return null;
  return (
    <section className="cancel-orders__side" aria-label={title}>
      <h3 className="cancel-orders__title">{title}</h3>
      <ul className="cancel-orders__list">
        {orders.map((order) => (
          <li key={order.key} className="num">
            <span>{formatAmount(order.quote, quote)}</span>
            <span className="cancel-orders__at">
              at {formatUnitPrice(order.unitPrice)} {base}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * SPEC §2 Modals "Cancel order", §5: the orders to cancel, listed by side (bids, asks), and a
 * warning that cancelling cannot be reversed; confirmed, they go in one transaction.
 */
export function CancelOrderModal({ props, onClose }: ModalViewProps) {
  useSignals();
  const keys = new Set(Array.isArray(props?.keys) ? (props.keys as string[]) : []);
  const orders = openOrders.value.filter((order) => keys.has(order.key));
  const market = tradeMarket.value;
  if (market === null) return null;
  const bids = orders.filter((order) => order.side === 'buy');
  const asks = orders.filter((order) => order.side === 'sell');
  const count = orders.length;
  return (
    <Modal
      title={count === 1 ? 'Cancel order' : `Cancel ${count} orders`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Keep {count === 1 ? 'it' : 'them'}
          </button>
          <button type="button" className="button button--sell" disabled={count === 0} onClick={() => void cancelOrders(orders)}>
            {count === 1 ? 'Cancel order' : `Cancel ${count} orders`}
          </button>
        </>
      }
    >
      <div className="cancel-orders">
        <p className="cancel-orders__warning">
          Cancelling cannot be reversed: these orders leave the book and what they still give comes back to your account. To trade at these prices again you
          will have to place new orders.
        </p>
        {count === 0 && <p>These orders are no longer open.</p>}
        <SideList title={`Bids (${bids.length})`} orders={bids} base={market.base.ticker} quote={market.quote.ticker} />
        <SideList title={`Asks (${asks.length})`} orders={asks} base={market.base.ticker} quote={market.quote.ticker} />
      </div>
    </Modal>
  );
}

registerModal('cancelOrder', CancelOrderModal);
