import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * /analytics and /analytics/listings against the devnet: the top stats and the exchanges' table are
 * the sums of the pairs the swap service answered the page (markets/, pools/, poolsv3/, tokens/:
 * no endpoint of our own), the pie names those exchanges, the top lists hold every token in a
 * counted pool and every pair but adex's, 10 a page; the listings feed pages by 100 with load more
 * (the devnet's loopback knob lists enough tokens for a second page). Compared with the API's
 * answers, never with constants.
 */

const ARTIFACTS = 'e2e/artifacts';
type Token = { contract: string; symbol: { ticker: string }; in_pool?: { src: string }[] };
type ApiPair = { src: string; tvl?: number | null; volume24h?: number | null; volume7d?: number | null };
type Listing = { codeA: string; codeB: string; listing_type: string; fee: number; src: string; pair_id: string | number; global_sequence: number };

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

const NAMES: Record<string, string> = {
  alcorv2: 'Alcor pools',
  alcormarket: 'Alcor markets',
  defibox: 'Defibox',
  taco: 'TacoSwap',
  adex: 'Adex',
  neftyblocks: 'NeftyBlocks',
  waxfusion: 'WaxFusion',
};

/** A WAX figure as the page writes it ("12.151M", "824.523K", "93.12345678") back to a number. */
function waxFigure(text: string): number {
  const match = /^(-?[\d,.]+)([KMBT]?)$/.exec(text.trim());
  if (!match) throw new Error(`not a WAX figure: ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[match[2] as '' | 'K' | 'M' | 'B' | 'T'];
}

const stat = (page: Page, id: string): Locator => page.locator(`[data-stat="${id}"]`);
const statValue = async (page: Page, id: string) => Number(await stat(page, id).locator('[data-value]').getAttribute('data-value'));
const listTotal = async (table: Locator) => Number(await table.getAttribute('aria-rowcount')) - 1;

/** What the API counts for the top lists: tokens in a pool of a counted exchange, and pairs of every counted exchange. */
async function countedLists(request: APIRequestContext): Promise<{ tokens: number; pairs: number }> {
  const [tokens, markets, pools, v3] = await Promise.all([
    api<Token[]>(request, 'tokens/?nolptoken=true'),
    api<ApiPair[]>(request, 'markets/'),
    api<ApiPair[]>(request, 'pools/'),
    api<ApiPair[]>(request, 'poolsv3/'),
  ]);
  return {
    tokens: tokens.filter((token) => (token.in_pool ?? []).some((pool) => pool.src !== 'adex')).length,
    pairs: [...markets, ...pools, ...v3].filter((pair) => pair.src !== 'adex').length,
  };
}

test.describe('/analytics', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('sums the pairs and tokens the swap service answered: stats, the exchanges’ table and their shares', async ({ page, pageErrors }) => {
    // The answers the page itself received: the bots trade and the listings spec lists tokens
    // meanwhile, so a read of our own would be of another moment.
    const answered: Record<string, unknown[]> = {};
    for (const path of ['markets/', 'pools/', 'poolsv3/', 'tokens/'])
      await page.route(`**/api/${path}*`, async (route) => {
        const response = await route.fetch();
        answered[path] = (await response.json()) as unknown[];
        await route.fulfill({ response });
      });
    await page.goto('/analytics');
    await expect(stat(page, 'tvl')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Top tokens' })).toHaveAttribute('aria-busy', 'false');
    const counted = (path: string) => (answered[path] as ApiPair[]).filter((pair) => pair.src !== 'adex');
    const pairs = [...counted('markets/'), ...counted('pools/'), ...counted('poolsv3/')];
    const tokens = (answered['tokens/'] as Token[]).filter((token) => (token.in_pool ?? []).some((pool) => pool.src !== 'adex'));
    expect(await statValue(page, 'tokens')).toBe(tokens.length);
    expect(await statValue(page, 'pools')).toBe(counted('pools/').length + counted('poolsv3/').length);
    expect(await statValue(page, 'markets')).toBe(counted('markets/').length);
    const sum = (rows: ApiPair[], figure: 'tvl' | 'volume24h' | 'volume7d') => rows.reduce((total, pair) => total + (pair[figure] ?? 0), 0);
    for (const id of ['tvl', 'volume24h', 'volume7d'] as const)
      expect(Math.abs((await statValue(page, id)) - sum(pairs, id))).toBeLessThan(1e-6 * (1 + sum(pairs, id)));
    expect(Math.abs(waxFigure((await stat(page, 'tvl').locator('[data-value]').textContent()) ?? '') / sum(pairs, 'tvl') - 1)).toBeLessThan(0.002);
    // The exchanges: largest 7 d volume first, adex nowhere, each row its pairs' sums.
    const bySrc = new Map<string, ApiPair[]>();
    for (const pair of pairs) bySrc.set(pair.src, [...(bySrc.get(pair.src) ?? []), pair]);
    const expected = [...bySrc].sort((a, b) => sum(b[1], 'volume7d') - sum(a[1], 'volume7d'));
    const table = page.getByRole('table', { name: 'Exchanges' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(expected.length);
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-exchange')))).toEqual(expected.map(([src]) => src));
    for (const [index, [src, rowsOf]] of expected.slice(0, 3).entries()) {
      const cells = rows.nth(index).locator('td');
      await expect(cells.nth(0)).toHaveText(NAMES[src] ?? src);
      expect(Math.abs(waxFigure((await cells.nth(2).textContent()) ?? '') / Math.max(1e-9, sum(rowsOf, 'volume7d')) - 1)).toBeLessThan(0.002);
    }
    const legend = await page.locator('.exchange-pie__legend li').evaluateAll((items) => items.map((item) => item.getAttribute('data-exchange')));
    const withVolume = expected.filter(([, rowsOf]) => sum(rowsOf, 'volume7d') > 0);
    expect(legend.slice(0, 3)).toEqual(withVolume.slice(0, 3).map(([src]) => src));
    expect(legend).not.toContain('adex');
    // The page reads only what the real service serves.
    expect(Object.keys(answered).sort()).toEqual(['markets/', 'pools/', 'poolsv3/', 'tokens/']);
    await page.screenshot({ path: `${ARTIFACTS}/analytics-desktop.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('lists every token in a counted pool and every pair but adex’s, 10 a page, most 7 d volume first', async ({ page, request, pageErrors }) => {
    // The listings test beside this one lists new tokens and pools while it runs: the page's totals
    // lie between what the API counted before the page loaded and what it counts once the lists show.
    const before = await countedLists(request);
    await page.goto('/analytics');
    const tokensTable = page.getByRole('table', { name: 'Top tokens' });
    const pairsTable = page.getByRole('table', { name: 'Top pairs' });
    await expect(tokensTable.locator('tbody tr[aria-rowindex]')).toHaveCount(10);
    // Totals are read once each list shows its answer (a table still loading shows the total it had).
    await expect(tokensTable).toHaveAttribute('aria-busy', 'false');
    await expect(pairsTable.locator('tbody tr[aria-rowindex]')).toHaveCount(10);
    await expect(pairsTable).toHaveAttribute('aria-busy', 'false');
    const after = await countedLists(request);
    expect(await listTotal(tokensTable)).toBeGreaterThanOrEqual(before.tokens - 1);
    expect(await listTotal(tokensTable)).toBeLessThanOrEqual(after.tokens);
    expect(await listTotal(pairsTable)).toBeGreaterThanOrEqual(before.pairs - 1);
    expect(await listTotal(pairsTable)).toBeLessThanOrEqual(after.pairs);
    await expect(pairsTable.getByRole('columnheader', { name: /Vol 7d/ })).toHaveAttribute('aria-sort', 'descending');

    // Page through the pairs: 10 a page, no adex pair on any.
    const pairsRoot = page.locator('.data-table', { has: pairsTable });
    const pages = Math.ceil((await listTotal(pairsTable)) / 10);
    const exchanges = new Set<string>();
    for (let at = 1; at <= pages; at++) {
      await expect(pairsRoot.getByText(`Page ${at} of ${pages}`)).toBeVisible();
      await expect(pairsTable).toHaveAttribute('aria-busy', 'false');
      for (const name of await pairsTable.locator('.top-pair__exchange').allTextContents()) exchanges.add(name);
      if (at < pages) await pairsRoot.getByRole('button', { name: 'Next page' }).click();
    }
    expect(exchanges.has(NAMES.adex!)).toBe(false);
    expect(exchanges.has(NAMES.defibox!)).toBe(true);

    // Sorting goes back to page 1 (SPEC §4); a search narrows the tokens.
    await pairsTable.getByRole('columnheader', { name: /Pair/ }).getByRole('button').click();
    await expect(pairsRoot.getByText(/^Page 1 of/)).toBeVisible();
    await page.getByRole('searchbox', { name: /Search tokens/ }).fill('alien.worlds');
    await expect.poll(() => listTotal(tokensTable)).toBe(1);
    await expect(tokensTable.locator('.top-token__symbol')).toHaveText(['TLM']);
    await tokensTable.locator('tbody tr[aria-rowindex]').first().click();
    await expect(page).toHaveURL(/\/analytics\/token\/tlm_alien\.worlds$/);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('/analytics/listings', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows 100 listings with type, fee and time, and loads more below the last', async ({ page, request, pageErrors }) => {
    // The small world lists ~70 pools and markets: list enough new tokens for a second page.
    const held = (await api<Listing[]>(request, 'listingevents?limit=1000')).length;
    if (held <= 120) {
      const res = await request.post('/devnet/admin/listings', { data: { count: 121 - held } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await page.goto('/analytics/listings');
    const table = page.getByRole('table', { name: 'New listings' });
    await expect(table.locator('tbody tr')).toHaveCount(100);
    const first = await api<Listing[]>(request, 'listingevents');
    expect(first).toHaveLength(100);
    // The feed is newest first; a listing may come between the two reads.
    const shownFirst = Number(await table.locator('tbody tr').first().getAttribute('data-sequence'));
    expect(shownFirst).toBeLessThanOrEqual(first[0]!.global_sequence);
    const last = first.at(-1)!;
    const lastRow = table.locator(`tbody tr[data-sequence="${last.global_sequence}"]`);
    const sameFirst = shownFirst === first[0]!.global_sequence;
    if (sameFirst) {
      await expect(lastRow).toHaveCount(1);
      const fee = last.listing_type === 'poolsv3' ? last.fee / 100 : last.fee;
      await expect(lastRow.locator('td').nth(2)).toHaveText(`${Number((fee / 100).toFixed(4))}%`);
      await expect(lastRow.getByRole('link')).toHaveAttribute('href', `/analytics/pair/${last.src}/${last.pair_id}`);
    }
    await page.screenshot({ path: `${ARTIFACTS}/listings-desktop.png` });

    const all = await api<Listing[]>(request, 'listingevents?limit=1000');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(100);
    const shown = await table.locator('tbody tr').count();
    // The second page ends where the feed does: no more button once a page comes back short.
    expect(shown).toBeGreaterThanOrEqual(all.length - 1);
    expect(shown).toBeLessThanOrEqual(all.length + 1);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(all.length >= 200 ? 1 : 0);
    // v3 listings show their pips as basis points (SPEC §9: divided by 100).
    const v3 = all.find((event) => event.listing_type === 'poolsv3');
    if (v3) await expect(table.locator(`tbody tr[data-sequence="${v3.global_sequence}"] td`).nth(2)).toHaveText(`${v3.fee / 10_000}%`);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('analytics on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stacks the stats, the exchanges and the lists', async ({ page, pageErrors }) => {
    await page.goto('/analytics');
    await expect(page.getByRole('table', { name: 'Top pairs' }).locator('tbody tr[aria-rowindex]')).toHaveCount(10);
    await expect(page.getByRole('table', { name: 'Top pairs' }).getByRole('columnheader')).toHaveText([/Pair/, /Price/, /24h/]);
    await page.screenshot({ path: `${ARTIFACTS}/analytics-phone.png`, fullPage: true });
    // A phone layout, not a squeezed desktop: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/analytics/listings');
    await expect(page.getByRole('table', { name: 'New listings' }).locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/listings-phone.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors).toEqual([]);
  });
});
