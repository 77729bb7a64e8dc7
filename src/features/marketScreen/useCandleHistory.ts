import { useEffect, useState } from 'react';
import type { Candle } from '../../core/candles';
import { errorMessage } from '../../core/format';
import { historyQuery, readCandleHistory, setCandleBase, setChartResolution } from '../../state/market';
import type { MarketSession } from './useMarketSession';

/** The chart's history: candles oldest first, while loading, or the error (a failed history read is shown on the chart), and how to ask again. */
export type CandleHistory = { readonly candles: readonly Candle[]; readonly loading: boolean; readonly error: string | null; readonly retry: () => void };

const NO_CANDLES: readonly Candle[] = [];

/**
 * Fetches the chart's history for the session's resolution and time frame while the worker switches
 * to that resolution's candle room; then hands the worker the newest candle, so live updates land
 * on it (the CandleChart caller contract).
 */
export function useCandleHistory(session: MarketSession | null, apiUrl: string | null): CandleHistory {
  // What was last fetched, for which request; a request that has not answered yet is "loading".
  const [fetched, setFetched] = useState<{ request: string; marketId: number; candles: readonly Candle[]; error: string | null } | null>(null);
  const marketId = session?.marketId ?? null;
  const resolution = session?.settings.resolution;
  const timeFrame = session?.settings.timeFrame ?? null;
  // Bumped by Try again after a failed read: the same history is asked again.
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  const request = `${marketId} ${resolution} ${timeFrame} ${apiUrl} ${attempt}`;

  // `session` is replaced on every settings change: the effect reads only the parts the fetch depends on.
  const connected = session?.connected ?? null;
  useEffect(() => {
    if (marketId === null || connected === null || resolution === undefined || apiUrl === null) return undefined;
    const controller = new AbortController();
    const answer = (candles: readonly Candle[], error: string | null) => {
      if (!controller.signal.aborted) setFetched({ request, marketId, candles, error });
    };
    const load = async () => {
      const query = historyQuery(marketId, resolution, timeFrame, Math.floor(Date.now() / 1000));
      // The history and the worker's candle room at once: the worker holds the live candles that
      // come first until the history's newest is handed over (workers/market/heldKlines.ts).
      const room = connected.then(() => setChartResolution(resolution));
      const [candles] = await Promise.all([readCandleHistory(apiUrl, query, controller.signal), room]);
      answer(candles, null);
      if (!controller.signal.aborted) await setCandleBase(candles.at(-1) ?? null);
    };
    load().catch((error: unknown) => answer(NO_CANDLES, errorMessage(error)));
    return () => controller.abort();
  }, [request, marketId, resolution, timeFrame, apiUrl, connected]);

  // Another resolution of the same market keeps its candles under the spinner; another market starts empty.
  const sameMarket = fetched !== null && fetched.marketId === marketId;
  if (fetched !== null && fetched.request === request) return { candles: fetched.candles, loading: false, error: fetched.error, retry };
  return { candles: sameMarket ? fetched.candles : NO_CANDLES, loading: true, error: null, retry };
}
