/**
 * The live market store (DESIGN §4; SPEC §4 "Order book", "Socket"): signals fed by the market
 * worker's frames. See store.ts for how; this module wires it to the app's endpoint, user,
 * uuid and token storage.
 */
import { computed } from '@preact/signals-react';
import { matchMarketRoute, type MarketRoute } from '../../core/domain';
import { loadMarkets, marketsList } from '../marketsList';
import { createMarketsService } from '../../services/marketsService';
import { marketClient } from '../../../workers/market.client';
import { clientUuid, onEndpointChange, readStored, selectedEndpoint, user, writeStored } from '../app';
import { loadChartSettings, openChartSettings } from './chartSettings';
import { historyQuery } from './history';
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
const { prepareMarketSocket, prefetchCandleHistory } = store;

/**
 * Starts what the market screen waits for: the market worker, so its script downloads while the
 * screen still waits for the markets list rather than after it, the chart settings' database, and
 * the worker's socket once an endpoint is selected (docs/performance.md, "The book's chain").
 * Answers the socket's release, for a screen that leaves without watching a market.
 */
export function prepareMarketScreen(): () => void {
  marketClient();
  openChartSettings();
  return prepareMarketSocket();
}

/**
 * Asks the chart's first history as soon as the markets list names the route's market, before the
 * screen has rendered (docs/performance.md, "The book's chain"): the pair's saved resolution, its
 * latest candles. A saved time frame is left to the chart (its span counts back from the chart's
 * own clock).
 */
export async function prefetchChartHistory(route: MarketRoute): Promise<void> {
  await loadMarkets();
  const list = marketsList.value;
  const match = list.loaded ? matchMarketRoute(list.markets, route) : null;
  const apiUrl = selectedEndpoint.value?.url;
  if (match?.kind !== 'found' || apiUrl === undefined) return;
  const settings = await loadChartSettings(match.market.srcId);
  if (settings.timeFrame === null) prefetchCandleHistory(apiUrl, historyQuery(match.market.id, settings.resolution, null, 0));
}
