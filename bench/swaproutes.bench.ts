// swapRoutes over HTTP against the full devnet world while the bots trade (DESIGN §6: swap route ≤ 3 hops,
// ≤ 4 splits, p95 ≤ 50 ms): a fixed set of pairs, one split and four, at each bot flow. Before each request
// the same answer is also computed in-process from a graph cache of its own ("work": bringing the graph up
// to date plus routing, without the wait for the event loop the bots share). Prints figures only.
// `npx tsx bench/swaproutes.bench.ts` or `npm run bench swaproutes`. BENCH_ROUTES_FLOWS=0,50,2000 (the flows),
// BENCH_ROUTES_RUNS=60 (requests per pair and flow), BENCH_ROUTES_WORLD=small, and BENCH_ROUTES_DATA_DIR=<dir>
// to keep the world between runs (a cold full world takes minutes to seed; the default is a throwaway one).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unitsToDecimalString } from '../src/core/amount/decimal';
import type { RouteGraph } from '../src/core/swapRouting';
import { createRouteGraphCache } from '../devnet/services/swapApi/routeGraph';
import { swapRoutesAnswer } from '../devnet/services/swapApi/routes/swap';
import { createChainWorld } from '../devnet/services/world/chainWorld';
import { parseDevnetOptions } from '../devnet/server/options';
import type { WorldToken } from '../devnet/seed/catalog';
import { startDevnet, type Devnet } from '../devnet/server/start';

const WORLD = process.env.BENCH_ROUTES_WORLD ?? 'full';
const FLOWS = (process.env.BENCH_ROUTES_FLOWS ?? '0,50,2000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_ROUTES_RUNS ?? 100);
/** A pair stops early after this long, so a slow server still finishes the bench. */
const CASE_BUDGET_MS = 20_000;
const KEPT_DIR = process.env.BENCH_ROUTES_DATA_DIR;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

interface Case {
  readonly label: string;
  readonly query: string;
}

/** About `wax` WAX worth of a token, as exact decimal text. */
function worth(token: WorldToken, wax: bigint): string {
  return unitsToDecimalString((wax * 10n ** BigInt(token.precision) * 100_000_000n) / token.waxPriceE8, token.precision);
}

/** WAX→TLM and multi-hop pairs between the plan's tokens, each at 1 and 4 splits. */
function cases(devnet: Devnet): Case[] {
  const find = (code: string) => devnet.plan.tokens.find((t) => t.code === code);
  const generated = devnet.plan.tokens.filter((t) => !t.known);
  const [wax, tlm, nefty, usdt] = [find('WAX'), find('TLM'), find('NEFTY'), find('USDT')];
  const first = generated[0];
  const last = generated[generated.length - 1];
  if (!wax || !tlm || !nefty || !usdt || !first || !last) throw new Error('the world lacks the bench tokens');
  const pairs: [string, WorldToken, WorldToken][] = [
    ['WAX→TLM', wax, tlm],
    ['TLM→NEFTY', tlm, nefty],
    [`${first.code}→${last.code}`, first, last],
    [`USDT→${first.code}`, usdt, first],
  ];
  return pairs.flatMap(([label, from, to]) =>
    [1, 4].map((splits) => ({
      label: `${label} ×${splits}`,
      query: `token_in=${from.code}_${from.contract}&token_out=${to.code}_${to.contract}&amount_in=${worth(from, 100n)}&slippage=50&receiver=&split_max_routes=${splits}&filter_exchange=&filter_type=`,
    })),
  );
}

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5)).padStart(8)}, p95 ${ms(percentile(sorted, 0.95)).padStart(8)}, max ${ms(sorted.at(-1) ?? NaN).padStart(9)}`;
};

/** Times one pair: sequential requests, each a fresh answer from the devnet, with the in-process work before each. */
async function timeCase(base: string, graph: () => RouteGraph, item: Case): Promise<string> {
  // A warm-up request; a reset one is tried again below.
  await fetch(`${base}?${item.query}`).then(
    (res) => res.json(),
    () => undefined,
  );
  const http: number[] = [];
  const work: number[] = [];
  const started = performance.now();
  let routes = 0;
  let resets = 0;
  while (http.length + resets < RUNS && performance.now() - started < CASE_BUDGET_MS) {
    let before = performance.now();
    swapRoutesAnswer(graph, new URLSearchParams(item.query));
    work.push(performance.now() - before);
    before = performance.now();
    try {
      const answer = (await (await fetch(`${base}?${item.query}`)).json()) as unknown[];
      http.push(performance.now() - before);
      routes = answer.length;
    } catch {
      // A kept-alive connection the server closed while the event loop stalled: counted, not timed.
      resets += 1;
    }
  }
  return `    ${item.label.padEnd(18)} HTTP ${figures(http)} | work ${figures(work)} (${http.length} runs, ${routes} routes${resets > 0 ? `, ${resets} connection resets` : ''})`;
}

/** Runs the benchmark and prints its figures. */
export async function run(): Promise<void> {
  const dataDir = KEPT_DIR ?? mkdtempSync(join(tmpdir(), 'waxwing-routes-bench-'));
  const seed = KEPT_DIR !== undefined ? 'bench-routes' : `bench-${Date.now().toString(36)}`;
  const started = performance.now();
  const args = ['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir, '--seed', seed, '--world', WORLD, '--flow', '0', '--no-app'];
  let devnet: Devnet;
  try {
    devnet = await startDevnet(parseDevnetOptions(args, {}), { log: () => undefined });
  } catch (error) {
    // A kept directory made with another seed or size, or an older world: start it anew.
    if (KEPT_DIR === undefined) throw error;
    devnet = await startDevnet(parseDevnetOptions([...args, '--reset'], {}), { log: () => undefined });
  }
  try {
    await devnet.ready;
    let transactions = 0;
    devnet.chain.onTransaction(() => void (transactions += 1));
    const base = `http://127.0.0.1:${devnet.port}/api/swapRoutes`;
    const graph = createRouteGraphCache(createChainWorld(devnet.chain), () => undefined);
    console.log(`${WORLD} world ready in ${((performance.now() - started) / 1000).toFixed(1)} s; swapRoutes over HTTP, ≤ ${RUNS} sequential requests per pair`);
    for (const flow of FLOWS) {
      devnet.bots.setFlow(flow);
      await sleep(flow > 0 ? 2_000 : 200);
      const before = transactions;
      const since = performance.now();
      const lines: string[] = [];
      for (const item of cases(devnet)) lines.push(await timeCase(base, graph, item));
      const seconds = (performance.now() - since) / 1000;
      const stats = devnet.bots.stats(true);
      console.log(
        `  bots at flow ${flow}: ${(((transactions - before) / seconds) | 0).toString()} transactions/s, ${stats.deltasPerSecond} deltas/s achieved, event-loop lag p99 ${stats.lag.p99} ms; load average ${load()}`,
      );
      for (const line of lines) console.log(line);
      devnet.bots.setFlow(0);
      await sleep(500);
    }
  } finally {
    await devnet.close();
    if (KEPT_DIR === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
