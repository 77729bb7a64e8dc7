import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectRowsUnderHeaders } from './tableLayout';

/**
 * /markets against the devnet (SPEC §2 Markets page, §4 Sorting and Favourites): the list holds
 * every market of markets/ and every pool of pools/ and poolsv3/, at the API's prices; sorting
 * toggles as SPEC §4 says; search and the type filter narrow it; the whole list scrolls; favourites
 * persist and rank; rows open their /trade or /swap. Figures are compared with the API's answers
 * fetched in the test, never with constants (the lister bot adds pools while the suite runs).
 */

const ARTIFACTS = 'e2e/artifacts';
type Token = { contract: string; symbol: { ticker: string } };
type ApiPair = { src: string; token0: Token; token1: Token; price?: number; last_price?: number; volume24h: number };

const isWax = (token: Token) => token.symbol.ticker === 'WAX' && token.contract === 'eosio.token';
/** The list's name of a pair: the token priced in WAX where there is WAX (src/core/analytics/pairs.ts). */
const nameOf = (pair: ApiPair) =>
  isWax(pair.token1) && !isWax(pair.token0) ? `${pair.token0.symbol.ticker}/WAX` : `${pair.token1.symbol.ticker}/${pair.token0.symbol.ticker}`;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

async function allPairs(request: APIRequestContext): Promise<{ markets: ApiPair[]; pools: ApiPair[]; v3: ApiPair[] }> {
  const [markets, pools, v3] = await Promise.all([api<ApiPair[]>(request, 'markets/'), api<ApiPair[]>(request, 'pools/'), api<ApiPair[]>(request, 'poolsv3/')]);
  return { markets, pools, v3 };
}

const table = (page: Page) => page.getByRole('table', { name: 'Markets', exact: true });
const root = (page: Page) => page.locator('.data-table', { has: table(page) });

/** The rows' total (the table's aria-rowcount less the header). */
async function total(page: Page): Promise<number> {
  return Number(await table(page).getAttribute('aria-rowcount')) - 1;
}

/** Waits until the table shows the view asked for. */
async function settled(page: Page): Promise<void> {
  await expect(root(page)).toHaveAttribute('data-list-phase', 'ready');
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

/** The drawn rows' names, exchanges and prices. */
async function rows(page: Page): Promise<{ name: string; exchange: string; price: string; cells: string[] }[]> {
  await settled(page);
  return table(page)
    .locator('tbody tr[aria-rowindex]')
    .evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '');
        const header = [...(tr.closest('table')?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent?.replace(/[▲▼]/g, '') ?? '');
        return {
          name: tr.querySelector('.markets-pair__name')?.textContent ?? '',
          exchange: tr.querySelector('.markets-pair__exchange')?.textContent ?? '',
          price: cells[header.indexOf('Price')] ?? '',
          cells,
        };
      }),
    );
}

const header = (page: Page, name: string): Locator => table(page).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const number = (text: string) => Number(text.replace(/,/g, ''));

async function open(page: Page): Promise<void> {
  await page.goto('/markets');
  await settled(page);
}

