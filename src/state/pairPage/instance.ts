/** The app's pair page store, wired to the selected endpoint, the named loaders and the lists worker (recent trades). */
import { computed } from '@preact/signals-react';
import { fetchAssociatedPairs, fetchPairDetails } from '../../services/pairDetails';
import { fetchPairTrades } from '../../services/pairTrades';
import { listsClient } from '../../../workers/lists.client';
import { selectedEndpoint } from '../app';
import { createTradeHistory } from '../pairTrades';
import { runPageFetch } from '../ui';
import { createPairPageStore } from './store';

const apiUrl = computed(() => selectedEndpoint.value?.url ?? null);

export const pairPageStore = createPairPageStore({
  apiUrl,
  fetchPair: (baseUrl, src, id) => fetchPairDetails(baseUrl, src, id),
  fetchAssociated: (baseUrl, token0, token1) => fetchAssociatedPairs(baseUrl, token0, token1),
  runPageFetch,
});

/** Recent trades per page of the pair page. */
export const PAIR_TRADES_PAGE = 100;

/** The pair's recent trades. */
export const pairTrades = createTradeHistory({
  fetchTrades: (query) => {
    const url = apiUrl.peek();
    return url === null ? Promise.reject(new Error('No API endpoint is selected')) : fetchPairTrades(url, query);
  },
  lists: listsClient(),
  pageSize: PAIR_TRADES_PAGE,
});
