/**
 * A venue's candles over HTTP (SPEC §7 candles) for the analytics charts: one swap-service client
 * per endpoint, kept while the endpoint stays the same.
 */
import type { Candle } from '../../core/candles';
import { createSwapService, type CandleQuery, type SwapService } from '../../services/swapService';

export type { CandleQuery } from '../../services/swapService';

let last: { apiUrl: string; service: SwapService } | null = null;

/** The candles of `query` from the endpoint at `apiUrl`, oldest first; throws what the API or the answer's check said. */
export function readVenueCandles(apiUrl: string, query: CandleQuery): Promise<Candle[]> {
  if (last?.apiUrl !== apiUrl) last = { apiUrl, service: createSwapService(apiUrl) };
  return last.service.candles(query);
}
