import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccountFirst, displayedUnits } from './demoLogin';
import { expect, test } from './fixtures';
import { accountOrders, balance } from './tradeAccounts';

/**
 * Embedded pages (`?disable_layout=true`): the header, the drawer, the footer, the signing list and the
 * toasts stay hidden, and every other modal opens and works — the token selector, swap settings and the
 * login on /swap; the trade order, market order and cancel order on /trade, with an order placed and
 * cancelled through the signing flow (signed in turn without the list) and compared with the chain; the
 * wallet lists on a wallet page. erin signs here and nowhere else.
 */

const ARTIFACTS = 'e2e/artifacts';
const ACCOUNT = 'erin';
const WAX = { contract: 'eosio.token', ticker: 'WAX', precision: 8 };

type Token = { contract: string; symbol: { ticker: string } };
type MarketRow = { id: number; src: string; token0: Token; token1: Token };

/** Nothing of the layout is drawn, and no toast, whatever the page did before. */
async function expectEmbedded(page: Page): Promise<void> {
  await expect(page.locator('header.app-header')).toHaveCount(0);
  await expect(page.locator('footer.app-footer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: /^Sign transaction/ })).toHaveCount(0);
}

/** Signs in as erin from the screen's own Connect wallet (the header's is hidden). */
async function connect(page: Page, button: ReturnType<Page['getByRole']>): Promise<void> {
  await demoAccountFirst(page, ACCOUNT);
  await button.click();
  const login = page.getByRole('dialog', { name: 'Select wallet' });
  await login.getByText('Devnet demo key').click();
  await expect(login).toHaveCount(0);
}

async function tlmWaxMarket(request: APIRequestContext): Promise<MarketRow> {
  const rows = (await (await request.get('/api/markets/')).json()) as MarketRow[];
  const market = rows.find((row) => row.token0.symbol.ticker === 'WAX' && row.token1.symbol.ticker === 'TLM');
  if (!market) throw new Error('the devnet lists no TLM/WAX market');
  return market;
}

test.use({ viewport: { width: 1440, height: 900 } });
// One after another, in one worker: the /trade test's bid holds some of erin's WAX while it rests, and
// the /swap test compares her balance on the page with the chain's.
test.describe.configure({ mode: 'default' });

test('/swap embedded: the token selector, the settings and the login open and work', async ({ page, request, pageErrors }) => {
  await page.goto('/swap/WAX_eosio.token/TLM_alien.worlds?disable_layout=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap');
  await expectEmbedded(page);

  await page.getByRole('button', { name: /^Token to receive: TLM/ }).click();
  const selector = page.getByRole('dialog', { name: 'Select the token to receive' });
  await selector.getByRole('searchbox').fill('NEFTY');
  await selector
    .getByRole('button', { name: /^NEFTY \(token\.nefty\)/ })
    .first()
    .click();
  await expect(selector).toHaveCount(0);
  await expect(page).toHaveURL(/\/swap\/WAX_eosio\.token\/NEFTY_token\.nefty/);
  await expect(page.getByRole('button', { name: /^Token to receive: NEFTY/ })).toBeVisible();

  await page.getByRole('button', { name: 'Swap settings' }).click();
  let settings = page.getByRole('dialog', { name: 'Swap settings' });
  await settings.getByLabel('Slippage tolerance').fill('2.5');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toHaveCount(0);
  await page.getByRole('button', { name: 'Swap settings' }).click();
  settings = page.getByRole('dialog', { name: 'Swap settings' });
  await expect(settings.getByLabel('Slippage tolerance')).toHaveValue('2.5');
  await page.screenshot({ path: `${ARTIFACTS}/embedded-swap-settings-desktop.png` });
  await settings.getByRole('button', { name: 'Close dialog' }).click();
  await page.getByRole('textbox', { name: 'You pay' }).fill('10');
  await expect(page.getByLabel('Swap details').getByText('2.5%')).toBeVisible();

  const form = page.getByRole('form', { name: 'Swap form' });
  await connect(page, form.getByRole('button', { name: 'Connect wallet' }));
  await expect(form.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
  // Signed in as erin: the WAX she pays from is her balance on chain.
  const shown = form.getByText(/^Balance [\d,.]+$/).first();
  await expect(shown).toBeVisible();
  expect(displayedUnits(await shown.textContent(), WAX.precision)).toBe(await balance(request, ACCOUNT, WAX));
  await expectEmbedded(page);
  expect(pageErrors).toEqual([]);
});

test('/trade embedded: the trade order and market order open, and an order placed and cancelled is on and off the chain as shown', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const market = await tlmWaxMarket(request);
  await page.goto('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token?disable_layout=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TLM/WAX');
  await expectEmbedded(page);
  await connect(page, page.getByRole('button', { name: 'Connect wallet' }).first());
  await expect(page.getByRole('region', { name: 'Order book' }).getByText('Live')).toBeVisible({ timeout: 30_000 });

  const orders = page.getByRole('region', { name: 'Orders and positions' });
  await orders.getByRole('tab', { name: 'Virtual positions' }).click();
  await orders.getByRole('button', { name: 'New position' }).click();
  const tradeOrder = page.getByRole('dialog', { name: 'Trade order' });
  await expect(tradeOrder).toBeVisible();
  await tradeOrder.getByRole('button', { name: 'Close dialog' }).click();
  await expect(tradeOrder).toHaveCount(0);

  await page.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Market' }).click();
  const marketBuy = page.getByRole('form', { name: 'Buy TLM' });
  await marketBuy.getByTestId('buy-market-amount').fill('1');
  await marketBuy.getByRole('button', { name: 'Buy TLM at market' }).click();
  const marketOrder = page.getByRole('dialog', { name: 'Market order: Buy TLM' });
  await expect(marketOrder.getByTestId('market-order-minimum')).toBeVisible({ timeout: 20_000 });
  await marketOrder.getByRole('button', { name: 'Cancel' }).click();
  await expect(marketOrder).toHaveCount(0);
  await page.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Limit' }).click();

  // A bid far under the book rests: placed through the signing flow, without the list.
  const before = await accountOrders(request, market.id, 'buyorder', ACCOUNT);
  const buy = page.getByRole('form', { name: 'Buy TLM' });
  await buy.getByTestId('buy-price').fill('0.01');
  await buy.getByTestId('buy-amount').fill('100');
  const give = (await buy.getByTestId('buy-give').textContent()) ?? '';
  await buy.getByRole('button', { name: 'Buy TLM', exact: true }).click();
  await expect.poll(async () => (await accountOrders(request, market.id, 'buyorder', ACCOUNT)).length, { timeout: 20_000 }).toBe(before.length + 1);
  const placed = (await accountOrders(request, market.id, 'buyorder', ACCOUNT)).find((row) => !before.some((old) => old.id === row.id))!;
  expect(placed.bid).toBe(give);
  await orders.getByRole('tab', { name: 'Open orders' }).click();
  const row = orders.locator(`tr[data-order="buy:${placed.id}"]`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expectEmbedded(page);

  await row.getByRole('checkbox').click();
  await orders.getByRole('button', { name: 'Cancel selected' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel order' });
  await expect(cancel.getByRole('region', { name: 'Bids (1)' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/embedded-trade-cancel-desktop.png` });
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect
    .poll(async () => (await accountOrders(request, market.id, 'buyorder', ACCOUNT)).map((order) => order.id), { timeout: 20_000 })
    .toEqual(before.map((order) => order.id));
  await expect(row).toHaveCount(0, { timeout: 20_000 });
  await expectEmbedded(page);
  expect(pageErrors).toEqual([]);
});

test('a wallet page embedded: the wallet lists open, save and load into the filter', async ({ page, request, pageErrors }) => {
  const recent = (await (await request.get('/api/trades?limit=200')).json()) as { maker: string }[];
  const [first, second] = [...new Set(recent.map((trade) => trade.maker))];
  await page.goto(`/wallet/${first}?disable_layout=true#trade_history`);
  await expect(page.getByText(/trades loaded/)).toBeVisible();
  await expectEmbedded(page);
  await page.getByRole('button', { name: 'Lists' }).click();
  const modal = page.getByRole('dialog', { name: 'Wallet lists' });
  await modal.getByLabel('Save these wallets as').fill('Embedded pair');
  await modal.getByLabel('Wallets', { exact: true }).fill(`${first}, ${second}`);
  await modal.getByRole('button', { name: 'Save list' }).click();
  await expect(modal.getByRole('list', { name: 'Saved wallet lists' }).getByText('Embedded pair')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/embedded-wallet-lists-phone.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  const asked = page.waitForRequest((req) => req.url().endsWith('/api/trades') && req.method() === 'POST' && (req.postData() ?? '').includes('"wallets"'));
  await modal.getByRole('button', { name: 'Load' }).click();
  expect(JSON.parse((await asked).postData() ?? '{}')).toMatchObject({ wallets: [first, second] });
  await expect(page.getByLabel('Wallets', { exact: true })).toHaveValue(`${first}, ${second}`);
  await expectEmbedded(page);
  expect(pageErrors).toEqual([]);
});
