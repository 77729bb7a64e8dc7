// The check before signing, timed per route over the devnet world (issue 15: before and after the
// quotes worker ran its v3 legs on WASM). Routes come from the devnet's swap service and venue rows
// from its chain, read as the app reads them (src/state/swapVenueState.ts); each route is then
// re-checked in this process with its v3 pools quoted by the bigint reference (before) and by the
// WASM build (after, as the quotes worker runs it). Times exclude the reads. The world's v3 pools
// hold about a dozen initialized ticks each (six positions) where mainnet pools hold hundreds, so
// the routes are timed again with each v3 pool deepened: one-spacing positions of liquidity 1 on
// every usable tick within ±DEEP_SPACINGS of the price, which a trade crosses tick by tick while
// its amounts barely change. Prints figures only.
// `npm run bench -- recheck`; BENCH_RECHECK_WORLD=small|full (default small), BENCH_RECHECK_RUNS=40.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readInt, readUint128 } from '../src/core/actions/json';
import { unitsToDecimalString } from '../src/core/amount/decimal';
import type { SwapRoute } from '../src/core/swapRouting';
import * as reference from '../src/core/v3';
import { createSwapService } from '../src/services/swapService';
import { readTableRows, type TableRowsPage, type TableRowsParams } from '../src/services/tableRows';
import { readRouteVenues } from '../src/state/swap/venueState';
import { parseDevnetOptions } from '../devnet/server/options';
import type { WorldToken } from '../devnet/seed/catalog';
import { startDevnet, type Devnet } from '../devnet/server/start';
import { loadV3Wasm } from '../wasm/v3';
import { quotesApi } from '../workers/quotes.api';
import { recheckRoute } from '../workers/quotes.recheck';
import type { V3Quoter, VenueRows } from '../workers/quotes.venues';

const WORLD = process.env.BENCH_RECHECK_WORLD ?? 'small';
const RUNS = Number(process.env.BENCH_RECHECK_RUNS ?? 40);
const DEEP_SPACINGS = 400;
const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** About `wax` WAX worth of a token, as exact decimal text. */
function worth(token: WorldToken, wax: bigint): string {
  return unitsToDecimalString((wax * 10n ** BigInt(token.precision) * 100_000_000n) / token.waxPriceE8, token.precision);
}

/** Pairs that the world's v3 pools serve (and a few that only v2 pools and books do), at two sizes and split counts. */
function pairs(devnet: Devnet): [WorldToken, WorldToken, bigint, number][] {
  const find = (code: string) => devnet.plan.tokens.find((t) => t.code === code);
  const [wax, tlm, usdt, nefty] = [find('WAX'), find('TLM'), find('USDT'), find('NEFTY')];
  if (!wax || !tlm || !usdt || !nefty) throw new Error('the world lacks the bench tokens');
  const generated = devnet.plan.tokens.filter((t) => !t.known).slice(0, 6);
  const list: [WorldToken, WorldToken, bigint, number][] = [];
  for (const [from, to] of [[wax, tlm], [usdt, wax], [tlm, nefty], ...generated.map((t) => [wax, t] as const)] as const) {
    for (const [wax, splits] of [
      [100n, 1],
      [5_000n, 4],
    ] as const) {
      list.push([from, to, wax, splits]);
    }
  }
  return list;
}

/** nodeos's JSON of a 128-bit integer: 0x + 16 bytes little-endian, two's complement. */
function hex128(value: bigint): string {
  const bytes = BigInt.asUintN(128, value).toString(16).padStart(32, '0').match(/../g) ?? [];
  return `0x${bytes.reverse().join('')}`;
}

/** The v3 rows with a one-spacing position of liquidity 1 on every usable tick near the price but the range holding it. */
function deepened(rows: VenueRows): VenueRows {
  if (rows.kind !== 'v3') return rows;
  const pool = rows.pool as { tickSpacing: number; currSlot: { tick: number } };
  const spacing = readInt(pool.tickSpacing, 'tickSpacing', 1, 100_000);
  const current = Math.floor(readInt(pool.currSlot.tick, 'tick', -443_636, 443_636) / spacing) * spacing;
  const ticks = new Map<number, { net: bigint; gross: bigint; row: Record<string, unknown> }>();
  for (const raw of rows.ticks as Record<string, unknown>[]) {
    const id = raw.id as number;
    ticks.set(id, { net: BigInt.asIntN(128, readUint128(raw.liquidityNet, 'net')), gross: readUint128(raw.liquidityGross, 'gross'), row: raw });
  }
  const blank = { ...(rows.ticks[0] as Record<string, unknown>) };
  const add = (id: number, net: bigint) => {
    if (Math.abs(id) > 443_636) return;
    const tick = ticks.get(id) ?? { net: 0n, gross: 0n, row: { ...blank, id, feeGrowthOutsideAX64: hex128(0n), feeGrowthOutsideBX64: hex128(0n) } };
    ticks.set(id, { ...tick, net: tick.net + net, gross: tick.gross + 1n });
  };
  for (let k = -DEEP_SPACINGS; k < DEEP_SPACINGS; k += 1) {
    const lower = current + k * spacing;
    if (k === 0 || Math.abs(lower + spacing) > 443_636) continue;
    add(lower, 1n);
    add(lower + spacing, -1n);
  }
  const deep = [...ticks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, t]) => ({ ...t.row, id, liquidityNet: hex128(t.net), liquidityGross: hex128(t.gross) }));
  return { ...rows, ticks: deep };
}

