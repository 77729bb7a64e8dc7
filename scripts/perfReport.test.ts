import { describe, expect, it } from 'vitest';
import { medianRun, routeFigures, tableOf, type LighthouseResult } from './perfReport';

const result = (performance: number, lcpMs: number): LighthouseResult => ({
  categories: { performance: { score: performance / 100 }, accessibility: { score: 1 } },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: lcpMs },
    'total-blocking-time': { numericValue: 120.4 },
    'cumulative-layout-shift': { numericValue: 0.02 },
    'speed-index': { numericValue: 1500 },
    'total-byte-weight': { numericValue: 300 * 1024 },
  },
});
const swap = { name: 'swap', path: '/swap' };

describe('perf report', () => {
  it('reads a route’s figures and marks what misses a budget', () => {
    const row = routeFigures(swap, result(88, 2600));
    expect(row).toMatchObject({ performance: 88, accessibility: 100, fcpMs: 900, lcpMs: 2600, tbtMs: 120.4, cls: 0.02 });
    expect(tableOf([row], false)).toBe('| /swap | 88 ✗ | 0.9 s | 2.6 s ✗ | 120 ms | 0.020 | 1.5 s | 300 KiB | 100 |');
  });

  it('keeps the run with the median performance score', () => {
    const runs = [routeFigures(swap, result(95, 1)), routeFigures(swap, result(70, 2)), routeFigures(swap, result(91, 3))];
    expect(medianRun(runs).lcpMs).toBe(3);
    expect(() => medianRun([])).toThrow();
  });
});
