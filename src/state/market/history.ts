/**
 * The market screen's history over HTTP (SPEC §7 candles, trades): the chart's candles and the
 * tape's latest trades, from one markets client per endpoint. The trades go to the worker, which
 * shows them after the live ones.
 */
import type { Candle } from '../../core/candles';
import type { Market } from '../../core/domain';
import { TAPE_SIZE, type TapeEntry } from '../../core/tape';
import type { MarketCandlesQuery, MarketsService } from '../../services/marketsService';

export type MarketHistoryDeps = {
  /** A markets client of an endpoint's API URL. */
  readonly service: (apiUrl: string) => Pick<MarketsService, 'candles' | 'trades'>;
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

  return {
    /** The chart's candles of `query`, oldest first; throws what the API or the answer's check said. */
    readCandles: (apiUrl: string, query: MarketCandlesQuery, signal?: AbortSignal): Promise<Candle[]> => serviceOf(apiUrl).candles(query, signal),
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
