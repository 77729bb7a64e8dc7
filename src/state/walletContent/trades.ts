/**
 * The wallet's trade history (SPEC §2 Wallet, §3 Trade filter fields, §9 paging): the filter bar's
 * query, a first page of 20 trades, then "load more" pages of up to 1,000, all held by the lists
 * worker, which sorts, searches and filters what was loaded. A new filter starts over and drops any
 * answer still on its way for the old one.
 */
import { signal } from '@preact/signals-react';
import {
  mergeTradePages,
  TRADE_FOLLOW_UP_LIMIT,
  TRADE_LIST_SCHEMA,
  TRADE_PAGE_LENGTH,
  tradeDetails,
  tradeListColumns,
  tradeRequestBodies,
  type TradeDetail,
  type TradeFilterForm,
} from '../../core/walletTrades';
import type { TradesAnswer } from '../../services/tradesService';
import type { ListsClient } from '../../../workers/lists.client';

/** The named loader of a new query's first page (SPEC §8 areas). */
export const TRADES_LOADER = 'wallet_trade_history';
/** The lists worker's id of the trade history. */
export const TRADES_LIST = 'wallet-trades';

/** Where the history stands. */
export interface TradeHistoryStatus {
  readonly phase: 'idle' | 'loading' | 'ready' | 'error';
  /** Trades loaded so far (before the table's own search and filters). */
  readonly loaded: number;
  /** More trades exist below this sequence; null when all were loaded. */
  readonly before: number | null;
  readonly loadingMore: boolean;
  /** Rows the service sent that could not be read (named in the console). */
  readonly skipped: number;
  readonly error: string | null;
}

const IDLE: TradeHistoryStatus = { phase: 'idle', loaded: 0, before: null, loadingMore: false, skipped: 0, error: null };

export interface TradeHistoryDeps {
  trades(body: Readonly<Record<string, unknown>>, signal: AbortSignal): Promise<TradesAnswer>;
  lists: Pick<ListsClient, 'load' | 'upsert'>;
  runFetch<T>(name: string, fetcher: () => Promise<T>): Promise<T>;
  warn(message: string, error: unknown): void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The trade-history store over the given IO (the app's instance is in instance.ts). */
export function createTradeHistoryStore(deps: TradeHistoryDeps) {
  const filter = signal<TradeFilterForm | null>(null);
  /** The wallet page the history was opened for (its account is the first filter). */
  const page = signal<string | null>(null);
  const status = signal<TradeHistoryStatus>(IDLE);
  /** Bumped each time the lists worker holds new rows. */
  const revision = signal(0);
  let controller: AbortController | null = null;
  // Each loaded trade's details by list key (transaction id, exact price, USD): what the rows from the worker leave out.
  let details = new Map<string, TradeDetail>();

  async function fetchPage(form: TradeFilterForm, limit: number, before: number | null, abort: AbortSignal) {
    const answers = await Promise.all(tradeRequestBodies(form, { limit, before }).map((body) => deps.trades(body, abort)));
    return {
      merged: mergeTradePages(
        answers.map((answer) => answer.rows),
        limit,
      ),
      skipped: answers.reduce((sum, answer) => sum + answer.skipped, 0),
    };
  }

  /** Starts the history over for a new filter: its first 20 trades. */
  async function setFilter(form: TradeFilterForm): Promise<void> {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    filter.value = form;
    status.value = { ...IDLE, phase: 'loading' };
    try {
      const { merged, skipped } = await deps.runFetch(TRADES_LOADER, async () => {
        const answer = await fetchPage(form, TRADE_PAGE_LENGTH, null, current.signal);
        if (!current.signal.aborted) {
          details = tradeDetails(answer.merged.rows);
          await deps.lists.load(TRADES_LIST, TRADE_LIST_SCHEMA, tradeListColumns(answer.merged.rows));
        }
        return answer;
      });
      if (current.signal.aborted) return;
      status.value = { phase: 'ready', loaded: merged.rows.length, before: merged.before, loadingMore: false, skipped, error: null };
      revision.value++;
    } catch (error) {
      if (current.signal.aborted) return;
      status.value = { ...IDLE, phase: 'error', error: message(error) };
      deps.warn('Could not load the trade history', error);
    }
  }

  /** "Load more": the next up to 1,000 trades of the same filter (SPEC §9 follow-up limit). */
  async function loadMore(): Promise<void> {
    const form = filter.value;
    const before = status.value.before;
    if (form === null || before === null || status.value.phase !== 'ready' || status.value.loadingMore || controller === null) return;
    const current = controller;
    status.value = { ...status.value, loadingMore: true, error: null };
    try {
      const { merged, skipped } = await fetchPage(form, TRADE_FOLLOW_UP_LIMIT, before, current.signal);
      if (current.signal.aborted) return;
      for (const [key, detail] of tradeDetails(merged.rows)) details.set(key, detail);
      if (merged.rows.length > 0) await deps.lists.upsert(TRADES_LIST, tradeListColumns(merged.rows));
      if (current.signal.aborted) return;
      const was = status.value;
      status.value = { ...was, loaded: was.loaded + merged.rows.length, before: merged.before, loadingMore: false, skipped: was.skipped + skipped };
      revision.value++;
    } catch (error) {
      if (current.signal.aborted) return;
      status.value = { ...status.value, loadingMore: false, error: message(error) };
      deps.warn('Could not load more trades', error);
    }
  }

  /** Opens the history of a wallet page: its account's trades, unless this page's history is already held. */
  function openPage(account: string): Promise<void> {
    if (page.value === account && status.value.phase !== 'idle') return Promise.resolve();
    page.value = account;
    return setFilter({ wallets: [account], token: '', venue: 'all' });
  }

  /** Forgets the history. */
  function reset(): void {
    controller?.abort();
    controller = null;
    filter.value = null;
    page.value = null;
    status.value = IDLE;
    details = new Map();
  }

  /** A loaded trade's details (transaction id, exact price, USD worth), by its list key. */
  const detailOf = (key: string): TradeDetail | null => details.get(key) ?? null;

  return { filter, page, status, revision, setFilter, openPage, loadMore, reset, detailOf };
}
