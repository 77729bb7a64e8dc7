/**
 * The signed-in account's trades on the shown market (SPEC §2 orders tab "history"; §9 trade history
 * page length 20): newest first from the trades API, one page at a time with "load more". The first
 * page runs under the area's named loader; a failed "more" keeps what is shown and says why.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { BookMarket, Market } from '../../core/domain';
import { errorMessage } from '../../core/format';
import type { AccountTrade } from '../../core/trading';
import type { AccountTradesPage } from '../../services/marketsService';

/** SPEC §9: trade history page length. */
export const HISTORY_PAGE = 20;
/** The named loading area of the history tab. */
export const HISTORY_AREA = 'trade_history';

export type AccountHistoryDeps = {
  readonly fetchPage: (market: BookMarket & Pick<Market, 'src'>, account: string, page: AccountTradesPage) => Promise<{ trades: AccountTrade[]; rows: number }>;
  readonly runPageFetch: <T>(name: string, fetcher: () => Promise<T>) => Promise<T>;
};

export type HistoryState = {
  /** `${account}@${marketId}` the trades belong to, null before a first page. */
  readonly key: string | null;
  readonly trades: readonly AccountTrade[];
  /** Rows read from the API so far (the next page's offset). */
  readonly offset: number;
  readonly more: boolean;
  readonly loadingMore: boolean;
  readonly moreError: string | null;
};

const EMPTY: HistoryState = { key: null, trades: [], offset: 0, more: false, loadingMore: false, moreError: null };

export function createAccountHistory(deps: AccountHistoryDeps) {
  const state = signal<HistoryState>(EMPTY);
  let run = 0;

  const merge = (known: readonly AccountTrade[], page: readonly AccountTrade[]) => {
    const seen = new Set(known.map((trade) => trade.key));
    return [...known, ...page.filter((trade) => !seen.has(trade.key))];
  };

  /** Reads the first page again (a new market or account, or after a transaction). */
  async function load(market: BookMarket & Pick<Market, 'src'>, account: string): Promise<void> {
    const current = ++run;
    const key = `${account}@${market.id}`;
    try {
      const page = await deps.runPageFetch(HISTORY_AREA, () => deps.fetchPage(market, account, { limit: HISTORY_PAGE, offset: 0 }));
      if (current !== run) return;
      state.value = { key, trades: page.trades, offset: page.rows, more: page.rows === HISTORY_PAGE, loadingMore: false, moreError: null };
    } catch {
      // The loader shows the error (SPEC §8); the list is no longer this market's.
      if (current === run) state.value = { ...EMPTY, key };
    }
  }

  /** Appends the next page of the same market and account. */
  async function loadMore(market: BookMarket & Pick<Market, 'src'>, account: string): Promise<void> {
    const before = state.value;
    if (before.key !== `${account}@${market.id}` || !before.more || before.loadingMore) return;
    const current = run;
    state.value = { ...before, loadingMore: true, moreError: null };
    try {
      const page = await deps.fetchPage(market, account, { limit: HISTORY_PAGE, offset: before.offset });
      if (current !== run) return;
      const now = state.value;
      state.value = { ...now, trades: merge(now.trades, page.trades), offset: now.offset + page.rows, more: page.rows === HISTORY_PAGE, loadingMore: false };
    } catch (error) {
      if (current === run) state.value = { ...state.value, loadingMore: false, moreError: errorMessage(error) };
    }
  }

  function clear(): void {
    run++;
    state.value = EMPTY;
  }

  return { history: state as ReadonlySignal<HistoryState>, load, loadMore, clear };
}

export type AccountHistoryStore = ReturnType<typeof createAccountHistory>;
