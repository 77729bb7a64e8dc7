import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Session } from '@wharfkit/session';
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey';
import { formatUnits } from '../src/core/format';
import { pnlUnits } from '../src/core/positions/pnl';
import { makeAmount } from '../src/core/amount';
import { expect, test } from './fixtures';

/**
 * Virtual positions on the order-book screen against the devnet (SPEC §2 Trade order, §3 Virtual
 * position, §4 Virtual position status; issue 16 items 4 and 9): peggy opens a LONG from the Trade
 * order modal, places its order (pending, then open with the order the chain shows), it survives a
 * reload, and it is filled when rupert — another account, signing from Node — sells into it; the
 * PnL follows the API's newest trade. Only peggy and rupert sign here.
 */

type Token = { contract: string; symbol: { ticker: string; precision: number } };
type MarketRow = { id: number; src: string; token0: Token; token1: Token };
type OrderRow = { id: string | number; account: string; bid: string; ask: string; unit_price: string | number };
type Demo = { chain_id: string; accounts: { name: string; privateKey: string }[] };

const ARTIFACTS = 'e2e/artifacts';
const hash = (token: Token) => `${token.symbol.ticker.toLowerCase()}_${token.contract}`;
const pathOf = (market: MarketRow) => `/trade/${market.src}/${hash(market.token1)}/${hash(market.token0)}`;
/** 10.0000 USDT: small beside the demo accounts' 2,000. */
const AMOUNT_UNITS = 100_000n;

/** A uint128 as chain JSON writes it: decimal text, a number, or "0x…" little-endian hex. */
function uint128(raw: string | number): bigint {
  const text = String(raw);
  if (!text.startsWith('0x')) return BigInt(text);
  return BigInt(`0x${(text.slice(2).match(/../g) ?? []).reverse().join('') || '0'}`);
}

/** "12.3456 TLM" → 123456n. */
const assetUnits = (text: string) => BigInt(text.split(' ')[0]!.replace('.', ''));

/**
 * USDT/WAX: a thin book (rupert can sell into all of it) that the bots' market orders seldom pick
 * and never sweep more than 2 % deep.
 */
async function usdtMarket(request: APIRequestContext): Promise<MarketRow> {
  const rows = (await (await request.get('/api/markets/')).json()) as MarketRow[];
  const market = rows.find((row) => row.token1.symbol.ticker === 'USDT' && row.token0.symbol.ticker === 'WAX');
  if (!market) throw new Error('the devnet lists no USDT/WAX market');
  return market;
}

/** One side of the market straight from the chain, best first. */
async function chainOrders(request: APIRequestContext, marketId: number, table: 'buyorder' | 'sellorder'): Promise<OrderRow[]> {
  const res = await request.post('/v1/chain/get_table_rows', {
    data: { code: 'alcordexmain', scope: String(marketId), table, index_position: 2, key_type: 'i128', json: true, limit: 1000 },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: OrderRow[] }).rows;
}

/** The page signs in as a devnet demo account: the wallet's saved session names it, the key comes from accounts.json at restore. */
async function signInAs(page: Page, request: APIRequestContext, account: string): Promise<void> {
  const demo = (await (await request.get('/devnet/accounts.json')).json()) as Demo;
  const session = { chain: demo.chain_id, actor: account, permission: 'active', walletPlugin: { id: 'wallet-plugin-privatekey', data: {} }, default: true };
  await page.addInitScript((saved) => {
    if (localStorage.getItem('waxwing:lastWallet') !== null) return;
    localStorage.setItem('waxwing:lastWallet', JSON.stringify('demokey'));
    localStorage.setItem('waxwing:wharfkit:devnet:session', JSON.stringify(saved));
    localStorage.setItem('waxwing:wharfkit:devnet:sessions', JSON.stringify([saved]));
  }, session);
}

