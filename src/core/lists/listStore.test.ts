import { describe, expect, it } from 'vitest';
import { ListStore } from './listStore';
import { defineListSchema } from './schema';
import { ListError, MAX_WINDOW_ROWS, type ListViewRequest } from './types';

const MARKETS = defineListSchema({
  columns: { id: 'number', pair: 'text', ticker: 'text', contract: 'text', exchange: 'text', price: 'number', '24hvolume': 'number' },
  key: 'id',
  search: ['ticker', 'contract'],
  bannedBy: ['contract'],
});
const HOLDERS = defineListSchema({ columns: { owner: 'text', amount: 'units' }, key: 'owner', search: ['owner'] });

function marketColumns() {
  return {
    id: Float64Array.from([1, 2, 3, 4, 5]),
    pair: ['TLM/WAX', 'NEFTY/WAX', 'SCAM/WAX', 'USDT/WAX', 'AETHER/WAX'],
    ticker: ['TLM', 'NEFTY', 'SCAM', 'USDT', 'AETHER'],
    contract: ['alien.worlds', 'token.nefty', 'fake.tokens', 'usdt.alcor', 'e.rplanet'],
    exchange: ['alcor', 'defibox', 'alcor', 'taco', 'defibox'],
    price: Float64Array.from([0.5, 0.01, 9, 2.4, NaN]),
    '24hvolume': Float64Array.from([300, 50, 900, 300, 10]),
  };
}

function marketStore(): ListStore {
  const store = new ListStore();
  store.load('markets', MARKETS, marketColumns());
  return store;
}

const request = (over: Partial<ListViewRequest> = {}): ListViewRequest => ({
  listId: 'markets',
  sort: { key: '24hvolume', dir: 'desc' },
  window: { start: 0, count: 50 },
  ...over,
});
const tickers = (store: ListStore, over: Partial<ListViewRequest> = {}) => store.view(request(over)).rows.map((row) => row.ticker);

