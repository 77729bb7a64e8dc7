// Devnet services: the indexer's bulk insert rate and its queries over 1,000,000 trades, and swapRoutes
// through the swap API over a ~500-pool world. Prints figures only (DESIGN §6).
// `npx tsx bench/services.bench.ts` or `npm run bench services`; SERVICES_BENCH_TRADES overrides the count.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SeededRandom, v3PoolState } from '../src/core/swapRouting/fixtures.testutil';
import { MAX_TICK, MIN_TICK, nearestUsableTick, type TickState } from '../src/core/v3';
import { createSwapApi } from '../devnet/services/swapApi/swapApi';
import { fakeWorld, fakeWorldState, tlmOrder } from '../devnet/services/world/fakeWorld.testutil';
import type { WorldOrder, WorldV2Pool, WorldV3Pool } from '../devnet/services/world/types';
import { createDevnetServer } from '../devnet/http/server';
import { createIndexer, type Indexer } from '../devnet/services/indexer/indexer';
import type { StoredPair } from '../devnet/services/indexer/registry';
import type { TradeInput, TokenRef } from '../devnet/services/indexer/types';

const TRADES = Number(process.env.SERVICES_BENCH_TRADES ?? 1_000_000);
const RUNS = 300;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 20, 12);
const WAX: TokenRef = { contract: 'eosio.token', code: 'WAX', precision: 8 };

const letters = (n: number, width: number) =>
  Array.from({ length: width }, (_, i) => String.fromCharCode(65 + (Math.floor(n / 26 ** (width - 1 - i)) % 26))).join('');
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const ms = (value: number) => `${value < 1 ? value.toFixed(3) : value.toFixed(2)} ms`;

