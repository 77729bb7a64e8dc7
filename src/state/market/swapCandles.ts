/**
 * The swap chart's live candles (SPEC §2 Swap screen chart, §4 Chart): the market worker follows one
 * venue's candle room (workers/market/chartWatch.ts) and hands each 500 ms drain's changes to the
 * chart. The socket is opened on the first watch; leaving (or another endpoint) unwatches and
 * releases it.
 */
import type { Candle, CandleChange } from '../../core/candles';
import type { SwapEndpoint } from '../../core/config/types';
import type { CandleSource, MarketApi } from '../../../workers/market.client';
import type { MarketSocket } from './socket';

/** Where the socket goes: the selected swap-service endpoint's URLs (null: none selected). */
export type LiveEndpointUrls = Pick<SwapEndpoint, 'url' | 'url_socketio'> | null;

/** Gets each drain's candle changes, oldest first. */
export type CandleChangesListener = (changes: readonly CandleChange[]) => void;

export type SwapCandlesDeps = {
  readonly client: () => Pick<MarketApi, 'watchCandles' | 'setWatchedCandleBase'>;
  readonly socket: Pick<MarketSocket, 'open' | 'release'>;
  readonly warn: (message: string) => void;
};

/** One chart's watch on the worker: what it opened, whether it watches anything. */
export function createSwapCandles(deps: SwapCandlesDeps) {
  let opened = false;
  let watching = false;
  const warn = (error: unknown) => deps.warn(`swap chart live candles: ${String(error)}`);

  return {
    /** Follows a venue (null: none) on `endpoint`'s socket, before the chart fetches its history. */
    watch(endpoint: LiveEndpointUrls, source: CandleSource | null, listener: CandleChangesListener): void {
      if (source === null && !watching) return;
      if (source !== null && !opened && endpoint !== null) {
        opened = true;
        deps.socket.open('chart', endpoint.url, endpoint.url_socketio).catch(warn);
      }
      watching = source !== null;
      deps
        .client()
        .watchCandles(source, source === null ? undefined : (changes) => listener(changes))
        .catch(warn);
    },
    /** The history's newest candle, so live updates land on it; ignored while nothing is watched. */
    setBase(source: CandleSource, candle: Candle | null): void {
      if (watching) deps.client().setWatchedCandleBase(source, candle).catch(warn);
    },
    /** The chart left (or its endpoint changed): unwatch, and release the socket it opened. */
    leave(): void {
      if (watching) deps.client().watchCandles(null).catch(warn);
      if (opened) deps.socket.release('chart').catch(warn);
      opened = watching = false;
    },
  };
}
