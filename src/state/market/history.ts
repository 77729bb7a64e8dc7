/**
 * The market screen's history over HTTP (SPEC §7 candles, trades): the chart's candles and the
 * tape's latest trades, from one markets client per endpoint. The trades go to the worker, which
 * shows them after the live ones.
 */
import { TIME_FRAMES, type Candle, type Resolution } from '../../core/candles';
import type { Market } from '../../core/domain';
import { TAPE_SIZE, type TapeEntry } from '../../core/tape';
import type { MarketCandlesQuery, MarketsService } from '../../services/marketsService';

/** Candles asked for when no time frame is chosen (the API's own default). */
export const HISTORY_COUNT_BACK = 300;

/** The chart's history query: a chosen time frame's span back from now, else the latest candles. */
export function historyQuery(marketId: number, resolution: Resolution, timeFrame: string | null, nowSeconds: number): MarketCandlesQuery {
  const frame = TIME_FRAMES.find((option) => option.text === timeFrame);
  return frame ? { marketId, resolution, startAt: nowSeconds - frame.seconds } : { marketId, resolution, countBack: HISTORY_COUNT_BACK };
}

/** A history asked ahead of the chart is handed to it only this long after it was asked; later the chart reads afresh. */
export const PREFETCHED_CANDLES_MAX_AGE_MS = 15_000;

export type MarketHistoryDeps = {
  /** A markets client of an endpoint's API URL. */
  readonly service: (apiUrl: string) => Pick<MarketsService, 'candles' | 'trades'>;
  /** Milliseconds on a monotonic clock (performance.now by default). */
  readonly now?: () => number;
  /** Hands a market's fetched trades to the worker's tape. */
  readonly setTapeHistory: (marketId: number, entries: readonly TapeEntry[]) => Promise<void>;
  readonly warn: (message: string) => void;
};

export function createMarketHistory(deps: MarketHistoryDeps) {
  // One client per endpoint: the last one asked for is kept.
  let last: { apiUrl: string; service: Pick<MarketsService, 'candles' | 'trades'> } | null = null;
  const serviceOf = (apiUrl: string) => {
    if (last?.apiUrl !== apiUrl) last = { apiUrl, service: deps.service(apiUrl) };
    return last.service;
  };

  const now = deps.now ?? (() => performance.now());
  const keyOf = (apiUrl: string, query: MarketCandlesQuery) => `${apiUrl} ${JSON.stringify(query)}`;
  // The chart's first history, asked as soon as its market was known (prefetchCandles): taken once.
  let prefetched: { readonly key: string; readonly at: number; readonly candles: Promise<Candle[]> } | null = null;

  /** The prefetched answer to this query, if young enough; one that failed is asked again. */
  function takePrefetched(apiUrl: string, query: MarketCandlesQuery, signal: AbortSignal | undefined): Promise<Candle[]> | null {
    const taken = prefetched;
    if (taken === null || taken.key !== keyOf(apiUrl, query)) return null;
    prefetched = null;
    if (now() - taken.at > PREFETCHED_CANDLES_MAX_AGE_MS) return null;
    const answer = taken.candles.catch(() => serviceOf(apiUrl).candles(query, signal));
    if (!signal) return answer;
    return Promise.race([
      answer,
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true })),
    ]);
  }

  return {
    /** The chart's candles of `query`, oldest first; throws what the API or the answer's check said. */
    readCandles: (apiUrl: string, query: MarketCandlesQuery, signal?: AbortSignal): Promise<Candle[]> =>
      takePrefetched(apiUrl, query, signal) ?? serviceOf(apiUrl).candles(query, signal),
    /**
     * Asks the chart's history before the chart does, as soon as the market is known
     * (docs/performance.md, "The book's chain"): the chart's first read of the same query takes it.
     */
    prefetchCandles(apiUrl: string, query: MarketCandlesQuery): void {
      const candles = serviceOf(apiUrl).candles(query);
      candles.catch(() => undefined);
      prefetched = { key: keyOf(apiUrl, query), at: now(), candles };
    },
    /**
     * Reads the market's latest trades (SPEC §9: 100) and hands them to the worker's tape. A failed
     * read is logged and leaves the live tape alone; an aborted one hands nothing.
     */
    async loadTape(apiUrl: string, market: Market, signal: AbortSignal): Promise<void> {
      try {
        const entries = await serviceOf(apiUrl).trades(market, TAPE_SIZE, signal);
        if (!signal.aborted) await deps.setTapeHistory(market.id, entries);
      } catch (error) {
        if (!signal.aborted) deps.warn(`could not read the recent trades of market ${market.id}: ${String(error)}`);
      }
    },
  };
}
