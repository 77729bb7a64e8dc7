/** The app's analytics stores, wired to the selected endpoint, the lists worker and the named loaders. */
import { computed } from '@preact/signals-react';
import { createAnalyticsService } from '../../services/analyticsService';
import { createPairsService } from '../../services/pairsService';
import { listsClient } from '../../../workers/lists.client';
import { selectedEndpoint } from '../app';
import { failLoading, runPageFetch } from '../ui';
import { createListingsStore } from './listings';
import { createAnalyticsStore } from './store';

const apiUrl = computed(() => selectedEndpoint.value?.url ?? null);

const overview = createAnalyticsStore({
  apiUrl,
  analytics: (url) => createAnalyticsService(url),
  pairs: (url) => createPairsService(url),
  lists: listsClient(),
  runPageFetch,
  failLoading,
});

const listings = createListingsStore({ apiUrl, service: (url) => createAnalyticsService(url), runPageFetch });

export const { analytics, loadAnalytics } = overview;
export const { listings: listingsFeed, loadListings, loadMoreListings, reloadListings } = listings;
