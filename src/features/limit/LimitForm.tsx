import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { makeAmount, readAmountField } from '../../core/amount';
import { fractionToNumber } from '../../core/v3';
import type { ListedToken, TokenPair } from '../../core/domain';
import { formatFixed, formatPrice } from '../../core/format';
import { isLimitToken, limitDraft, netOfMakerFee, readPriceField } from '../../core/limit';
import { LIMIT_SCALE_POWER } from '../../core/actions/limit';
import { user } from '../../state/app';
import { balances, loadingTokens } from '../../state/balances';
import { limitStore } from '../../state/limit';
import { openModal } from '../../state/ui';
import { AmountShortcuts } from '../swap/AmountShortcuts';
import { ReverseIcon } from '../swap/swapIcons';
import { TokenField } from '../swap/TokenField';
import '../swap/SwapInfoList.css';
import './LimitForm.css';

type LimitFormProps = {
  pair: TokenPair<ListedToken>;
  onChooseToken: (side: 'input' | 'output') => void;
  onReverse: () => void;
};

/** The limit price field: output per input, with the "market" shortcut (the best swap quote). */
function PriceField({ pair }: { pair: TokenPair<ListedToken> }) {
  const id = useId();
  const error = limitStore.fieldError.value?.field === 'price' ? limitStore.fieldError.value.reason : readPriceField(limitStore.form.value.price).error;
  return (
    <div className={error ? 'limit-price limit-price--invalid' : 'limit-price'} data-testid="limit-price">
      <label className="limit-price__label" htmlFor={id}>
        {`Price (${pair.output.ticker} per ${pair.input.ticker})`}
      </label>
      <div className="limit-price__row">
        <input
          id={id}
          className="limit-price__input num"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.0"
          value={limitStore.form.value.price}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => limitStore.edit('price', event.target.value, pair)}
        />
        <button
          type="button"
          className="button button--ghost button--sm"
          disabled={limitStore.busy.value === 'quoting'}
          onClick={() => void limitStore.takeMarketPrice(pair, readAmountField(limitStore.form.value.sell, pair.input.precision).amount)}
        >
          {limitStore.busy.value === 'quoting' ? 'Quoting…' : 'Market'}
        </button>
      </div>
      {error && (
        <span id={`${id}-error`} className="limit-price__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The spot box's limit form: sell X at price P for Y, the fee, and Place order (registering a new token on the way). */
export function LimitForm({ pair, onChooseToken, onReverse }: LimitFormProps) {
  useSignals();
  const form = limitStore.form.value;
  const fieldError = limitStore.fieldError.value;
  const { fees, tokens } = limitStore.contract.value;
  const loggedIn = user.value !== null;
  const balanceIn = loggedIn ? (balances.value.get(pair.input.key) ?? null) : null;
  const balanceOut = loggedIn ? (balances.value.get(pair.output.key) ?? null) : null;
  const loading = loadingTokens.value;
  const draft = limitDraft(form, pair.input, pair.output, balanceIn);
  const errorOf = (field: 'sell' | 'receive') =>
    fieldError?.field === field
      ? fieldError.reason
      : readAmountField(field === 'sell' ? form.sell : form.receive, pair[field === 'sell' ? 'input' : 'output'].precision).error;
  const unlisted = tokens === null ? [] : [pair.input, pair.output].filter((token) => !isLimitToken(tokens, token));
  const placing = limitStore.busy.value === 'placing';

  return (
    <form
      className="limit-form"
      aria-label="Limit order form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!loggedIn) openModal('login');
        else void limitStore.placeOrder(pair, balanceIn);
      }}
    >
      <TokenField
        label="You sell"
        tokenLabel="Token to sell"
        testId="sell"
        token={pair.input}
        value={form.sell}
        onChange={(text) => limitStore.edit('sell', text, pair)}
        balance={balanceIn}
        balanceLoading={loading.has(pair.input.key)}
        error={errorOf('sell')}
        onChooseToken={() => onChooseToken('input')}
      />
      {loggedIn && (
        <AmountShortcuts
          balance={balanceIn}
          amount={readAmountField(form.sell, pair.input.precision).amount}
          onAmount={(amount) => limitStore.setSell(amount, pair)}
        />
      )}
      <div className="limit-form__middle">
        <PriceField pair={pair} />
        <button type="button" className="button button--secondary button--icon" aria-label="Reverse direction" onClick={onReverse}>
          <ReverseIcon size={16} />
        </button>
      </div>
      <TokenField
        label="You receive"
        tokenLabel="Token to receive"
        testId="receive"
        token={pair.output}
        value={form.receive}
        onChange={(text) => limitStore.edit('receive', text, pair)}
        balance={balanceOut}
        balanceLoading={loading.has(pair.output.key)}
        error={errorOf('receive')}
        onChooseToken={() => onChooseToken('output')}
      />
      <dl className="swap-info" aria-label="Order details">
        <div className="swap-info__row">
          <dt>Unit price</dt>
          <dd className="num" data-testid="limit-unit-price" data-unit-price={draft.ok ? draft.unitPrice.toString() : undefined}>
            {draft.ok
              ? `1 ${pair.input.ticker} = ${formatPrice(fractionToNumber({ numerator: draft.unitPrice, denominator: 10n ** BigInt(LIMIT_SCALE_POWER) }))} ${pair.output.ticker}`
              : '—'}
          </dd>
        </div>
        <div className="swap-info__row">
          <dt>Fee</dt>
          <dd className="num" data-testid="limit-fee">
            {fees === null ? '…' : `${formatFixed(fees.makerBps / 100, 2)}% maker · ${formatFixed(fees.takerBps / 100, 2)}% taker`}
          </dd>
        </div>
        <div className="swap-info__row">
          <dt>Received when filled</dt>
          <dd className="num" data-testid="limit-net">
            {draft.ok && fees !== null
              ? `${formatFixed(makeAmount(netOfMakerFee(draft.ask.amount.units, fees.makerBps), pair.output.precision), pair.output.precision)} ${pair.output.ticker}`
              : '—'}
          </dd>
        </div>
      </dl>
      {unlisted.length > 0 && (
        <p className="limit-form__notice" role="status">
          {`${unlisted.map((token) => token.ticker).join(' and ')} ${unlisted.length > 1 ? 'are' : 'is'} new to the limit contract: your order registers ${unlisted.length > 1 ? 'them' : 'it'} in the same transaction.`}
        </p>
      )}
      <button type="submit" className="button button--primary button--lg button--block" disabled={loggedIn && placing}>
        {!loggedIn ? 'Connect wallet' : placing ? 'Placing order…' : 'Place order'}
      </button>
    </form>
  );
}
