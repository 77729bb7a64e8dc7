// `npm test`: every check — types, lint, unit and wasm tests, the build, e2e in headless Chromium
// (the suite, then the perf trace alone) — then one line `N passed, N failed` summing the unit and
// e2e results (what CI reads).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';
import { runLanes, runStep } from './run-step.mjs';
import { e2eCountsOf, unitCounts } from './summary.mjs';

const REPORTS = 'reports';
const E2E_REPORTS = [`${REPORTS}/playwright.json`, `${REPORTS}/playwright-perf.json`];
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [];
// The static checks are single-threaded: two lanes keep both cores of a CI machine busy.
steps.push(
  ...(await runLanes([
    [
      ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
      ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ],
    [
      ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
      ['unused code (knip)', 'npx', ['knip', '--no-progress']],
      // The build, which begins with the WASM build: the module must match its sources before its
      // tests run (a pull may bring new sources), and the e2e serves the app.
      ['build', 'npm', ['run', 'build', '--silent']],
    ],
  ])),
);
const build = steps.find((step) => step.label === 'build');
steps.push(await runStep('unit + wasm tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest.json`]));

if (build?.code === 0) {
  let chromium;
  try {
    chromium = findChromium();
  } catch (error) {
    console.error(String(error));
  }
  const env = { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
  // Each e2e run gets a throwaway devnet data dir, removed when it ends.
  const e2eRun = async (label, args, report, extraEnv = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-e2e-'));
    try {
      return await runStep(label, 'npx', ['playwright', 'test', ...args], { ...env, ...extraEnv, E2E_DATA_DIR: dataDir, PLAYWRIGHT_JSON_OUTPUT_NAME: report });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  // The perf trace (tagged @perf) runs alone after the suite: specs running beside it would load
  // the machine it measures. Each run writes its own JSON report; the line sums both. The @bench
  // traces (100,000 holders, 20,000 markets) are `npm run bench:browser`'s, not the suite's.
  steps.push(await e2eRun('e2e (Playwright, headless Chromium)', ['--grep-invert', '@perf|@bench'], E2E_REPORTS[0]));
  // The perf run writes its results beside the suite's, not over them: a failed or retried spec's
  // trace and screenshot must survive the run that follows it.
  steps.push(
    await e2eRun('e2e perf trace (alone)', ['--grep', '@perf', '--workers', '1'], E2E_REPORTS[1], { E2E_OUTPUT_DIR: 'test-results/perf', E2E_TRACES: '1' }),
  );
  // The first load as a phone on 4G meets it (Lighthouse's mobile preset) on four routes, alone too;
  // `npm run perf` measures every route on the full world. It prints figures and fails only when a
  // page cannot be measured.
  steps.push(
    await runStep(
      'first load (Lighthouse, 4 routes)',
      'npx',
      ['tsx', 'scripts/perf.ts', '--no-build', '--world', 'small', '--routes', 'home,swap,trade,markets'],
      env,
    ),
  );
} else {
  console.error('e2e skipped: the build failed');
}

const unit = unitCounts(`${REPORTS}/vitest.json`);
const e2e = e2eCountsOf(E2E_REPORTS);
const failedChecks = steps.filter((step) => step.code !== 0).map((step) => step.label);
console.log('\nSteps:');
for (const step of steps) console.log(`  ${step.code === 0 ? 'ok  ' : 'FAIL'} ${step.label} (${step.seconds.toFixed(1)} s)`);
console.log(
  `Unit: ${unit.passed} passed, ${unit.failed} failed${unit.missing ? ' (no report)' : ''}; e2e: ${e2e.passed} passed, ${e2e.failed} failed${e2e.missing ? ' (no report)' : ''}`,
);
// A failing check without a test count of its own (types, lint, unused code, build) still fails the line.
const checkFailures = failedChecks.filter((label) =>
  ['typecheck', 'lint', 'format', 'unused code (knip)', 'build', 'first load (Lighthouse, 4 routes)'].includes(label),
).length;
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + checkFailures;
const line = `${passed} passed, ${failed} failed`;
writeFileSync(`${REPORTS}/summary.txt`, `${line}\n`);
console.log(line);
process.exit(failed > 0 || failedChecks.length > 0 ? 1 : 0);
