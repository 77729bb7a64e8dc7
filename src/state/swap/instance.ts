/**
 * The app's swap store and executor (SPEC §2 Swap screen, §4 Swap flow and Wallet): wired to the
 * selected endpoint, the signed-in account, the swap settings, balances, the quotes worker, the
 * chain client and the signing list.
 */
import { computed, effect, untracked } from '@preact/signals-react';
import { createSwapService, type SwapService } from '../../services/swapService';
import { realTimers } from '../../services/http';
import { quotesClient } from '../../../workers/quotes.client';
import type { VenueRows } from '../../../workers/quotes.api';
import { requireChainClient, selectedEndpoint, swapContract, user } from '../app';
import { refreshBalances } from '../balances';
import { notify, openModal } from '../ui';
import { createSwapExecutor } from './execute';
import { slippage, splitMaxRoutes } from './settings';
import { createSwapStore } from './store';
import { readRouteVenues } from './venueState';
import { sendActions } from '../transactions';
import { onAfterLogin } from '../wallet';

// Status refreshes replace the endpoint objects: only a different URL means a different service.
const endpointUrl = computed(() => selectedEndpoint.value?.url ?? null);

/** The swap-service client of the selected endpoint. */
export const swapService = computed<SwapService | null>(() => (endpointUrl.value === null ? null : createSwapService(endpointUrl.value)));

export const swapStore = createSwapStore({
  service: () => swapService.value,
  receiver: () => user.value?.name ?? '',
  slippage: () => slippage.value,
  splitMaxRoutes: () => splitMaxRoutes.value,
  timers: realTimers,
  now: () => Date.now(),
});

/** Reads the balances of the pair's tokens for the signed-in account (cached 10 s unless forced). */
export async function refreshPairBalances(force = false): Promise<void> {
  const account = user.value?.name;
  const pair = swapStore.pair.value;
  if (account === undefined || pair === null) return;
  await refreshBalances(account, [pair.input, pair.output], { force });
}

export const swapExecutor = createSwapExecutor({
  store: swapStore,
  account: () => user.value?.name ?? null,
  router: () => swapContract,
  slippage: () => slippage.value,
  now: () => Date.now(),
  openLogin: () => openModal('login'),
  readVenues: (route) => readRouteVenues((params) => requireChainClient().getTableRows<unknown>(params), route),
  recheck: (route, venues) => quotesClient().recheckRoute(route, venues as readonly VenueRows[]),
  sendActions,
  notify,
  afterSwap: () => {
    void refreshPairBalances(true);
    void swapStore.refreshRoutes();
  },
});

// Another endpoint may list other tokens: load its list.
effect(() => {
  if (swapService.value === null) return;
  untracked(() => {
    swapStore.resetTokens();
    void swapStore.loadTokens();
  });
});

// A pending "swap anyway" decision belongs to the pair and amount it was made for.
effect(() => {
  void swapStore.pair.value;
  void swapStore.amountText.value;
  untracked(() => swapExecutor.cancelSwap());
});

// SPEC §4 Wallet: after login, balances are refreshed, and routes when both tokens are set.
onAfterLogin(() => {
  void refreshPairBalances(true);
  if (swapStore.pair.value !== null && swapStore.amountIn.value !== null) void swapStore.refreshRoutes();
});