describe('ListStore views', () => {
  it('sorts by a column, equal values in arrival order, and answers the rows ready to draw', () => {
    const store = marketStore();
    const view = store.view(request());
    expect(view).toMatchObject({ listId: 'markets', total: 5, start: 0 });
    expect(view.rows.map((row) => row.ticker)).toEqual(['SCAM', 'TLM', 'USDT', 'NEFTY', 'AETHER']);
    expect(view.rows[4]).toEqual({ id: 5, pair: 'AETHER/WAX', ticker: 'AETHER', contract: 'e.rplanet', exchange: 'defibox', price: null, '24hvolume': 10 });
    expect(tickers(store, { sort: { key: '24hvolume', dir: 'asc' } })).toEqual(['AETHER', 'NEFTY', 'TLM', 'USDT', 'SCAM']);
    // An unknown price is the lowest.
    expect(tickers(store, { sort: { key: 'price', dir: 'asc' } })).toEqual(['AETHER', 'NEFTY', 'TLM', 'USDT', 'SCAM']);
    expect(tickers(store, { sort: { key: 'pair', dir: 'asc' } })).toEqual(['AETHER', 'NEFTY', 'SCAM', 'TLM', 'USDT']);
  });

  it('answers frames column by column, numbers and amounts as typed arrays sized to the window', () => {
    const frame = marketStore().frame(request({ window: { start: 1, count: 2 } }));
    expect(frame).toMatchObject({ listId: 'markets', total: 5, start: 1, count: 2 });
    expect(frame.columns.ticker).toEqual(['TLM', 'USDT']);
    expect(frame.columns['24hvolume']).toEqual(Float64Array.from([300, 300]));
    const holders = new ListStore();
    holders.load('holders', HOLDERS, { owner: ['a', 'b'], amount: BigInt64Array.from([5n, 7n]) });
    expect(holders.frame({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: 10 } }).columns.amount).toEqual(
      BigInt64Array.from([7n, 5n]),
    );
  });

  it('puts rows of banned contracts after the rest descending and before them ascending (SPEC §6)', () => {
    const store = marketStore();
    store.setBannedContracts(['fake.tokens', 'e.rplanet']);
    expect(tickers(store)).toEqual(['TLM', 'USDT', 'NEFTY', 'SCAM', 'AETHER']);
    expect(tickers(store, { sort: { key: '24hvolume', dir: 'asc' } })).toEqual(['AETHER', 'SCAM', 'NEFTY', 'TLM', 'USDT']);
    store.setBannedContracts([]);
    expect(tickers(store)).toEqual(['SCAM', 'TLM', 'USDT', 'NEFTY', 'AETHER']);
  });

  it('bans rows of a list loaded after the banned contracts were set', () => {
    const store = new ListStore();
    store.setBannedContracts(['alien.worlds']);
    store.load('markets', MARKETS, marketColumns());
    expect(tickers(store)[4]).toBe('TLM');
  });

  it('searches ticker or contract, case-insensitively, as a substring (SPEC §5)', () => {
    const store = marketStore();
    expect(tickers(store, { search: 'tl' })).toEqual(['TLM']);
    expect(tickers(store, { search: '  ALCOR ' })).toEqual(['USDT']);
    expect(tickers(store, { search: 'token' })).toEqual(['SCAM', 'NEFTY']);
    expect(store.view(request({ search: 'zzz' }))).toMatchObject({ total: 0, rows: [] });
  });

  it('searches holders by owner only', () => {
    const store = new ListStore();
    store.load('holders', HOLDERS, { owner: ['abcde.wam', 'Bob.wam', 'carol'], amount: BigInt64Array.from([5n, 7n, 6n]) });
    const owners = (search: string) =>
      store.view({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, search, window: { start: 0, count: 10 } }).rows.map((row) => row.owner);
    expect(owners('.WAM')).toEqual(['Bob.wam', 'abcde.wam']);
    expect(owners('7')).toEqual([]);
  });

  it('filters by a set of values, their complement and numeric bounds, with the search', () => {
    const store = marketStore();
    const inAlcor = { column: 'exchange', op: 'in', values: ['alcor'] } as const;
    expect(tickers(store, { filters: [inAlcor] })).toEqual(['SCAM', 'TLM']);
    expect(tickers(store, { filters: [{ ...inAlcor, op: 'notIn' }] })).toEqual(['USDT', 'NEFTY', 'AETHER']);
    expect(tickers(store, { filters: [{ column: 'id', op: 'in', values: [2, 5] }] })).toEqual(['NEFTY', 'AETHER']);
    expect(tickers(store, { filters: [{ column: 'price', op: 'gte', value: 0.5 }] })).toEqual(['SCAM', 'TLM', 'USDT']);
    // An unknown price passes no bound.
    expect(tickers(store, { filters: [{ column: 'price', op: 'lt', value: 1 }] })).toEqual(['TLM', 'NEFTY']);
    expect(tickers(store, { filters: [inAlcor], search: 'worlds' })).toEqual(['TLM']);
  });

  it('compares amounts exactly, as bigints', () => {
    const store = new ListStore();
    const big = 2n ** 62n;
    store.load('holders', HOLDERS, { owner: ['a', 'b', 'c'], amount: BigInt64Array.from([big + 1n, big, 0n]) });
    const view = store.view({
      listId: 'holders',
      sort: { key: 'amount', dir: 'asc' },
      filters: [{ column: 'amount', op: 'gt', value: big }],
      window: { start: 0, count: 10 },
    });
    expect(view.rows).toEqual([{ owner: 'a', amount: big + 1n }]);
    expect(store.view({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: 10 } }).rows.map((row) => row.owner)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('answers the window asked for, clamped to the list and to MAX_WINDOW_ROWS', () => {
    const store = marketStore();
    expect(store.view(request({ window: { start: 3, count: 10 } }))).toMatchObject({ total: 5, start: 3 });
    expect(tickers(store, { window: { start: 3, count: 10 } })).toEqual(['NEFTY', 'AETHER']);
    expect(store.view(request({ window: { start: 40, count: 10 } }))).toMatchObject({ total: 5, start: 5, rows: [] });
    const many = new ListStore();
    const n = MAX_WINDOW_ROWS * 2;
    many.load('holders', HOLDERS, { owner: Array.from({ length: n }, (_, i) => `h${i}`), amount: new BigInt64Array(n) });
    expect(many.view({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: n } }).rows).toHaveLength(MAX_WINDOW_ROWS);
  });
});

