/**
 * The /markets list as the lists worker holds it (SPEC §2 Markets page): one row per order-book
 * market, v2 pool and v3 pool, in the list's orientation (src/core/analytics/pairs.ts). A column's
 * name is its sort key (SPEC §9: pair, price, pricechange, 24hvolume, 7dvolume, exchange); `rank` is
 * the favourites' order. Logos and paths stay on the page (by token and by key): every column
 * crosses to the main thread with each window, which must stay under 10 KiB (DESIGN §4).
 */
import { columnsOf, type RowInput } from '../analytics/listColumns';
import { pairName, pairView, type ListedPair } from '../analytics/pairs';
import { defineListSchema, LIST_PRESETS, parseSort, type ListColumns, type ListPreset, type ListRow } from '../lists';
import { tokenHash, tokenParam } from '../domain';

export const MARKETS_LIST_ID = 'markets';

export const MARKETS_LIST = defineListSchema({
  columns: {
    srcId: 'text',
    srcType: 'text',
    exchange: 'text',
    pair: 'text',
    ticker: 'text',
    contract: 'text',
    quoteTicker: 'text',
    quoteContract: 'text',
    price: 'number',
    pricechange: 'number',
    '24hvolume': 'number',
    '7dvolume': 'number',
    rank: 'number',
  },
  key: 'srcId',
  search: ['ticker', 'contract', 'quoteTicker', 'quoteContract'],
  bannedBy: ['contract', 'quoteContract'],
});

export type MarketsListColumns = typeof MARKETS_LIST.columns;
/** A row of the list as the page draws it. */
export type MarketsRow = ListRow<MarketsListColumns>;
type MarketsRowInput = RowInput<MarketsListColumns>;

/** The favorites tab lists favourites in the user's order first (the wax tab keeps LIST_PRESETS.markets). */
export const FAVOURITES_PRESET: ListPreset = { ...LIST_PRESETS.markets, defaultSort: parseSort('rank_asc'), ascFirst: ['pair', 'rank'] };

/** Where a row opens: a market's /trade (quote, then base), a pool's /swap from the quote to the token. */
export function pairPath(pair: ListedPair): string {
  if (pair.srcType === 'markets') return `/trade/${pair.src}/${tokenHash(pair.token1)}/${tokenHash(pair.token0)}`;
  const view = pairView(pair);
  return `/swap/${tokenParam(view.quote)}/${tokenParam(view.token)}`;
}

/** The row of one pair; `rank` its place among the favourites (null: not one). */
export function marketsRow(pair: ListedPair, rank: number | null): MarketsRowInput {
  const view = pairView(pair);
  return {
    srcId: pair.srcId,
    srcType: pair.srcType,
    exchange: pair.src,
    pair: pairName(view),
    ticker: view.token.ticker,
    contract: view.token.contract,
    quoteTicker: view.quote.ticker,
    quoteContract: view.quote.contract,
    price: view.price,
    pricechange: view.change24h,
    '24hvolume': pair.volume24h,
    '7dvolume': pair.volume7d,
    rank,
  };
}

/** The columns of these pairs, ranked by `ranks` (the favourites' order). */
export function marketsColumns(pairs: readonly ListedPair[], ranks: ReadonlyMap<string, number>): ListColumns<MarketsListColumns> {
  return columnsOf(
    MARKETS_LIST,
    pairs.map((pair) => marketsRow(pair, ranks.get(pair.srcId) ?? null)),
  );
}
