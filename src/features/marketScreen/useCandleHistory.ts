import { useEffect, useState } from 'react';
import { TIME_FRAMES, type Candle, type Resolution } from '../../core/candles';
import { errorMessage } from '../../core/format';
import type { MarketCandlesQuery } from '../../services/marketsService';
import { readCandleHistory, setCandleBase, setChartResolution } from '../../state/market';
import type { MarketSession } from './useMarketSession';

/** Candles asked for when no time frame is chosen (the API's own default). */
export const HISTORY_COUNT_BACK = 300;

/** The chart's history: candles oldest first, while loading, or the error (a failed history read is shown on the chart), and how to ask again. */
export type CandleHistory = { readonly candles: readonly Candle[]; readonly loading: boolean; readonly error: string | null; readonly retry: () => void };

const NO_CANDLES: readonly Candle[] = [];

/** The history query: a chosen time frame's span back from now, else the latest candles. */
export function historyQuery(marketId: number, resolution: Resolution, timeFrame: string | null, nowSeconds: number): MarketCandlesQuery {
  const frame = TIME_FRAMES.find((option) => option.text === timeFrame);
  return frame ? { marketId, resolution, startAt: nowSeconds - frame.seconds } : { marketId, resolution, countBack: HISTORY_COUNT_BACK };
}

/**
 * Fetches the chart's history for the session's resolution and time frame, after the worker has
 * switched to that resolution's candle room; then hands the worker the newest candle, so live
 * updates land on it (the CandleChart caller contract).
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
      await connected;
      await setChartResolution(resolution);
      const query = historyQuery(marketId, resolution, timeFrame, Math.floor(Date.now() / 1000));
      const candles = await readCandleHistory(apiUrl, query, controller.signal);
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
