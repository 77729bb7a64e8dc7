// `npm run test:e2e [-- <playwright args>]`: builds the app, finds Chromium, and runs Playwright
// against a throwaway devnet. Without arguments it runs the suite without the @perf and @bench traces.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';
import { runStep } from './run-step.mjs';

const args = process.argv.slice(2);
const build = await runStep('build', 'npm', ['run', 'build', '--silent']);
if (build.code !== 0) process.exit(build.code);
const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-e2e-'));
try {
  // A run of the @perf or @bench traces is a trace run: one devnet, nothing beside it (playwright.config.ts).
  const traces = !args.includes('--grep-invert') && args.some((arg) => /@perf|@bench/.test(arg));
  const env = { ...process.env, CHROMIUM_PATH: findChromium(), E2E_DATA_DIR: dataDir, ...(traces ? { E2E_TRACES: '1' } : {}) };
  const run = await runStep('e2e', 'npx', ['playwright', 'test', ...(args.length > 0 ? args : ['--grep-invert', '@perf|@bench'])], env);
  process.exitCode = run.code;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
