import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { e2eCountsOf } from './summary.mjs';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const report = (name: string, stats: object, errors: unknown[] = []) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ stats, errors }));
  return path;
};

describe('e2eCountsOf', () => {
  it('sums the suite’s and the perf trace’s Playwright reports (flaky counts as passed)', () => {
    dir = mkdtempSync(join(tmpdir(), 'summary-'));
    const suite = report('suite.json', { expected: 60, unexpected: 1, flaky: 2, skipped: 0 });
    const perf = report('perf.json', { expected: 1, unexpected: 0, flaky: 0, skipped: 0 });
    expect(e2eCountsOf([suite, perf])).toEqual({ passed: 63, failed: 1, skipped: 0, missing: false });
  });

  it('counts a run without a report, or with load errors, as failed', () => {
    dir = mkdtempSync(join(tmpdir(), 'summary-'));
    const suite = report('suite.json', { expected: 60, unexpected: 0, flaky: 0, skipped: 0 }, [{ message: 'syntax error' }]);
    expect(e2eCountsOf([suite, join(dir, 'absent.json')])).toEqual({ passed: 60, failed: 2, skipped: 0, missing: true });
  });
});
