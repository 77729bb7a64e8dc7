import type { PairVenue } from '../domain';
import type { Resolution } from './resolutions';

/** A venue's candles as the swap endpoint's `candles` read asks for them: the newest `countBack` of one resolution. */
export type CandleQuery = Omit<PairVenue, 'srcType'> & { readonly duration: Resolution; readonly countBack: number };

/** Candles a pair's chart asks for when no time frame is chosen (the swap and limit screens'). */
export const PAIR_CHART_COUNT_BACK = 300;

/**
 * The `candles` read's query string, in the one order every caller writes it: the app's own read and
 * the early read the page's first script makes for the same chart must be the same URL.
 */
export function candleQueryString(query: CandleQuery): string {
  return new URLSearchParams({
    duration: query.duration,
    src: query.src,
    pair_id: query.pairId,
    is_reversed: String(query.isReversed),
    countBack: String(query.countBack),
  }).toString();
}
