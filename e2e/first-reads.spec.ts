import { earlyReadUrls } from '../src/core/earlyReads';
import { expect, test } from './fixtures';
import { ROUTES } from './routes';

/**
 * The reads a screen needs first start with its code, not after it has run
 * (docs/performance.md, "Reads that start with the code"): the page's first script asks for them,
 * and the app takes those answers instead of asking again.
 */
const CHECKED = ['trade', 'markets', 'analytics', 'listings', 'token', 'pair', 'swap', 'wallet'];

for (const route of ROUTES.filter((candidate) => CHECKED.includes(candidate.name))) {
  test(`${route.name}: the first reads start with the code and are not asked again`, async ({ page, baseURL }) => {
    const config: unknown = await (await page.request.get('/config.json')).json();
    const origin = new URL(baseURL ?? '').origin;
    const [pathname = '/', search = ''] = route.path.split(/(?=\?)/);
    const expected = earlyReadUrls(config, { pathname, search, origin }, null);
    expect(expected.length).toBeGreaterThan(1);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // As a phone on 4G meets it (150 ms round trips, 1.6 Mbps): the entry's code takes a while to
    // arrive, and the reads must not wait for it. On a local network the app may run first; it then
    // asks itself, and the first script leaves those reads alone (the count below still holds).
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const asked = new Map<string, string[]>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const frames = event.initiator.stack?.callFrames ?? [];
      const script = frames.at(-1)?.url ?? event.initiator.url ?? '';
      asked.set(event.request.url, [...(asked.get(event.request.url) ?? []), new URL(script || origin).pathname]);
    });
    // Not the load event: under this emulation it can wait on the page's images for as long as a
    // test may run, and the reads below say when the screen is up.
    await page.goto(route.path, { waitUntil: 'commit' });
    // The screen is up once it has used every read: each was asked by now, or it never will be.
    await expect.poll(() => expected.filter((url) => asked.has(url)).length, { timeout: 15_000 }).toBe(expected.length);
    // The app asks for what it needs before it shows it: had it not taken an early answer, its own
    // request would be on the wire by the time the screen shows its data, loaders and busy regions gone.
    await expect(page.locator('main .loader')).toHaveCount(0);
    await expect(page.locator('main .spinner:visible')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    // Once each: a read several stores make (the token list on /markets and /analytics) is one request.
    for (const url of expected) {
      const by = asked.get(url) ?? [];
      expect(by, `${url} asked ${by.length} times`).toHaveLength(1);
      expect(by[0], `${url} asked by`).toMatch(/\/assets\/(routePreload|boot)-[\w-]+\.js$/);
    }
  });
}
