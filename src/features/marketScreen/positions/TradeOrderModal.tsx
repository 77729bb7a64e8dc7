import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { Modal } from '../../../components/Modal';
import { makeAmount, parseAmountInput } from '../../../core/amount';
import { formatUnits } from '../../../core/format';
import type { PositionSide, SourceTrade } from '../../../core/positions';
import { asks, bids } from '../../../state/market';
import { createPosition, positionsLastUnitPrice, positionsMarket } from '../../../state/positions';
import { registerModal, type ModalViewProps } from '../../common/modalRegistry';
import { priceFieldText, readPriceText, shiftedPrice, tradeSummary } from './tradeOrderForm';
import './Positions.css';

/** What opening the modal may preset (`openModal('tradeOrder', props)`): a trade to open the position from. */
export type TradeOrderProps = { readonly amount?: string; readonly unitPrice?: string; readonly sourceTrades?: readonly SourceTrade[] };

const SHIFTS = [-10, -5, 5, 10] as const;
const exact = (text: string | undefined) => (text !== undefined && /^[1-9]\d{0,19}$/.test(text) ? BigInt(text) : null);
const signed = (units: bigint, precision: number) => `${units > 0n ? '+' : ''}${formatUnits(units, precision, precision)}`;

/**
 * SPEC §2 Modals "Trade order": amount and price with price shortcuts (last trade, best bid and
 * ask, ±5 and ±10 % of the last), a profit/loss summary at the last price, and LONG / SHORT, each
 * opening a virtual position (open, no order). A price of 0 or less is silently ignored (SPEC §5).
 */
export function TradeOrderModal({ props, onClose }: ModalViewProps) {
  useSignals();
  const preset = (props ?? {}) as TradeOrderProps;
  const market = positionsMarket.value;
  const amountId = useId();
  const priceId = useId();
  const last = exact(positionsLastUnitPrice.value ?? undefined);
  const [amountText, setAmountText] = useState(preset.amount ?? '');
  const [priceText, setPriceText] = useState(() => {
    const start = exact(preset.unitPrice) ?? last;
    return start === null || market === null ? '' : priceFieldText(start, market.base.precision);
  });
  const [problem, setProblem] = useState<string | null>(null);

  if (market === null) {
    return (
      <Modal title="Trade order" onClose={onClose}>
        <p className="table-empty">Open a market to trade.</p>
      </Modal>
    );
  }
  const { base, quote } = market;
  const amount = parseAmountInput(amountText, quote.precision);
  const price = readPriceText(priceText, base.precision);
  // Nothing to sum up until both an amount and a price are there.
  const summary =
    amount.ok && price.ok && amount.amount.units > 0n && price.unitPrice > 0n ? tradeSummary(amount.amount, price.unitPrice, last, base.precision) : null;
  const shortcuts: { label: string; unitPrice: bigint | null }[] = [
    { label: 'Last', unitPrice: last },
    { label: 'Bid', unitPrice: exact(bids.value?.unitPrices[0]) },
    { label: 'Ask', unitPrice: exact(asks.value?.unitPrices[0]) },
    ...SHIFTS.map((percent) => ({ label: `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`, unitPrice: last && shiftedPrice(last, percent) })),
  ];

  const open = (side: PositionSide) => {
    // SPEC §5: a price of 0 or less is silently ignored.
    if (!price.ok || price.unitPrice <= 0n) return;
    if (!amount.ok || amount.amount.units <= 0n) return setProblem(amount.ok ? `Enter an amount of ${quote.ticker} above 0` : amount.reason);
    const outcome = createPosition({
      side,
      amount: makeAmount(amount.amount.units, quote.precision),
      entryPrice: price.unitPrice,
      sourceTrades: preset.sourceTrades,
    });
    if (outcome.ok) return onClose();
    if (outcome.reason === 'sourceTrade') setProblem('This trade is already in one of your positions.');
    else if (outcome.reason === 'amount') setProblem('That amount is too large for a position.');
    else if (outcome.reason === 'market') setProblem('The market changed: open the Trade order again.');
  };

  return (
    <Modal
      title="Trade order"
      onClose={onClose}
      footer={
        <div className="trade-order__sides">
          <button type="button" className="button button--buy button--lg" onClick={() => open('LONG')}>
            LONG
          </button>
          <button type="button" className="button button--sell button--lg" onClick={() => open('SHORT')}>
            SHORT
          </button>
        </div>
      }
    >
      <div className="trade-order">
        <label className="field-label" htmlFor={amountId}>
          Amount ({quote.ticker})
        </label>
        <input id={amountId} className="input num" inputMode="decimal" value={amountText} onChange={(event) => setAmountText(event.target.value)} />
        <label className="field-label" htmlFor={priceId}>
          Price ({base.ticker})
        </label>
        <input
          id={priceId}
          className="input num"
          inputMode="decimal"
          value={priceText}
          aria-invalid={!price.ok || undefined}
          onChange={(event) => setPriceText(event.target.value)}
        />
        <div className="segmented trade-order__shortcuts" role="group" aria-label="Price shortcuts">
          {shortcuts.map(({ label, unitPrice }) => (
            <button
              key={label}
              type="button"
              disabled={unitPrice === null}
              onClick={() => unitPrice && setPriceText(priceFieldText(unitPrice, base.precision))}
            >
              {label}
            </button>
          ))}
        </div>
        {!price.ok ? <p className="trade-order__problem">{price.reason}</p> : null}
        {problem ? (
          <p className="trade-order__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <dl className="trade-order__summary" aria-label="Profit and loss">
          <dt>Value</dt>
          <dd className="num">{summary ? `${formatUnits(summary.value.units, base.precision, base.precision)} ${base.ticker}` : '—'}</dd>
          <dt>Last price</dt>
          <dd className="num">{last === null ? '—' : `${formatUnits(last, 8, 8)} ${base.ticker}`}</dd>
          <dt>LONG at the last price</dt>
          <dd className="num">{summary?.atLast ? `${signed(summary.atLast.long, base.precision)} ${base.ticker}` : '—'}</dd>
          <dt>SHORT at the last price</dt>
          <dd className="num">{summary?.atLast ? `${signed(summary.atLast.short, base.precision)} ${base.ticker}` : '—'}</dd>
        </dl>
      </div>
    </Modal>
  );
}

registerModal('tradeOrder', TradeOrderModal);
