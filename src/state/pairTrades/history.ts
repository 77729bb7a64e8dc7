/**
 * A trade history of some pairs held as a list in the lists worker (the token page's history tabs,
 * the pair page's recent trades): the newest page first, older pages on demand, each seen from one
 * token. Pools and v3 pools are asked for separately (SPEC §7: `trades` takes one `src_type`) and
 * merged newest first, so paging by sequence stays exact across both.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { TRADES_SCHEMA, tradeColumns, type TradeRecord } from '../../core/pairTrades';
import type { TokenId } from '../../core/domain';
import { errorMessage } from '../../core/format';
import type { TradesQuery } from '../../services/pairTrades';
import type { ListsClient } from '../../../workers/lists.client';

/** Which trades: the list to hold them in, the token they are seen from, and the pairs per kind of venue. */
export interface TradeHistorySource {
  readonly listId: string;
  readonly perspective: TokenId;
  readonly kinds: readonly Omit<TradesQuery, 'limit' | 'maxSequence'>[];
}

export interface TradeHistoryState {
  readonly listId: string | null;
  readonly phase: 'idle' | 'loading' | 'ready' | 'error';
  /** Trades held. */
  readonly rows: number;
  /** Older trades may exist. */
  readonly more: boolean;
  readonly loadingMore: boolean;
  readonly error: string | null;
  /** Bumped when the held rows change (the table asks for its window again). */
  readonly revision: number;
}

export interface TradeHistoryDeps {
  fetchTrades(query: TradesQuery): Promise<TradeRecord[]>;
  readonly lists: Pick<ListsClient, 'load' | 'upsert' | 'drop'>;
  /** Trades per page (and per kind of venue asked). */
  readonly pageSize: number;
}

const IDLE: TradeHistoryState = { listId: null, phase: 'idle', rows: 0, more: false, loadingMore: false, error: null, revision: 0 };

/** The newest `size` of several newest-first pages, and whether older trades may remain. */
export function mergePages(pages: readonly (readonly TradeRecord[])[], size: number): { trades: TradeRecord[]; more: boolean } {
  const all = pages.flat().sort((a, b) => b.seq - a.seq);
  const more = all.length > size || pages.some((page) => page.length >= size);
  return { trades: all.slice(0, size), more };
}

/** A trade history store over the given IO. */
export function createTradeHistory(deps: TradeHistoryDeps) {
  const state = signal<TradeHistoryState>(IDLE);
  let source: TradeHistorySource | null = null;
  let cursor: number | undefined;
  let generation = 0;

  async function page(current: TradeHistorySource, maxSequence: number | undefined) {
    const pages = await Promise.all(current.kinds.map((kind) => deps.fetchTrades({ ...kind, limit: deps.pageSize, maxSequence })));
    return mergePages(pages, deps.pageSize);
  }

  /** Shows the newest trades of `next` (replacing any list shown before). */
  async function open(next: TradeHistorySource): Promise<void> {
    const run = ++generation;
    if (source !== null && source.listId !== next.listId) void deps.lists.drop(source.listId);
    source = next;
    cursor = undefined;
    state.value = { ...IDLE, listId: next.listId, phase: 'loading', revision: state.value.revision + 1 };
    try {
      const { trades, more } = await page(next, undefined);
      if (run !== generation) return;
      await deps.lists.load(next.listId, TRADES_SCHEMA, tradeColumns(trades, next.perspective));
      if (run !== generation) return;
      cursor = trades.length > 0 ? (trades[trades.length - 1] as TradeRecord).seq - 1 : undefined;
      state.value = { ...state.value, phase: 'ready', rows: trades.length, more: more && trades.length > 0, revision: state.value.revision + 1 };
    } catch (error) {
      if (run !== generation) return;
      state.value = { ...state.value, phase: 'error', error: errorMessage(error) };
    }
  }

  /** Adds the next older page to the list. */
  async function loadMore(): Promise<void> {
    const current = source;
    const before = state.value;
    if (current === null || before.phase !== 'ready' || !before.more || before.loadingMore) return;
    const run = generation;
    state.value = { ...before, loadingMore: true, error: null };
    try {
      const { trades, more } = await page(current, cursor);
      if (run !== generation) return;
      if (trades.length > 0) await deps.lists.upsert(current.listId, tradeColumns(trades, current.perspective));
      if (run !== generation) return;
      if (trades.length > 0) cursor = (trades[trades.length - 1] as TradeRecord).seq - 1;
      const s = state.value;
      state.value = { ...s, loadingMore: false, rows: s.rows + trades.length, more: more && trades.length > 0, revision: s.revision + 1 };
    } catch (error) {
      if (run !== generation) return;
      state.value = { ...state.value, loadingMore: false, error: errorMessage(error) };
    }
  }

  /** Reads the shown source's newest trades again (Try again after a failed read). */
  function reload(): Promise<void> {
    return source === null ? Promise.resolve() : open(source);
  }

  /** Forgets the list (leaving the page). */
  function close(): void {
    generation += 1;
    if (source !== null) void deps.lists.drop(source.listId);
    source = null;
    state.value = { ...IDLE, revision: state.value.revision + 1 };
  }

  return { history: state as ReadonlySignal<TradeHistoryState>, open, reload, loadMore, close };
}

export type TradeHistoryStore = ReturnType<typeof createTradeHistory>;
