import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { PageFrame } from '../../components/PageFrame';
import type { ChartOrderLine } from '../../components/chart/types';
import type { ListedToken, TokenPair } from '../../core/domain';
import { readPriceField } from '../../core/limit';
import { checkTokenPair } from '../../core/urlParams';
import { network, user } from '../../state/app';
import { limitStore, LIMIT_LOADERS } from '../../state/limit';
import { refreshPairBalances, swapStore } from '../../state/swap';
import { openModal } from '../../state/ui';
import { requireRoute } from '../common/requireRoute';
import { NamedLoader } from '../common/NamedLoader';
import { SpotBox, spotPath } from '../common/SpotBox';
import { SpotLayout } from '../swap/SpotLayout';
import { SwapChart } from '../swap/SwapChart';
import { useSwapPair } from '../swap/useSwapPair';
import { LimitForm } from './LimitForm';
import { LimitOrdersPanel } from './LimitOrdersPanel';
import '../swap/TokenSelectorModal';

const limitPath = (pair: TokenPair) => spotPath('limit', pair);

function LimitBoxBody({ onChooseToken, onReverse }: { onChooseToken: (side: 'input' | 'output') => void; onReverse: () => void }) {
  useSignals();
  const pair = swapStore.pair.value;
  const { loading, error } = swapStore.tokensState.value;
  if (pair === null) {
    if (error) return <Loader error={error} onRetry={() => void swapStore.loadTokens()} className="spot-box__placeholder spot-box__placeholder--limit" />;
    return (
      <Loader
        className="spot-box__placeholder spot-box__placeholder--limit"
        message={loading || swapStore.tokens.value.length === 0 ? 'Loading tokens…' : 'No token trades against WAX on this endpoint'}
      />
    );
  }
  return (
    <NamedLoader name={LIMIT_LOADERS.tokens} className="spot-box__placeholder spot-box__placeholder--limit" message="Loading the limit contract…">
      <LimitForm pair={pair} onChooseToken={onChooseToken} onReverse={onReverse} />
    </NamedLoader>
  );
}

/** The limit price as a line on the chart, which prices the output in the input (1 / price). */
function useLimitPriceLine(pair: TokenPair<ListedToken> | null): readonly ChartOrderLine[] {
  const { price } = readPriceField(limitStore.form.value.price);
  const receive = limitStore.form.value.receive;
  return useMemo(() => {
    if (pair === null || price === null) return [];
    const inverse = Number(price.denominator) / Number(price.numerator);
    return [{ id: 'limit-price', direction: 'buy', quantity: receive === '' ? pair.output.ticker : `${receive} ${pair.output.ticker}`, price: inverse }];
  }, [pair, price?.numerator, price?.denominator, receive]); // eslint-disable-line react-hooks/exhaustive-deps -- the price is followed by value
}

/** The limit-order screen, /limit/{input?}/{output?} (SPEC §2 Limit screen): the limit form, the pair's chart and the user's orders. */
export default function LimitPage() {
  useSignals();
  const url = requireRoute(checkTokenPair(useParams()));
  const { chooseToken, reverse } = useSwapPair(url, limitPath);
  const account = user.value?.name ?? null;
  const shown = swapStore.pair.value;
  const shownKey = shown ? `${shown.input.key}/${shown.output.key}` : null;
  const lines = useLimitPriceLine(shown);

  // The contract's tables are read once the network's config has loaded (a direct visit comes first).
  const networkReady = network.value !== null;
  useEffect(() => {
    if (networkReady) void limitStore.loadContract();
  }, [networkReady]);
  useEffect(() => {
    limitStore.resetForm();
    if (account !== null && shownKey !== null) void refreshPairBalances();
  }, [account, shownKey]);
  useEffect(() => {
    if (account === null || !networkReady) return;
    void limitStore.loadOrders(account);
    void limitStore.loadHistory(account);
    void limitStore.loadBalances(account);
  }, [account, networkReady]);

  const openSelector = useCallback(
    (side: 'input' | 'output') => openModal('tokenSelector', { side, onChoose: (token: ListedToken) => chooseToken(side, token) }),
    [chooseToken],
  );

  return (
    <PageFrame title="Limit order">
      <SpotLayout
        box={
          <SpotBox active="limit" pair={shown ?? url}>
            <LimitBoxBody onChooseToken={openSelector} onReverse={reverse} />
          </SpotBox>
        }
      >
        <SwapChart loader="spot_limit_chart" orderLines={lines} />
        <LimitOrdersPanel pair={shown} />
      </SpotLayout>
    </PageFrame>
  );
}
