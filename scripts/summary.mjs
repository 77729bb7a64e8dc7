// Reads the vitest and Playwright JSON reports and sums them into the one line CI reads.
import { existsSync, readFileSync } from 'node:fs';

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Unit results from vitest's JSON reporter; a missing report counts as one failure. */
export function unitCounts(path) {
  const report = readJson(path);
  if (!report) return { passed: 0, failed: 1, skipped: 0, missing: true };
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    missing: false,
  };
}

/** E2E results from Playwright's JSON reporter; flaky tests count as passed, a missing report as a failure. */
export function e2eCounts(path) {
  const report = readJson(path);
  if (!report?.stats) return { passed: 0, failed: 1, skipped: 0, missing: true };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const loadErrors = Array.isArray(report.errors) ? report.errors.length : 0;
  return { passed: expected + flaky, failed: unexpected + loadErrors, skipped, missing: false };
}

/** E2E results of several Playwright runs (each with its own JSON report), summed. */
export function e2eCountsOf(paths) {
  const sum = { passed: 0, failed: 0, skipped: 0, missing: false };
  for (const path of paths) {
    const counts = e2eCounts(path);
    sum.passed += counts.passed;
    sum.failed += counts.failed;
    sum.skipped += counts.skipped;
    sum.missing ||= counts.missing;
  }
  return sum;
}
