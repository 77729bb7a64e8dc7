/**
 * The app's token page store: wired to the selected endpoint, the network's light API hosts, the
 * chain client (stat), the lists worker (holders and the history tabs' trades) and the named loaders.
 */
import { computed } from '@preact/signals-react';
import { TOP_HOLDERS_LIMIT } from '../../core/lightApi';
import { fetchPairTrades } from '../../services/pairTrades';
import { createSwapService } from '../../services/swapService';
import { fetchTokenDetails } from '../../services/tokenDetails';
import { fetchTokenStat } from '../../services/tokenStat';
import { listsClient } from '../../../workers/lists.client';
import { lightApiClient, network, requireChainClient, selectedEndpoint } from '../app';
import { createTradeHistory } from '../pairTrades';
import { WAX_TOKEN } from '../../core/domain';
import { runPageFetch } from '../ui';
import { createTokenPageStore, type HolderHosts } from './store';

const apiUrl = computed(() => selectedEndpoint.value?.url ?? null);

const holderHosts = computed<HolderHosts | null>(() => {
  const net = network.value;
  const client = lightApiClient.value;
  return net === null || client === null ? null : { hosts: net.lightApiHosts, limit: net.topHoldersLimit ?? TOP_HOLDERS_LIMIT, client };
});

export const tokenPageStore = createTokenPageStore({
  apiUrl,
  holderHosts,
  fetchDetails: (baseUrl, token) => fetchTokenDetails(baseUrl, token),
  fetchStat: (token) => fetchTokenStat(requireChainClient(), token),
  fetchWaxVenues: (baseUrl, token) => createSwapService(baseUrl).pairDirectSources(WAX_TOKEN, token),
  lists: listsClient(),
  runPageFetch,
  warn: (message, error) => console.warn(message, error),
});

/** Trades per page of the history tabs. */
export const TOKEN_TRADES_PAGE = 100;

const tradeHistory = () =>
  createTradeHistory({
    fetchTrades: (query) => {
      const url = apiUrl.peek();
      return url === null ? Promise.reject(new Error('No API endpoint is selected')) : fetchPairTrades(url, query);
    },
    lists: listsClient(),
    pageSize: TOKEN_TRADES_PAGE,
  });

/** The history tabs: the token's trades on pools (v2 and v3) and on order-book markets. */
export const tokenTrades = { pools: tradeHistory(), markets: tradeHistory() };