/** Signs actions as a demo account from Node: another trader on the same chain. */
async function signAs(request: APIRequestContext, baseURL: string, account: string, actions: { account: string; name: string; data: object }[]) {
  const demo = (await (await request.get('/devnet/accounts.json')).json()) as Demo;
  const key = demo.accounts.find((item) => item.name === account)?.privateKey;
  if (!key) throw new Error(`${account} is not a demo account`);
  const session = new Session({
    chain: { id: demo.chain_id, url: baseURL },
    actor: account,
    permission: 'active',
    walletPlugin: new WalletPluginPrivateKey(key),
  });
  await session.transact({ actions: actions.map((action) => ({ ...action, authorization: [{ actor: account, permission: 'active' }] })) });
}

/** Rupert sells into every bid at or above `unitPrice` (and a fifth more), then cancels what of his rested. */
async function sellIntoBids(request: APIRequestContext, baseURL: string, market: MarketRow, unitPrice: bigint): Promise<void> {
  const above = (await chainOrders(request, market.id, 'buyorder')).filter((order) => uint128(order.unit_price) >= unitPrice);
  const quote = above.reduce((sum, order) => sum + assetUnits(order.ask), 0n);
  const sell = quote + quote / 5n + 10_000n;
  // Rounded down, so the sell's own unit_price (the contract rounds it up) is not above peggy's.
  const ask = (sell * unitPrice) / 10n ** 4n;
  const plain = (units: bigint, precision: number) => formatUnits(units, precision, precision).replace(/,/g, '');
  await signAs(request, baseURL, 'rupert', [
    {
      account: market.token1.contract,
      name: 'transfer',
      data: { from: 'rupert', to: 'alcordexmain', quantity: `${plain(sell, 4)} USDT`, memo: `${plain(ask, 8)} WAX@eosio.token` },
    },
  ]);
  const leftovers = (await chainOrders(request, market.id, 'sellorder')).filter((order) => order.account === 'rupert');
  if (leftovers.length === 0) return;
  await signAs(
    request,
    baseURL,
    'rupert',
    leftovers.map((order) => ({
      account: 'alcordexmain',
      name: 'cancelsell',
      data: { executor: 'rupert', market_id: String(market.id), order_id: String(order.id) },
    })),
  );
}

const positionRow = (page: Page) => page.locator('.positions__row').first();

/** Waits for a dialog's opening animation to end, so a screenshot shows it as the user sees it. */
const settled = (dialog: Locator) => dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

