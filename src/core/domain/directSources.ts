/**
 * The venues trading two tokens directly, as the swap endpoint's `pairDirectSources` answers them,
 * and the one a pair's chart follows. The swap service reads the answer with these, and so does the
 * page's first script when it asks for the chart's history early: both must pick the same venue.
 */
import { isExchange, SOURCE_TYPES, type SourceType } from '../urlParams/exchanges';
import type { Pair } from './pair';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One row: a venue on an exchange the app knows, else null (a row the app cannot use, not a fault). */
function directSourceOf(raw: unknown, index: number): Pair | null {
  if (!isRecord(raw)) throw new Error(`pairDirectSources[${index}] must be an object`);
  const src = typeof raw.src === 'string' ? raw.src : '';
  const srcType = typeof raw.src_type === 'string' ? raw.src_type : '';
  if (!isExchange(src) || !(SOURCE_TYPES as readonly string[]).includes(srcType)) return null;
  const isReversed = raw.is_reversed === true;
  // reserve0 is the venue's token0, which is B on a reversed venue: compare venues by A's depth.
  return { src, srcType: srcType as SourceType, pairId: String(raw.pair_id), isReversed, depth0: Number(isReversed ? raw.reserve1 : raw.reserve0) || 0 };
}

/** The answer's venues the app knows, in its order; throws on a row that is not an object. */
export function directSourcesOf(rows: readonly unknown[]): Pair[] {
  return rows.map(directSourceOf).filter((source): source is Pair => source !== null);
}

/** The venue with the most of the pair's first token (its candles stand for the pair); the first of equals. */
export function deepestSource(sources: readonly Pair[]): Pair | null {
  return sources.reduce<Pair | null>((best, source) => (best === null || source.depth0 > best.depth0 ? source : best), null);
}
