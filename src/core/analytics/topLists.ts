/**
 * The analytics top lists (SPEC §2 Analytics, §9): top tokens and top pairs, 10 a page, default
 * `7dvolume_desc`, held by the lists worker. Sources excluded from analytics (adex) stay out: their
 * pairs are not listed and count in no token's volume or liquidity; a token is listed only when it
 * is in at least one counted pool (SPEC §9).
 */
import { defineListSchema, type ListColumns, type ListRow } from '../lists';
import { tokenHash, tokenParam } from '../domain';
import { columnsOf } from './listColumns';
import { pairName, pairView, type ListedPair } from './pairs';
import { isAnalyticsSource } from './sources';

export const TOP_TOKENS_ID = 'analytics-tokens';
export const TOP_PAIRS_ID = 'analytics-pairs';

export const TOP_TOKENS = defineListSchema({
  columns: {
    id: 'text',
    symbol: 'text',
    contract: 'text',
    logo: 'text',
    path: 'text',
    price: 'number',
    priceusd: 'number',
    pricechange: 'number',
    liquidity: 'number',
    '24hvolume': 'number',
    '7dvolume': 'number',
    '30dvolume': 'number',
  },
  key: 'id',
  search: ['symbol', 'contract'],
  bannedBy: ['contract'],
});

export const TOP_PAIRS = defineListSchema({
  columns: {
    srcId: 'text',
    pair: 'text',
    exchange: 'text',
    srcType: 'text',
    ticker: 'text',
    contract: 'text',
    quoteTicker: 'text',
    quoteContract: 'text',
    path: 'text',
    price: 'number',
    pricechange: 'number',
    liquidity: 'number',
    '24hvolume': 'number',
    '7dvolume': 'number',
    '30dvolume': 'number',
  },
  key: 'srcId',
  search: ['ticker', 'contract', 'quoteTicker', 'quoteContract'],
  bannedBy: ['contract', 'quoteContract'],
});

export type TopTokenRow = ListRow<typeof TOP_TOKENS.columns>;
export type TopPairRow = ListRow<typeof TOP_PAIRS.columns>;

/** A token of tokens/ as the top tokens need it. */
export type AnalyticsToken = {
  readonly ticker: string;
  readonly contract: string;
  readonly logo: string | null;
  /** WAX per whole token; null when unknown. */
  readonly waxPrice: number | null;
  readonly usdPrice: number | null;
  readonly change24h: number | null;
  /** The pools (v2 and v3) it is in, by exchange (SPEC §3 Token in_pool). */
  readonly inPool: readonly { readonly src: string }[];
};

const sum = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((total, value) => total + value, 0);
};

/** The top tokens' columns: tokens in a counted pool, with volume over every counted pair and liquidity over counted pools. */
export function topTokenColumns(tokens: readonly AnalyticsToken[], pairs: readonly ListedPair[]): ListColumns<typeof TOP_TOKENS.columns> {
  const counted = pairs.filter((pair) => isAnalyticsSource(pair.src));
  const byToken = new Map<string, { pair: ListedPair; side: 0 | 1 }[]>();
  for (const pair of counted)
    for (const [side, token] of [pair.token0, pair.token1].entries()) {
      const key = tokenParam(token);
      const venues = byToken.get(key) ?? byToken.set(key, []).get(key)!;
      venues.push({ pair, side: side as 0 | 1 });
    }
  const rows = tokens
    .filter((token) => token.inPool.some((pool) => isAnalyticsSource(pool.src)))
    .map((token) => {
      const key = tokenParam(token);
      const venues = byToken.get(key) ?? [];
      const pools = venues.filter(({ pair }) => pair.srcType !== 'markets');
      const liquidity = sum(
        pools.map(({ pair, side }) => {
          const reserve = side === 0 ? pair.reserve0 : pair.reserve1;
          const price = side === 0 ? pair.waxPrice0 : pair.waxPrice1;
          return reserve === null || price === null ? null : reserve * price;
        }),
      );
      return {
        id: key,
        symbol: token.ticker,
        contract: token.contract,
        logo: token.logo ?? '',
        path: `/analytics/token/${tokenHash(token)}`,
        price: token.waxPrice,
        priceusd: token.usdPrice,
        pricechange: token.change24h,
        liquidity,
        '24hvolume': sum(venues.map(({ pair }) => pair.volume24h)) ?? 0,
        '7dvolume': sum(venues.map(({ pair }) => pair.volume7d)) ?? 0,
        '30dvolume': sum(venues.map(({ pair }) => pair.volume30d)) ?? 0,
      };
    });
  return columnsOf(TOP_TOKENS, rows);
}

/** The top pairs' columns: every counted pair in the list's orientation, its liquidity its TVL. */
export function topPairColumns(pairs: readonly ListedPair[]): ListColumns<typeof TOP_PAIRS.columns> {
  const rows = pairs
    .filter((pair) => isAnalyticsSource(pair.src))
    .map((pair) => {
      const view = pairView(pair);
      return {
        srcId: pair.srcId,
        pair: pairName(view),
        exchange: pair.src,
        srcType: pair.srcType,
        ticker: view.token.ticker,
        contract: view.token.contract,
        quoteTicker: view.quote.ticker,
        quoteContract: view.quote.contract,
        path: `/analytics/pair/${pair.src}/${pair.pairId}`,
        price: view.price,
        pricechange: view.change24h,
        liquidity: pair.tvl,
        '24hvolume': pair.volume24h,
        '7dvolume': pair.volume7d,
        '30dvolume': pair.volume30d,
      };
    });
  return columnsOf(TOP_PAIRS, rows);
}