/** The market's screen is up (not the loading layout, whose tabs it replaces) and shows its positions. */
async function openPositions(page: Page): Promise<void> {
  // On phones the book is behind its tab: its badge is there, not visible.
  await expect(page.locator('.connection-badge--live')).toBeAttached({ timeout: 30_000 });
  const tab = page.getByRole('tab', { name: 'Virtual positions' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('a virtual position goes open → pending → open with its order → filled by another account, and survives reloads', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const market = await usdtMarket(request);
  await signInAs(page, request, 'peggy');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pathOf(market));
  await expect(page.getByRole('button', { name: /peggy/ })).toBeVisible({ timeout: 20_000 });
  await openPositions(page);

  // 10 % under the best bid: peggy's buy rests below the bots' reach (a market sell of theirs stops 2 % down).
  const bestBid = (await chainOrders(request, market.id, 'buyorder'))[0]!;
  const unitPrice = (uint128(bestBid.unit_price) * 90n) / 100n;
  const priceText = formatUnits(unitPrice, 8, 8);

  await page.getByRole('button', { name: 'New position' }).click();
  const modal = page.getByRole('dialog', { name: 'Trade order' });
  await modal.getByLabel('Amount (USDT)').fill('10');
  // A price of 0 is silently ignored: the modal stays, nothing is added.
  await modal.getByLabel('Price (WAX)').fill('0');
  await modal.getByRole('button', { name: 'LONG' }).click();
  await expect(modal).toBeVisible();
  await modal.getByLabel('Price (WAX)').fill(priceText);
  await expect(modal.getByText('Value').locator('xpath=following-sibling::dd[1]')).toHaveText(`${formatUnits((AMOUNT_UNITS * unitPrice) / 10_000n, 8, 8)} WAX`);
  await settled(modal);
  await page.screenshot({ path: `${ARTIFACTS}/trade-positions-modal-desktop.png` });
  await modal.getByRole('button', { name: 'LONG' }).click();
  await expect(modal).toHaveCount(0);
  const row = positionRow(page);
  await expect(row).toHaveAttribute('data-status', 'open');
  await expect(row).toContainText('LONG');
  await expect(row).toContainText('10.0000 USDT');
  await expect(row).toContainText(priceText);

  // Place its order: signed at once (one transaction), pending once confirmed, then open with the order the book shows.
  await row.getByRole('button', { name: 'Place order' }).click();
  const signing = page.getByRole('dialog', { name: 'Sign transaction' });
  await expect(signing.getByRole('link', { name: /View on explorer/ })).toBeVisible({ timeout: 20_000 });
  await signing.getByRole('button', { name: 'Close dialog' }).click();
  await expect(row).toContainText(/Open · order \d+/, { timeout: 20_000 });
  const orderId = /order (\d+)$/.exec((await row.locator('td[data-label="Status"]').textContent()) ?? '')?.[1] ?? '';
  const onChain = (await chainOrders(request, market.id, 'buyorder')).find((order) => String(order.id) === orderId);
  expect(onChain).toMatchObject({ account: 'peggy', ask: '10.0000 USDT' });
  expect(uint128(onChain!.unit_price)).toBe(unitPrice);
  await page.screenshot({ path: `${ARTIFACTS}/trade-positions-open-desktop.png`, fullPage: true });

  // The PnL is the API's newest trade against the entry, exactly.
  const pnlMatchesApi = async () => {
    const res = await request.get(`/api/trades?src_type=markets&src=${market.src}&pair_id=${market.id}&limit=1`);
    const [trade] = (await res.json()) as { unit_price: string }[];
    const expected = pnlUnits('LONG', makeAmount(AMOUNT_UNITS, 4), unitPrice, BigInt(trade!.unit_price), 8);
    const shown = (await row.locator('td[data-label="PnL"]').textContent()) ?? '';
    return shown.startsWith(`${expected > 0n ? '+' : ''}${formatUnits(expected, 8, 8)} WAX`) ? 'same' : `${shown} vs ${formatUnits(expected, 8, 8)}`;
  };
  await expect.poll(pnlMatchesApi, { timeout: 20_000 }).toBe('same');

  // Kept in the browser: after a reload the same position, still open with its order.
  await page.reload();
  await openPositions(page);
  await expect(row).toContainText(`Open · order ${orderId}`, { timeout: 20_000 });

  // Rupert sells into every bid at or above peggy's price (a fifth more, should makers bid
  // meanwhile), then takes back what rested; again while her order is still there (busy bots).
  const peggysOrderRests = async () => (await chainOrders(request, market.id, 'buyorder')).some((order) => String(order.id) === orderId);
  for (let attempt = 0; attempt < 3 && (await peggysOrderRests()); attempt++) await sellIntoBids(request, baseURL!, market, unitPrice);
  expect(await peggysOrderRests()).toBe(false);
  await expect(row).toHaveAttribute('data-status', 'filled', { timeout: 20_000 });
  await expect(row).toContainText(`Filled · order ${orderId}`);

  await page.reload();
  await openPositions(page);
  await expect(row).toContainText(`Filled · order ${orderId}`, { timeout: 20_000 });
  await expect.poll(pnlMatchesApi, { timeout: 20_000 }).toBe('same');

  // Close is the opposite market order: the trade box's Market order modal, a sell of the position's amount.
  await row.getByRole('button', { name: 'Close' }).click();
  const confirm = page.getByRole('dialog', { name: `Market order: Sell ${market.token1.symbol.ticker}` });
  await expect(confirm.locator('.market-order__rates dd').first()).toHaveText(`10.0000 ${market.token1.symbol.ticker}`);
  await expect(confirm.getByTestId('market-order-receive')).toBeVisible({ timeout: 20_000 });
  await expect(confirm.getByRole('button', { name: 'Place market sell' })).toBeEnabled();
  await settled(confirm);
  await page.screenshot({ path: `${ARTIFACTS}/trade-positions-close-desktop.png` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trade-positions-phone.png` });
  await page.getByRole('button', { name: 'New position' }).click();
  await settled(page.getByRole('dialog', { name: 'Trade order' }));
  await page.screenshot({ path: `${ARTIFACTS}/trade-positions-modal-phone.png` });
  await page.keyboard.press('Escape');

  // Delete by id: gone, and gone after a reload.
  await row.getByRole('button', { name: /^Delete LONG/ }).click();
  await expect(page.locator('.positions__row')).toHaveCount(0);
  await page.reload();
  await openPositions(page);
  await expect(page.getByText('No virtual positions in this market')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** The best `count` groups of a side as the screen's mirror rows carry them: exact bucket price and quote amount. */
async function screenGroups(page: Page, side: 'asks' | 'bids', count: number): Promise<[string, string][]> {
  const rows = await page.locator(`.orderbook__side--${side} .book-row`).evaluateAll((elements) =>
    elements.map((element) => {
      const row = element as HTMLElement;
      const amount = /, amount (.+), total /.exec(row.getAttribute('aria-label') ?? '')?.[1] ?? '';
      return { level: Number(row.dataset.level), unitPrice: row.dataset.unitPrice ?? '', amount: amount.replace(/,/g, '') };
    }),
  );
  return rows
    .filter((row) => row.level < count)
    .sort((a, b) => a.level - b.level)
    .map((row): [string, string] => [row.unitPrice, row.amount]);
}

/** The same from the chain: orders bucketed by `step` (bids down, asks up), quote amounts summed exactly. */
async function chainGroups(request: APIRequestContext, marketId: number, side: 'asks' | 'bids', step: bigint, count: number): Promise<[string, string][]> {
  const orders = await chainOrders(request, marketId, side === 'bids' ? 'buyorder' : 'sellorder');
  const groups: [bigint, bigint][] = [];
  for (const order of orders) {
    const price = uint128(order.unit_price);
    const floor = (price / step) * step;
    const bucket = side === 'bids' || floor === price ? floor : floor + step;
    const quote = assetUnits(side === 'bids' ? order.ask : order.bid);
    const last = groups.at(-1);
    if (last && last[0] === bucket) last[1] += quote;
    else if (groups.length === count) break;
    else groups.push([bucket, quote]);
  }
  return groups.map(([bucket, quote]) => [bucket.toString(), formatUnits(quote, 4, 4).replace(/,/g, '')]);
}

test('the book groups its levels by the chosen step, exactly as the chain’s orders sum, and charts its depth', async ({ page, request, pageErrors }) => {
  test.setTimeout(90_000);
  const market = await usdtMarket(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pathOf(market));
  const book = page.getByRole('region', { name: 'Order book' });
  await expect(book.getByText('Live')).toBeVisible({ timeout: 30_000 });
  const select = book.getByLabel('Group');
  const steps = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(steps).toHaveLength(4);
  // 100 × the price step the screen shows.
  const step = BigInt(steps[2]!);
  await select.selectOption(steps[2]!);
  // The mirror rows follow the worker's drawing within its 2 s cadence; the bots keep the book moving.
  await expect
    .poll(
      async () => {
        const [bids, asks, chainBids, chainAsks] = await Promise.all([
          screenGroups(page, 'bids', 5),
          screenGroups(page, 'asks', 5),
          chainGroups(request, market.id, 'bids', step, 5),
          chainGroups(request, market.id, 'asks', step, 5),
        ]);
        const screen = JSON.stringify({ bids, asks });
        return screen === JSON.stringify({ bids: chainBids, asks: chainAsks }) ? 'equal' : `${screen} vs ${JSON.stringify({ chainBids, chainAsks })}`;
      },
      { timeout: 45_000, intervals: [500, 1000] },
    )
    .toBe('equal');
  await page.screenshot({ path: `${ARTIFACTS}/trade-grouped-book-desktop.png` });

  // The depth chart draws both sides of the same frames.
  const chart = page.getByRole('region', { name: 'Chart' });
  await chart.getByRole('button', { name: 'Depth' }).click();
  await expect(chart.getByRole('img', { name: /^Depth chart: [\d,.]+ WAX of bids and [\d,.]+ WAX of asks/ })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/trade-depth-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/trade-depth-phone.png` });
  await page.getByRole('tab', { name: 'Book' }).click();
  await page.screenshot({ path: `${ARTIFACTS}/trade-grouped-book-phone.png` });
  expect(pageErrors).toEqual([]);
});
