import { useSignals } from '@preact/signals-react/runtime';
import type { Ref } from 'react';
import type { BookSide } from '../../core/actions/orderbook';
import { amountFieldText, readAmountField, type Amount } from '../../core/amount';
import type { Market } from '../../core/domain';
import { SPREAD_CONFIRM_THRESHOLD, spreadFraction } from '../../core/orderbook';
import type { MarketTerms } from '../../core/trading';
import { bestAsk, bestBid, tradeBox, type MarketType, type SideForm } from '../../state/market';
import { AmountShortcuts } from '../swap/AmountShortcuts';
import { TradeInput } from './TradeInput';
import { formatFeeBps, formatUnitPrice } from './tradeFormat';

type MarketFieldsProps = {
  side: BookSide;
  market: Market;
  form: SideForm;
  balance: Amount | null;
  terms: MarketTerms | null;
  amountRef: Ref<HTMLInputElement>;
};

const TYPES: readonly { id: MarketType; label: string; hint: string }[] = [
  { id: 'marketpools', label: 'Book + pools', hint: 'The best execution over this order book and every pool, split across up to 10 routes.' },
  {
    id: 'market',
    label: 'Book only',
    hint: 'A limit order on this book at the worst price your slippage allows: what it cannot fill there stays open on the book.',
  },
];

/**
 * A market order's fields (SPEC §4: market type per side, `marketpools` by default): how it
 * executes, what it spends (base for a buy, quote for a sell) with the percent controls, and the
 * book's best price and spread now. The route, rates and impact come in the Market order modal.
 */
export function MarketFields({ side, market, form, balance, terms, amountRef }: MarketFieldsProps) {
  useSignals();
  const spend = side === 'buy' ? market.base : market.quote;
  const type = form.marketType.value;
  const amount = readAmountField(form.marketAmount.value, spend.precision).amount;
  return (
    <>
      <div className="segmented trade-market-type" role="group" aria-label={`${side === 'buy' ? 'Buy' : 'Sell'} market type`}>
        {TYPES.map((item) => (
          <button key={item.id} type="button" aria-pressed={type === item.id} title={item.hint} onClick={() => tradeBox.setMarketType(side, item.id)}>
            {item.label}
          </button>
        ))}
      </div>
      <p className="trade-market-hint">{TYPES.find((item) => item.id === type)?.hint}</p>
      <TradeInput
        label={side === 'buy' ? 'Spend' : 'Amount'}
        unit={spend.ticker}
        value={form.marketAmount.value}
        onChange={(text) => tradeBox.setMarketAmount(side, text, spend.precision)}
        inputRef={amountRef}
        testId={`${side}-market-amount`}
      />
      <AmountShortcuts balance={balance} amount={amount} onAmount={(share) => tradeBox.setMarketAmount(side, amountFieldText(share), spend.precision)} />
      <dl className="trade-summary__rows">
        <BookNow side={side} baseTicker={market.base.ticker} />
        <div className="trade-summary__row">
          <dt>Book fee (taker)</dt>
          <dd className="num">{terms === null ? '…' : formatFeeBps(terms.feeBps)}</dd>
        </div>
      </dl>
    </>
  );
}

/** The best price this side would take and the book's spread, following the book (only these rows re-render). */
function BookNow({ side, baseTicker }: { side: BookSide; baseTicker: string }) {
  useSignals();
  const best = side === 'buy' ? bestAsk.value : bestBid.value;
  const spread = spreadFraction(bestBid.value, bestAsk.value);
  return (
    <>
      <div className="trade-summary__row">
        <dt>Best {side === 'buy' ? 'ask' : 'bid'} now</dt>
        <dd className="num">{best === null ? 'none' : `${formatUnitPrice(best)} ${baseTicker}`}</dd>
      </div>
      <div className="trade-summary__row">
        <dt>Spread</dt>
        <dd className={spread !== null && spread > SPREAD_CONFIRM_THRESHOLD ? 'num trade-summary__wide' : 'num'}>
          {spread === null ? '—' : `${(spread * 100).toFixed(2)} %`}
        </dd>
      </div>
    </>
  );
}
