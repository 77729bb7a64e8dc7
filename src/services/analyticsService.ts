/**
 * The analytics pages' reads of the swap service: `analytics/overview` (a devnet addition,
 * devnet/API.md), tokens/ for the top tokens and listingevents for the listings feed (SPEC §7).
 * Answers are checked at the boundary: a malformed row is skipped, a malformed answer throws.
 */
import { LISTINGS_PAGE_SIZE, type ListingEvent } from '../core/analytics/listings';
import type { AnalyticsOverview, ExchangeVolume, OverviewDay } from '../core/analytics/overview';
import type { AnalyticsToken } from '../core/analytics/topLists';
import { isAccountName, isSymbolCode } from '../core/domain';
import { SOURCE_TYPES, type SourceType } from '../core/urlParams/exchanges';
import { getJson, getList, numberOf, objectOf, pairIdOf, tokenOf } from './apiRead';
import { platformFetch, type FetchFn } from './http';

/** Days of history the overview's charts show. */
export const OVERVIEW_DAYS = 90;

function figure(row: Record<string, unknown>, name: string): number {
  const value = numberOf(row[name]);
  if (value === null) throw new Error(`analytics/overview: ${name} must be a number`);
  return value;
}

/** The overview answer, checked: every figure a number, days and exchanges as lists (bad entries skipped). */
export function readOverview(raw: unknown): AnalyticsOverview {
  const row = objectOf(raw);
  if (row === null) throw new Error('analytics/overview: the answer must be an object');
  const days = Array.isArray(row.days) ? row.days : [];
  const exchanges = Array.isArray(row.exchanges) ? row.exchanges : [];
  return {
    tvl: figure(row, 'tvl'),
    tvl24hAgo: figure(row, 'tvl_24h_ago'),
    volume24h: figure(row, 'volume24h'),
    volume24hPrev: figure(row, 'volume24h_prev'),
    volume24hUsd: figure(row, 'volume24h_usd'),
    volume7d: figure(row, 'volume7d'),
    volume7dPrev: figure(row, 'volume7d_prev'),
    volume7dUsd: figure(row, 'volume7d_usd'),
    trades24h: figure(row, 'trades24h'),
    trades24hPrev: figure(row, 'trades24h_prev'),
    tokens: figure(row, 'tokens'),
    tokens24hAgo: figure(row, 'tokens_24h_ago'),
    pools: figure(row, 'pools'),
    pools24hAgo: figure(row, 'pools_24h_ago'),
    markets: figure(row, 'markets'),
    markets24hAgo: figure(row, 'markets_24h_ago'),
    excludedSources: Array.isArray(row.excluded_sources) ? row.excluded_sources.filter((src): src is string => typeof src === 'string') : [],
    exchanges: exchanges.flatMap((entry): ExchangeVolume[] => {
      const item = objectOf(entry);
      const volume24h = numberOf(item?.volume24h);
      const volume7d = numberOf(item?.volume7d);
      return item && typeof item.src === 'string' && volume24h !== null && volume7d !== null
        ? [{ src: item.src, volume24h, volume7d, tvl: numberOf(item.tvl) ?? 0 }]
        : [];
    }),
    days: days
      .flatMap((entry): OverviewDay[] => {
        const item = objectOf(entry);
        const time = numberOf(item?.time);
        const volume = numberOf(item?.volume);
        const trades = numberOf(item?.trades);
        const tvl = numberOf(item?.tvl);
        return time !== null && Number.isInteger(time) && volume !== null && trades !== null && tvl !== null
          ? [{ time, volume, volumeUsd: numberOf(item?.volume_usd) ?? 0, trades, tvl }]
          : [];
      })
      .sort((a, b) => a.time - b.time),
  };
}

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
  overview(days?: number): Promise<AnalyticsOverview>;
  tokens(): Promise<AnalyticsToken[]>;
  /** A page of listings, newest first, below `maxSequence` when given. */
  listings(maxSequence: number | null): Promise<ListingEvent[]>;
};

/** An analytics client over `baseUrl` (e.g. "/api/"). */
export function createAnalyticsService(baseUrl: string, fetchFn: FetchFn = platformFetch): AnalyticsService {
  return {
    async overview(days = OVERVIEW_DAYS) {
      return readOverview(await getJson(baseUrl, 'analytics/overview', { days: String(days) }, fetchFn));
    },
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
