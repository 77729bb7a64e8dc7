import type { APIRequestContext, Page } from '@playwright/test';
import { formatFee, formatUnits } from '../src/core/format';
import { expect, test } from './fixtures';

/**
 * The pair page against the devnet (SPEC §2 Analytics pair page): its figures are the swap
 * service's pools/ and markets/ rows, its associated pairs are pairDirectSources less itself, its
 * trade link goes to /swap for a pool and /trade for a market, and its recent trades are the
 * trades API's. The bots keep trading, so figures are compared until a fresh answer agrees.
 */

type Token = { contract: string; symbol: { ticker: string; precision: number } };
type PoolRow = { pairid: string; src: string; fee: number; token0: Token; token1: Token; reserve0: string; reserve1: string };
type Venue = { src: string; pair_id: string };
const ARTIFACTS = 'e2e/artifacts';

function exact(amount: string, precision: number): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return formatUnits(BigInt(whole + fraction.padEnd(precision, '0').slice(0, precision)), precision, precision);
}

async function pool(request: APIRequestContext, src: string, id: string): Promise<PoolRow> {
  const rows = (await (await request.get('/api/pools/')).json()) as PoolRow[];
  const row = rows.find((item) => item.src === src && item.pairid === id);
  if (!row) throw new Error(`the devnet lists no ${src} pool ${id}`);
  return row;
}

const figure = (page: Page, label: string) =>
  page
    .locator('.figures__item', { has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

test.describe('pair page', () => {
  test("a pool's reserves and fee are its pools/ row; its associated pairs are the other direct venues; Swap opens the swap screen", async ({
    page,
    request,
    pageErrors,
  }) => {
    const first = await pool(request, 'defibox', '1');
    const [t0, t1] = [first.token0.symbol, first.token1.symbol];
    await page.goto('/analytics/pair/defibox/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t0.ticker === 'WAX' ? `${t1.ticker}/WAX` : `${t1.ticker}/${t0.ticker}`);
    await expect(figure(page, 'Fee')).toHaveText(formatFee(first.fee));
    // Trades move the reserves: each attempt loads the page again, then asks the swap service.
    await expect(async () => {
      await page.goto('/analytics/pair/defibox/1');
      await expect(figure(page, `${t0.ticker} reserve`)).toHaveText(new RegExp(`${t0.ticker}$`));
      const row = await pool(request, 'defibox', '1');
      await expect(figure(page, `${t0.ticker} reserve`)).toHaveText(`${exact(row.reserve0, t0.precision)} ${t0.ticker}`, { timeout: 1000 });
      await expect(figure(page, `${t1.ticker} reserve`)).toHaveText(`${exact(row.reserve1, t1.precision)} ${t1.ticker}`, { timeout: 1000 });
    }).toPass({ timeout: 45_000 });

    const hash = (token: Token) => `${token.symbol.ticker}_${token.contract}`;
    const sources = (await (await request.get(`/api/pairDirectSources/${hash(first.token0)}/${hash(first.token1)}`)).json()) as Venue[];
    const expected = sources
      .filter((venue) => !(venue.src === 'defibox' && venue.pair_id === '1'))
      .map((venue) => `/analytics/pair/${venue.src}/${venue.pair_id}`);
    const associated = page.getByRole('table', { name: 'Associated pairs' });
    await expect(associated.getByRole('link')).toHaveCount(expected.length);
    expect(await associated.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(expected);

    await page.getByRole('link', { name: `Swap ${t1.ticker}` }).click();
    await expect(page).toHaveURL(new RegExp(`/swap/${hash(first.token0)}/${hash(first.token1)}$`));
    expect(pageErrors).toEqual([]);
  });

  test('an associated pair opens its own page, and a market links to its order-book screen', async ({ page, request, pageErrors }) => {
    await page.goto('/analytics/pair/defibox/1');
    const market = page.getByRole('table', { name: 'Associated pairs' }).getByRole('link', { name: 'Alcor markets' });
    const href = await market.getAttribute('href');
    await market.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const id = href!.split('/').pop()!;
    const rows = (await (await request.get('/api/markets/')).json()) as { id: number; token0: Token; token1: Token; orderbook: { bid_levels: number } }[];
    const row = rows.find((item) => String(item.id) === id)!;
    const tradeHref = `/trade/alcormarket/${row.token1.symbol.ticker.toLowerCase()}_${row.token1.contract}/${row.token0.symbol.ticker.toLowerCase()}_${row.token0.contract}`;
    await expect(page.getByRole('link', { name: `Trade ${row.token1.symbol.ticker}` })).toHaveAttribute('href', tradeHref);
    await expect(figure(page, 'Bids')).toContainText(row.token0.symbol.ticker);
    expect(pageErrors).toEqual([]);
  });

  test("the recent trades are the pair's newest in the trades API", async ({ page, request, pageErrors }) => {
    await page.goto('/analytics/pair/defibox/1');
    const table = page.getByRole('table', { name: 'Recent trades' });
    await expect(table.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
    const shown = await table.locator('tbody tr[aria-rowindex] td:last-child').allTextContents();
    const params = new URLSearchParams({ src_type: 'pools', pairIdSrcArray: JSON.stringify([['defibox', '1']]), limit: '300' });
    const recent = ((await (await request.get(`/api/trades?${params}`)).json()) as { maker: string }[]).map((trade) => trade.maker);
    expect(recent).toEqual(expect.arrayContaining(shown.slice(0, 5)));
    expect(pageErrors).toEqual([]);
  });

  test('a pair its exchange does not list says so', async ({ page, pageErrors }) => {
    await page.goto('/analytics/pair/defibox/99999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pair not found');
    expect(pageErrors).toEqual([]);
  });

  test('screenshots of a pool and a market pair at 1440 and 390 px', async ({ page, pageErrors }) => {
    for (const [path, name] of [
      ['/analytics/pair/defibox/1', 'pool'],
      ['/analytics/pair/alcormarket/0', 'market'],
    ] as const) {
      for (const [width, height, viewport] of [
        [1440, 900, 'desktop'],
        [390, 844, 'phone'],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await expect(page.getByRole('table', { name: 'Recent trades' }).locator('tbody tr[aria-rowindex]').first()).toBeVisible();
        await page.screenshot({ path: `${ARTIFACTS}/pair-${name}-${viewport}.png`, fullPage: true });
      }
    }
    expect(pageErrors).toEqual([]);
  });
});
