/**
 * The live market store (DESIGN §4; SPEC §4 "Order book", "Socket"): signals fed by the market
 * worker's frames. See marketStore.ts for how; this module wires it to the app's endpoint, user,
 * uuid and token storage.
 */
import { computed } from '@preact/signals-react';
import { marketClient } from '../../workers/market.client';
import { clientUuid, selectedEndpoint, user } from './app';
import { onEndpointChange } from './endpoints';
import { createMarketStore } from './marketStore';
import { readStored, writeStored } from './storage';

export type { CandleListener, ConnectMarketOptions, MarketStore } from './marketStore';
export { createMarketStore, IDLE_CONNECTION } from './marketStore';

const isString = (value: unknown): value is string => typeof value === 'string';

const store = createMarketStore({
  client: marketClient,
  selectedEndpoint: () => selectedEndpoint.value,
  onEndpointChange,
  currentAccount: computed(() => user.value?.name ?? null),
  uuid: () => clientUuid,
  readToken: () => readStored<string | null>('socketSessionToken', null, isString),
  writeToken: (token) => writeStored('socketSessionToken', token),
  requestFrame: (callback) => (typeof requestAnimationFrame === 'function' ? void requestAnimationFrame(() => callback()) : void setTimeout(callback, 16)),
  resolveUrl: (url) => (typeof location === 'undefined' ? url : new URL(url, location.href).href),
  warn: (message) => console.warn(message),
});

export const {
  asks,
  bids,
  tape,
  lastPrice,
  lastSide,
  connectionStatus,
  syncing,
  dropped,
  userOrders,
  hover,
  connectMarket,
  disconnectMarket,
  hoverLevel,
  onCandles,
  setBookDepth,
  setChartResolution,
  setCandleBase,
} = store;