/** A quoter that adds the time spent in its quotes to `spent.ms`. */
function timed(quoter: V3Quoter, spent: { ms: number }): V3Quoter {
  return {
    quoteExactIn(pool, zeroForOne, amountIn) {
      const start = performance.now();
      try {
        return quoter.quoteExactIn(pool, zeroForOne, amountIn);
      } finally {
        spent.ms += performance.now() - start;
      }
    },
  };
}

interface Timed {
  label: string;
  route: SwapRoute;
  venues: VenueRows[];
}

/** Runs the benchmark and prints its figures. */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-recheck-bench-'));
  const args = ['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir, '--seed', 'bench-recheck', '--world', WORLD, '--flow', '0', '--no-app'];
  const devnet = await startDevnet(parseDevnetOptions(args, {}), { log: () => undefined });
  try {
    await devnet.ready;
    const base = `http://127.0.0.1:${devnet.port}`;
    const service = createSwapService(`${base}/api/`);
    const read = (params: TableRowsParams) =>
      readTableRows(async (page) => {
        const res = await fetch(`${base}/v1/chain/get_table_rows`, { method: 'POST', body: JSON.stringify(page) });
        return (await res.json()) as TableRowsPage<unknown>;
      }, params);
    const cases: Timed[] = [];
    for (const [from, to, wax, splits] of pairs(devnet)) {
      const [route] = await service.swapRoutes({
        tokenIn: { ticker: from.code, contract: from.contract },
        tokenOut: { ticker: to.code, contract: to.contract },
        amountIn: worth(from, wax),
        slippage: 50,
        receiver: '',
        splitMaxRoutes: splits,
        filterExchange: [],
        filterType: [],
      });
      if (route === undefined) continue;
      const { venues } = await readRouteVenues(read, route);
      cases.push({ label: `${from.code}→${to.code} ${wax} WAX ×${splits}`, route, venues });
    }
    const wasm = await loadV3Wasm();
    const table = async (title: string, list: Timed[]) => {
      console.log(title);
      console.log(
        `${'  route'.padEnd(30)}${'v3 legs'.padStart(8)}${'ticks'.padStart(7)}${'before'.padStart(11)}${'(v3)'.padStart(10)}${'after'.padStart(11)}${'(v3)'.padStart(10)}${'quotesApi'.padStart(11)}  after/before`,
      );
      const ratios: number[] = [];
      for (const { label, route, venues } of list) {
        const v3Ids = new Set(
          route.paths
            .flatMap((path) => path.steps)
            .filter((step) => step.exchange === 'alcorv2')
            .map((step) => step.venueId),
        );
        if (v3Ids.size === 0) continue;
        const ticks = venues.reduce((sum, item) => sum + (item.kind === 'v3' && v3Ids.has(item.id) ? item.ticks.length : 0), 0);
        const before: number[] = [];
        const after: number[] = [];
        const viaApi: number[] = [];
        const quotingBefore: number[] = [];
        const quotingAfter: number[] = [];
        for (let i = 0; i < RUNS + 3; i += 1) {
          const [spentBefore, spentAfter] = [{ ms: 0 }, { ms: 0 }];
          let start = performance.now();
          const old = recheckRoute(route, venues, timed(reference, spentBefore));
          const t0 = performance.now() - start;
          start = performance.now();
          const now = recheckRoute(route, venues, timed(wasm, spentAfter));
          const t1 = performance.now() - start;
          start = performance.now();
          await quotesApi.recheckRoute(route, venues);
          const t2 = performance.now() - start;
          if (JSON.stringify(old, bigints) !== JSON.stringify(now, bigints)) throw new Error(`${label}: the WASM re-check disagrees with the reference`);
          // The first runs warm the engines up.
          if (i < 3) continue;
          before.push(t0);
          after.push(t1);
          viaApi.push(t2);
          quotingBefore.push(spentBefore.ms);
          quotingAfter.push(spentAfter.ms);
        }
        const [b, a, q] = [median(before), median(after), median(viaApi)];
        ratios.push(b / a);
        const ms = (value: number, width = 11) => `${value.toFixed(3)} ms`.padStart(width);
        console.log(
          `  ${label.padEnd(28)}${String(v3Ids.size).padStart(8)}${String(ticks).padStart(7)}${ms(b)}${ms(median(quotingBefore), 10)}${ms(a)}${ms(median(quotingAfter), 10)}${ms(q)}  ${(a / b).toFixed(2)}`,
        );
      }
      console.log(
        `  the re-check takes ${(1 / median(ratios)).toFixed(2)} of its former time (median over these routes); verdicts and amounts identical to the reference's`,
      );
    };
    console.log(
      `${WORLD} world; routes with v3 legs; median of ${RUNS} re-checks each, reads excluded, (v3) = of which quoting v3 legs; load average ${loadavg()[0]!.toFixed(2)}`,
    );
    console.log(
      `(${cases.length - cases.filter((c) => c.route.paths.some((p) => p.steps.some((st) => st.exchange === 'alcorv2'))).length} more routes use v2 pools and books only: their re-check has nothing to run on WASM)`,
    );
    await table("The world's pools (before: v3 legs on the bigint reference; after: on WASM)", cases);
    await table(
      `The same routes, v3 pools deepened by one-spacing positions within ±${DEEP_SPACINGS} spacings`,
      cases.map((c) => ({ ...c, venues: c.venues.map(deepened) })),
    );
  } finally {
    await devnet.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
