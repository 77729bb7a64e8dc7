import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium.mjs';

/** E2E in real headless Chromium against the devnet serving the built app (run `npm run build` first). */
const port = Number(process.env.E2E_PORT ?? 8123);
// The config is loaded by the runner and again by every worker: the runner makes the throwaway data
// dir once and hands it down through the environment (`npm test` passes its own and removes it).
// A direct `npx playwright test` makes its own and removes it when the runner exits.
if (process.env.E2E_DATA_DIR === undefined) {
  const made = mkdtempSync(join(tmpdir(), 'waxwing-e2e-'));
  process.env.E2E_DATA_DIR = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
const executablePath = process.env.CHROMIUM_PATH || undefined;
// Parallel runs on one machine (several engineers, or a bench beside the suite) each take their own
// port, built app and output folder.
const distDir = process.env.E2E_DIST ?? 'dist';
// The @perf traces run alone after the suite. `--grep-invert @perf` does not reach them: the clock
// project depends on the chromium one, and a project run as a dependency ignores the command line's
// filters, so the traces ran a second time inside the suite, loaded by the specs beside them.
// E2E_SKIP_PERF=1 (set by `npm test` and `npm run test:e2e`) leaves them out in the project itself,
// with the @bench traces (`npm run bench:browser`), which `npm test` never runs.
const skipPerf = process.env.E2E_SKIP_PERF === '1';

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  // Specs that move the devnet's chain clock (`*.clock.spec.ts`, /devnet/admin/clock) change time for every
  // client of the one devnet the run shares: they run in a project of their own, once all the others are done.
  // Specs that take the devnet's services down (`*.faults.spec.ts`, /devnet/admin/faults) break every other
  // client the same way: their project runs after the clock's, alone, one test at a time.
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: /\.(clock|faults)\.spec\.ts$/,
      ...(skipPerf ? { grepInvert: /@perf|@bench/ } : {}),
    },
    { name: 'devnet-clock', use: { browserName: 'chromium' }, testMatch: /\.clock\.spec\.ts$/, dependencies: ['chromium'] },
    { name: 'devnet-faults', use: { browserName: 'chromium' }, testMatch: /\.faults\.spec\.ts$/, fullyParallel: false, dependencies: ['devnet-clock'] },
  ],
  webServer: {
    command: `node --max-semi-space-size=64 --import tsx devnet/main.ts --port ${port} --data-dir ${dataDir} --dist ${distDir} --reset --world small`,
    url: `http://localhost:${port}/api/status/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
