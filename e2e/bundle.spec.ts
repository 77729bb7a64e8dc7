import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/** The JavaScript the first screen loads, gzip, ≤ 150 KiB (docs/perf-log.md; a size budget, not a timing). */
const BUDGET_BYTES = 150 * 1024;

test('the first screen loads at most 150 KiB of gzipped JavaScript', async ({ page }, testInfo) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || scripts.has(url)) return;
    scripts.set(url, 0);
    scripts.set(url, gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const lines = [...scripts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([url, size]) => `${(size / 1024).toFixed(1).padStart(7)} KiB  ${new URL(url).pathname}`);
  const summary = `first screen JavaScript: ${(total / 1024).toFixed(1)} KiB gzip in ${scripts.size} files (budget 150 KiB)\n${lines.join('\n')}`;
  console.log(summary);
  await testInfo.attach('first-screen-js.txt', { body: summary, contentType: 'text/plain' });
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
