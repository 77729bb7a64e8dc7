// `npm run perf [-- --routes home,swap --runs 3 --url http://host:port --world small --no-build]`:
// the first load of every route as a phone on 4G meets it. Builds the app, starts a devnet serving
// it exactly as `npm start` does (on a free port, in a throwaway data folder), and runs Lighthouse's
// mobile preset on each route: simulated slow 4G (150 ms round trips, 1.6 Mbps) and a 4× slower CPU.
// It prints one row per route beside the budgets of docs/performance.md and keeps each report in
// reports/lighthouse/. Figures are printed, not asserted: it fails only when a page cannot be measured.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { ROUTES } from '../e2e/routes';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';
import { BUDGETS, medianRun, routeFigures, tableOf, type RouteFigures } from './perfReport';

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '1' },
    url: { type: 'string' },
    world: { type: 'string', default: 'full' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'reports/lighthouse' },
  },
});

const wanted = values.routes?.split(',').map((name) => name.trim()) ?? ROUTES.map((route) => route.name);
const unknown = wanted.filter((name) => !ROUTES.some((route) => route.name === name));
if (unknown.length > 0) {
  console.error(`perf: unknown route ${unknown.join(', ')}; known: ${ROUTES.map((route) => route.name).join(', ')}`);
  process.exit(2);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`perf: --runs takes a whole number ≥ 1`);
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForReady(base: string, devnet: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (devnet.exitCode !== null) throw new Error(`the devnet exited with code ${devnet.exitCode}`);
    try {
      const status = (await (await fetch(`${base}/api/status/`)).json()) as { ready?: boolean };
      if (status.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the devnet was not ready within ${timeoutMs / 1000} s`);
}

/** Starts headless Chromium with a DevTools port for Lighthouse; resolves with the port. */
function startChromium(executable: string | undefined, profile: string): Promise<{ port: number; process: ChildProcess }> {
  if (!executable) throw new Error('perf: Lighthouse needs a Chromium executable (CHROMIUM_PATH or /usr/bin/chromium)');
  const flags = ['--headless=new', ...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'];
  const child = spawn(executable, flags, { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve({ port: Number(match[1]), process: child });
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before DevTools listened:\n${seen}`)));
  });
}

async function measure(base: string, port: number): Promise<RouteFigures[]> {
  const measured: RouteFigures[] = [];
  mkdirSync(values.out, { recursive: true });
  for (const name of wanted) {
    const route = ROUTES.find((candidate) => candidate.name === name)!;
    const tries: RouteFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${base}${route.path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${route.path}: ${result.lhr.runtimeError.message}`);
      writeFileSync(join(values.out, `${name}${runs > 1 ? `-${run + 1}` : ''}.json`), result.report as string);
      tries.push(routeFigures(route, result.lhr));
    }
    const chosen = medianRun(tries);
    measured.push(chosen);
    console.log(tableOf([chosen], false));
  }
  return measured;
}

/** Stops a child process and waits for it to exit (Chromium writes to its profile until then). */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Removes a throwaway folder. Chromium's helper processes may still be writing its disk cache for a
 * moment after the browser itself has exited (a CI run failed on ENOTEMPTY there): the removal is
 * retried, and a folder left behind in the system's temp dir is a warning, not a failed measurement.
 */
function removeFolder(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    console.warn(`perf: could not remove ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const cleanups: (() => void | Promise<void>)[] = [];
let exitCode = 0;
try {
  if (!values.url && !values['no-build']) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  let base = values.url?.replace(/\/$/, '');
  if (!base) {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-perf-'));
    cleanups.push(() => removeFolder(dataDir));
    const started = Date.now();
    const devnet = spawn(
      process.execPath,
      ['--max-semi-space-size=64', '--import', 'tsx', 'devnet/main.ts', '--port', String(port), '--data-dir', dataDir, '--reset', '--world', values.world],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    cleanups.unshift(() => stop(devnet));
    base = `http://localhost:${port}`;
    await waitForReady(base, devnet, 180_000);
    console.log(`perf: a devnet (${values.world} world) serving the build at ${base}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'waxwing-perf-chromium-'));
  cleanups.unshift(() => removeFolder(profile));
  const chromium = await startChromium(findChromium(), profile);
  cleanups.unshift(() => stop(chromium.process));
  console.log(
    `perf: Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset — slow 4G (150 ms RTT, 1.6 Mbps), 4× CPU — on ${wanted.length} routes`,
  );
  const figures = await measure(base, chromium.port);
  const table = tableOf(figures, true);
  console.log(
    `\n${table}\nbudgets: performance ≥ ${BUDGETS.performance}, FCP ≤ ${BUDGETS.fcpMs / 1000} s, LCP ≤ ${BUDGETS.lcpMs / 1000} s, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}, accessibility ${BUDGETS.accessibility}`,
  );
  writeFileSync(join(values.out, 'summary.md'), `${table}\n`);
} catch (error) {
  console.error(`perf: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  for (const cleanup of cleanups) await cleanup();
}
process.exit(exitCode);
