/** Each list's starting sort and page size (SPEC §9 "Sorting" and "Paging"), and its sort exceptions (SPEC §4). */
import { parseSort } from './sortState';
import type { ListSort } from './types';

/** How a list starts and how its headers sort. */
export interface ListPreset {
  readonly defaultSort: ListSort;
  /** Columns that start ascending when first clicked (all others start descending). */
  readonly ascFirst: readonly string[];
  /** Rows per page; null shows the whole list, virtualised. */
  readonly pageSize: number | null;
}

const preset = (sort: string, pageSize: number | null, ascFirst: readonly string[] = []): ListPreset => ({
  defaultSort: parseSort(sort),
  ascFirst,
  pageSize,
});

/** The lists SPEC §9 names, by the screens that show them. */
export const LIST_PRESETS = {
  /** /markets: the whole list; `pair` is the one column that starts ascending (SPEC §4). */
  markets: preset('24hvolume_desc', null, ['pair']),
  /** /analytics top tokens, 10 a page. */
  tokens: preset('7dvolume_desc', 10),
  /** /analytics top pairs, 10 a page. */
  pairs: preset('7dvolume_desc', 10),
  /** Token page holders, 10 a page. */
  holders: preset('amount_desc', 10),
  /** Wallet and trade open orders, 10 a page. */
  openOrders: preset('time_desc', 10),
  /** Wallet pool positions, 10 a page. */
  positions: preset('liquidity_desc', 10),
  /** Wallet token list: the whole list. */
  wallet: preset('price_desc', null),
} as const satisfies Record<string, ListPreset>;