/** Times `runs` calls (after a warm-up) and prints p50/p95/max. */
async function timeIt(label: string, runs: number, call: (i: number) => unknown): Promise<void> {
  for (let i = 0; i < 20; i += 1) await call(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${label}: p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times.at(-1) ?? NaN)}`);
}

/** 200 tokens and their WAX prices. */
function tokens(rng: SeededRandom): { token: TokenRef; waxPrice: number }[] {
  return Array.from({ length: 200 }, (_, i) => ({
    token: { contract: `tk${letters(i, 3).toLowerCase()}`, code: `T${letters(i, 3)}`, precision: rng.pick([0, 4, 4, 8]) },
    waxPrice: 10 ** (rng.next() * 4 - 3),
  }));
}

/** 1M trades over 90 days ending at NOW on 500 pairs, busy pairs first (a squared uniform). */
function* history(rng: SeededRandom, pairs: readonly StoredPair[], prices: ReadonlyMap<string, number>, count: number): Generator<TradeInput> {
  const span = 90 * DAY;
  for (let i = 0; i < count; i += 1) {
    const pair = pairs[Math.floor(rng.next() ** 2 * pairs.length)]!;
    const zeroForOne = rng.next() < 0.5;
    const [tokenIn, tokenOut] = zeroForOne ? [pair.token0, pair.token1] : [pair.token1, pair.token0];
    const wax = 10 ** (rng.next() * 4);
    const units = (token: TokenRef) => BigInt(Math.max(1, Math.round((wax / (prices.get(token.code) ?? 1)) * 10 ** token.precision)));
    yield {
      globalSequence: i - count,
      time: NOW - span + Math.floor((i * span) / count),
      blockNum: i,
      trxId: (i + 1).toString(16).padStart(64, '0'),
      src: pair.src,
      pairId: pair.pairId,
      maker: `trader${letters(i % 4000, 3).toLowerCase()}`,
      zeroForOne,
      amountIn: units(tokenIn),
      amountOut: units(tokenOut),
      poolPrice: null,
    };
  }
}

/** The next `count` items of an iterator. */
function* take<T>(items: Iterator<T>, count: number): Generator<T> {
  for (let i = 0; i < count; i += 1) {
    const next = items.next();
    if (next.done) return;
    yield next.value;
  }
}

async function indexerFigures(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'waxwing-services-bench-'));
  const indexer: Indexer = createIndexer({ path: join(dir, 'index.sqlite'), usdPerWax: () => 0.05 });
  try {
    const rng = new SeededRandom(7);
    const list = tokens(rng);
    const prices = new Map(list.map(({ token, waxPrice }) => [token.code, waxPrice]));
    prices.set('WAX', 1);
    const pairs = Array.from({ length: 500 }, (_, i) => {
      const token0 = i < 200 ? WAX : list[Math.floor(rng.next() * 200)]!.token;
      const token1 = list[i % 200]!.token;
      return indexer.registerPair({ src: 'defibox', srcType: 'pools', pairId: String(i + 1), token0: token0 === token1 ? WAX : token0, token1, fee: 30 });
    });
    // As the world seeds it: slices of 20,000, indexes deferred to the end (devnet/services/indexer/historySeed.ts).
    let started = performance.now();
    const cpu = process.cpuUsage();
    const seed = indexer.seedHistory({ deferIndexes: true });
    const trades = history(rng, pairs, prices, TRADES);
    let stored = 0;
    for (let slice = seed.insert(take(trades, 20_000)); slice > 0; slice = seed.insert(take(trades, 20_000))) stored += slice;
    const inserted = performance.now();
    seed.finish();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    console.log(
      `indexer: seed ${stored.toLocaleString('en')} trades (with candles at the 4 stored resolutions) in ${seconds.toFixed(1)} s (inserts ${((inserted - started) / 1000).toFixed(1)} s, candles and indexes ${((performance.now() - inserted) / 1000).toFixed(1)} s; CPU ${((used.user + used.system) / 1e6).toFixed(1)} s) = ${Math.round(stored / seconds).toLocaleString('en')} trades/s, ${((seconds * 1e6) / stored).toFixed(1)} µs/trade; file ${(statSync(join(dir, 'index.sqlite')).size / 2 ** 20).toFixed(0)} MiB (+WAL)`,
    );
    const hot = pairs[0]!.pairKey;
    const filter = { pairKeys: [hot], accounts: null, side: null, minSeq: null, maxSeq: null, startAt: null, endAt: null, limit: 20, offset: 0 };
    const depth = indexer.trades.trades({ ...filter, limit: 1, offset: 50_000 })[0]?.global_sequence ?? 0;
    console.log(`queries over ${stored.toLocaleString('en')} trades (${RUNS} runs each):`);
    await timeIt('trades by pair, newest page of 20', RUNS, () => indexer.trades.trades(filter));
    await timeIt('trades by pair, page of 20 below a sequence 50,000 trades deep', RUNS, () => indexer.trades.trades({ ...filter, maxSeq: depth }));
    await timeIt('trades by wallet, newest page of 20', RUNS, (i) =>
      indexer.trades.trades({ ...filter, pairKeys: null, accounts: [`trader${letters(i % 4000, 3).toLowerCase()}`] }),
    );
    await timeIt('trades, all pools of one token (code filter → pairs), page of 20', RUNS, () =>
      indexer.trades.trades({ ...filter, pairKeys: pairs.filter((p) => p.token1.code === 'TAAA' || p.token0.code === 'TAAA').map((p) => p.pairKey) }),
    );
    await timeIt('trades, last hour of the whole market, page of 1000', RUNS, () =>
      indexer.trades.trades({ ...filter, pairKeys: null, startAt: NOW - 3_600_000, limit: 1000 }),
    );
    for (const resolution of ['1', '60', '1D'] as const) {
      await timeIt(`candles countBack 300 at ${resolution}`, RUNS, (i) =>
        indexer.candles.candles({ pairKey: pairs[i % 50]!.pairKey, resolution, isReversed: false, endAt: NOW / 1000, countBack: 300 }),
      );
    }
    // Each run an hour earlier, so nothing is served from the per-hour cache.
    await timeIt('24h / 7d / 30d volumes of all 500 pairs (computed)', 50, (i) => indexer.stats.volumes(NOW - i * 3_600_000));
    await timeIt('24h / 7d / 30d volumes of all 500 pairs (cached within the hour)', RUNS, () => indexer.stats.volumes(NOW));
    await timeIt('24h price change of all 500 pairs', 50, () => pairs.map((p) => indexer.stats.priceChange(p.pairKey, NOW)));
    started = performance.now();
    const holders = indexer.setBalances(
      Array.from({ length: 100_000 }, (_, i) => ({
        token: list[0]!.token,
        owner: `holder${letters(i, 4).toLowerCase()}`,
        amount: BigInt(1 + ((i * 7919) % 1_000_000)),
      })),
    );
    console.log(`  holders: ${holders.toLocaleString('en')} balances set in ${ms(performance.now() - started)}`);
    await timeIt('top 1000 holders of a 100k-holder token', RUNS, () => indexer.holders.top(indexer.registry.tokenKey(list[0]!.token), 1000));
  } finally {
    indexer.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A ~500-venue world: 435 v2 pools, 60 v3 pools with 20 positions each, 5 books of 1000 levels a side. */
function benchWorld(rng: SeededRandom) {
  const list = tokens(rng);
  const state = fakeWorldState();
  const units = (token: TokenRef, wax: number, price: number) => BigInt(Math.max(1, Math.round((wax / price) * 10 ** token.precision)));
  const v2: WorldV2Pool[] = [];
  for (let i = 0; i < 435; i += 1) {
    const { token, waxPrice } = list[i < 200 ? i : Math.floor(rng.next() ** 2 * 200)]!;
    const other = i < 335 ? { token: WAX, waxPrice: 1 } : list[Math.floor(rng.next() * 200)]!;
    if (other.token === token) continue;
    const tvl = 10 ** (3 + rng.next() * 4);
    v2.push({
      src: rng.pick(['defibox', 'taco', 'adex', 'neftyblocks'] as const),
      id: String(100 + i),
      token0: token,
      token1: other.token,
      reserve0: units(token, tvl / 2, waxPrice),
      reserve1: units(other.token, tvl / 2, other.waxPrice),
      feeBps: 30,
      platformFeeBps: 0,
      lpToken: null,
    });
  }
  const v3 = Array.from({ length: 60 }, (_, i): { pool: WorldV3Pool; ticks: TickState[] } => {
    const { token, waxPrice } = list[Math.floor(rng.next() ** 2 * 200)]!;
    const amountA = units(token, 1, waxPrice);
    const amountB = 10n ** 8n;
    const center = Math.round(Math.log(Number(amountB) / Number(amountA)) / Math.log(1.0001) / 60) * 60;
    const ranges = Array.from({ length: 20 }, () => ({
      lower: Math.max(nearestUsableTick(MIN_TICK, 60), center - rng.int(1, 400) * 60),
      upper: Math.min(nearestUsableTick(MAX_TICK, 60), center + rng.int(1, 400) * 60),
      liquidity: BigInt(Math.round(Math.sqrt(Number(amountA) * 1e8) * 1e3 * (0.02 + rng.next()))),
    }));
    const pool = v3PoolState(3000, amountA, amountB, 0n, ranges);
    const row: WorldV3Pool = {
      id: 1000 + i,
      active: true,
      tokenA: token,
      tokenB: WAX,
      reserveA: amountA * 10_000n,
      reserveB: amountB * 10_000n,
      fee: 3000,
      feeProtocol: 0,
      tickSpacing: 60,
      maxLiquidityPerTick: 10n ** 30n,
      sqrtPriceX64: pool.sqrtPriceX64,
      tick: pool.tick,
      lastObservationTimestamp: 0,
      currentObservationNum: 1,
      maxObservationNum: 1,
      feeGrowthGlobalAX64: 0n,
      feeGrowthGlobalBX64: 0n,
      protocolFeeA: 0n,
      protocolFeeB: 0n,
      liquidity: pool.liquidity,
    };
    return { pool: row, ticks: [...pool.ticks] };
  });
  const markets = Array.from({ length: 5 }, (_, m) => {
    const { token, waxPrice } = list[m]!;
    const side = (kind: 'buy' | 'sell'): WorldOrder[] =>
      Array.from({ length: 1000 }, (_, j) => ({
        ...tlmOrder(j, 'bookmaker', kind, waxPrice * (kind === 'buy' ? 1 - 0.001 * (j + 1) : 1 + 0.001 * (j + 1)), 10 / waxPrice),
        id: String(m * 10_000 + j),
      }));
    // tlmOrder prices a 4-decimal token; scale each order to this token's precision.
    const scale = (o: WorldOrder, kind: 'buy' | 'sell'): WorldOrder =>
      token.precision === 4
        ? o
        : kind === 'buy'
          ? { ...o, ask: (o.ask * 10n ** BigInt(token.precision)) / 10_000n || 1n }
          : { ...o, bid: (o.bid * 10n ** BigInt(token.precision)) / 10_000n || 1n };
    return {
      market: { id: m, base: WAX, quote: token, minBuy: 0n, minSell: 0n, frozen: false, feeBps: 10 },
      buy: side('buy').map((o) => scale(o, 'buy')),
      sell: side('sell').map((o) => scale(o, 'sell')),
    };
  });
  Object.assign(state, { v2, v3, markets });
  return { world: fakeWorld(state), list };
}

async function swapRoutesFigures(): Promise<void> {
  const rng = new SeededRandom(11);
  const { world, list } = benchWorld(rng);
  const indexer = createIndexer();
  const api = createSwapApi({ indexer, world, now: () => NOW, warn: () => undefined });
  const server = createDevnetServer([api.handler]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/swapRoutes`;
  try {
    const venues = world.v2Pools().length + world.v3Pools().length + world.markets().length;
    let started = performance.now();
    await fetch(`${base}?token_in=WAX_eosio.token&token_out=TAAA_tkaaa&amount_in=1`);
    console.log(
      `swapRoutes over ${venues} venues (${world.v2Pools().length} v2, ${world.v3Pools().length} v3, ${world.markets().length} books × 2000 orders): first request with the graph build ${ms(performance.now() - started)}`,
    );
    const request = (i: number) => {
      const a = list[Math.floor((((i * 7919) % 997) / 997) * 200)]!;
      const b = list[(i * 31 + 17) % 200]!;
      const [tokenIn, tokenOut] = i % 3 === 0 ? [{ token: WAX, waxPrice: 1 }, b] : [a, b.token === a.token ? { token: WAX, waxPrice: 1 } : b];
      const amount = (100 / tokenIn.waxPrice).toFixed(tokenIn.token.precision);
      return `${base}?token_in=${tokenIn.token.code}_${tokenIn.token.contract}&token_out=${tokenOut.token.code}_${tokenOut.token.contract}&amount_in=${amount}&slippage=50&receiver=&split_max_routes=4&filter_exchange=&filter_type=`;
    };
    await timeIt('swapRoutes over HTTP, 4 splits, live graph cached', RUNS, async (i) => (await fetch(request(i))).json());
    await timeIt('swapRoutes over HTTP after every world change (graph rebuilt each time)', 50, async (i) => {
      world.state.version += 1;
      return (await fetch(request(i))).json();
    });
    started = performance.now();
    await fetch(`${base.replace('swapRoutes', 'tokens')}`);
    console.log(`  tokens/ over the same world: ${ms(performance.now() - started)}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    api.close();
    indexer.close();
  }
}

/** Runs the services benchmark and prints its figures. */
export async function run(): Promise<void> {
  await indexerFigures();
  await swapRoutesFigures();
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
