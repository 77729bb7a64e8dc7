/**
 * The swap chart's live candles (SPEC §2 Swap screen chart, §4 Chart): the market worker follows
 * one venue's candle room (workers/market/chartWatch.ts) and hands each 500 ms drain's changes to
 * the chart. The socket is opened to the selected endpoint on the first watch; leaving the screen
 * (or another endpoint) unwatches and closes it. The market screen opens it again for itself.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Candle, CandleChange, Resolution } from '../../core/candles';
import type { Pair } from '../../core/domain';
import { clientUuid, readStored, writeStored, type SwapEndpoint } from '../../state/app';
import { marketClient, type CandleSource, type MarketHooks } from '../../../workers/market.client';

/** What the chart calls: follow a venue (null: none) before fetching its history, then hand over the history's newest candle. */
export type LiveCandles = {
  watch(source: CandleSource | null): void;
  setBase(source: CandleSource, candle: Candle | null): void;
};

/** The worker's name for a venue's candles at a resolution (null: no venue). */
export function candleSourceOf(source: Pair | null, resolution: Resolution): CandleSource | null {
  return source === null ? null : { src: source.src, srcType: source.srcType, pairId: source.pairId, isReversed: source.isReversed, resolution };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const absolute = (url: string) => (typeof location === 'undefined' ? url : new URL(url, location.href).href);
const warn = (error: unknown) => console.warn(`swap chart live candles: ${String(error)}`);

// The chart wants candles only; frames and order-book snapshots are the market screen's.
const HOOKS: MarketHooks = {
  onToken: (token) => writeStored('socketSessionToken', token),
  onFrame: () => undefined,
  fetchSnapshot: async () => null,
};

/** Where the socket goes: the selected swap-service endpoint's URLs (null: none selected). */
export type LiveEndpointUrls = Pick<SwapEndpoint, 'url' | 'url_socketio'> | null;

/** Follows the chart's venue live on `endpoint`'s socket; `onChanges` gets each drain's candle changes, oldest first. */
export function useLiveCandles(endpoint: LiveEndpointUrls, onChanges: (changes: readonly CandleChange[]) => void): LiveCandles {
  const apiUrl = endpoint?.url ?? null;
  const socketUrl = endpoint?.url_socketio ?? null;
  const latest = useRef(onChanges);
  // What this chart asked the worker for: whether it opened the socket, whether it watches anything.
  const session = useRef({ opened: false, watching: false });
  useLayoutEffect(() => {
    latest.current = onChanges;
  });

  const live = useMemo<LiveCandles>(
    () => ({
      watch(source) {
        const state = session.current;
        if (source === null && !state.watching) return;
        const client = marketClient();
        if (source !== null && !state.opened && apiUrl !== null && socketUrl !== null) {
          state.opened = true;
          const live = {
            apiUrl: absolute(apiUrl),
            socketUrl: absolute(socketUrl),
            uuid: clientUuid,
            token: readStored<string | null>('socketSessionToken', null, isString),
          };
          client.open(live, HOOKS).catch(warn);
        }
        state.watching = source !== null;
        client.watchCandles(source, source === null ? undefined : (changes) => latest.current(changes)).catch(warn);
      },
      setBase(source, candle) {
        if (session.current.watching) marketClient().setWatchedCandleBase(source, candle).catch(warn);
      },
    }),
    [apiUrl, socketUrl],
  );

  useEffect(
    () => () => {
      const state = session.current;
      if (state.watching) marketClient().watchCandles(null).catch(warn);
      if (state.opened) marketClient().close().catch(warn);
      session.current = { opened: false, watching: false };
    },
    [apiUrl, socketUrl],
  );
  return live;
}