describe('ListStore changes', () => {
  it('updates rows by key and appends new ones; the next view shows them in place', () => {
    const store = marketStore();
    const before = store.view(request()).version;
    expect(tickers(store)).toEqual(['SCAM', 'TLM', 'USDT', 'NEFTY', 'AETHER']);
    store.upsert('markets', {
      id: Float64Array.from([2, 6]),
      pair: ['NEFTY/WAX', 'WOMBAT/WAX'],
      ticker: ['NEFTY', 'WOMBAT'],
      contract: ['token.nefty', 'wombattokens'],
      exchange: ['defibox', 'alcor'],
      price: Float64Array.from([0.02, 0.3]),
      '24hvolume': Float64Array.from([1000, 400]),
    });
    const view = store.view(request());
    expect(view.version).toBeGreaterThan(before);
    expect(view.rows.map((row) => row.ticker)).toEqual(['NEFTY', 'SCAM', 'WOMBAT', 'TLM', 'USDT', 'AETHER']);
    expect(view.rows[0]).toMatchObject({ price: 0.02 });
    expect(tickers(store, { search: 'womb' })).toEqual(['WOMBAT']);
  });

  it('grows past the rows it was loaded with, many times', () => {
    const store = new ListStore();
    store.load('holders', HOLDERS, { owner: ['a'], amount: BigInt64Array.from([1n]) });
    for (let i = 0; i < 100; i++) store.upsert('holders', { owner: [`n${i}`], amount: BigInt64Array.from([BigInt(i + 2)]) });
    const view = store.view({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: 3 } });
    expect(view.total).toBe(101);
    expect(view.rows).toEqual([
      { owner: 'n99', amount: 101n },
      { owner: 'n98', amount: 100n },
      { owner: 'n97', amount: 99n },
    ]);
  });

  it('removes rows by key until an upsert brings them back', () => {
    const store = marketStore();
    expect(store.remove('markets', [3, 99])).toBe(1);
    expect(store.remove('markets', [3])).toBe(0);
    expect(tickers(store)).toEqual(['TLM', 'USDT', 'NEFTY', 'AETHER']);
    const columns = marketColumns();
    store.upsert('markets', {
      ...columns,
      id: columns.id.slice(2, 3),
      pair: ['SCAM/WAX'],
      ticker: ['SCAM'],
      contract: ['fake.tokens'],
      exchange: ['alcor'],
      price: Float64Array.from([9]),
      '24hvolume': Float64Array.from([1]),
    });
    expect(tickers(store)).toEqual(['TLM', 'USDT', 'NEFTY', 'AETHER', 'SCAM']);
  });

  it('moves a row whose contract becomes banned', () => {
    const store = marketStore();
    store.setBannedContracts(['alien.worlds']);
    expect(tickers(store)[4]).toBe('TLM');
    store.upsert('markets', {
      id: Float64Array.from([1]),
      pair: ['TLM/WAX'],
      ticker: ['TLM'],
      contract: ['tlm.moved'],
      exchange: ['alcor'],
      price: Float64Array.from([0.5]),
      '24hvolume': Float64Array.from([300]),
    });
    expect(tickers(store)).toEqual(['SCAM', 'TLM', 'USDT', 'NEFTY', 'AETHER']);
  });

  it('replaces a list loaded again under its id, and forgets a dropped one', () => {
    const store = marketStore();
    store.load('markets', MARKETS, { ...marketColumns(), '24hvolume': Float64Array.from([1, 2, 3, 4, 5]) });
    expect(tickers(store)).toEqual(['AETHER', 'USDT', 'SCAM', 'NEFTY', 'TLM']);
    expect(store.drop('markets')).toBe(true);
    expect(store.drop('markets')).toBe(false);
    expect(() => store.view(request())).toThrow('No list "markets" is loaded');
  });
});

describe('ListStore.prepare (idle-time work)', () => {
  it('lower-cases the searched columns, then sorts each column, one piece a call, and answers as before', () => {
    const prepared = marketStore();
    const pieces = [];
    while (prepared.prepare('markets')) pieces.push(1);
    // Two searched columns, seven columns sorted, each in two directions: 2 + 7 + 14 pieces.
    expect(pieces).toHaveLength(23);
    expect(prepared.prepare('markets')).toBe(false);
    const fresh = marketStore();
    for (const sort of [
      { key: 'pair', dir: 'asc' },
      { key: 'price', dir: 'desc' },
      { key: '24hvolume', dir: 'asc' },
    ] as const)
      expect(prepared.view(request({ sort, search: 'a' }))).toEqual(fresh.view(request({ sort, search: 'a' })));
    expect(prepared.prepare('nope')).toBe(false);
  });

  it('has work again after an upsert changed many rows', () => {
    const store = marketStore();
    while (store.prepare('markets'));
    store.upsert('markets', { ...marketColumns(), '24hvolume': Float64Array.from([5, 4, 3, 2, 1]) });
    // Every row's volume changed: its kept order went, and is made again, then its two directions.
    expect([store.prepare('markets'), store.prepare('markets'), store.prepare('markets'), store.prepare('markets')]).toEqual([true, true, true, false]);
    expect(tickers(store)).toEqual(['TLM', 'NEFTY', 'SCAM', 'USDT', 'AETHER']);
  });
});

