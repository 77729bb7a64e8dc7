import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { amountFieldText } from '../../core/amount';
import { withSlippage } from '../../core/swapRouting';
import { user } from '../../state/app';
import { balances, loadingTokens } from '../../state/balances';
import { openModal } from '../../state/ui';
import { favouritePairs, isFavouritePair, slippage, swapExecutor, swapStore, toggleFavouritePair } from '../../state/swap';
import { AmountShortcuts } from './AmountShortcuts';
import { RecheckNotice } from './RecheckNotice';
import { ReverseIcon, StarIcon } from './swapIcons';
import { swapButtonState } from './swapButton';
import { SwapInfoList } from './SwapInfoList';
import { TokenField } from './TokenField';
import './SwapForm.css';

type SwapFormProps = {
  /** Opens the token selector for one side. */
  onChooseToken: (side: 'input' | 'output') => void;
  /** Swaps the two tokens (a new pair: the URL follows). */
  onReverse: () => void;
};

/** The swap box's form (SPEC §2 Swap screen): token fields, shortcuts, reverse and favourite, info list, action. */
export function SwapForm({ onChooseToken, onReverse }: SwapFormProps) {
  useSignals();
  const pair = swapStore.pair.value;
  const field = swapStore.amountField.value;
  const route = swapStore.selectedRoute.value;
  const routesState = swapStore.routesState.value;
  const execution = swapExecutor.execution.value;
  const loggedIn = user.value !== null;
  const balanceIn = pair && loggedIn ? (balances.value.get(pair.input.key) ?? null) : null;
  const balanceOut = pair && loggedIn ? (balances.value.get(pair.output.key) ?? null) : null;
  const loading = loadingTokens.value;
  const tolerance = slippage.value;
  const priced = useMemo(() => (route ? withSlippage(route, tolerance) : null), [route, tolerance]);
  // The route on show may be for an amount typed before the last keystroke.
  const current = priced !== null && field.amount !== null && priced.amount_in.units === field.amount.units ? priced : null;
  const favourite = pair !== null && isFavouritePair(pair, favouritePairs.value);
  const button = swapButtonState({
    loggedIn,
    hasPair: pair !== null,
    amount: field.amount,
    amountError: field.error,
    balance: balanceIn,
    routesLoading: routesState.loading,
    routesError: routesState.error,
    hasRoute: priced !== null,
    execution: execution.phase,
  });

  // The periodic refresh keeps the shown quote: only a quote for an older amount says it is updating.
  const outputHint =
    field.amount === null || current !== null ? null : routesState.loading || routesState.error === null ? 'Updating quote…' : routesState.error;

  return (
    <form
      className="swap-form"
      aria-label="Swap form"
      onSubmit={(event) => {
        event.preventDefault();
        if (button.action === 'connect') openModal('login');
        else if (button.action === 'swap') void swapExecutor.executeSwap();
      }}
    >
      <div className="swap-form__side">
        <TokenField
          label="You pay"
          tokenLabel="Token to pay"
          testId="pay"
          token={pair?.input ?? null}
          value={swapStore.amountText.value}
          onChange={swapStore.setAmountText}
          balance={balanceIn}
          balanceLoading={pair !== null && loading.has(pair.input.key)}
          error={field.error}
          onChooseToken={() => onChooseToken('input')}
        />
        {loggedIn && <AmountShortcuts balance={balanceIn} amount={field.amount} onAmount={swapStore.setAmount} />}
      </div>
      <div className="swap-form__middle">
        <button
          type="button"
          className="button button--secondary button--icon swap-form__reverse"
          aria-label="Reverse direction"
          disabled={pair === null}
          onClick={onReverse}
        >
          <ReverseIcon size={16} />
        </button>
        <button
          type="button"
          className={favourite ? 'button button--ghost button--icon swap-form__favourite is-on' : 'button button--ghost button--icon swap-form__favourite'}
          aria-label={favourite ? 'Remove pair from favourites' : 'Add pair to favourites'}
          aria-pressed={favourite}
          disabled={pair === null}
          onClick={() => pair && toggleFavouritePair(pair)}
        >
          <StarIcon size={16} filled={favourite} />
        </button>
      </div>
      <TokenField
        label="You receive"
        tokenLabel="Token to receive"
        testId="receive"
        token={pair?.output ?? null}
        value={current ? amountFieldText(current.amount_received) : ''}
        readOnly
        balance={balanceOut}
        balanceLoading={pair !== null && loading.has(pair.output.key)}
        onChooseToken={() => onChooseToken('output')}
        hint={outputHint}
      />
      {current && <SwapInfoList route={current} slippage={current.slippage} />}
      {execution.phase === 'confirm' && (
        <RecheckNotice
          recheck={execution.recheck}
          route={execution.route}
          onConfirm={() => void swapExecutor.confirmSwap()}
          onCancel={swapExecutor.cancelSwap}
        />
      )}
      <button type="submit" className="button button--primary button--lg button--block swap-form__action" disabled={button.disabled}>
        {button.label}
      </button>
    </form>
  );
}
