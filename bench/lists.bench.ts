// The lists worker's engine (src/core/lists) on 100,000 holder-like rows (TLM's holders on the
// devnet) and 2,000 generated markets: load, first sort, re-sort, search, filter, a window, a
// whole scroll, a tick and a load-more, each the median of several runs. DESIGN §6's budget (≤ 100
// ms each at 4× CPU throttling) is for the app in Chromium; the "×4" column is this thread's time
// times four, an estimate (Chromium's throttling slows the worker's thread the same way). Prints
// figures only.
import { serialize } from 'node:v8';
import { pathToFileURL } from 'node:url';
import { defineListSchema, ListStore, type ListColumns, type ListViewRequest } from '../src/core/lists';
import { mulberry32 } from '../src/core/random';

const HOLDERS = 100_000;
const MARKETS = 2_000;
const RUNS = 7;
const WINDOW = 60; // a screen of 32 px rows and its margins
const THROTTLE = 4;

const HOLDER_SCHEMA = defineListSchema({ columns: { owner: 'text', amount: 'units', share: 'number' }, key: 'owner', search: ['owner'] });
const MARKET_SCHEMA = defineListSchema({
  columns: {
    id: 'number',
    pair: 'text',
    ticker: 'text',
    contract: 'text',
    exchange: 'text',
    price: 'number',
    pricechange: 'number',
    '24hvolume': 'number',
    '7dvolume': 'number',
  },
  key: 'id',
  search: ['ticker', 'contract'],
  bannedBy: ['contract'],
});

const LETTERS = 'abcdefghijklmnopqrstuvwxyz12345';
const word = (next: () => number, length: number) => Array.from({ length }, () => LETTERS[Math.floor(next() * LETTERS.length)]).join('');

/** TLM-like holders: `xxxxx.wam` wallets, Pareto balances in units of precision 4 (as the devnet seeds them). */
function holderColumns(count = HOLDERS, seed = 0x70b): ListColumns<typeof HOLDER_SCHEMA.columns> {
  const next = mulberry32(seed);
  const owners = new Set<string>();
  while (owners.size < count) owners.add(`${word(next, 5)}.wam`);
  const amount = new BigInt64Array(count);
  for (let i = 0; i < count; i++) amount[i] = BigInt(Math.floor(10_000 / Math.pow(1 - next(), 1 / 1.16)));
  const supply = Number(amount.reduce((sum, units) => sum + units, 0n));
  const share = Float64Array.from(amount, (units) => (100 * Number(units)) / supply);
  // Through a structured clone, as rows reach the worker (flat strings, not the ropes concatenation makes).
  return structuredClone({ owner: [...owners], amount, share });
}

function marketColumns(): ListColumns<typeof MARKET_SCHEMA.columns> {
  const next = mulberry32(0x3a7);
  const exchanges = ['alcor', 'defibox', 'taco', 'nefty', 'adex'];
  const tickers = Array.from({ length: MARKETS }, (_, i) => `${word(next, 3 + (i % 4)).replace(/[1-5]/g, 'x')}`.toUpperCase());
  return structuredClone({
    id: Float64Array.from({ length: MARKETS }, (_, i) => i + 1),
    pair: tickers.map((ticker) => `${ticker}/WAX`),
    ticker: tickers,
    contract: tickers.map((ticker) => `${ticker.toLowerCase()}.gm`),
    exchange: tickers.map((_, i) => exchanges[i % exchanges.length] as string),
    price: Float64Array.from({ length: MARKETS }, () => Math.pow(10, next() * 6 - 4)),
    pricechange: Float64Array.from({ length: MARKETS }, () => (next() - 0.5) * 0.4),
    '24hvolume': Float64Array.from({ length: MARKETS }, () => (next() < 0.1 ? NaN : Math.pow(10, next() * 7))),
    '7dvolume': Float64Array.from({ length: MARKETS }, () => Math.pow(10, next() * 8)),
  });
}

/** Median wall and CPU time (ms) of `work` over RUNS fresh states, after one run to warm the JIT. */
function median<T>(prepare: () => T, work: (state: T) => void): { wall: number; cpu: number } {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const state = prepare();
    const cpu = process.cpuUsage();
    const start = performance.now();
    work(state);
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (run === 0) continue;
    walls.push(wall);
    cpus.push((used.user + used.system) / 1000);
  }
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  return { wall: middle(walls), cpu: middle(cpus) };
}

const per = (time: { wall: number; cpu: number }, count: number) => ({ wall: time.wall / count, cpu: time.cpu / count });

// CPU time is what other processes on a shared machine do not stretch (GC threads included); ×4 is of it.
const line = (what: string, time: { wall: number; cpu: number }) =>
  console.log(
    `  ${what.padEnd(60)} ${time.wall.toFixed(2).padStart(7)} ms wall ${time.cpu.toFixed(2).padStart(7)} ms CPU   ×${THROTTLE} ≈ ${(time.cpu * THROTTLE).toFixed(1).padStart(6)} ms`,
  );