describe('ListStore refuses bad input with a clear ListError', () => {
  const cases: [string, (store: ListStore) => unknown, string][] = [
    ['an unknown sort column', (s) => s.view(request({ sort: { key: 'volume', dir: 'desc' } })), 'Sort column "volume" is not a column of this list'],
    ['a bad direction', (s) => s.view(request({ sort: { key: 'price', dir: 'up' as 'asc' } })), 'Sort direction "up" must be asc or desc'],
    ['a fractional window', (s) => s.view(request({ window: { start: 1.5, count: 10 } })), 'The window needs a whole start and count'],
    ['a negative window', (s) => s.view(request({ window: { start: 0, count: -1 } })), 'The window needs a whole start and count'],
    ['a search that is not text', (s) => s.view(request({ search: 5 as unknown as string })), 'The search must be text'],
    [
      'a filter on an unknown column',
      (s) => s.view(request({ filters: [{ column: 'x', op: 'in', values: [] }] })),
      'Filter column "x" is not a column of this list',
    ],
    [
      'a set of the wrong type',
      (s) => s.view(request({ filters: [{ column: 'id', op: 'in', values: ['1'] }] })),
      'Filter "in" on "id" needs a list of numbers',
    ],
    ['a bound on text', (s) => s.view(request({ filters: [{ column: 'pair', op: 'gt', value: 1 }] })), 'Filter "gt" compares numbers; "pair" holds text'],
    [
      'a number bound on amounts',
      (s) => {
        s.load('h', HOLDERS, { owner: [], amount: new BigInt64Array(0) });
        s.view({ listId: 'h', sort: { key: 'amount', dir: 'asc' }, filters: [{ column: 'amount', op: 'gt', value: 1 }], window: { start: 0, count: 10 } });
      },
      'Filter "gt" on "amount" needs a bigint amount in units',
    ],
    [
      'an unknown op',
      (s) => s.view(request({ filters: [{ column: 'id', op: 'near', value: 1 } as never] })),
      'Filter op "near" is not one of in, notIn, gt, gte, lt, lte',
    ],
    [
      'a column of the wrong type',
      (s) => s.load('m', MARKETS, { ...marketColumns(), price: [1, 2, 3, 4, 5] as never }),
      'Column "price" must be a Float64Array',
    ],
    [
      'columns of different lengths',
      (s) => s.load('m', MARKETS, { ...marketColumns(), ticker: ['TLM'] }),
      'Column "ticker" has 1 rows where the others have 5',
    ],
    ['a missing column', (s) => s.upsert('markets', { id: Float64Array.from([1]) }), 'Column "pair" must be a list of strings'],
    [
      'an extra column',
      (s) => s.load('h', HOLDERS, { owner: [], amount: new BigInt64Array(0), share: new Float64Array(0) }),
      'Column "share" is not in the list\'s schema',
    ],
    ['a duplicate key', (s) => s.load('h', HOLDERS, { owner: ['a', 'a'], amount: new BigInt64Array(2) }), 'Key "a" appears twice in "owner"'],
    ['a missing number key', (s) => s.load('m', MARKETS, { ...marketColumns(), id: Float64Array.from([1, 2, 3, 4, NaN]) }), 'Row 4 has no key ("id")'],
    [
      'a key on an amounts column',
      (s) => s.load('h', { ...HOLDERS, key: 'amount' }, { owner: [], amount: new BigInt64Array(0) }),
      'The key "amount" must be a text or number column',
    ],
    [
      'a search on a number column',
      (s) => s.load('m', { ...MARKETS, search: ['price'] }, marketColumns()),
      'The schema\'s search column "price" must be a text column',
    ],
    [
      'an unknown column kind',
      (s) => s.load('m', { ...MARKETS, columns: { ...MARKETS.columns, price: 'float' as never } }, marketColumns()),
      'Column "price" must be number, units or text',
    ],
    ['banned contracts that are not names', (s) => s.setBannedContracts([1 as unknown as string]), 'Banned contracts must be a list of account names'],
  ];

  it.each(cases)('%s', (_what, act, message) => {
    const store = marketStore();
    let error: unknown;
    try {
      act(store);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ListError);
    expect((error as Error).message).toContain(message);
    // The store still answers.
    expect(store.view(request()).total).toBe(5);
  });
});
