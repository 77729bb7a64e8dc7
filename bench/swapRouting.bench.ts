// Split smart-order router over a devnet-sized world (DESIGN §6: swap route, ≤ 3 hops, ≤ 4 splits, p95 ≤ 50 ms).
// Prints figures only; `npx tsx bench/swapRouting.bench.ts` or `npm run bench swapRouting`.
import { pathToFileURL } from 'node:url';
import { makeAmount } from '../src/core/amount';
import { buildRouteGraph, findSwapRoutes, type RouteGraph, type Venue } from '../src/core/swapRouting';
import { SeededRandom } from '../src/core/swapRouting/fixtures.testutil';
import { makeWorld, randomRequest, type World } from '../src/core/swapRouting/world.testutil';

const REQUESTS = Number(process.env.ROUTER_BENCH_REQUESTS ?? 300);
const WARM_UP = 30;

type Figures = { times: number[]; splits: number; none: number; quotes: number; paths: number; v3: number; books: number };

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

function measure(world: World, graph: RouteGraph, splitMaxRoutes: number, seed = 42): Figures {
  const rng = new SeededRandom(seed);
  const figures: Figures = { times: [], splits: 0, none: 0, quotes: 0, paths: 0, v3: 0, books: 0 };
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const { tokenIn, tokenOut, units } = randomRequest(rng, world);
    const started = performance.now();
    const result = findSwapRoutes(graph, { tokenIn, tokenOut, amountIn: makeAmount(units, tokenIn.precision), splitMaxRoutes });
    const elapsed = performance.now() - started;
    if (i < WARM_UP) continue;
    figures.times.push(elapsed);
    if (!result.ok) {
      figures.none += 1;
      continue;
    }
    const best = result.routes[0]!;
    const types = new Set(best.paths.flatMap((path) => path.steps.map((step) => step.type)));
    figures.splits += best.type === 'split' ? 1 : 0;
    figures.v3 += types.has('poolsv3') ? 1 : 0;
    figures.books += types.has('markets') ? 1 : 0;
    figures.quotes += result.stats.quotes;
    figures.paths += result.stats.paths;
  }
  figures.times.sort((a, b) => a - b);
  return figures;
}

function report(label: string, figures: Figures): void {
  const { times } = figures;
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `${label}: p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, p99 ${ms(percentile(times, 0.99))}, max ${ms(times[times.length - 1] ?? NaN)}, mean ${ms(mean)}` +
      ` | ${times.length} requests: ${figures.splits} split, ${figures.v3} via v3, ${figures.books} via a book, ${figures.none} without a route` +
      ` | per request ${(figures.paths / times.length).toFixed(1)} paths, ${(figures.quotes / times.length).toFixed(0)} quotes`,
  );
}

/** A venue whose quotes add their time to a per-type total. */
function timed(venue: Venue, spent: Map<string, number>): Venue {
  const add = (started: number) => spent.set(venue.type, (spent.get(venue.type) ?? 0) + performance.now() - started);
  return {
    ...venue,
    quoteDirected(zeroForOne, amountIn) {
      const started = performance.now();
      const out = venue.quoteDirected(zeroForOne, amountIn);
      add(started);
      return out;
    },
  };
}

/** Runs the router benchmark and prints its figures. */
export async function run(): Promise<void> {
  const started = performance.now();
  const world = makeWorld(1);
  const graph = buildRouteGraph(world.venues);
  const counts = world.venues.reduce<Record<string, number>>((acc, venue) => ({ ...acc, [venue.type]: (acc[venue.type] ?? 0) + 1 }), {});
  console.log(
    `world: ${graph.tokens.size} tokens, ${world.venues.length} venues ${JSON.stringify(counts)}, built in ${(performance.now() - started).toFixed(0)} ms`,
  );
  // Warm the JIT on other pairs first, so the figures show steady-state routing.
  measure(world, graph, 4, 7);
  report('3 hops, 4 splits', measure(world, graph, 4));
  report('3 hops, 10 splits (market order)', measure(world, graph, 10));
  report('3 hops, no split', measure(world, graph, 1));

  const spent = new Map<string, number>();
  const instrumented = buildRouteGraph(world.venues.map((venue) => timed(venue, spent)));
  const total = measure(world, instrumented, 4).times.reduce((sum, t) => sum + t, 0);
  const shares = [...spent].map(([type, time]) => `${type} ${((100 * time) / total).toFixed(0)} %`).join(', ');
  console.log(`time in venue quotes (4 splits, instrumented run): ${shares}; the rest is search, allocation and result building`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
