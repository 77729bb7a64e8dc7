import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { BookSide } from '../../core/actions/orderbook';
import { readAmountField } from '../../core/amount';
import type { Market } from '../../core/domain';
import { limitOrderFigures, ORDER_FAILED, QUANTITY_MUST_BE_POSITIVE, tradeKeyAction } from '../../core/trading';
import { user } from '../../state/app';
import { balanceOf, loadingTokens } from '../../state/balances';
import { marketTerms, PLACE_ORDER_LOADER, placeBookOrder, reviewMarketOrder, tradeBox } from '../../state/market';
import { currentModal, loadingStatus, notify, openModal } from '../../state/ui';
import { formatAmount } from './tradeFormat';
import { LimitFields } from './LimitFields';
import { MarketFields } from './MarketFields';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const refuseZero = (): void => void notify({ kind: 'error', title: ORDER_FAILED, text: QUANTITY_MUST_BE_POSITIVE });

/**
 * One side of the trade box (SPEC §2): "Buy TLM" or "Sell TLM", what the side can spend, the limit or
 * market fields, and the button that places the order — a limit order straight to the signing list,
 * a market order through the Market order modal. Enter places and Esc clears from anywhere in the
 * form (fields included); B or S focus it (useTradeKeys).
 */
export function OrderForm({ side, market }: { side: BookSide; market: Market }) {
  useSignals();
  const form = tradeBox.forms[side];
  const type = tradeBox.tradeType.value;
  const firstField = useRef<HTMLInputElement>(null);
  const [placing, setPlacing] = useState(false);
  const spend = side === 'buy' ? market.base : market.quote;
  const loggedIn = user.value !== null;
  const balance = loggedIn ? balanceOf(spend) : null;
  const terms = marketTerms.value?.marketId === market.id ? marketTerms.value : null;
  const busy = placing || loadingStatus(PLACE_ORDER_LOADER).value.loading;
  const verb = side === 'buy' ? 'Buy' : 'Sell';

  const request = tradeBox.focusRequest.value;
  useEffect(() => {
    if (request?.side === side) firstField.current?.focus();
  }, [request, side]);

  async function place(): Promise<void> {
    if (!loggedIn) return openModal('login');
    if (type === 'market') {
      const give = readAmountField(form.marketAmount.value, spend.precision).amount;
      if (give === null || give.units <= 0n) return refuseZero();
      return reviewMarketOrder({ side, marketType: form.marketType.value, give });
    }
    const figures = limitOrderFigures(form.fields.value, { base: market.base.precision, quote: market.quote.precision });
    if (figures.unitPrice === null || figures.baseUnits <= 0n || figures.quoteUnits <= 0n) return refuseZero();
    setPlacing(true);
    try {
      const result = await placeBookOrder({ side, kind: 'limit', unitPrice: figures.unitPrice.toString(), quoteUnits: figures.quoteUnits });
      if (result.ok) tradeBox.clear(side);
    } finally {
      setPlacing(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void place();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const action = tradeKeyAction({
      key: event.key,
      modifier: event.ctrlKey || event.metaKey || event.altKey,
      inTextField: isTextField(event.target),
      inTradeForm: true,
      modalOpen: currentModal.value !== null,
    });
    if (action === 'clear') {
      event.preventDefault();
      tradeBox.clear(side);
    } else if (action === 'place' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  };

  return (
    <form
      className={`order-form order-form--${side}`}
      aria-label={`${verb} ${market.quote.ticker}`}
      data-trade-form={side}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
    >
      <div className="order-form__head">
        <span className={`order-form__title order-form__title--${side}`}>
          {verb} {market.quote.ticker}
        </span>
        <span className="order-form__balance num" data-testid={`${side}-available`}>
          {!loggedIn ? '' : balance !== null ? `Available ${formatAmount(balance, spend.ticker)}` : loadingTokens.value.size > 0 ? 'Available …' : ''}
        </span>
      </div>
      {type === 'limit' ? (
        <LimitFields side={side} market={market} form={form} balance={balance} terms={terms} priceRef={firstField} />
      ) : (
        <MarketFields side={side} market={market} form={form} balance={balance} terms={terms} amountRef={firstField} />
      )}
      <button type="submit" className={`button button--block ${loggedIn ? `button--${side}` : 'button--primary'}`} disabled={busy || market.frozen}>
        {market.frozen
          ? 'Market frozen'
          : !loggedIn
            ? 'Connect wallet'
            : busy
              ? 'Signing…'
              : type === 'market'
                ? `${verb} ${market.quote.ticker} at market`
                : `${verb} ${market.quote.ticker}`}
      </button>
    </form>
  );
}
