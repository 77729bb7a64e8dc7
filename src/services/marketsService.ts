/**
 * The order-book markets through the swap service (SPEC §7 table): the markets/ list, a market's
 * candles and its recent trades. Answers are checked at the boundary; a malformed market row is
 * skipped (one bad row must not hide the others), a malformed answer throws naming the field.
 */
import { parseCandle, type Candle, type Resolution } from '../core/candles';
import { isExchange } from '../core/urlParams/exchanges';
import { parseMarketMatch, type TapeEntry } from '../core/tape';
import { marketKey, parseToken, type BookMarket, type Market, type Token } from '../core/domain';
import { parseAccountTrade, type AccountTrade } from '../core/trading';
import { joinUrl, platformFetch, type FetchFn } from './http';

/** A candles query of one market (SPEC §3 Candle query): the latest `countBack`, or everything since `startAt` (unix seconds). */
export type MarketCandlesQuery = { readonly marketId: number; readonly resolution: Resolution } & (
  { readonly countBack: number } | { readonly startAt: number }
);

type Json = Record<string, unknown>;

const isObject = (raw: unknown): raw is Json => typeof raw === 'object' && raw !== null && !Array.isArray(raw);
const finiteOr = (raw: unknown, fallback: number) => (typeof raw === 'number' && Number.isFinite(raw) ? raw : fallback);

/** A market's token, or null when the row's is not one (the row is skipped). */
function readToken(raw: unknown): Token | null {
  try {
    return parseToken(raw, 'token');
  } catch {
    return null;
  }
}

/** One markets/ row, or null when it is not a usable market. */
export function readMarket(raw: unknown): Market | null {
  if (!isObject(raw)) return null;
  const { id, src } = raw;
  const base = readToken(raw.token0);
  const quote = readToken(raw.token1);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0 || typeof src !== 'string' || !isExchange(src) || !base || !quote) return null;
  const book = isObject(raw.orderbook) ? raw.orderbook : {};
  return {
    id,
    src,
    srcId: marketKey(src, id),
    base,
    quote,
    frozen: raw.frozen === true || raw.frozen === 1,
    lastPrice: finiteOr(raw.last_price, 0),
    bestBid: finiteOr(raw.best_bid, 0),
    bestAsk: finiteOr(raw.best_ask, 0),
    volume24h: finiteOr(raw.volume24h, 0),
    priceChange24h: finiteOr(raw.price_change24h, 0),
    baseWaxPrice: finiteOr(raw.tokenA_wax_price, 0),
    bookLevels: finiteOr(book.bid_levels, 0) + finiteOr(book.ask_levels, 0),
  };
}

/** The client of one swap-service endpoint's market paths. */
export type MarketsService = {
  readonly baseUrl: string;
  markets(): Promise<Market[]>;
  /** Candles oldest first (SPEC §3 Candle), prices base per 1 quote. */
  candles(query: MarketCandlesQuery, signal?: AbortSignal): Promise<Candle[]>;
  /** The newest `limit` trades of a market as tape entries, newest first; malformed rows are skipped. */
  trades(market: Market, limit: number, signal?: AbortSignal): Promise<TapeEntry[]>;
  /**
   * One page of an account's trades on a market, newest first (SPEC §7 trades with `wallet`), and how
   * many rows the page had (a full page means more may follow); malformed rows are skipped.
   */
  accountTrades(
    market: BookMarket & Pick<Market, 'src'>,
    account: string,
    page: AccountTradesPage,
    signal?: AbortSignal,
  ): Promise<{ trades: AccountTrade[]; rows: number }>;
};

/** A page of the account's trades: `limit` rows after skipping `offset`. */
export type AccountTradesPage = { readonly limit: number; readonly offset: number };

/** A markets client over `baseUrl` (e.g. "/api/"). */
export function createMarketsService(baseUrl: string, fetchFn: FetchFn = platformFetch): MarketsService {
  async function getList(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<unknown[]> {
    const query = new URLSearchParams(params).toString();
    const url = joinUrl(baseUrl, path) + (query ? `?${query}` : '');
    const res = await fetchFn(url, { signal, cache: 'no-store' });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    const body: unknown = await res.json();
    if (!Array.isArray(body)) throw new Error(`${path}: the answer must be a list`);
    return body;
  }

  return {
    baseUrl,
    async markets() {
      const rows = await getList('markets/', {});
      return rows.map(readMarket).filter((market): market is Market => market !== null);
    },
    async candles(query, signal) {
      // Market candles are token0 (base) per token1 (quote): the book's orientation, never reversed.
      const span: Record<string, string> = 'countBack' in query ? { countBack: String(query.countBack) } : { startAt: String(query.startAt) };
      const rows = await getList(
        'candles',
        { duration: query.resolution, src: 'alcormarket', pair_id: String(query.marketId), is_reversed: 'false', ...span },
        signal,
      );
      return rows.map(parseCandle).filter((candle): candle is Candle => candle !== null);
    },
    async trades(market, limit, signal) {
      const rows = await getList('trades', { src_type: 'markets', src: market.src, pair_id: String(market.id), limit: String(limit) }, signal);
      return rows.map((row) => parseMarketMatch(row, market)).filter((entry): entry is TapeEntry => entry !== null);
    },
    async accountTrades(market, account, page, signal) {
      const params = {
        src_type: 'markets',
        src: market.src,
        pair_id: String(market.id),
        wallet: account,
        limit: String(page.limit),
        offset: String(page.offset),
      };
      const rows = await getList('trades', params, signal);
      const trades = rows.map((row) => parseAccountTrade(row, market, account)).filter((trade): trade is AccountTrade => trade !== null);
      return { trades, rows: rows.length };
    },
  };
}
