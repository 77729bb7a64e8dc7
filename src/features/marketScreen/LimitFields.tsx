import { useSignals } from '@preact/signals-react/runtime';
import type { Ref } from 'react';
import type { BookSide } from '../../core/actions/orderbook';
import { readAmountField, type Amount } from '../../core/amount';
import type { Market } from '../../core/domain';
import {
  editAmount,
  editPrice,
  editTotal,
  feeOnReceived,
  formatPriceField,
  limitCrossesBook,
  limitOrderFigures,
  setShare,
  setUnitPrice,
  type MarketTerms,
} from '../../core/trading';
import { bestAsk, bestBid, lastTradeUnitPrice, tradeBox, type SideForm } from '../../state/market';
import { AmountShortcuts } from '../swap/AmountShortcuts';
import { TradeInput } from './TradeInput';
import { formatFeeBps, formatUnitPrice, formatUnitsOf } from './tradeFormat';

type LimitFieldsProps = {
  side: BookSide;
  market: Market;
  form: SideForm;
  /** What the side spends: base for a buy, quote for a sell; null when unknown. */
  balance: Amount | null;
  terms: MarketTerms | null;
  priceRef: Ref<HTMLInputElement>;
};

/**
 * A limit order's fields (SPEC §2 trade box, §5): price at the base token's precision with the best
 * bid, best ask and last trade as shortcuts, amount and total following each other exactly, the
 * percent controls on what the side spends (rounded down), and what the order does before it is signed:
 * what it gives and asks, the market's fee, and whether it crosses the book (fills now as a taker).
 */
export function LimitFields({ side, market, form, balance, terms, priceRef }: LimitFieldsProps) {
  useSignals();
  const precisions = { base: market.base.precision, quote: market.quote.precision };
  const fields = form.fields.value;
  const set = (next: typeof fields) => tradeBox.setFields(side, next);
  const figures = limitOrderFigures(fields, precisions);
  const byShare = side === 'buy' ? 'total' : 'amount';

  const applyPrice = (unitPrice: bigint | null) => unitPrice !== null && set(setUnitPrice(form.fields.value, unitPrice, precisions));
  const shortcuts = (
    <span className="trade-input__shortcuts">
      <button type="button" className="trade-shortcut" onClick={() => applyPrice(bestBid.peek())}>
        Bid
      </button>
      <button type="button" className="trade-shortcut" onClick={() => applyPrice(bestAsk.peek())}>
        Ask
      </button>
      <button type="button" className="trade-shortcut" onClick={() => void lastTradeUnitPrice().then(applyPrice)}>
        Last
      </button>
    </span>
  );

  return (
    <>
      <TradeInput
        label="Price"
        unit={market.base.ticker}
        value={fields.price}
        onChange={(text) => set(editPrice(form.fields.value, text, precisions))}
        onBlur={() => set(formatPriceField(form.fields.value, precisions))}
        inputRef={priceRef}
        extra={shortcuts}
        testId={`${side}-price`}
      />
      <TradeInput
        label="Amount"
        unit={market.quote.ticker}
        value={fields.amount}
        onChange={(text) => set(editAmount(form.fields.value, text, precisions))}
        testId={`${side}-amount`}
      />
      <AmountShortcuts
        balance={balance}
        amount={readAmountField(byShare === 'total' ? fields.total : fields.amount, byShare === 'total' ? precisions.base : precisions.quote).amount}
        onAmount={(share) => set(setShare(form.fields.value, share, byShare, precisions))}
      />
      <TradeInput
        label="Total"
        unit={market.base.ticker}
        value={fields.total}
        onChange={(text) => set(editTotal(form.fields.value, text, precisions))}
        testId={`${side}-total`}
      />
      <LimitSummary side={side} market={market} figures={figures} terms={terms} />
    </>
  );
}

type LimitSummaryProps = {
  side: BookSide;
  market: Market;
  figures: ReturnType<typeof limitOrderFigures>;
  terms: MarketTerms | null;
};

/**
 * Says so when the order would fill at once as a taker. It alone follows the book's best prices
 * (a new best re-renders this line, not the form).
 */
function CrossingWarning({ side, unitPrice }: { side: BookSide; unitPrice: bigint }) {
  useSignals();
  if (!limitCrossesBook(side, unitPrice, bestBid.value, bestAsk.value)) return null;
  return (
    <p className="trade-summary__warning" role="status" data-testid={`${side}-crosses`}>
      This price crosses the book: the order fills now, as a taker, against the {side === 'buy' ? 'asks' : 'bids'} up to it; only what is left rests.
    </p>
  );
}

/** What the order gives, asks and pays in fees, exactly as the transfer will say it. */
function LimitSummary({ side, market, figures, terms }: LimitSummaryProps) {
  const { base, quote } = market;
  const ready = figures.chainUnitPrice !== null;
  const [give, ask] =
    side === 'buy'
      ? [formatUnitsOf(figures.baseUnits, base), formatUnitsOf(figures.quoteUnits, quote)]
      : [formatUnitsOf(figures.quoteUnits, quote), formatUnitsOf(figures.baseUnits, base)];
  const received = side === 'buy' ? figures.quoteUnits : figures.baseUnits;
  const receivedToken = side === 'buy' ? quote : base;
  const fee = terms === null ? null : feeOnReceived(received, terms.feeBps);
  return (
    <div className="trade-summary">
      <dl className="trade-summary__rows" data-testid={`${side}-summary`}>
        <div className="trade-summary__row">
          <dt>You give</dt>
          <dd className="num" data-testid={`${side}-give`}>
            {ready ? give : '—'}
          </dd>
        </div>
        <div className="trade-summary__row">
          <dt>You ask</dt>
          <dd className="num" data-testid={`${side}-ask`}>
            {ready ? ask : '—'}
          </dd>
        </div>
        <div className="trade-summary__row">
          <dt>Unit price</dt>
          <dd className="num" data-testid={`${side}-unit-price`} data-unit-price={figures.chainUnitPrice?.toString() ?? ''}>
            {figures.chainUnitPrice === null ? '—' : formatUnitPrice(figures.chainUnitPrice)}
          </dd>
        </div>
        <div className="trade-summary__row">
          <dt>Fee (maker/taker)</dt>
          <dd className="num" data-testid={`${side}-fee`}>
            {terms === null ? '…' : `${formatFeeBps(terms.feeBps)}${ready && fee !== null ? ` ≈ ${formatUnitsOf(fee, receivedToken)}` : ''}`}
          </dd>
        </div>
      </dl>
      {figures.chainUnitPrice !== null && <CrossingWarning side={side} unitPrice={figures.chainUnitPrice} />}
    </div>
  );
}
