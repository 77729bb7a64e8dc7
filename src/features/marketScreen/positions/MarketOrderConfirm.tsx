import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../../components/Modal';
import { formatUnits } from '../../../core/format';
import { confirmMarketOrder, marketOrderRequest } from '../../../state/market';
import { registerModal } from '../../common/modalRegistry';
import './Positions.css';

/**
 * The confirmation before a market order (closing a position): side, amount and the worst price
 * the order may fill at, read from the book when it was asked for. Confirm places it; anything
 * else drops it.
 */
export function MarketOrderConfirm() {
  useSignals();
  const request = marketOrderRequest.value;
  const cancel = () => void confirmMarketOrder(false);
  if (request === null) return null;
  const { market, side, quoteUnits, worstUnitPrice } = request;
  const amount = `${formatUnits(quoteUnits, market.quote.precision, market.quote.precision)} ${market.quote.ticker}`;
  return (
    <Modal
      title="Market order"
      onClose={cancel}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={cancel}>
            Cancel
          </button>
          <button
            type="button"
            className={`button ${side === 'buy' ? 'button--buy' : 'button--sell'}`}
            disabled={worstUnitPrice === null}
            onClick={() => void confirmMarketOrder(true)}
          >
            {side === 'buy' ? 'Buy' : 'Sell'} at market
          </button>
        </>
      }
    >
      <dl className="trade-order__summary">
        <dt>{side === 'buy' ? 'Buy' : 'Sell'}</dt>
        <dd className="num">{amount}</dd>
        <dt>{side === 'buy' ? 'Highest price' : 'Lowest price'}</dt>
        <dd className="num">{worstUnitPrice === null ? 'No orders to fill it' : `${formatUnits(worstUnitPrice, 8, 8)} ${market.base.ticker}`}</dd>
      </dl>
      <p className="trade-order__note">
        {side === 'buy'
          ? 'Fills the asks up to the highest price; what it does not spend comes back.'
          : 'Fills the bids down to the lowest price; what it does not sell comes back.'}
      </p>
    </Modal>
  );
}

registerModal('marketOrder', MarketOrderConfirm);
