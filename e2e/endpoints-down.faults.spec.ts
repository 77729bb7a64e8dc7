import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { loginAs } from './demoLogin';
import { expect, test } from './fixtures';

/**
 * Every screen with every swap API endpoint down (the devnet's fault knobs: every answer of /api/ and
 * /api2/ an error, their status/ included), as at start on a machine that cannot reach the service:
 * within 10 s the screen says so and offers a way out (the endpoint picker and Try again) instead of
 * a spinner, and the screens that need no endpoint work as usual. Then the endpoints come back: the
 * screen fills by itself and shows what the API answers. The faults are the devnet's, for every
 * client: this spec runs on a devnet of its own, one test at a time, in the `devnet-isolated` project
 * (playwright.config.ts).
 */

const ARTIFACTS = 'e2e/artifacts';
const SWAP_PREFIXES = ['/api/', '/api2/'] as const;

type Token = { contract: string; symbol: { ticker: string } };
type ApiPair = { src: string; id?: number; pairid?: string; token0: Token; token1: Token };
type ApiToken = Token & { logo?: string; in_pool?: { src: string }[] };
type Listing = { global_sequence: number };
type LightBalance = { contract: string; currency: string; amount: string };

async function takeEndpointsDown(request: APIRequestContext): Promise<void> {
  for (const prefix of SWAP_PREFIXES) {
    const res = await request.post('/devnet/admin/faults', { data: { prefix, errorRate: 1 } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

async function bringEndpointsBack(request: APIRequestContext): Promise<void> {
  const res = await request.post('/devnet/admin/faults/reset');
  expect(res.ok(), await res.text()).toBe(true);
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** The latest answer the page itself received from the swap service, per path ("tokens/", "markets/", …). */
function answersOf(page: Page): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  page.on('response', (response: Response) => {
    const path = /\/api2?\/([^?]*)/.exec(new URL(response.url()).pathname)?.[1];
    if (path === undefined || !response.ok()) return;
    void response
      .json()
      .then((body: unknown) => answers.set(path, body))
      .catch(() => undefined);
  });
  return answers;
}

/** What the faults leave in the console: the browser's line for each failed request, and nothing else. */
const unexpected = (errors: readonly string[]) => errors.filter((error) => !error.includes('Failed to load resource'));

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'No API endpoint is ready' });

/** The notice, within 10 s: why, both endpoints in the picker marked unreachable, and Try again. */
async function expectNotice(page: Page, title: string): Promise<void> {
  await expect(notice(page)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  for (const name of ['Devnet', 'Devnet backup']) await expect(notice(page).locator(`button[title="${name}: Unreachable"]`)).toBeVisible();
  await expect(notice(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
}

/** The endpoints come back: the screen replaces the notice by itself (the store asks again every few seconds). */
async function expectFilled(page: Page, request: APIRequestContext): Promise<void> {
  await bringEndpointsBack(request);
  await expect(notice(page)).toHaveCount(0, { timeout: 20_000 });
}

test.use({ viewport: { width: 1440, height: 900 } });
test.afterEach(async ({ request }) => bringEndpointsBack(request));

for (const path of ['/', '/about']) {
  test(`${path} needs no endpoint: it shows in full, and the drawer's picker says which endpoints answer`, async ({ page, request, pageErrors }) => {
    await takeEndpointsDown(request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    await expect(notice(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Devnet', 'Devnet backup']) await expect(drawer.locator(`button[title="${name}: Unreachable"]`)).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await bringEndpointsBack(request);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Each card as the endpoint's own status/ answers now.
    for (const [name, prefix] of [
      ['Devnet', '/api/'],
      ['Devnet backup', '/api2/'],
    ] as const) {
      const { ready } = (await (await request.get(`${prefix}status/`)).json()) as { ready: boolean };
      await expect(drawer.locator(`button[title="${name}: ${ready ? 'Ready' : 'Not ready'}"]`)).toBeVisible({ timeout: 10_000 });
    }
    expect(unexpected(pageErrors)).toEqual([]);
  });
}

test('/swap says no endpoint is ready, then fills by itself and lists the tokens the API lists', async ({ page, request, pageErrors }) => {
  const answers = answersOf(page);
  await takeEndpointsDown(request);
  await page.goto('/swap/WAX_eosio.token/TLM_alien.worlds');
  await expectNotice(page, 'Swap');
  // The notice reads to assistive technology as it looks: no serious or critical finding.
  const { violations } = await new AxeBuilder({ page }).include('.endpoints-down').analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS}/endpoints-down-swap-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/endpoints-down-swap-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectFilled(page, request);
  await expect(page.getByRole('button', { name: /^Token to receive: TLM/ })).toBeVisible();
  await page.getByRole('button', { name: /^Token to receive: TLM/ }).click();
  const selector = page.getByRole('dialog', { name: 'Select the token to receive' });
  const listed = answers.get('tokens/') as ApiToken[];
  const last = listed.at(-1)!;
  await selector.getByRole('searchbox').fill(last.symbol.ticker);
  await expect(
    selector.getByRole('button', { name: new RegExp(`^${last.symbol.ticker} \\(${last.contract.replaceAll('.', '\\.')}\\)`) }).first(),
  ).toBeVisible();
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/limit says no endpoint is ready, then fills by itself with the pair the API lists', async ({ page, request, pageErrors }) => {
  const answers = answersOf(page);
  await takeEndpointsDown(request);
  await page.goto('/limit/WAX_eosio.token/TLM_alien.worlds');
  await expectNotice(page, 'Limit order');
  await expectFilled(page, request);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Limit order');
  await expect(page.getByRole('button', { name: /^Token to receive: TLM/ })).toBeVisible();
  const listed = answers.get('tokens/') as ApiToken[];
  expect(listed.some((token) => token.symbol.ticker === 'TLM' && token.contract === 'alien.worlds')).toBe(true);
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/trade says no endpoint is ready, then opens the busiest market of the API’s list by itself', async ({ page, request, pageErrors }) => {
  await takeEndpointsDown(request);
  await page.goto('/trade');
  await expectNotice(page, 'Market');
  await expectFilled(page, request);
  await expect(page).toHaveURL(/\/trade\/[^/]+\/[^/]+\/[^/]+$/);
  const [, , src, quote, base] = new URL(page.url()).pathname.split('/');
  const hash = (token: Token) => `${token.symbol.ticker.toLowerCase()}_${token.contract}`;
  const market = (await api<ApiPair[]>(request, 'markets/')).find((row) => row.src === src && hash(row.token1) === quote && hash(row.token0) === base);
  expect(market, `the API lists the market ${page.url()}`).toBeDefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${market!.token1.symbol.ticker}/${market!.token0.symbol.ticker}`);
  await expect(page.getByRole('region', { name: 'Order book' }).getByText('Live')).toBeVisible({ timeout: 30_000 });
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/markets says no endpoint is ready, then lists every market and pool the API answered', async ({ page, request, pageErrors }) => {
  const answers = answersOf(page);
  await takeEndpointsDown(request);
  await page.goto('/markets');
  await expectNotice(page, 'Markets');
  await expectFilled(page, request);
  const table = page.getByRole('table', { name: 'Markets', exact: true });
  await expect(page.locator('.data-table', { has: table })).toHaveAttribute('data-list-phase', 'ready');
  const answered = ['markets/', 'pools/', 'poolsv3/'].map((path) => (answers.get(path) as unknown[] | undefined)?.length ?? 0);
  await expect(table).toHaveAttribute('aria-rowcount', String(answered.reduce((a, b) => a + b, 0) + 1));
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/analytics says no endpoint is ready, then counts the tokens the API answered', async ({ page, request, pageErrors }) => {
  const answers = answersOf(page);
  await takeEndpointsDown(request);
  await page.goto('/analytics');
  await expectNotice(page, 'Analytics');
  await expectFilled(page, request);
  const tokens = page.getByRole('table', { name: 'Top tokens' });
  await expect(tokens).toHaveAttribute('aria-busy', 'false');
  const listed = answers.get('tokens/') as ApiToken[];
  const counted = listed.filter((token) => (token.in_pool ?? []).some((pool) => pool.src !== 'adex')).length;
  await expect(tokens).toHaveAttribute('aria-rowcount', String(counted + 1));
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/analytics/listings says no endpoint is ready, then shows the newest listing the API answered', async ({ page, request, pageErrors }) => {
  const answers = answersOf(page);
  await takeEndpointsDown(request);
  await page.goto('/analytics/listings');
  await expectNotice(page, 'New pools');
  await expectFilled(page, request);
  const table = page.getByRole('table', { name: 'New listings' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const feed = answers.get('listingevents') as Listing[];
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(100, feed.length));
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-sequence', String(feed[0]!.global_sequence));
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/analytics/token says no endpoint is ready, then shows the token with the logo the API names', async ({ page, request, pageErrors }) => {
  await takeEndpointsDown(request);
  await page.goto('/analytics/token/tlm_alien.worlds');
  await expectNotice(page, 'Token');
  await expectFilled(page, request);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TLM');
  const tlm = (await api<ApiToken[]>(request, 'tokens/')).find((token) => token.symbol.ticker === 'TLM' && token.contract === 'alien.worlds');
  await expect(page.locator('img.token-page__logo')).toHaveAttribute('src', tlm!.logo!);
  await expect(page.getByRole('link', { name: 'Swap TLM' })).toBeVisible();
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/analytics/pair says no endpoint is ready, then names the pool’s tokens as pools/ does', async ({ page, request, pageErrors }) => {
  await takeEndpointsDown(request);
  await page.goto('/analytics/pair/defibox/1');
  await expectNotice(page, 'Pair');
  await expectFilled(page, request);
  const pool = (await api<ApiPair[]>(request, 'pools/')).find((row) => row.src === 'defibox' && row.pairid === '1');
  const [t0, t1] = [pool!.token0.symbol.ticker, pool!.token1.symbol.ticker];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t0 === 'WAX' ? `${t1}/WAX` : `${t1}/${t0}`);
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/liquidity/add says no endpoint is ready, then offers the tokens the API lists', async ({ page, request, pageErrors }) => {
  const answers = answersOf(page);
  await takeEndpointsDown(request);
  await page.goto('/liquidity/add');
  await expectNotice(page, 'Add liquidity');
  await expectFilled(page, request);
  await page.getByRole('button', { name: /First token/ }).click();
  const selector = page.getByRole('dialog');
  const listed = answers.get('tokens/') as ApiToken[];
  const last = listed.at(-1)!;
  await selector.getByRole('searchbox').fill(last.symbol.ticker);
  await expect(
    selector.getByRole('button', { name: new RegExp(`^${last.symbol.ticker} \\(${last.contract.replaceAll('.', '\\.')}\\)`) }).first(),
  ).toBeVisible();
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/liquidity/manage of a v3 position says no endpoint is ready, then shows the position as the chain holds it', async ({ page, request, pageErrors }) => {
  const res = await request.post('/v1/chain/get_table_rows', { data: { code: 'swap.alcor', scope: '0', table: 'positions', json: true, limit: 1 } });
  const [position] = ((await res.json()) as { rows: { id: number; tickLower: number; tickUpper: number; liquidity: string }[] }).rows;
  const bytes = position!.liquidity.slice(2).match(/../g) ?? [];
  const liquidity = BigInt(`0x${bytes.reverse().join('') || '0'}`).toString();
  await takeEndpointsDown(request);
  await page.goto(`/liquidity/manage/alcorv2/0?position=${position!.id}`);
  await expectNotice(page, 'Manage position');
  await expectFilled(page, request);
  await expect(page.getByTestId('v3-position-liquidity')).toHaveText(liquidity);
  await expect(page.getByTestId('v3-range-ticks')).toHaveText(`Ticks ${position!.tickLower} to ${position!.tickUpper}`);
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/wallet/{account} shows the chain’s account and says the tokens wait for an endpoint, then lists the light API’s balances', async ({
  page,
  request,
  pageErrors,
}) => {
  await takeEndpointsDown(request);
  await page.goto('/wallet/carol');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('carol');
  await expect(notice(page)).toBeVisible({ timeout: 10_000 });
  await expect(notice(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectFilled(page, request);
  const tokens = page.getByRole('table', { name: 'Tokens', exact: true });
  await expect(tokens).toHaveAttribute('aria-busy', 'false');
  const balances = ((await (await request.get('/lightapi/balances/wax/carol')).json()) as { balances: LightBalance[] }).balances;
  const shown = await tokens
    .locator('tbody tr[aria-rowindex]')
    .evaluateAll((trs) => trs.map((tr) => `${tr.querySelector('.wallet-token__ticker')?.textContent}@${tr.querySelectorAll('td')[1]?.textContent}`));
  expect(shown.sort()).toEqual(
    balances
      .filter((b) => Number(b.amount) > 0)
      .map((b) => `${b.currency}@${b.contract}`)
      .sort(),
  );
  expect(unexpected(pageErrors)).toEqual([]);
});

test('/wallet/transfer needs no swap endpoint: signed in, it lists the light API’s balances', async ({ page, request, pageErrors }) => {
  await takeEndpointsDown(request);
  await page.goto('/wallet/transfer');
  await loginAs(page, 'carol');
  const region = page.getByRole('region', { name: 'Your tokens' });
  const balances = ((await (await request.get('/lightapi/balances/wax/carol')).json()) as { balances: LightBalance[] }).balances;
  for (const balance of balances.filter((b) => Number(b.amount) > 0))
    await expect(region.getByRole('button', { name: new RegExp(`^${balance.currency} \\(${balance.contract.replaceAll('.', '\\.')}\\), `) })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  expect(unexpected(pageErrors)).toEqual([]);
});

test('on WAX mainnet from a machine that cannot reach it (?network=wax), /swap, /trade and /markets say so within 10 s', async ({ page, pageErrors }) => {
  // Nothing leaves this machine: every request to another host fails as it would offline.
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort('internetdisconnected'),
  );
  for (const [path, title] of [
    ['/swap?network=wax', 'Swap'],
    ['/trade?network=wax', 'Market'],
    ['/markets?network=wax', 'Markets'],
  ] as const) {
    await page.goto(path);
    await expect(notice(page)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The network's production endpoints, as config.json lists them (its dev ones are left out on mainnet).
    for (const name of ['Finland', 'Germany']) await expect(notice(page).locator(`button[title="${name}: Unreachable"]`)).toBeVisible();
    await expect(notice(page).locator('button[title^="Finland (dev)"]')).toHaveCount(0);
    await expect(notice(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
  }
  expect(unexpected(pageErrors)).toEqual([]);
});

/** An in-app navigation (the router follows history), keeping the endpoint the page selected at start. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a read that fails with an endpoint selected shows the error with Try again, which fills the page once the endpoint answers', async ({
  page,
  request,
  pageErrors,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await takeEndpointsDown(request);
  await navigate(page, '/analytics/pair/defibox/1');
  const failed = page.getByRole('alert').filter({ hasText: 'An error occured' });
  await expect(failed).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  await bringEndpointsBack(request);
  await failed.getByRole('button', { name: 'Try again' }).click();
  const pool = (await api<ApiPair[]>(request, 'pools/')).find((row) => row.src === 'defibox' && row.pairid === '1');
  const [t0, t1] = [pool!.token0.symbol.ticker, pool!.token1.symbol.ticker];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t0 === 'WAX' ? `${t1}/WAX` : `${t1}/${t0}`);
  await expect(failed).toHaveCount(0);
  expect(unexpected(pageErrors)).toEqual([]);
});

test('routes that fail keep the amount typed, and follow it once the endpoint answers again', async ({ page, request, pageErrors }) => {
  await page.goto('/swap/WAX_eosio.token/TLM_alien.worlds');
  const pay = page.getByRole('textbox', { name: 'You pay' });
  await pay.fill('10');
  await expect(page.getByRole('list', { name: 'Routes' }).getByRole('listitem').first()).toBeVisible();
  await takeEndpointsDown(request);
  await pay.fill('25');
  await expect(page.getByRole('form', { name: 'Swap form' }).getByText(/swapRoutes: HTTP 5\d\d/)).toBeVisible({ timeout: 10_000 });
  await expect(pay).toHaveValue('25');
  const asked = page.waitForResponse(
    (res) => res.url().includes('/api/swapRoutes') && res.ok() && Number(new URL(res.url()).searchParams.get('amount_in')) === 25,
  );
  await bringEndpointsBack(request);
  const answer = (await (await asked).json()) as { output: number }[];
  await expect(pay).toHaveValue('25');
  await expect(page.getByRole('form', { name: 'Swap form' }).getByText(/swapRoutes: HTTP/)).toHaveCount(0);
  expect(answer.length).toBeGreaterThan(0);
  await expect(page.getByRole('textbox', { name: 'You receive' })).toHaveValue(/^\d/);
  expect(unexpected(pageErrors)).toEqual([]);
});
