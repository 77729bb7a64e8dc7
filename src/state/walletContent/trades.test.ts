import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from '../../core/csv';
import { readTradeRow, type TradeRow } from '../../core/walletTrades';
import { rawTrade } from '../../core/walletTrades/trades.testutil';
import type { TradesAnswer } from '../../services/tradesService';
import { tradesCsv } from './csvExport';
import { deferred, inThreadLists, loaderRunner } from './fakes.testutil';
import { createTradeHistoryStore, TRADES_LIST } from './trades';

/** A service holding `count` trades of alice, sequences count … 1, each 1.0000 TLM more than the last. */
function history(count: number) {
  const all: TradeRow[] = Array.from({ length: count }, (_, i) =>
    readTradeRow(rawTrade({ global_sequence: count - i, amount_out: `${count - i}.0000`, wax_value: count - i === 3 ? 0.5 : 10 })),
  );
  const bodies: Record<string, unknown>[] = [];
  const trades = vi.fn(async (body: Readonly<Record<string, unknown>>): Promise<TradesAnswer> => {
    bodies.push({ ...body });
    const below = typeof body.max_global_sequence === 'number' ? body.max_global_sequence : Infinity;
    return { rows: all.filter((trade) => trade.seq <= below).slice(0, Number(body.limit)), skipped: 0 };
  });
  return { trades, bodies };
}

function setup(count: number) {
  const service = history(count);
  const { lists, source } = inThreadLists();
  const loader = loaderRunner();
  const store = createTradeHistoryStore({ trades: service.trades, lists, runFetch: loader.runFetch, warn: vi.fn() });
  const keys = async (search = '', filters: { column: string; op: 'notIn'; values: string[] }[] = []) =>
    (await source.view({ listId: TRADES_LIST, sort: { key: 'time', dir: 'desc' }, search, filters, window: { start: 0, count: 200 } })).rows.map(
      (row) => row.key,
    );
  return { ...service, store, source, loader, keys };
}

const ALICE = { wallets: ['alice'], token: '', venue: 'all' as const };

describe('trade history store', () => {
  it('starts with a page of 20 (SPEC §9) under its loader, then loads up to 1,000 more', async () => {
    const { store, bodies, loader, source } = setup(1100);
    await store.setFilter(ALICE);
    expect(loader.runs).toEqual(['wallet_trade_history']);
    expect(bodies).toEqual([{ wallet: 'alice', limit: 20 }]);
    expect(store.status.value).toMatchObject({ phase: 'ready', loaded: 20, before: 1081 });
    await store.loadMore();
    expect(bodies[1]).toEqual({ wallet: 'alice', limit: 1000, max_global_sequence: 1080 });
    expect(store.status.value).toMatchObject({ loaded: 1020, before: 81 });
    await store.loadMore();
    expect(store.status.value).toMatchObject({ loaded: 1100, before: null });
    expect((await source.view({ listId: TRADES_LIST, sort: { key: 'time', dir: 'desc' }, window: { start: 0, count: 1 } })).total).toBe(1100);
    await store.loadMore();
    expect(bodies).toHaveLength(3);
  });

  it('asks pools and v3 pools apart and shows them merged newest first', async () => {
    const { store, bodies } = setup(5);
    await store.setFilter({ wallets: ['alice', 'bob'], token: 'tlm', venue: 'pools' });
    expect(bodies.map((body) => body.src_type)).toEqual(['pools', 'poolsv3']);
    expect(bodies[0]).toMatchObject({ wallets: ['alice', 'bob'], code1: 'TLM' });
    // Both fakes answer the same rows: each trade once.
    expect(store.status.value.loaded).toBe(5);
  });

  it('a new filter drops the answer still on its way for the old one', async () => {
    const { store, trades, keys } = setup(3);
    const late = deferred<TradesAnswer>();
    trades.mockImplementationOnce(() => late.promise);
    const old = store.setFilter({ ...ALICE, wallets: ['bob'] });
    await store.setFilter(ALICE);
    late.resolve({ rows: [readTradeRow(rawTrade({ global_sequence: 99 }))], skipped: 0 });
    await old;
    expect(await keys()).toEqual(['3', '2', '1']);
    expect(store.filter.value?.wallets).toEqual(['alice']);
  });

  it("opens a wallet page with its account's trades, once per page", async () => {
    const { store, bodies } = setup(3);
    await store.openPage('alice');
    await store.openPage('alice');
    expect(bodies).toEqual([{ wallet: 'alice', limit: 20 }]);
    await store.openPage('bob');
    expect(bodies[1]).toEqual({ wallet: 'bob', limit: 20 });
    expect(store.page.value).toBe('bob');
  });

  it('says what failed, and the loader records it', async () => {
    const { store, trades, loader } = setup(3);
    trades.mockRejectedValueOnce(new Error('trades: wallets: "Bob" is not an account name'));
    await store.setFilter(ALICE);
    expect(store.status.value).toMatchObject({ phase: 'error', error: 'trades: wallets: "Bob" is not an account name' });
    expect(loader.errors).toHaveLength(1);
  });
});

describe('CSV export', () => {
  it('has exactly the rows the table shows after its search and small-trade filter, amounts exact', async () => {
    const { store, source, keys } = setup(30);
    await store.setFilter(ALICE);
    await store.loadMore();
    const view = { sort: { key: 'time', dir: 'desc' as const }, search: '', filters: [{ column: 'small', op: 'notIn' as const, values: ['yes'] }] };
    const { text, rows } = await tradesCsv(source, view, store.detailOf);
    const records = parseCsv(text);
    expect(records[0]?.slice(0, 3)).toEqual(['time', 'account', 'exchange']);
    const shown = await keys('', [{ column: 'small', op: 'notIn', values: ['yes'] }]);
    expect(rows).toBe(29);
    expect(records).toHaveLength(shown.length + 1);
    // The bought amount of trade n is n TLM: one record per shown trade, in the table's order.
    expect(records.slice(1).map((record) => record[9])).toEqual(shown.map((key) => `${key}.0000`));
  });

  it('reads a list longer than one window of the worker', async () => {
    const { store, source } = setup(450);
    await store.setFilter(ALICE);
    await store.loadMore();
    const { rows } = await tradesCsv(source, { sort: { key: 'time', dir: 'asc' }, search: '', filters: [] }, store.detailOf);
    expect(rows).toBe(450);
  });
});
