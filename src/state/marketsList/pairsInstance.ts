/** The app's markets list and its live prices, wired to the selected endpoint, the lists and market workers and the favourites. */
import { computed } from '@preact/signals-react';
import { createPairsService } from '../../services/pairsService';
import { listsClient } from '../../../workers/lists.client';
import { marketClient } from '../../../workers/market.client';
import { clientUuid, readStored, selectedEndpoint, writeStored } from '../app';
import { runPageFetch } from '../ui';
import { listedFavouriteMarkets } from './favourites';
import { createLivePrices } from './livePrices';
import { createPairsListStore } from './pairsList';

const apiUrl = computed(() => selectedEndpoint.value?.url ?? null);
const isString = (value: unknown): value is string => typeof value === 'string';
const absolute = (url: string) => (typeof location === 'undefined' ? url : new URL(url, location.href).href);

const store = createPairsListStore({
  apiUrl,
  service: (url) => createPairsService(url),
  lists: listsClient(),
  favourites: listedFavouriteMarkets,
  runPageFetch,
});

const live = createLivePrices({
  client: marketClient,
  endpoint: () => {
    const endpoint = selectedEndpoint.value;
    if (endpoint === null) return null;
    const token = readStored<string | null>('socketSessionToken', null, isString);
    return { apiUrl: absolute(endpoint.url), socketUrl: absolute(endpoint.url_socketio), uuid: clientUuid, token };
  },
  onToken: (token) => writeStored('socketSessionToken', token),
  onTicks: (ticks) => store.applyTicks(ticks),
  warn: (message) => console.warn(message),
});

export const { pairsList, loadPairs } = store;

/** A token's logo URL as tokens/ gives it, or null. */
export const marketLogo = (token: { readonly ticker: string; readonly contract: string }): string | null => store.logoOf(token);

/** Where a row of the markets list opens (its /trade or /swap), or null. */
export const marketsRowPath = (srcId: string): string | null => store.pathOf(srcId);

/** Follows the live prices of the rows in view (their `src_id`s); an empty list stops. */
export function watchVisiblePairs(srcIds: readonly string[]): void {
  live.watch(store.priceSources(srcIds));
}

/** Stops the live prices and closes the socket the list opened (the list left the screen). */
export function stopWatchingPairs(): void {
  live.stop();
}
