import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import { ListStore } from '../../core/lists';
import type { TradeRecord } from '../../core/pairTrades';
import type { TradesQuery } from '../../services/pairTrades';
import { createTradeHistory, mergePages, type TradeHistorySource } from './history';

const WAX = { ticker: 'WAX', contract: 'eosio.token' };
const TLM = { ticker: 'TLM', contract: 'alien.worlds' };

function trade(seq: number, srcType = 'pools'): TradeRecord {
  return {
    seq,
    time: seq * 1000,
    src: 'defibox',
    srcType,
    pairId: '1',
    maker: `m${seq}`,
    tokenIn: { token: WAX, amount: makeAmount(100_000_000n, 8) },
    tokenOut: { token: TLM, amount: makeAmount(50_000n, 4) },
    waxValue: 1,
    usdValue: 0.05,
    trxId: '',
  };
}

/** A history over two kinds of venue: pools traded at the odd sequences 1…19, v3 pools at the even ones. */
function setup(pageSize = 4) {
  const store = new ListStore();
  const lists = {
    load: vi.fn(async (...args: Parameters<ListStore['load']>) => store.load(...args)),
    upsert: vi.fn(async (listId: string, columns: Parameters<ListStore['upsert']>[1]) => store.upsert(listId, columns)),
    drop: vi.fn(async (listId: string) => store.drop(listId)),
  };
  const queries: TradesQuery[] = [];
  const fetchTrades = vi.fn(async (query: TradesQuery) => {
    queries.push(query);
    const all = Array.from({ length: 20 }, (_, i) => i + 1)
      .filter((seq) => (query.srcType === 'pools' ? seq % 2 === 1 : seq % 2 === 0))
      .filter((seq) => query.maxSequence === undefined || seq <= query.maxSequence)
      .reverse();
    return all.slice(0, query.limit).map((seq) => trade(seq, query.srcType));
  });
  const history = createTradeHistory({ fetchTrades, lists, pageSize });
  const held = (listId: string) => store.view({ listId, sort: { key: 'seq', dir: 'desc' }, window: { start: 0, count: 100 } }).rows.map((row) => row.seq);
  return { history, lists, queries, held, fetchTrades };
}

const SOURCE: TradeHistorySource = {
  listId: 'trades:tlm:pools',
  perspective: TLM,
  kinds: [
    { srcType: 'pools', pairs: [{ src: 'defibox', pairId: '1' }] },
    { srcType: 'poolsv3', pairs: [{ src: 'alcorv2', pairId: '2' }] },
  ],
};

describe('trade history', () => {
  it('merges pages newest first and says whether older trades remain', () => {
    expect(mergePages([[trade(9), trade(5)], [trade(8)]], 2)).toEqual({ trades: [trade(9), trade(8)], more: true });
    expect(mergePages([[trade(9)], []], 2)).toEqual({ trades: [trade(9)], more: false });
  });

  it('holds the newest page of both kinds, then each older page from where the last ended', async () => {
    const { history, queries, held } = setup(4);
    await history.open(SOURCE);
    expect(held(SOURCE.listId)).toEqual([20, 19, 18, 17]);
    expect(history.history.value).toMatchObject({ phase: 'ready', rows: 4, more: true, listId: SOURCE.listId });
    await history.loadMore();
    expect(queries.slice(-2).map((query) => query.maxSequence)).toEqual([16, 16]);
    expect(held(SOURCE.listId)).toEqual([20, 19, 18, 17, 16, 15, 14, 13]);
    for (let i = 0; i < 5; i++) await history.loadMore();
    expect(held(SOURCE.listId)).toHaveLength(20);
    expect(history.history.value.more).toBe(false);
  });

  it('ignores an answer of a list opened before the current one, and drops lists left', async () => {
    const { history, lists, held } = setup(4);
    const first = history.open(SOURCE);
    const second = history.open({ ...SOURCE, listId: 'trades:tlm:markets', kinds: [{ srcType: 'pools', pairs: [{ src: 'defibox', pairId: '1' }] }] });
    await Promise.all([first, second]);
    expect(history.history.value.listId).toBe('trades:tlm:markets');
    expect(held('trades:tlm:markets')).toEqual([19, 17, 15, 13]);
    expect(lists.drop).toHaveBeenCalledWith(SOURCE.listId);
    history.close();
    expect(lists.drop).toHaveBeenLastCalledWith('trades:tlm:markets');
    expect(history.history.value.phase).toBe('idle');
  });

  it('shows the error of a failed page, keeping the trades already held', async () => {
    const { history, fetchTrades } = setup(4);
    fetchTrades.mockRejectedValueOnce(new Error('trades: busy'));
    await history.open(SOURCE);
    expect(history.history.value).toMatchObject({ phase: 'error', error: 'trades: busy' });
    await history.open(SOURCE);
    fetchTrades.mockRejectedValueOnce(new Error('trades: later'));
    await history.loadMore();
    expect(history.history.value).toMatchObject({ phase: 'ready', rows: 4, loadingMore: false, error: 'trades: later' });
  });

  it('reads the shown source again after a failed first page (Try again), and does nothing with none shown', async () => {
    const { history, fetchTrades, held } = setup(4);
    await history.reload();
    expect(fetchTrades).not.toHaveBeenCalled();
    fetchTrades.mockRejectedValue(new Error('Failed to fetch'));
    await history.open(SOURCE);
    expect(history.history.value.phase).toBe('error');
    fetchTrades.mockRestore();
    await history.reload();
    expect(history.history.value).toMatchObject({ phase: 'ready', rows: 4, error: null });
    expect(held(SOURCE.listId)).toEqual([20, 19, 18, 17]);
  });
});
