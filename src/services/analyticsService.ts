/**
 * The analytics pages' reads of the swap service: tokens/ for the top tokens and the overview's
 * token count, listingevents for the listings feed. The pairs come from the pairs service. Answers
 * are checked at the boundary: a malformed row is skipped, a malformed answer throws.
 */
import { LISTINGS_PAGE_SIZE, type ListingEvent } from '../core/analytics/listings';
import type { AnalyticsToken } from '../core/analytics/topLists';
import { isAccountName, isSymbolCode } from '../core/domain';
import { SOURCE_TYPES, type SourceType } from '../core/urlParams/exchanges';
import { getList, numberOf, objectOf, pairIdOf, tokenOf } from './apiRead';
import { platformFetch, type FetchFn } from './http';

/** A tokens/ row as the top tokens need it, or null. */
export function readAnalyticsToken(raw: unknown): AnalyticsToken | null {
  const token = tokenOf(raw);
  const row = objectOf(raw);
  if (!token || !row) return null;
  const logo = typeof row.logo === 'string' && row.logo !== '' ? row.logo : typeof row.img === 'string' && row.img !== '' ? row.img : null;
  const inPool = (Array.isArray(row.in_pool) ? row.in_pool : []).flatMap((entry) => {
    const src = objectOf(entry)?.src;
    return typeof src === 'string' ? [{ src }] : [];
  });
  return {
    ticker: token.ticker,
    contract: token.contract,
    logo,
    waxPrice: numberOf(row.wax_price),
    usdPrice: numberOf(row.price),
    change24h: numberOf(objectOf(row.price_changes)?.['24h']),
    inPool,
  };
}

/** A listingevents row, or null. */
export function readListingEvent(raw: unknown): ListingEvent | null {
  const row = objectOf(raw);
  if (row === null) return null;
  const { contractA, codeA, contractB, codeB, listing_type: type, src } = row;
  const fee = numberOf(row.fee);
  const pairId = pairIdOf(row.pair_id);
  const sequence = numberOf(row.global_sequence);
  if (typeof contractA !== 'string' || !isAccountName(contractA) || typeof contractB !== 'string' || !isAccountName(contractB)) return null;
  if (typeof codeA !== 'string' || !isSymbolCode(codeA) || typeof codeB !== 'string' || !isSymbolCode(codeB)) return null;
  if (typeof type !== 'string' || !(SOURCE_TYPES as readonly string[]).includes(type) || typeof src !== 'string' || fee === null || pairId === null)
    return null;
  if (sequence === null || !Number.isSafeInteger(sequence)) return null;
  const time = typeof row.updated_at_time === 'string' ? Date.parse(row.updated_at_time) : Number.NaN;
  return {
    contractA,
    codeA,
    contractB,
    codeB,
    listingType: type as SourceType,
    fee,
    src,
    pairId,
    globalSequence: sequence,
    time: Number.isNaN(time) ? null : time,
  };
}

/** The client of one endpoint's analytics paths. */
export type AnalyticsService = {
  tokens(): Promise<AnalyticsToken[]>;
  /** A page of listings, newest first, below `maxSequence` when given. */
  listings(maxSequence: number | null): Promise<ListingEvent[]>;
};

/** An analytics client over `baseUrl` (e.g. "/api/"). */
export function createAnalyticsService(baseUrl: string, fetchFn: FetchFn = platformFetch): AnalyticsService {
  return {
    async tokens() {
      const rows = await getList(baseUrl, 'tokens/', { nolptoken: 'true' }, fetchFn);
      return rows.map(readAnalyticsToken).filter((token): token is AnalyticsToken => token !== null);
    },
    async listings(maxSequence) {
      const query: Record<string, string> = { limit: String(LISTINGS_PAGE_SIZE) };
      if (maxSequence !== null) query.max_global_sequence = String(maxSequence);
      const rows = await getList(baseUrl, 'listingevents', query, fetchFn);
      return rows.map(readListingEvent).filter((event): event is ListingEvent => event !== null);
    },
  };
}
