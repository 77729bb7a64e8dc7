import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { PageFrame } from '../../components/PageFrame';
import { checkTokenPair } from '../../core/urlParams';
import type { ListedToken } from '../../core/domain';
import { user } from '../../state/app';
import { openModal } from '../../state/ui';
import { refreshPairBalances, swapStore } from '../../state/swap';
import { requireRoute } from '../common/requireRoute';
import { FavouritesBar } from './FavouritesBar';
import { RoutesPanel } from './RoutesPanel';
import { SettingsIcon } from './swapIcons';
import { SpotBox } from '../common/SpotBox';
import { SpotLayout } from './SpotLayout';
import { SwapChart } from './SwapChart';
import { SwapForm } from './SwapForm';
import { useSwapPair } from './useSwapPair';
import './SwapSettingsModal';
import './TokenSelectorModal';

function SwapBoxBody({ onChooseToken, onReverse }: { onChooseToken: (side: 'input' | 'output') => void; onReverse: () => void }) {
  useSignals();
  const { loading, error } = swapStore.tokensState.value;
  if (swapStore.pair.value === null) {
    if (error) return <Loader error={error} onRetry={() => void swapStore.loadTokens()} className="spot-box__placeholder spot-box__placeholder--swap" />;
    return (
      <Loader
        className="spot-box__placeholder spot-box__placeholder--swap"
        message={loading || swapStore.tokens.value.length === 0 ? 'Loading tokens…' : 'No token trades against WAX on this endpoint'}
      />
    );
  }
  return <SwapForm onChooseToken={onChooseToken} onReverse={onReverse} />;
}

/** The swap screen, /swap/{input?}/{output?} (SPEC §2 Swap screen): spot box, favourites, chart and routes. */
export default function SwapPage() {
  useSignals();
  const pair = requireRoute(checkTokenPair(useParams()));
  const { chooseToken, reverse } = useSwapPair(pair);
  const account = user.value?.name ?? null;
  const shown = swapStore.pair.value;
  const shownKey = shown ? `${shown.input.key}/${shown.output.key}` : null;

  useEffect(() => swapStore.activate(), []);
  useEffect(() => {
    if (account !== null && shownKey !== null) void refreshPairBalances();
  }, [account, shownKey]);

  const openSelector = (side: 'input' | 'output') => openModal('tokenSelector', { side, onChoose: (token: ListedToken) => chooseToken(side, token) });

  const settings = (
    <button type="button" className="button button--ghost button--icon" aria-label="Swap settings" onClick={() => openModal('swapSettings')}>
      <SettingsIcon size={16} />
    </button>
  );

  return (
    <PageFrame title="Swap">
      <SpotLayout
        box={
          <SpotBox active="swap" pair={shown ?? pair} tools={settings}>
            <SwapBoxBody onChooseToken={openSelector} onReverse={reverse} />
          </SpotBox>
        }
      >
        <FavouritesBar />
        <SwapChart />
        <RoutesPanel />
      </SpotLayout>
    </PageFrame>
  );
}
