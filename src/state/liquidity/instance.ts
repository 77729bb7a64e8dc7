/**
 * The app's liquidity store: the selected endpoint's pools, the swap screen's token list, the
 * signed-in account's balances and the signing list.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import type { ListedToken, TokenPair } from '../../core/domain';
import type { Exchange } from '../../core/urlParams';
import { createPoolsService } from '../../services/poolsService';
import { realTimers } from '../../services/http';
import { selectedEndpoint, user } from '../app';
import { balanceOf, refreshBalances } from '../balances';
import { depositSlippage } from '../liquiditySettings';
import { swapStore } from '../swap';
import { sendActions } from '../transactions';
import { notify, openModal, runPageFetch } from '../ui';
import { onAfterLogin } from '../wallet';
import { createLiquidityStore } from './store';

/** The pools loader (SPEC §8 loading area). */
export const LIQUIDITY_POOL_LOADER = 'liquidity_pool';

function loadPools() {
  const url = selectedEndpoint.value?.url ?? null;
  if (url === null) return Promise.reject(new Error('No API endpoint is available yet'));
  return runPageFetch(LIQUIDITY_POOL_LOADER, () => createPoolsService(url).v2Pools());
}

export const liquidityStore = createLiquidityStore({
  tokens: swapStore.tokens,
  loadPools,
  account: () => user.value?.name ?? null,
  balanceOf,
  refreshBalances: async (tokens, force) => {
    const account = user.value?.name;
    if (account !== undefined) await refreshBalances(account, tokens, { force });
  },
  slippage: () => depositSlippage.value,
  sendActions,
  openLogin: () => openModal('login'),
  notify,
  timers: realTimers,
});

/** The liquidity form's exchange and token pair, shared with the concentrated-pool (alcorv2) panels (changed through the store's setExchange and chooseToken). */
export const liquidityExchange: ReadonlySignal<Exchange> = liquidityStore.exchange;
export const liquidityPair: ReadonlySignal<TokenPair<ListedToken | null>> = liquidityStore.pair;

onAfterLogin(() => void liquidityStore.refreshPoolBalances(true));