type Case = { listId: string; sortKey: string; searchFor: string; bound: ListViewRequest['filters'] };

function runList(title: string, load: (store: ListStore) => void, size: number, kase: Case): void {
  console.log(`${title} (${size.toLocaleString('en-US')} rows)`);
  const base: ListViewRequest = { listId: kase.listId, sort: { key: kase.sortKey, dir: 'desc' }, window: { start: 0, count: WINDOW } };
  const loaded = () => {
    const store = new ListStore();
    load(store);
    return store;
  };
  const sorted = () => {
    const store = loaded();
    store.frame(base);
    return store;
  };
  line(
    'load (columns handed over, keys indexed)',
    median(() => null, loaded),
  );
  line(
    `first sort: ${kase.sortKey} desc, first ${WINDOW} rows`,
    median(loaded, (store) => store.frame(base)),
  );
  line(
    `re-sort: the other direction (toggle)`,
    median(sorted, (store) => store.frame({ ...base, sort: { key: kase.sortKey, dir: 'asc' } })),
  );
  line(
    `search "${kase.searchFor}" on the sorted list`,
    median(sorted, (store) => store.frame({ ...base, search: kase.searchFor })),
  );
  line(
    `filter ${JSON.stringify(kase.bound, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v))}`,
    median(sorted, (store) => store.frame({ ...base, filters: kase.bound })),
  );
  const mid = Math.floor(size / 2);
  line(
    `window of ${WINDOW} rows in the middle (view kept)`,
    median(sorted, (store) => store.frame({ ...base, window: { start: mid, count: WINDOW } })),
  );
  const steps = Math.ceil(size / 30);
  const scroll = median(sorted, (store) => {
    for (let start = 0; start < size; start += 30) store.frame({ ...base, window: { start, count: WINDOW } });
  });
  line(`whole scroll: ${steps.toLocaleString('en-US')} windows of ${WINDOW}, 30 rows apart, per window`, per(scroll, steps));
  const answer = loaded().frame({ ...base, window: { start: mid, count: WINDOW } });
  console.log(`  frame of ${WINDOW} rows: ${serialize(answer).byteLength.toLocaleString('en-US')} B structured clone (budget 10 KiB)`);
}

export async function run(): Promise<void> {
  const holders = holderColumns();
  const copy = () => ({ owner: holders.owner, amount: holders.amount.slice(), share: holders.share.slice() });
  runList('holders', (store) => store.load('holders', HOLDER_SCHEMA, copy()), HOLDERS, {
    listId: 'holders',
    sortKey: 'amount',
    searchFor: 'ab',
    bound: [{ column: 'amount', op: 'gte', value: 1_000_000n }],
  });
  const holderSorted = () => {
    const store = new ListStore();
    store.load('holders', HOLDER_SCHEMA, copy());
    store.frame({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: WINDOW } });
    return store;
  };
  line(
    'first sort by owner (text) asc',
    median(holderSorted, (store) => store.frame({ listId: 'holders', sort: { key: 'owner', dir: 'asc' }, window: { start: 0, count: WINDOW } })),
  );
  line(
    'a balance changes, then the view (sorted order merged)',
    median(holderSorted, (store) => {
      store.upsert('holders', { owner: [holders.owner[500] as string], amount: BigInt64Array.from([123_456_789n]), share: Float64Array.from([1.5]) });
      store.frame({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: WINDOW } });
    }),
  );
  const more = holderColumns(1_000, 0xbeef);
  line(
    'load-more of 1,000 rows, then the view',
    median(holderSorted, (store) => {
      store.upsert('holders', { owner: more.owner.map((owner) => `${owner}1`), amount: more.amount, share: more.share });
      store.frame({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: WINDOW } });
    }),
  );
  const fresh = () => {
    const store = new ListStore();
    store.load('holders', HOLDER_SCHEMA, copy());
    return store;
  };
  line(
    "the worker's idle-time preparation, all pieces (one a task)",
    median(fresh, (store) => {
      while (store.prepare('holders'));
    }),
  );
  const ids = Uint32Array.from({ length: HOLDERS }, (_, i) => i);
  line(
    'for comparison: comparator sort of the ids by amount',
    median(
      () => ids.slice(),
      (order) => order.sort((a, b) => Number(holders.amount[b]! - holders.amount[a]!) || a - b),
    ),
  );

  const markets = marketColumns();
  const banned = markets.contract.filter((_, i) => i % 250 === 0);
  runList(
    'markets',
    (store) => {
      store.setBannedContracts(banned);
      store.load('markets', MARKET_SCHEMA, { ...markets, id: markets.id.slice() });
    },
    MARKETS,
    { listId: 'markets', sortKey: '24hvolume', searchFor: 'a', bound: [{ column: 'exchange', op: 'in', values: ['alcor', 'taco'] }] },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
