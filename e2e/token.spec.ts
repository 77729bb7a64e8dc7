import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatPrice, formatUnits } from '../src/core/format';
import { expect, test } from './fixtures';
import { expectRowsUnderHeaders } from './tableLayout';

/**
 * The token page against the devnet (SPEC §2 Analytics token page, §4 Sorting and paging, §5, §8):
 * what it shows is compared with what the swap service, the chain and the light API answer the
 * test, never with constants. The bots keep trading (other specs share the devnet), so figures that
 * trades move are compared until the page and a fresh answer agree.
 */

const TLM_PAGE = '/analytics/token/tlm_alien.worlds';
const ARTIFACTS = 'e2e/artifacts';
const LIMIT = 1_000_000;

type Holder = [owner: string, amount: string];
type TokenRow = { contract: string; symbol: { ticker: string; precision: number }; wax_price: number | null };

/** An exact decimal as the page writes it: grouped, every decimal kept. */
function exact(amount: string, precision: number): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return formatUnits(BigInt(whole + fraction.padEnd(precision, '0').slice(0, precision)), precision, precision);
}

async function topHolders(request: APIRequestContext): Promise<Holder[]> {
  const res = await request.get(`/lightapi/topholders/wax/alien.worlds/TLM/${LIMIT}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Holder[];
}

async function tlmRow(request: APIRequestContext): Promise<TokenRow> {
  const rows = (await (await request.get('/api/tokens/')).json()) as TokenRow[];
  const row = rows.find((token) => token.contract === 'alien.worlds' && token.symbol.ticker === 'TLM');
  if (!row) throw new Error('the devnet does not list TLM');
  return row;
}

const holdersTable = (page: Page) => page.getByRole('table', { name: 'Holders' });
const holderRows = (page: Page) => holdersTable(page).locator('tbody tr[aria-rowindex]');
/** The cells of the holders shown: [rank, owner, amount, share]. */
async function shownHolders(page: Page): Promise<string[][]> {
  return holderRows(page).evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
}
const ownersOf = (rows: string[][]) => rows.map((row) => (row[1] ?? '').replace(/Burned$/, ''));
async function waitForView(table: Locator) {
  await expect(table).toHaveAttribute('aria-busy', 'false');
}

test.describe('token page', () => {
  test('the top holder of TLM, the holder count and the first page equal the light API', async ({ page, request, pageErrors }) => {
    // Holders come and go as the bots trade, and under load the top ten can change twice between a
    // read before the page loads and one after: the page must show what the light API answered it.
    // The lists worker's own fetch is answered through this route, and its answer kept.
    let answered: Holder[] | null = null;
    await page.context().route('**/lightapi/topholders/wax/alien.worlds/TLM/**', async (route) => {
      const response = await route.fetch();
      answered = (await response.json()) as Holder[];
      await route.fulfill({ response });
    });
    await page.goto(TLM_PAGE);
    await expect(holderRows(page)).toHaveCount(10);
    await expect(page.getByTestId('holder-count')).not.toBeEmpty();
    const shown = await shownHolders(page);
    expect(answered, 'the page asked the light API for the holders').not.toBeNull();
    const holders = answered as unknown as Holder[];
    expect(ownersOf(shown)).toEqual(holders.slice(0, 10).map(([owner]) => owner));
    expect(shown[0]?.slice(0, 3)).toEqual(['1', holders[0]![0], exact(holders[0]![1], 4)]);
    // The count is the light API's own, read around the page's: equal to one of them.
    await expect(async () => {
      const count = Number(await (await request.get('/lightapi/holdercount/wax/alien.worlds/TLM')).text());
      await expect(page.getByTestId('holder-count')).toHaveText(`${count.toLocaleString('en-US')} holders`, { timeout: 1000 });
      await expect(page.getByText(`1–10 of ${count.toLocaleString('en-US')}`)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    // The owner links to its wallet page.
    const first = holderRows(page).first().getByRole('link');
    await expect(first).toHaveAttribute('href', `/wallet/${holders[0]![0]}`);
    expect(pageErrors).toEqual([]);
  });

  test('sorting toggles the active header and starts a new one descending, back on page 1', async ({ page, pageErrors }) => {
    // The sorts are of the list the page was answered (balances move as the bots trade): kept here.
    let answered: Holder[] | null = null;
    await page.context().route('**/lightapi/topholders/wax/alien.worlds/TLM/**', async (route) => {
      const response = await route.fetch();
      answered = (await response.json()) as Holder[];
      await route.fulfill({ response });
    });
    await page.goto(TLM_PAGE);
    await expect(holderRows(page)).toHaveCount(10);
    const table = holdersTable(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^11–20 of/)).toBeVisible();
    // Amount is the default (descending): a click turns it ascending — the smallest holders.
    await table.getByRole('button', { name: /Amount/ }).click();
    await expect(table.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByText(/^1–10 of/)).toBeVisible();
    await waitForView(table);
    expect(answered, 'the page asked the light API for the holders').not.toBeNull();
    const holders = answered as unknown as Holder[];
    const smallest = holders.at(-1)!;
    expect((await shownHolders(page))[0]?.[2]).toBe(exact(smallest[1], 4));
    // Owner is a new column: it starts descending, then toggles.
    await table.getByRole('button', { name: /Owner/ }).click();
    await expect(table.getByRole('columnheader', { name: /Owner/ })).toHaveAttribute('aria-sort', 'descending');
    await waitForView(table);
    const byName = holders.map(([owner]) => owner).sort();
    expect(ownersOf(await shownHolders(page))).toEqual(byName.slice(-10).reverse());
    await table.getByRole('button', { name: /Owner/ }).click();
    await expect(table.getByRole('columnheader', { name: /Owner/ })).toHaveAttribute('aria-sort', 'ascending');
    await waitForView(table);
    expect(ownersOf(await shownHolders(page))).toEqual(byName.slice(0, 10));
    expect(pageErrors).toEqual([]);
  });

  test('search on owner, paging and the whole-list view cover the light API list', async ({ page, request, pageErrors }) => {
    await page.goto(TLM_PAGE);
    await expect(holderRows(page)).toHaveCount(10);
    const holders = await topHolders(request);
    // A search that several .wam wallets match.
    const term = holders[40]![0].slice(0, 2);
    const matching = holders.filter(([owner]) => owner.includes(term));
    await page.locator('#holders-search').fill(term.toUpperCase());
    await expect(page.getByText(`1–${Math.min(10, matching.length)} of ${matching.length.toLocaleString('en-US')}`)).toBeVisible();
    for (const owner of ownersOf(await shownHolders(page))) expect(owner).toContain(term);
    await page.locator('#holders-search').fill('');
    // Page 3 starts at rank 21.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^21–30 of/)).toBeVisible();
    await waitForView(holdersTable(page));
    expect((await shownHolders(page))[0]?.[0]).toBe('21');
    // The whole list: one row per holder, virtualised.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(holdersTable(page)).toHaveAttribute('aria-rowcount', String(holders.length + 1));
    expect(await holderRows(page).count()).toBeLessThan(100);
    await expectRowsUnderHeaders(holdersTable(page));
    expect(pageErrors).toEqual([]);
  });

  test("the figures are the swap service's and the chain's: WAX price, supply and max supply", async ({ page, request, pageErrors }) => {
    await page.goto(TLM_PAGE);
    const figures = page.getByLabel('TLM figures');
    await expect(figures).toBeVisible();
    const stat = (await (
      await request.post('/v1/chain/get_table_rows', { data: { code: 'alien.worlds', scope: 'TLM', table: 'stat', json: true } })
    ).json()) as { rows: { supply: string; max_supply: string }[] };
    const [supply, maxSupply] = [stat.rows[0]!.supply, stat.rows[0]!.max_supply].map((asset) => exact(asset.split(' ')[0]!, 4));
    const value = (label: string) => figures.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect(value('Supply').first()).toHaveText(`${supply} TLM`);
    await expect(value('Supply').nth(1)).toHaveText(`Max ${maxSupply}`);
    // The bots move the price: each attempt loads the page again, then asks the swap service.
    await expect(async () => {
      await page.goto(TLM_PAGE);
      await expect(value('Price').first()).toHaveText(/WAX$/);
      const row = await tlmRow(request);
      await expect(value('Price').first()).toHaveText(`${formatPrice(row.wax_price)} WAX`, { timeout: 1000 });
    }).toPass({ timeout: 45_000 });
    // Every pool and market in tokens/ is a link to its pair page.
    const row = (await (await request.get('/api/tokens/')).json()) as (TokenRow & {
      in_pool: { src: string; pairid: string }[];
      in_market: { src: string; pairid: string }[];
    })[];
    const tlm = row.find((token) => token.contract === 'alien.worlds')!;
    const links = await page
      .getByRole('region', { name: 'Trades in' })
      .getByRole('link')
      .evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(links).toEqual([...tlm.in_pool, ...tlm.in_market].map((venue) => `/analytics/pair/${venue.src}/${venue.pairid}`));
    expect(pageErrors).toEqual([]);
  });

  test("the history tabs list the token's pool trades and market trades as the trades API has them", async ({ page, request, pageErrors }) => {
    await page.goto(TLM_PAGE);
    const pools = page.getByRole('table', { name: 'Pool trades' });
    await expect(pools.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
    const tokens = (await (await request.get('/api/tokens/')).json()) as { contract: string; in_market: { src: string; pairid: string }[] }[];
    const markets = tokens.find((token) => token.contract === 'alien.worlds')!.in_market.map((venue) => [venue.src, venue.pairid]);
    const accountsOf = async (table: Locator) => table.locator('tbody tr[aria-rowindex] td:last-child').allTextContents();
    await page.getByRole('tab', { name: 'Market trades' }).click();
    const marketTable = page.getByRole('table', { name: 'Market trades' });
    await expect(marketTable.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
    const shown = await accountsOf(marketTable);
    const params = new URLSearchParams({ src_type: 'markets', pairIdSrcArray: JSON.stringify(markets), limit: '200' });
    const recent = ((await (await request.get(`/api/trades?${params}`)).json()) as { maker: string }[]).map((trade) => trade.maker);
    // The newest shown are among the newest the API has (the bots may have traded since).
    expect(recent).toEqual(expect.arrayContaining(shown.slice(0, 5)));
    expect(pageErrors).toEqual([]);
  });

  test('"Token not found" for a malformed or unknown thash (SPEC §5)', async ({ page, pageErrors }) => {
    for (const thash of ['tlm_alien_worlds', 'zzz_nobody.token']) {
      await page.goto(`/analytics/token/${thash}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Token not found');
      await expect(page.getByText(`“${thash}” does not name a token.`)).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });

  test('screenshots of the token page at 1440 and 390 px', async ({ page, pageErrors }) => {
    for (const [width, height, name] of [
      [1440, 900, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(TLM_PAGE);
      await expect(holderRows(page)).toHaveCount(10);
      await expect(page.getByRole('table', { name: 'Pool trades' }).locator('tbody tr[aria-rowindex]').first()).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/token-tlm-${name}.png`, fullPage: true });
    }
    expect(pageErrors).toEqual([]);
  });
});