test.describe('/markets', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('holds every market of markets/ and every pool, at the API’s prices, most 24 h volume first', async ({ page, request, pageErrors }) => {
    const before = await allPairs(request);
    await open(page);
    const after = await allPairs(request);
    const count = (set: typeof before) => set.markets.length + set.pools.length + set.v3.length;
    expect(await total(page)).toBeGreaterThanOrEqual(count(before));
    expect(await total(page)).toBeLessThanOrEqual(count(after));
    await expect(header(page, '24h volume')).toHaveAttribute('aria-sort', 'descending');
    await expectRowsUnderHeaders(table(page));
    await page.screenshot({ path: `${ARTIFACTS}/markets-list-desktop.png` });

    await page.getByRole('combobox', { name: 'Exchange type' }).selectOption('markets');
    await expect.poll(() => total(page)).toBe(after.markets.length);
    const shown = await rows(page);
    expect(shown.map((row) => row.name).sort()).toEqual(after.markets.map(nameOf).sort());
    expect(new Set(shown.map((row) => row.exchange))).toEqual(new Set(['Alcor markets']));
    // Most 24 h volume first, in the API's order (the busiest market's lead is wide on the devnet).
    const busiest = [...after.markets].sort((a, b) => b.volume24h - a.volume24h)[0]!;
    expect(shown[0]!.name).toBe(nameOf(busiest));
    for (const market of after.markets) {
      const row = shown.find((candidate) => candidate.name === nameOf(market))!;
      // The bots trade while the test reads: within 5 % of the API's last price.
      expect(Math.abs(number(row.price) / market.last_price! - 1)).toBeLessThan(0.05);
    }

    await page.getByRole('combobox', { name: 'Exchange type' }).selectOption('poolsv3');
    await expect.poll(() => total(page)).toBe(after.v3.length);
    const v3 = await rows(page);
    for (const pool of after.v3) {
      const price = isWax(pool.token1) && !isWax(pool.token0) ? 1 / pool.price! : pool.price!;
      const row = v3.filter((candidate) => candidate.name === nameOf(pool)).map((candidate) => Math.abs(number(candidate.price) / price - 1));
      expect(Math.min(...row)).toBeLessThan(0.05);
    }
    expect(pageErrors).toEqual([]);
  });

  test('sorts as SPEC §4 says: the active column toggles, a new one starts descending, pair ascending', async ({ page, request, pageErrors }) => {
    const { markets } = await allPairs(request);
    await open(page);
    await page.getByRole('combobox', { name: 'Exchange type' }).selectOption('markets');
    await header(page, '24h volume').getByRole('button').click();
    await expect(header(page, '24h volume')).toHaveAttribute('aria-sort', 'ascending');
    await header(page, 'Pair').getByRole('button').click();
    await expect(header(page, 'Pair')).toHaveAttribute('aria-sort', 'ascending');
    const names = markets.map(nameOf).sort();
    await expect.poll(async () => (await rows(page)).map((row) => row.name)).toEqual(names);
    await header(page, 'Pair').getByRole('button').click();
    await expect(header(page, 'Pair')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await rows(page)).map((row) => row.name)).toEqual([...names].reverse());
    await header(page, 'Price').getByRole('button').click();
    await expect(header(page, 'Price')).toHaveAttribute('aria-sort', 'descending');
    const prices = (await rows(page)).map((row) => number(row.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(pageErrors).toEqual([]);
  });

  test('searches ticker or contract, and scrolls the whole list to its last row', async ({ page, request, pageErrors }) => {
    await open(page);
    const search = page.getByRole('searchbox', { name: /Search markets/ });
    await search.fill('alien.worlds');
    const { markets, pools, v3 } = await allPairs(request);
    const holding = [...markets, ...pools, ...v3].filter((pair) => pair.token0.contract === 'alien.worlds' || pair.token1.contract === 'alien.worlds');
    await expect.poll(() => total(page)).toBe(holding.length);
    expect((await rows(page)).every((row) => row.name.includes('TLM'))).toBe(true);
    await search.fill('');
    await expect.poll(() => total(page)).toBeGreaterThan(holding.length);
    const count = await total(page);
    await root(page)
      .locator('.data-table__scroll')
      .evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(table(page).locator(`tr[aria-rowindex="${count + 1}"]`)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('keeps favourites by src_id across reloads, ranks them, and lets a removed one go after 500 ms', async ({ page, pageErrors }) => {
    await open(page);
    const first = await rows(page);
    const [a, b] = [first[0]!, first[1]!];
    await table(page)
      .getByRole('button', { name: `Favourite ${a.name}` })
      .first()
      .click();
    await table(page)
      .getByRole('button', { name: `Favourite ${b.name}` })
      .first()
      .click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('waxwing:marketFavorites') ?? '[]') as string[]);
    expect(stored).toHaveLength(2);
    await page.reload();
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expect
      .poll(async () => (await rows(page)).map((row) => `${row.name} ${row.exchange}`))
      .toEqual([`${a.name} ${a.exchange}`, `${b.name} ${b.exchange}`]);
    await expect(table(page).getByRole('button', { name: `Move ${a.name} up` })).toBeDisabled();
    await table(page)
      .getByRole('button', { name: `Move ${b.name} up` })
      .click();
    await expect.poll(async () => (await rows(page)).map((row) => row.name)).toEqual([b.name, a.name]);
    await page.reload();
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expect.poll(async () => (await rows(page)).map((row) => row.name)).toEqual([b.name, a.name]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('waxwing:marketFavorites') ?? '[]') as string[])).toEqual([stored[1], stored[0]]);
    await page.screenshot({ path: `${ARTIFACTS}/markets-favourites-desktop.png` });

    const removedAt = await page.evaluate(() => performance.now());
    await table(page)
      .getByRole('button', { name: `Favourite ${b.name}` })
      .click();
    await expect(table(page).locator('tbody tr[aria-rowindex]')).toHaveCount(2);
    await expect.poll(async () => (await rows(page)).map((row) => row.name)).toEqual([a.name]);
    expect((await page.evaluate(() => performance.now())) - removedAt).toBeGreaterThanOrEqual(500);
    expect(pageErrors).toEqual([]);
  });

  test('a market opens its /trade and a pool its /swap', async ({ page, pageErrors }) => {
    await open(page);
    await page.getByRole('combobox', { name: 'Exchange type' }).selectOption('markets');
    await settled(page);
    await table(page).locator('tbody tr[aria-rowindex="2"]').click();
    await expect(page).toHaveURL(/\/trade\/alcormarket\/[a-z0-9.]+_[a-z1-5.]+\/[a-z0-9.]+_[a-z1-5.]+$/);
    await open(page);
    await page.getByRole('combobox', { name: 'Exchange type' }).selectOption('pools');
    await settled(page);
    await table(page).locator('tbody tr[aria-rowindex="2"]').click();
    await expect(page).toHaveURL(/\/swap\/[A-Z0-9.]+_[a-z1-5.]+\/[A-Z0-9.]+_[a-z1-5.]+$/);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('/markets on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps pair, price and change, and sorts through the sort-by control', async ({ page, pageErrors }) => {
    await open(page);
    await page.screenshot({ path: `${ARTIFACTS}/markets-list-phone.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(table(page).getByRole('columnheader')).toHaveText(['Favourite', 'Pair', 'Price', '24h']);
    await expectRowsUnderHeaders(table(page));
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toBeVisible();
    await sortBy.selectOption('pair');
    await expect(header(page, 'Pair')).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: /Ascending: switch to descending/ }).click();
    await expect(header(page, 'Pair')).toHaveAttribute('aria-sort', 'descending');
    await sortBy.selectOption('24hvolume');
    await expect(sortBy).toHaveValue('24hvolume');
    expect(pageErrors).toEqual([]);
  });
});
