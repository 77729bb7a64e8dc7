import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium.mjs';

/** E2E in real headless Chromium against the devnet serving the built app (run `npm run build` first). */
const port = Number(process.env.E2E_PORT ?? 8123);
// The specs that change the devnet for every client (its chain clock, its services taken down) get a
// devnet of their own on the next port, so they run beside the rest instead of after it.
const isolatedPort = port + 1;
// The config is loaded by the runner and again by every worker: the runner makes the throwaway data
// dir once and hands it down through the environment (`npm test` passes its own and removes it).
// A direct `npx playwright test` makes its own and removes it when the runner exits.
if (process.env.E2E_DATA_DIR === undefined) {
  const made = mkdtempSync(join(tmpdir(), 'waxwing-e2e-'));
  process.env.E2E_DATA_DIR = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
const devnet = (at: number, dir: string, flags = '') => ({
  command: `node --max-semi-space-size=64 --import tsx devnet/main.ts --port ${at} --data-dir ${dir} --dist ${distDir} --reset --world small${flags}`,
  url: `http://localhost:${at}/api/status/`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});
const executablePath = process.env.CHROMIUM_PATH || undefined;
// Parallel runs on one machine (several engineers, or a bench beside the suite) each take their own
// port, built app and output folder.
const distDir = process.env.E2E_DIST ?? 'dist';
// A trace run (E2E_TRACES=1: `npm test`'s perf step, `npm run bench:browser`) measures one devnet's
// pages: it starts no second devnet, whose bots would load the machine it measures.
const traceRun = process.env.E2E_TRACES === '1';

// The specs that change the second devnet for every client: one project, one test at a time (its
// own worker limit), listed first so that it starts with the suite instead of after it (a project
// that others depend on, and those others, run only once every other project has finished).
const isolatedProject: Project = {
  name: 'devnet-isolated',
  use: { browserName: 'chromium', baseURL: `http://localhost:${isolatedPort}` },
  testMatch: /\.(clock|faults)\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
};

// The accessibility audits only read: on a two-core CI machine they run in a lane of their own beside
// the rest, so that the specs that sign on the first devnet never run more than two at a time (a third
// at once traded the pools under another's quote).
const auditProject: Project = {
  name: 'a11y',
  use: { browserName: 'chromium' },
  testMatch: /a11y\.spec\.ts$/,
  workers: 1,
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  // On a two-core CI machine, three tests at a time: the isolated project's, whose tests mostly wait
  // (a node that answers late, a retry schedule running out), an accessibility audit, and the rest,
  // which get two slots once the isolated project is done. The machine's two cores stay busy: with the
  // audits among the rest the suite took 459–475 s here, with a lane of their own 403 s.
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace (every action with the DOM before and after it): in CI its retry's,
    // for recording every first attempt costs the suite about 7 % of its time; a failed attempt still
    // keeps its error, its screenshot and the page's accessibility snapshot. Never the screencast: its
    // frames cost a fifth of the suite's CPU (measured on 41 tests: 391 → 308 s of CPU, 224 → 185 s
    // of wall time without traces, 199 s with the DOM only).
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  // Specs that move the devnet's chain clock (`*.clock.spec.ts`, /devnet/admin/clock) change time for every
  // client of their devnet, and specs that take its services down (`*.faults.spec.ts`,
  // /devnet/admin/faults) break every other client the same way: they run on the second devnet, one
  // test at a time, while the rest of the suite runs on the first.
  projects: [
    ...(traceRun ? [] : [isolatedProject, auditProject]),
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: traceRun ? /\.(clock|faults)\.spec\.ts$/ : /\.(clock|faults)\.spec\.ts$|a11y\.spec\.ts$/,
      workers: process.env.CI ? 2 : undefined,
    },
  ],
  // The isolated devnet's bots stay still (`--flow 0`): its specs take services down and move the
  // clock, none watches the bots trade, and their flow costs 5–15 % of a core all through the suite.
  webServer: traceRun ? devnet(port, dataDir) : [devnet(port, dataDir), devnet(isolatedPort, `${dataDir}/isolated`, ' --flow 0')],
});
