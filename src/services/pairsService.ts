/**
 * Every pair of an endpoint with its figures (SPEC §7: markets/, pools/, poolsv3/, lastVolumes/,
 * lastPriceChanges/, tokens/ for logos): what the markets list and the analytics top pairs show.
 * Rows are checked at the boundary; a malformed one is skipped, a malformed answer throws.
 */
import type { ListedPair } from '../core/analytics/pairs';
import { isExchange, type SourceType } from '../core/urlParams/exchanges';
import { tokenParam } from '../core/domain';
import { getList, numberOf, objectOf, pairIdOf, tokenOf } from './apiRead';
import { platformFetch, type FetchFn } from './http';

/** A pair's rolling volumes in WAX (lastVolumes/). */
export type PairVolumes = { readonly volume24h: number | null; readonly volume7d: number | null; readonly volume30d: number | null };
/** A pair's last price, its price 24 h ago and the change (lastPriceChanges/), token0 per token1. */
export type PairChange = { readonly price: number | null; readonly price24hAgo: number | null; readonly change24h: number | null };

const ID_FIELD: Record<SourceType, string> = { markets: 'id', pools: 'pairid', poolsv3: 'id' };
const PRICE_FIELD: Record<SourceType, string> = { markets: 'last_price', pools: 'price', poolsv3: 'price' };

/** One row of markets/, pools/ or poolsv3/, or null when it is not a usable pair. */
export function readListedPair(raw: unknown, srcType: SourceType): ListedPair | null {
  const row = objectOf(raw);
  const src = row?.src;
  const pairId = pairIdOf(row?.[ID_FIELD[srcType]]);
  const token0 = tokenOf(row?.token0);
  const token1 = tokenOf(row?.token1);
  if (!row || typeof src !== 'string' || !isExchange(src) || pairId === null || !token0 || !token1) return null;
  const price = numberOf(row[PRICE_FIELD[srcType]]);
  const change24h = numberOf(row.price_change24h);
  const positive = price !== null && price > 0 ? price : null;
  return {
    srcId: `${src}_${pairId}`,
    src,
    srcType,
    pairId,
    token0,
    token1,
    price: positive,
    price24hAgo: positive !== null && change24h !== null && change24h > -1 ? positive / (1 + change24h) : null,
    change24h,
    volume24h: numberOf(row.volume24h),
    volume7d: numberOf(row.volume7d),
    volume30d: numberOf(row.volume30d),
    tvl: numberOf(row.tvl),
    fee: numberOf(row.fee),
    ...reserves(row, srcType),
    waxPrice0: numberOf(row.tokenA_wax_price),
    waxPrice1: numberOf(row.tokenB_wax_price),
  };
}

/** A pool's reserves, or what a market's bids (token0) and asks (token1) give. */
function reserves(row: Record<string, unknown>, srcType: SourceType): { reserve0: number | null; reserve1: number | null } {
  if (srcType !== 'markets') return { reserve0: numberOf(row.reserve0), reserve1: numberOf(row.reserve1) };
  const book = objectOf(row.orderbook);
  return { reserve0: numberOf(book?.total_bid), reserve1: numberOf(book?.total_ask) };
}

/** The pair with lastVolumes/ and lastPriceChanges/ figures where they were given. */
export function withPairStats(pair: ListedPair, volumes: PairVolumes | undefined, change: PairChange | undefined): ListedPair {
  return {
    ...pair,
    ...(volumes ? { volume24h: volumes.volume24h, volume7d: volumes.volume7d, volume30d: volumes.volume30d } : {}),
    // A market's price is its last trade, which lastPriceChanges/ also gives; a pool keeps its reserves' price.
    ...(change
      ? { price24hAgo: change.price24hAgo, change24h: change.change24h, ...(pair.srcType === 'markets' && change.price ? { price: change.price } : {}) }
      : {}),
  };
}

const srcIdOf = (row: Record<string, unknown>) => (typeof row.src_id === 'string' ? row.src_id : null);

/** The client of one endpoint's pair lists. */
export type PairsService = {
  /** Every market, v2 pool and v3 pool (three requests; any failure fails the whole). */
  pairs(): Promise<ListedPair[]>;
  lastVolumes(): Promise<Map<string, PairVolumes>>;
  lastPriceChanges(): Promise<Map<string, PairChange>>;
  /** Token logos by `TICKER_contract` (tokens/). */
  tokenLogos(): Promise<Map<string, string>>;
};

/** A pairs client over `baseUrl` (e.g. "/api/"). */
export function createPairsService(baseUrl: string, fetchFn: FetchFn = platformFetch): PairsService {
  const list = (path: string, query?: Record<string, string>) => getList(baseUrl, path, query, fetchFn);
  return {
    async pairs() {
      const kinds: SourceType[] = ['markets', 'pools', 'poolsv3'];
      const answers = await Promise.all(kinds.map((kind) => list(`${kind}/`)));
      return answers.flatMap((rows, i) => rows.map((row) => readListedPair(row, kinds[i]!)).filter((pair): pair is ListedPair => pair !== null));
    },
    async lastVolumes() {
      const out = new Map<string, PairVolumes>();
      for (const raw of await list('lastVolumes/')) {
        const row = objectOf(raw);
        const srcId = row && srcIdOf(row);
        if (row && srcId) out.set(srcId, { volume24h: numberOf(row.volume24h), volume7d: numberOf(row.volume7d), volume30d: numberOf(row.volume30d) });
      }
      return out;
    },
    async lastPriceChanges() {
      const out = new Map<string, PairChange>();
      for (const raw of await list('lastPriceChanges/')) {
        const row = objectOf(raw);
        const srcId = row && srcIdOf(row);
        const positive = (value: unknown) => {
          const number = numberOf(value);
          return number !== null && number > 0 ? number : null;
        };
        if (row && srcId) out.set(srcId, { price: positive(row.price), price24hAgo: positive(row.price_24h_ago), change24h: numberOf(row.change24h) });
      }
      return out;
    },
    async tokenLogos() {
      const out = new Map<string, string>();
      for (const raw of await list('tokens/', { nolptoken: 'true' })) {
        const token = tokenOf(raw);
        const row = objectOf(raw);
        const logo = typeof row?.logo === 'string' && row.logo !== '' ? row.logo : typeof row?.img === 'string' && row.img !== '' ? row.img : null;
        if (token && logo) out.set(tokenParam(token), logo);
      }
      return out;
    },
  };
}
