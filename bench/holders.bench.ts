// The lists worker's own holders fetch (workers/lists.holders.ts) on TLM's 100,000 holders as the
// devnet's light API answers them: the answer's text parsed, checked and turned into columns (exact
// units, shares), then held and first sorted — all of it in the worker, none on the page. Each
// figure is the median of several runs; "×4" is this thread's CPU time times four, an estimate of
// Chromium's 4× throttling (DESIGN §6's budgets are for the app in Chromium: e2e/holders-perf.spec.ts).
import { pathToFileURL } from 'node:url';
import { holderColumns, HOLDERS_SCHEMA } from '../src/core/holders';
import { readTopHolders, type LightApiIo } from '../src/core/lightApi';
import { ListStore } from '../src/core/lists';
import { loadHolders, type HoldersSource } from '../workers/lists.holders';

const HOLDERS = 100_000;
const RUNS = 7;
const THROTTLE = 4;
const PRECISION = 4;

/** Deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A topholders answer: `xxxxx.wam` wallets with Pareto balances, largest first, eosio.null among them (as the devnet seeds TLM). */
function answerText(count: number): { text: string; supply: bigint } {
  const next = random(0x70b);
  const letters = 'abcdefghijklmnopqrstuvwxyz12345';
  const owners = new Set<string>(['eosio.null']);
  while (owners.size < count) owners.add(`${Array.from({ length: 5 }, () => letters[Math.floor(next() * letters.length)]).join('')}.wam`);
  const rows = [...owners].map((owner) => [owner, BigInt(Math.floor(10_000 / Math.pow(1 - next(), 1 / 1.2)))] as const);
  rows.sort((a, b) => (a[1] === b[1] ? (a[0] < b[0] ? -1 : 1) : a[1] > b[1] ? -1 : 1));
  const supply = rows.reduce((sum, [, units]) => sum + units, 0n);
  const decimal = (units: bigint) => `${units / 10_000n}.${String(units % 10_000n).padStart(4, '0')}`;
  return { text: JSON.stringify(rows.map(([owner, units]) => [owner, decimal(units)])), supply };
}

function median(work: () => void): { wall: number; cpu: number } {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    work();
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (run === 0) continue;
    walls.push(wall);
    cpus.push((used.user + used.system) / 1000);
  }
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  return { wall: middle(walls), cpu: middle(cpus) };
}

async function medianAsync(work: () => Promise<void>): Promise<{ wall: number; cpu: number }> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await work();
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (run === 0) continue;
    walls.push(wall);
    cpus.push((used.user + used.system) / 1000);
  }
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  return { wall: middle(walls), cpu: middle(cpus) };
}

const line = (what: string, time: { wall: number; cpu: number }) =>
  console.log(
    `  ${what.padEnd(58)} ${time.wall.toFixed(2).padStart(7)} ms wall ${time.cpu.toFixed(2).padStart(7)} ms CPU   ×${THROTTLE} ≈ ${(time.cpu * THROTTLE).toFixed(1).padStart(6)} ms`,
  );

export async function run(): Promise<void> {
  const { text, supply } = answerText(HOLDERS);
  console.log(`TLM-like topholders answer: ${HOLDERS.toLocaleString('en-US')} holders, ${(text.length / 1024 / 1024).toFixed(2)} MiB of JSON`);
  const parsed = JSON.parse(text) as unknown;
  const pairs = readTopHolders(parsed);
  line(
    'JSON.parse of the answer',
    median(() => void JSON.parse(text)),
  );
  line(
    'readTopHolders (each row checked)',
    median(() => void readTopHolders(parsed)),
  );
  line(
    'holderColumns (account names, exact units, shares)',
    median(() => void holderColumns(pairs, PRECISION, supply)),
  );
  const { columns } = holderColumns(pairs, PRECISION, supply);
  const copy = () => ({ ...columns, amount: columns.amount.slice(), share: columns.share.slice(), rank: columns.rank.slice() });
  line(
    'held by the lists engine (keys indexed)',
    median(() => new ListStore().load('holders', HOLDERS_SCHEMA, copy())),
  );
  // The whole worker call without the network: host loop, parse, columns, load.
  const io: LightApiIo = { fetchText: async () => text, pause: async () => undefined, warn: () => undefined };
  const source: HoldersSource = {
    hosts: ['http://devnet/lightapi/'],
    chain: 'wax',
    contract: 'alien.worlds',
    symbol: 'TLM',
    limit: 1_000_000,
    precision: PRECISION,
    supply,
  };
  line(
    'loadHolders: the answer to a held list (the worker, end to end)',
    await medianAsync(async () => void (await loadHolders(new ListStore(), 'holders', source, io))),
  );
  const store = new ListStore();
  await loadHolders(store, 'holders', source, io);
  line(
    'then the first view: amount desc, 60 rows',
    median(() => {
      const fresh = new ListStore();
      fresh.load('holders', HOLDERS_SCHEMA, copy());
      fresh.frame({ listId: 'holders', sort: { key: 'amount', dir: 'desc' }, window: { start: 0, count: 60 } });
    }),
  );
  console.log('  (the page receives only the summary: rows, top holder, burned units — a few dozen bytes)');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
