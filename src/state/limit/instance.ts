/**
 * The app's limit store (SPEC §2 Limit screen): wired to the chain client (the contract's tables),
 * the selected endpoint's swap service (history feeds, the market quote), the signing list, the
 * balances store (and `get_currency_balance` for whether a token row exists) and the persisted
 * "hide other pairs" choice.
 */
import { computed } from '@preact/signals-react';
import { amountToDecimalString } from '../../core/amount';
import { createLimitHistoryService } from '../../services/limitHistory';
import { limitContract, readStored, requireChainClient, selectedEndpoint, user, writeStored } from '../app';
import { refreshBalances } from '../balances';
import { swapService, swapStore } from '../swap';
import { sendActions } from '../transactions';
import { notify, runPageFetch } from '../ui';
import { onLogout } from '../wallet';
import { createLimitStore } from './store';

export { LIMIT_LOADERS } from './store';

const endpointUrl = computed(() => selectedEndpoint.value?.url ?? null);

function historyService() {
  const url = endpointUrl.value;
  if (url === null) throw new Error('No API endpoint is available yet');
  return createLimitHistoryService(url);
}

export const limitStore = createLimitStore({
  account: () => user.value?.name ?? null,
  contract: () => limitContract,
  tableRows: (params) => requireChainClient().getTableRows<unknown>(params),
  history: (owner) => historyService().history(owner),
  async quote(pair, amount) {
    const service = swapService.value;
    if (service === null) throw new Error('No API endpoint is available yet');
    const routes = await service.swapRoutes({
      tokenIn: pair.input,
      tokenOut: pair.output,
      amountIn: amountToDecimalString(amount),
      slippage: 0,
      receiver: user.value?.name ?? '',
      splitMaxRoutes: 1,
      filterExchange: [],
      filterType: [],
    });
    return routes[0]?.amount_received ?? null;
  },
  sendActions,
  runFetch: runPageFetch,
  notify: (note) => notify(note),
  refreshBalances: async (tokens = []) => {
    const account = user.value?.name;
    const pair = swapStore.pair.value;
    const shown = pair === null ? [] : [pair.input, pair.output];
    if (account !== undefined) await refreshBalances(account, [...shown, ...tokens], { force: true });
  },
  async hasTokenRow(account, token) {
    // get_currency_balance answers an empty list when the account has no row of the token.
    const rows = await requireChainClient().chain<unknown>('get_currency_balance', { code: token.contract, account, symbol: token.ticker });
    if (!Array.isArray(rows)) throw new Error('get_currency_balance: the answer is not a list');
    return rows.length > 0;
  },
  readHideOtherPairs: () => readStored<boolean>('limitHideOtherPairs', false, (value): value is boolean => typeof value === 'boolean'),
  writeHideOtherPairs: (hide) => writeStored('limitHideOtherPairs', hide),
  warn: (message) => console.warn(message),
});

onLogout(() => limitStore.forgetAccount());
