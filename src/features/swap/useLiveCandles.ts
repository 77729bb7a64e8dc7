/**
 * The swap chart's live candles (SPEC §2 Swap screen chart, §4 Chart), through the market store:
 * it owns the worker's socket and follows the chart's venue (src/state/market/swapCandles.ts). This
 * hook keeps one watch per endpoint and hands each drain's changes to the chart's latest callback.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Candle, CandleChange, Resolution } from '../../core/candles';
import type { Pair } from '../../core/domain';
import { swapCandlesWatch, type LiveEndpointUrls } from '../../state/market';
import type { CandleSource } from '../../../workers/market.client';

export type { LiveEndpointUrls } from '../../state/market';

/** What the chart calls: follow a venue (null: none) before fetching its history, then hand over the history's newest candle. */
export type LiveCandles = {
  watch(source: CandleSource | null): void;
  setBase(source: CandleSource, candle: Candle | null): void;
};

/** The worker's name for a venue's candles at a resolution (null: no venue). */
export function candleSourceOf(source: Pair | null, resolution: Resolution): CandleSource | null {
  return source === null ? null : { src: source.src, srcType: source.srcType, pairId: source.pairId, isReversed: source.isReversed, resolution };
}

/** Follows the chart's venue live on `endpoint`'s socket; `onChanges` gets each drain's candle changes, oldest first. */
export function useLiveCandles(endpoint: LiveEndpointUrls, onChanges: (changes: readonly CandleChange[]) => void): LiveCandles {
  const apiUrl = endpoint?.url ?? null;
  const socketUrl = endpoint?.url_socketio ?? null;
  const latest = useRef(onChanges);
  useLayoutEffect(() => {
    latest.current = onChanges;
  });

  // One watch per endpoint: another endpoint leaves the old one's socket (SPEC §4: a new selection reconnects).
  const session = useMemo(() => {
    const watch = swapCandlesWatch();
    const urls = apiUrl === null || socketUrl === null ? null : { url: apiUrl, url_socketio: socketUrl };
    const live: LiveCandles = {
      watch: (source) => watch.watch(urls, source, (changes) => latest.current(changes)),
      setBase: (source, candle) => watch.setBase(source, candle),
    };
    return { live, leave: () => watch.leave() };
  }, [apiUrl, socketUrl]);

  useEffect(() => () => session.leave(), [session]);
  return session.live;
}
