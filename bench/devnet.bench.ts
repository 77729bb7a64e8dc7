// The devnet's start and flow (DESIGN §5, §6): cold start with a fresh seed (the full world: chain
// genesis, a million historical trades, 100,000 holders), restart of the same data directory, then
// the bots at rising flows with one socket client on the busiest book — achieved order-book deltas
// per second and event-loop lag. Prints figures only (DESIGN §6: never pass/fail on time).
// `npx tsx bench/devnet.bench.ts`, or `npm run bench devnet`; BENCH_DEVNET_WORLD=small for a quick run,
// BENCH_DEVNET_FLOWS=50,1000,5000 and BENCH_DEVNET_SECONDS=5 to change the flow steps, BENCH_DEVNET_SEED=<seed>
// to start a given world (the seed is printed first, so a failing start can be run again).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { io } from 'socket.io-client';
import { parseDevnetOptions } from '../devnet/server/options';
import { startDevnet, type Devnet } from '../devnet/server/start';

const WORLD = process.env.BENCH_DEVNET_WORLD ?? 'full';
const FLOWS = (process.env.BENCH_DEVNET_FLOWS ?? '50,500,1000,2000,5000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_DEVNET_SECONDS ?? 5);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * CPU of the main thread alone (µs; Linux, from /proc; NaN elsewhere): the event loop is what keeps
 * the flow, and unlike the process's CPU it leaves out worker threads and counts little of what
 * other processes on a shared machine cost us.
 */
function mainThreadCpuUs(): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 Hz).
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}

async function start(dataDir: string, seed: string, reset: boolean): Promise<{ devnet: Devnet; seconds: number }> {
  const started = performance.now();
  const devnet = await startDevnet(
    parseDevnetOptions(
      ['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir, '--seed', seed, '--world', WORLD, '--flow', '0', '--no-app', ...(reset ? ['--reset'] : [])],
      {},
    ),
    { log: () => undefined },
  );
  await devnet.ready;
  return { devnet, seconds: (performance.now() - started) / 1000 };
}

function phases(devnet: Devnet): string {
  const { figures } = devnet;
  const indexing = figures.indexing;
  return `plan ${figures.plan} ms, chain+genesis ${figures.chain - figures.plan} ms (${Object.entries(figures.genesis)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}), catch-up ${indexing?.catchUpMs ?? 0} ms, history+holders ${indexing?.historyMs ?? 0} ms (${indexing?.historyTrades ?? 0} trades)`;
}

async function subscribeBusiest(devnet: Devnet): Promise<{ received: () => number; close: () => void }> {
  const base = `http://127.0.0.1:${devnet.port}`;
  const uuid = randomUUID();
  const { token } = (await (await fetch(`${base}/api/socket-session-token`, { method: 'POST', body: JSON.stringify({ uuid }) })).json()) as { token: string };
  const socket = io(base, { path: '/waxwing-socket.io/', transports: ['websocket'], auth: { token, uuid }, reconnection: false, forceNew: true });
  let received = 0;
  socket.on('orderbooksDelta', (payload: unknown) => void (received += Array.isArray(payload) ? payload.length : 1));
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  socket.emit('subscribe', { room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: 0 } });
  return { received: () => received, close: () => socket.close() };
}

/** Runs the benchmark and prints its figures. */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-devnet-bench-'));
  const seed = process.env.BENCH_DEVNET_SEED ?? `bench-${Date.now().toString(36)}`;
  console.log(`seed "${seed}"`);
  try {
    const cold = await start(dataDir, seed, true);
    console.log(`cold start, ${WORLD} world, fresh seed "${seed}": ready in ${cold.seconds.toFixed(1)} s — ${phases(cold.devnet)}`);
    await cold.devnet.close();
    const warm = await start(dataDir, seed, false);
    console.log(`restart of the same data directory: ready in ${warm.seconds.toFixed(1)} s — ${phases(warm.devnet)}`);
    const client = await subscribeBusiest(warm.devnet);
    // CPU per delta and the load average make figures from a shared, busy machine comparable.
    console.log(
      `flow (target deltas/s) → achieved deltas/s over the window (and over its last 5 s), delivered to one client on the busiest book, event-loop lag p50/p99/max, saturated ticks, failures, this process's CPU (share of one core, µs per delta; then the main thread's alone), load average`,
    );
    for (const flow of FLOWS) {
      warm.devnet.bots.setFlow(flow);
      await sleep(1_000);
      const before = warm.devnet.bots.stats(true);
      const received = client.received();
      const cpuBefore = process.cpuUsage();
      const mainBefore = mainThreadCpuUs();
      await sleep(SECONDS * 1_000);
      const cpu = process.cpuUsage(cpuBefore);
      const mainUs = mainThreadCpuUs() - mainBefore;
      const after = warm.devnet.bots.stats(true);
      const delivered = (client.received() - received) / SECONDS;
      // The whole window's average: what was sustained, and the count CPU per delta divides by.
      const sustained = (after.deltas - before.deltas) / SECONDS;
      const cpuUs = cpu.user + cpu.system;
      const perDelta = sustained > 0 ? cpuUs / (sustained * SECONDS) : 0;
      const mainPerDelta = sustained > 0 ? mainUs / (sustained * SECONDS) : NaN;
      console.log(
        `  ${String(flow).padStart(5)} → ${sustained.toFixed(0).padStart(5)} /s (last 5 s ${after.deltasPerSecond}), client ${delivered.toFixed(0).padStart(5)} /s, lag ${after.lag.p50}/${after.lag.p99}/${after.lag.max} ms, saturated ${after.saturatedTicks - before.saturatedTicks}, failures ${after.failures - before.failures}, cpu ${((100 * cpuUs) / (SECONDS * 1e6)).toFixed(0)} % (${perDelta.toFixed(0)} µs/delta; main thread ${((100 * mainUs) / (SECONDS * 1e6)).toFixed(0)} %, ${mainPerDelta.toFixed(0)} µs/delta), load ${loadavg()[0]!.toFixed(1)}`,
      );
      warm.devnet.bots.setFlow(0);
      await sleep(500);
    }
    client.close();
    await warm.devnet.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
