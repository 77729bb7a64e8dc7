/**
 * The live market store (DESIGN §4; SPEC §4 "Order book", "Socket"): signals fed by the market
 * worker's frames. See store.ts for how; this module wires it to the app's endpoint, user,
 * uuid and token storage.
 */
import { computed } from '@preact/signals-react';
import { createMarketsService } from '../../services/marketsService';
import { marketClient } from '../../../workers/market.client';
import { clientUuid, onEndpointChange, readStored, selectedEndpoint, user, writeStored } from '../app';
import { createMarketStore } from './store';

export type { LiveEndpointUrls } from './swapCandles';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Calls back after the next paint: a requestAnimationFrame callback runs just before the frame is
 * rendered, and a message posted from it is handled first thing after. One channel serves every call.
 */
function afterNextPaint(): ((callback: () => void) => void) | undefined {
  if (typeof requestAnimationFrame !== 'function' || typeof MessageChannel !== 'function') return undefined;
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  let due = 0;
  channel.port1.onmessage = () => {
    for (const callback of waiting.splice(0, due)) callback();
    due = 0;
  };
  let scheduled = false;
  return (callback) => {
    waiting.push(callback);
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      due = waiting.length;
      channel.port2.postMessage(null);
    });
  };
}

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
  marketsService: (apiUrl) => createMarketsService(apiUrl),
  afterPaint: afterNextPaint(),
});

// The e2e perf trace reads socket → painted latencies here (DESIGN §6); a debug console can too.
if (typeof window !== 'undefined') Object.defineProperty(window, '__waxwingMarketPerf', { value: store.perf, configurable: true });

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
  watchedMarket,
  hover,
  connectMarket,
  disconnectMarket,
  hoverLevel,
  onCandles,
  setBookDepth,
  bookGrouping,
  setBookGrouping,
  setChartResolution,
  setCandleBase,
  rowPaint,
  setTapeHistory,
  readCandleHistory,
  loadTapeHistory,
  swapCandlesWatch,
  onPositions,
  setPositions,
} = store;

/**
 * Starts the market worker now, so its script downloads while the screen still waits for the
 * markets list rather than after it (docs/performance.md, "The first screen").
 */
export function prepareMarketWorker(): void {
  marketClient();
}
