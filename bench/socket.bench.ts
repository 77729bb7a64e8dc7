// The live socket's fan-out (DESIGN §4, §6): deltas/s delivered to N clients and what publishing
// costs the server, with and without per-tick batching; then what the market worker pays to check
// and apply a delta, and a full frame's size. Clients run in worker threads so the server's thread
// is measured alone. Prints figures only (DESIGN §6: never pass/fail on time).
// `npx tsx bench/socket.bench.ts`, or `npm run bench socket`.
import { serialize } from 'node:v8';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { MemoryBook, OrderFlow, startLiveServer, TEST_MARKET } from '../devnet/services/socket/fakeMarket.testutil';
import type { WireOrderDelta } from '../src/core/live';
import { OrderBook, parseOrderbookDelta } from '../src/core/orderbook';
import { MarketFeed } from '../workers/market/feed';
import { FrameBuilder, MAX_DEPTH, MAX_TAPE_ROWS } from '../workers/market/frames';

const UUID = '11111111-2222-4333-8444-555555555555';
const CLIENT_THREADS = 2;
const SECONDS = Number(process.env.SOCKET_BENCH_SECONDS ?? 3);

// Runs in each client thread: `count` socket.io clients that check every delta's number.
const CLIENT_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { io } = require(workerData.clientPath);
const tallies = [];
let ready = 0;
for (let i = 0; i < workerData.count; i++) {
  const tally = { received: 0, gaps: 0, last: {} };
  tallies.push(tally);
  const marketId = workerData.markets[i % workerData.markets.length];
  const socket = io(workerData.url, { path: '/waxwing-socket.io/', transports: ['websocket'], auth: workerData.auth, reconnection: false, forceNew: true });
  socket.on('orderbookSnapshot', (s) => { tally.last[s.table] = s.seq; });
  socket.on('orderbooksDelta', (payload) => {
    for (const d of Array.isArray(payload) ? payload : [payload]) {
      if (d.seq <= tally.last[d.table]) continue;
      if (d.seq !== tally.last[d.table] + 1) tally.gaps += 1;
      tally.last[d.table] = d.seq;
      tally.received += 1;
    }
  });
  socket.on('connect', () => socket.emit('subscribe', { room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: marketId } }, () => {
    if (++ready === workerData.count) parentPort.postMessage({ ready: true });
  }));
  tallies[i].socket = socket;
}
parentPort.on('message', (message) => {
  if (message === 'report') parentPort.postMessage({ received: tallies.map((t) => t.received), gaps: tallies.reduce((s, t) => s + t.gaps, 0) });
  if (message === 'close') { for (const t of tallies) t.socket.close(); parentPort.postMessage({ closed: true }); }
});
`;

type Scenario = { name: string; clients: number; rate: number; flushMs: number; markets: number };
type Report = { received: number[]; gaps: number };

const ask = <T>(worker: Worker, message: unknown, key: string) =>
  new Promise<T>((resolve) => {
    const listener = (reply: Record<string, unknown>) => {
      if (!(key in reply)) return;
      worker.off('message', listener);
      resolve(reply as T);
    };
    worker.on('message', listener);
    if (message !== null) worker.postMessage(message);
  });

async function fanOut(scenario: Scenario): Promise<void> {
  const server = await startLiveServer({ flushMs: scenario.flushMs });
  const markets = Array.from({ length: scenario.markets }, (_, i) => TEST_MARKET.id + i);
  const flows = markets.map(
    (marketId) => new OrderFlow(server.book, (table, present, row) => server.live.publishOrderDelta(marketId, table, present, row), marketId),
  );
  for (const flow of flows) for (let i = 0; i < 200; i++) flow.step();
  const auth = { token: server.live.sessionTokens.issue(UUID), uuid: UUID };
  const clientPath = createRequire(import.meta.url).resolve('socket.io-client');
  const threads = Array.from(
    { length: CLIENT_THREADS },
    () => new Worker(CLIENT_THREAD, { eval: true, workerData: { url: server.url, auth, count: scenario.clients / CLIENT_THREADS, markets, clientPath } }),
  );
  await Promise.all(threads.map((thread) => ask(thread, null, 'ready')));

  const total = scenario.rate * SECONDS;
  const before = server.live.stats();
  const eluStart = performance.eventLoopUtilization();
  let publishNs = 0n;
  let published = 0;
  const started = performance.now();
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * scenario.rate));
      const t0 = process.hrtime.bigint();
      for (; published < due; published++) flows[published % flows.length]!.step();
      publishNs += process.hrtime.bigint() - t0;
      // A server that cannot keep up is stopped at twice the planned time; the figures say how far it got.
      if (published === total || performance.now() - started > 2_000 * SECONDS) {
        clearInterval(timer);
        done();
      }
    }, 2);
  });
  const publishedAt = performance.now();
  const expected = Math.round(published / scenario.markets);
  let reports: Report[];
  for (;;) {
    reports = await Promise.all(threads.map((thread) => ask<Report>(thread, 'report', 'received')));
    if (reports.every((r) => r.received.every((n) => n >= expected - scenario.markets)) || performance.now() - publishedAt > 15_000) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const drainedAt = performance.now();
  const elu = performance.eventLoopUtilization(eluStart);
  const after = server.live.stats();
  const received = reports.flatMap((r) => r.received);
  const delivered = received.reduce((sum, n) => sum + n, 0);
  const emits = after.emits - before.emits;
  const emitMs = after.emitMs - before.emitMs;
  const seconds = (drainedAt - started) / 1000;
  console.log(
    `${scenario.name.padEnd(46)} ${String(published).padStart(6)}/${total} deltas in ${((publishedAt - started) / 1000).toFixed(1)} s, drained ${(drainedAt - publishedAt).toFixed(0).padStart(5)} ms after | ` +
      `${Math.round(delivered / seconds)
        .toLocaleString('en-US')
        .padStart(9)} deliveries/s, min/client ${Math.min(...received)}/${expected}, gaps ${reports.reduce((s, r) => s + r.gaps, 0)} | ` +
      `server: ${emits} emits, publish ${(Number(publishNs) / 1e3 / published).toFixed(1)} µs/delta (book + queue), emit ${((emitMs * 1e3) / published).toFixed(1)} µs/delta (encode + ${scenario.clients / scenario.markets} writes), loop busy ${(elu.utilization * 100).toFixed(0)}%`,
  );
  await Promise.all(threads.map((thread) => ask(thread, 'close', 'closed')));
  await Promise.all(threads.map((thread) => thread.terminate()));
  await server.close();
}

/** What the worker pays per delta at the boundary: JSON parse of a tick's batch, check, apply. */
function workerIngest(): void {
  const rows = new MemoryBook();
  const batches: string[] = [];
  let batch: WireOrderDelta[] = [];
  let seq = { buyorder: 0, sellorder: 0 };
  const flow = new OrderFlow(rows, (table, present, value) => {
    seq = { ...seq, [table]: seq[table] + 1 };
    batch.push({ table, present, value, seq: seq[table], market_id: TEST_MARKET.id });
    if (batch.length === 50) {
      batches.push(JSON.stringify(batch));
      batch = [];
    }
  });
  for (let i = 0; i < 200_000; i++) flow.step();
  const feed = new MarketFeed({ market: TEST_MARKET }, 'trader');
  feed.onSnapshot({ market_id: TEST_MARKET.id, table: 'buyorder', seq: 0, rows: [] });
  feed.onSnapshot({ market_id: TEST_MARKET.id, table: 'sellorder', seq: 0, rows: [] });
  const count = batches.length * 50;
  const rate = (ms: number) => `${Math.round(count / (ms / 1000)).toLocaleString('en-US')}/s`;
  let started = performance.now();
  const parsed = batches.map((text) => JSON.parse(text) as unknown[]);
  const parseMs = performance.now() - started;
  started = performance.now();
  const checked = parsed.map((batch) => batch.map(parseOrderbookDelta));
  const checkMs = performance.now() - started;
  const book = new OrderBook(TEST_MARKET);
  book.applySnapshot('buyorder', [], 0);
  book.applySnapshot('sellorder', [], 0);
  started = performance.now();
  for (const batch of checked) for (const delta of batch) book.applyDelta(delta!);
  const applyMs = performance.now() - started;
  started = performance.now();
  for (const batch of parsed) feed.onDeltas(batch);
  const feedMs = performance.now() - started;
  console.log(
    `worker ingest of ${count} deltas in batches of 50: JSON.parse ${rate(parseMs)}, boundary check ${rate(checkMs)}, book apply ${rate(applyMs)}; ` +
      `check + apply through the feed ${rate(feedMs)} (dropped ${feed.dropped}, levels ${feed.book.bids.size}/${feed.book.asks.size})`,
  );

  const frames = new FrameBuilder();
  frames.setDepth(MAX_DEPTH);
  frames.setTapeRows(MAX_TAPE_ROWS);
  feed.onMatches(
    Array.from({ length: 100 }, (_, i) => ({
      market_id: 7,
      trx_id: (i + 1).toString(16).padStart(64, 'f'),
      side: 'buy',
      unit_price: '50000000',
      amount_ask: '999999.9999 TLM',
      amount_bid: '499999.99995000 WAX',
      updated_at_time: 1_767_225_600 + i,
    })),
  );
  const frame = frames.build(feed, { status: 'connected', retries: 0, message: null })!;
  const bare = (side: typeof frame.asks) => side && { kind: side.kind, count: side.count, unitPrices: side.unitPrices };
  const cloned = serialize({ ...frame, asks: bare(frame.asks), bids: bare(frame.bids) }).length;
  const buffers = (frame.asks?.buffer.byteLength ?? 0) + (frame.bids?.buffer.byteLength ?? 0);
  console.log(
    `full frame (${MAX_DEPTH} levels a side, ${MAX_TAPE_ROWS} tape rows): ${cloned} B cloned + ${buffers} B transferred = ${((cloned + buffers) / 1024).toFixed(1)} KiB (budget 10 KiB)`,
  );
}

export async function run(): Promise<void> {
  console.log(`${CLIENT_THREADS} client threads; ${SECONDS} s of flow per scenario; deliveries = deltas received summed over clients`);
  await fanOut({ name: '200 clients, 1 market, 2,000/s, batched 25 ms', clients: 200, rate: 2_000, flushMs: 25, markets: 1 });
  await fanOut({ name: '200 clients, 1 market, 2,000/s, unbatched', clients: 200, rate: 2_000, flushMs: 0, markets: 1 });
  await fanOut({ name: '200 clients, 1 market, 5,000/s, batched 25 ms', clients: 200, rate: 5_000, flushMs: 25, markets: 1 });
  await fanOut({ name: '200 clients, 10 markets, 5,000/s, batched 25 ms', clients: 200, rate: 5_000, flushMs: 25, markets: 10 });
  await fanOut({ name: '200 clients, 10 markets, 5,000/s, unbatched', clients: 200, rate: 5_000, flushMs: 0, markets: 10 });
  workerIngest();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
