import type { APIRequestContext, Page } from '@playwright/test';
import { deriveKey } from '../devnet/chain/genesis/keys';
import { feeOf, orderUnitPrice } from '../src/core/actions/orderbook';
import { formatUnits } from '../src/core/format';
import { formatUnitPrice } from '../src/features/marketScreen/tradeFormat';
import { expect, test } from './fixtures';
import {
  accountOrders,
  balance,
  bestOrder,
  loginAs,
  movedBy,
  nodeSession,
  sessionWithKey,
  signedTxId,
  tracesOf,
  uint128,
  units,
  type ChainOrder,
} from './tradeAccounts';

/**
 * Trading on the order-book screen against the devnet (issue 16 items 1, 2, 3, 5, 9): the page's
 * user `judy` places, cancels and market-buys; `mallory` (a Node wharfkit session) makes the quiet
 * market's book. Everything the page shows is compared with the chain's tables and transactions.
 *
 * The quiet market: the small world's eight books all have market makers, whose orders keep every
 * spread under 5 %. A market nobody else trades is listed here once — TLM priced in USDT — by the
 * `alcordexmain` contract itself (its `newmarket` needs the contract's own key, derived from the
 * devnet's public seed like every devnet key); every order on it is judy's or mallory's.
 */

const USDT = { contract: 'usdt.alcor', ticker: 'USDT', precision: 4 };
const TLM = { contract: 'alien.worlds', ticker: 'TLM', precision: 4 };
const WAX = { contract: 'eosio.token', ticker: 'WAX', precision: 8 };
const QUIET_PATH = '/trade/alcormarket/tlm_alien.worlds/usdt_usdt.alcor';
const ARTIFACTS = 'e2e/artifacts';

type MarketRow = {
  id: number;
  /** The taker fee in basis points. */
  fee: number;
  token0: { contract: string; symbol: { ticker: string } };
  token1: { contract: string; symbol: { ticker: string } };
  volume24h: number;
};

// One chain, one page user: the orders here must not interleave.
test.describe.configure({ mode: 'serial' });

async function markets(request: APIRequestContext): Promise<MarketRow[]> {
  return (await (await request.get('/api/markets/')).json()) as MarketRow[];
}

const isQuiet = (row: MarketRow) => row.token0.symbol.ticker === 'USDT' && row.token1.symbol.ticker === 'TLM';

/** The quiet TLM/USDT market: listed by the contract if missing, with mallory's bid at 0.0080 and ask at 0.0120. */
async function quietMarket(request: APIRequestContext, baseURL: string): Promise<number> {
  let row = (await markets(request)).find(isQuiet);
  if (!row) {
    const demo = (await (await request.get('/devnet/accounts.json')).json()) as { chain_id: string };
    const contract = sessionWithKey(demo.chain_id, baseURL, 'alcordexmain', deriveKey('waxwing', 'world:contracts').privateKey);
    await contract.transact({
      action: {
        account: 'alcordexmain',
        name: 'newmarket',
        authorization: [{ actor: 'alcordexmain', permission: 'active' }],
        data: {
          base_token: { sym: '4,USDT', contract: USDT.contract },
          quote_token: { sym: '4,TLM', contract: TLM.contract },
          min_buy: '0.0001 USDT',
          min_sell: '0.0001 TLM',
          fee: 20,
        },
      },
    });
    await expect.poll(async () => (await markets(request)).some(isQuiet)).toBe(true);
    row = (await markets(request)).find(isQuiet)!;
  }
  const id = row.id;
  const [bids, asks] = await Promise.all([accountOrders(request, id, 'buyorder', 'mallory'), accountOrders(request, id, 'sellorder', 'mallory')]);
  if (bids.length === 0 || asks.length === 0) {
    const mallory = await nodeSession(request, baseURL, 'mallory');
    const authorization = [{ actor: 'mallory', permission: 'active' }];
    const transfer = (token: typeof USDT, quantity: string, memo: string) => ({
      account: token.contract,
      name: 'transfer',
      authorization,
      data: { from: 'mallory', to: 'alcordexmain', quantity, memo },
    });
    await mallory.transact({
      actions: [
        ...(bids.length === 0 ? [transfer(USDT, '0.8000 USDT', '100.0000 TLM@alien.worlds')] : []),
        ...(asks.length === 0 ? [transfer(TLM, '100.0000 TLM', '1.2000 USDT@usdt.alcor')] : []),
      ],
    });
  }
  return id;
}

/** Opens a market as judy, with the book live. */
async function openAsJudy(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await loginAs(page, 'judy');
  await expect(page.getByRole('region', { name: 'Order book' }).getByText('Live')).toBeVisible({ timeout: 30_000 });
}

/**
 * Places a limit order from a form, by clicks or by the keyboard alone (B or S focuses the form's
 * price, Enter places); answers the transaction id and what the form showed.
 */
async function placeLimit(
  page: Page,
  side: 'buy' | 'sell',
  price: string,
  amount: string,
  via: 'clicks' | 'keys' = 'clicks',
): Promise<{ txId: string; give: string; ask: string; unitPrice: string }> {
  const form = page.getByRole('form', { name: `${side === 'buy' ? 'Buy' : 'Sell'} TLM` });
  if (via === 'keys') {
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press(side === 'buy' ? 'b' : 's');
    await expect(form.getByTestId(`${side}-price`)).toBeFocused();
    await page.keyboard.type(price);
    await form.getByTestId(`${side}-amount`).focus();
    await page.keyboard.type(amount);
  } else {
    await form.getByTestId(`${side}-price`).fill(price);
    await form.getByTestId(`${side}-amount`).fill(amount);
  }
  const give = (await form.getByTestId(`${side}-give`).textContent()) ?? '';
  const ask = (await form.getByTestId(`${side}-ask`).textContent()) ?? '';
  const unitPrice = (await form.getByTestId(`${side}-unit-price`).getAttribute('data-unit-price')) ?? '';
  if (via === 'keys') await page.keyboard.press('Enter');
  else await form.getByRole('button', { name: `${side === 'buy' ? 'Buy' : 'Sell'} TLM`, exact: true }).click();
  return { txId: await signedTxId(page), give, ask, unitPrice };
}

const newOrder = (before: readonly ChainOrder[], after: readonly ChainOrder[]) => after.filter((row) => !before.some((old) => old.id === row.id));

test('a limit buy below the best bid is on chain as shown, your own level and open order; cancelling it returns exactly the bid', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const marketId = await quietMarket(request, baseURL!);
  await openAsJudy(page, QUIET_PATH);
  const best = await bestOrder(request, marketId, 'buyorder');
  const bestBid = uint128(best!.unit_price);
  // One tick of the price field (4 decimals of USDT = 10^4 unit_price) under the chain's best bid.
  const below = bestBid - 10_000n;
  const price = `0.${(below / 10_000n).toString().padStart(4, '0')}`;
  const usdtBefore = await balance(request, 'judy', USDT);
  const rowsBefore = await accountOrders(request, marketId, 'buyorder', 'judy');
  await page.evaluate(() => (window as unknown as { __waxwingMarketPerf: { clear(): Promise<void> } }).__waxwingMarketPerf.clear());

  const placed = await placeLimit(page, 'buy', price, '50');
  expect(placed.unitPrice).toBe(below.toString());
  // On chain exactly as shown: the bid given, the ask asked, the unit price.
  await expect.poll(async () => newOrder(rowsBefore, await accountOrders(request, marketId, 'buyorder', 'judy')).length).toBe(1);
  const [order] = newOrder(rowsBefore, await accountOrders(request, marketId, 'buyorder', 'judy'));
  expect([order!.bid, order!.ask, uint128(order!.unit_price).toString()]).toEqual([placed.give, placed.ask, placed.unitPrice]);
  expect(usdtBefore - (await balance(request, 'judy', USDT))).toBe(units(placed.give, USDT.precision));

  // Your own level in the book, and your open order.
  const ownLevel = page.locator(`.orderbook__side--bids .book-row[data-unit-price="${placed.unitPrice}"]`);
  await expect(ownLevel).toHaveAttribute('aria-label', /, your order$/);
  const orders = page.getByRole('region', { name: 'Orders and positions' });
  const row = orders.locator(`tr[data-order="buy:${order!.id}"]`);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Buy');
  await expect(row.getByRole('cell').nth(2)).toHaveText(`0.${placed.unitPrice.padStart(8, '0')}`);
  await expect(row.getByRole('cell').nth(3)).toHaveText('50.0000');
  await expect(row.getByRole('cell').nth(5)).toHaveText('0.00 %');
  const own = await page.evaluate(() => (window as unknown as { __waxwingMarketPerf: { ownOrders(): Promise<number[]> } }).__waxwingMarketPerf.ownOrders());
  expect(own.length).toBeGreaterThan(0);
  console.log(`own order: delta received in the worker → drawn and committed: ${own.map((ms) => `${ms.toFixed(1)} ms`).join(', ')} (2 frames = 33.3 ms)`);
  await page.screenshot({ path: `${ARTIFACTS}/trade-orders-placed-desktop.png`, fullPage: true });

  // Cancel: gone from the chain, the book and the list; exactly the bid comes back.
  const bidLeft = units((await accountOrders(request, marketId, 'buyorder', 'judy')).find((item) => item.id === order!.id)!.bid, USDT.precision);
  const usdtPlaced = await balance(request, 'judy', USDT);
  await row.getByRole('button', { name: /^Cancel order/ }).click();
  const cancelTx = await signedTxId(page, 'Cancel order');
  expect(await accountOrders(request, marketId, 'buyorder', 'judy')).toEqual(rowsBefore);
  expect((await movedBy(request, cancelTx, 'judy', USDT)).received).toBe(bidLeft);
  expect((await balance(request, 'judy', USDT)) - usdtPlaced).toBe(bidLeft);
  await expect(row).toHaveCount(0);
  await expect(page.locator('.orderbook__side--bids .book-row[aria-label$="your order"]')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a market with a spread above 5 % asks for the spread confirmation before a market order', async ({ page, request, baseURL, pageErrors }) => {
  const marketId = await quietMarket(request, baseURL!);
  const [bid, ask] = await Promise.all([bestOrder(request, marketId, 'buyorder'), bestOrder(request, marketId, 'sellorder')]);
  const bestBid = uint128(bid!.unit_price);
  const bestAsk = uint128(ask!.unit_price);
  // The chain's book is thin: (ask − bid) / ask above 5 %.
  expect((bestAsk - bestBid) * 100n > 5n * bestAsk).toBe(true);
  await openAsJudy(page, QUIET_PATH);
  await page.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Market' }).click();
  const sell = page.getByRole('form', { name: 'Sell TLM' });
  await sell.getByTestId('sell-market-amount').fill('1');
  await sell.getByRole('button', { name: 'Sell TLM at market' }).click();
  const modal = page.getByRole('dialog', { name: 'Market order: Sell TLM' });
  await expect(modal.getByTestId('market-order-receive')).toBeVisible({ timeout: 20_000 });
  // Enter places from the review: the spread asks first, and a second Enter goes Back, not on.
  await expect(modal.getByRole('button', { name: 'Place market sell' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = modal.getByRole('alert', { name: 'Spread confirmation' });
  const spread = (Number(((bestAsk - bestBid) * 1_000_000n) / bestAsk) / 10_000).toFixed(2);
  await expect(confirm).toContainText(`The spread of this book is ${spread} %, above 5 %`);
  await page.screenshot({ path: `${ARTIFACTS}/trade-orders-spread-desktop.png` });
  await expect(confirm.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  expect(pageErrors).toEqual([]);
});

test('several orders: cancelling some asks first, logout hides them, and cancel all is one transaction', async ({ page, request, baseURL, pageErrors }) => {
  test.setTimeout(150_000);
  const marketId = await quietMarket(request, baseURL!);
  await openAsJudy(page, QUIET_PATH);
  // Two of them by the keyboard alone.
  for (const [side, price, via] of [
    ['buy', '0.0070', 'keys'],
    ['buy', '0.0071', 'clicks'],
    ['sell', '0.0130', 'keys'],
    ['sell', '0.0131', 'clicks'],
  ] as const)
    await placeLimit(page, side, price, '10', via);
  const chainKeys = async () => [
    ...(await accountOrders(request, marketId, 'buyorder', 'judy')).map((row) => `buy:${row.id}`),
    ...(await accountOrders(request, marketId, 'sellorder', 'judy')).map((row) => `sell:${row.id}`),
  ];
  const orders = page.getByRole('region', { name: 'Orders and positions' });
  const listed = async () => (await orders.locator('tr[data-order]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order') ?? ''))).sort();
  await expect.poll(listed).toEqual((await chainKeys()).sort());
  expect(await listed()).toHaveLength(4);

  // Select the two buys: the modal lists them under bids and says it cannot be reversed.
  for (const key of (await listed()).filter((item) => item.startsWith('buy:'))) await orders.locator(`tr[data-order="${key}"]`).getByRole('checkbox').click();
  await orders.getByRole('button', { name: 'Cancel selected' }).click();
  const modal = page.getByRole('dialog', { name: 'Cancel 2 orders' });
  await expect(modal.getByRole('region', { name: 'Bids (2)' }).getByRole('listitem')).toHaveCount(2);
  await expect(modal).toContainText('Cancelling cannot be reversed');
  await page.screenshot({ path: `${ARTIFACTS}/trade-orders-cancel-desktop.png` });
  await modal.getByRole('button', { name: 'Cancel 2 orders' }).click();
  await signedTxId(page, 'Cancel 2 orders');
  await expect.poll(async () => (await chainKeys()).filter((key) => key.startsWith('buy:'))).toEqual([]);
  await expect.poll(listed).toEqual((await chainKeys()).sort());

  // Logged out, the user's parts of the book and the list go (SPEC §4 Wallet); back in, they return.
  await expect(page.locator('.orderbook__side--asks .book-row[aria-label$="your order"]')).not.toHaveCount(0);
  const header = page.locator('header.app-header');
  await header.getByRole('button', { name: /judy/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(orders).toContainText('Connect a wallet to see your open orders.');
  await expect(page.locator('.orderbook__side--asks .book-row[aria-label$="your order"]')).toHaveCount(0);
  await loginAs(page, 'judy');
  await expect.poll(listed).toEqual((await chainKeys()).sort());

  // Cancel all: every remaining order in one transaction.
  await orders.getByRole('button', { name: 'Cancel all' }).click();
  const all = page.getByRole('dialog', { name: 'Cancel 2 orders' });
  await expect(all.getByRole('region', { name: 'Asks (2)' }).getByRole('listitem')).toHaveCount(2);
  await all.getByRole('button', { name: 'Cancel 2 orders' }).click();
  const txId = await signedTxId(page, 'Cancel 2 orders');
  expect((await tracesOf(request, txId)).filter((act) => act.name === 'cancelsell')).toHaveLength(2);
  expect(await chainKeys()).toEqual([]);
  await expect(orders).toContainText('You have no open orders in this market.');
  expect(pageErrors).toEqual([]);
});

test('a market buy through the modal moves the balances by exactly what the chain moved, at least the minimum', async ({ page, request, pageErrors }) => {
  test.setTimeout(120_000);
  const rows = await markets(request);
  const tlmWax = rows.find((row) => row.token0.symbol.ticker === 'WAX' && row.token1.symbol.ticker === 'TLM')!;
  await openAsJudy(page, `/trade/alcormarket/tlm_alien.worlds/wax_eosio.token`);
  expect(tlmWax).toBeDefined();
  const [waxBefore, tlmBefore] = await Promise.all([balance(request, 'judy', WAX), balance(request, 'judy', TLM)]);
  await page.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Market' }).click();
  const buy = page.getByRole('form', { name: 'Buy TLM' });
  await buy.getByTestId('buy-market-amount').fill('10');
  await buy.getByRole('button', { name: 'Buy TLM at market' }).click();
  const modal = page.getByRole('dialog', { name: 'Market order: Buy TLM' });
  await expect(modal.getByTestId('market-order-minimum')).toBeVisible({ timeout: 20_000 });
  await expect(modal.getByRole('figure', { name: 'Route path' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/trade-orders-market-desktop.png` });
  // The bots trade this book meanwhile, and a move past the default 0.5 % between the quote and the
  // block fails the swap's minimum on chain: a 5 % tolerance (a new quote, a lower minimum) holds.
  const atDefault = (await modal.getByTestId('market-order-minimum').textContent()) ?? '';
  await modal.getByLabel('Slippage tolerance').fill('5');
  await modal.getByLabel('Slippage tolerance').press('Enter');
  await expect(modal.getByTestId('market-order-minimum')).not.toHaveText(atDefault);
  const minimum = units((await modal.getByTestId('market-order-minimum').textContent()) ?? '', TLM.precision);
  await modal.getByRole('button', { name: 'Place market buy' }).click();
  // A quote the chain does not back stops for a decision (the bots trade meanwhile); this one is signed whatever it says.
  const anyway = modal.getByRole('button', { name: /anyway/ });
  await expect(page.getByRole('dialog', { name: /^Sign transaction/ }).or(anyway)).toBeVisible({ timeout: 20_000 });
  if (await anyway.isVisible()) await anyway.click();
  const txId = await signedTxId(page);
  const wax = await movedBy(request, txId, 'judy', WAX);
  const tlm = await movedBy(request, txId, 'judy', TLM);
  expect(wax.sent - wax.received).toBe(1_000_000_000n);
  expect(tlm.received - tlm.sent).toBeGreaterThanOrEqual(minimum);
  expect(waxBefore - (await balance(request, 'judy', WAX))).toBe(wax.sent - wax.received);
  expect((await balance(request, 'judy', TLM)) - tlmBefore).toBe(tlm.received - tlm.sent);
  // The page's balances follow the chain (SPEC §4: read again after the transaction).
  const shown = async (ticker: string, precision: number) =>
    units((await page.getByTestId(`balance-${ticker}`).locator('.market-balances__amount').textContent()) ?? '', precision);
  await expect.poll(() => shown('TLM', TLM.precision), { timeout: 15_000 }).toBe(await balance(request, 'judy', TLM));
  expect(await shown('WAX', WAX.precision)).toBe(await balance(request, 'judy', WAX));
  expect(pageErrors).toEqual([]);
});

test('a "Book only" market buy is a limit order at the limit price shown: the fill moves exactly what the chain moved, the rest is an open order', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  // The quiet market: nobody else trades it, so the best ask the modal prices from is the one the order meets.
  const marketId = await quietMarket(request, baseURL!);
  const ask = await bestOrder(request, marketId, 'sellorder');
  const askLeft = units(ask!.bid, TLM.precision);
  await openAsJudy(page, QUIET_PATH);
  const usdtBefore = await balance(request, 'judy', USDT);
  await page.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Market' }).click();
  const buy = page.getByRole('form', { name: 'Buy TLM' });
  await buy.getByRole('group', { name: 'Buy market type' }).getByRole('button', { name: 'Book only' }).click();
  await expect(buy.getByText(/stays open on the book/)).toBeVisible();
  // More than the best ask holds at its price: part fills, the rest rests.
  const spend = (units(ask!.ask, USDT.precision) * 3n) / 2n;
  await buy.getByTestId('buy-market-amount').fill(formatUnits(spend, USDT.precision, USDT.precision).replace(/,/g, ''));
  await buy.getByRole('button', { name: 'Buy TLM at market' }).click();
  const modal = page.getByRole('dialog', { name: 'Market order: Buy TLM' });
  await expect(modal.getByText('This order book only')).toBeVisible();
  await expect(modal.getByText(/Sent as a limit order at this price/)).toBeVisible();
  await expect(modal.getByText(/that part stays open on the book at the limit price/)).toBeVisible();
  const limitShown = ((await modal.getByTestId('market-order-limit').textContent()) ?? '').replace(/ USDT$/, '');
  await page.screenshot({ path: `${ARTIFACTS}/trade-orders-book-only-desktop.png` });
  await modal.getByRole('button', { name: 'Place market buy' }).click();
  // This book's spread is above 5 %: it asks first.
  await modal.getByRole('alert', { name: 'Spread confirmation' }).getByRole('button', { name: 'Place anyway' }).click();
  const txId = await signedTxId(page);

  // What was signed: a transfer whose memo is one asked amount, no zero ask and nothing after it.
  const transfer = (await tracesOf(request, txId)).find((act) => act.name === 'transfer' && act.data.to === 'alcordexmain')!;
  const memo = String(transfer.data.memo);
  expect(memo).toMatch(/^\d+\.\d{4} TLM@alien\.worlds$/);
  const asked = units(memo.split(' ')[0]!, TLM.precision);
  const given = units(String(transfer.data.quantity), USDT.precision);
  expect(asked > 0n && given <= spend).toBe(true);
  // Its price, as the contract records it, is the limit the modal showed.
  const unitPrice = orderUnitPrice(given, asked, USDT.precision, TLM.precision);
  expect(formatUnitPrice(unitPrice)).toBe(limitShown);
  // The ask it met filled whole; what it paid and received are the chain's.
  const usdt = await movedBy(request, txId, 'judy', USDT);
  const tlm = await movedBy(request, txId, 'judy', TLM);
  expect(usdt.sent).toBe(given);
  const { fee } = (await markets(request)).find((row) => row.id === marketId)!;
  expect(tlm.received).toBe(askLeft - feeOf(askLeft, fee));
  // The rest rests: judy's open order at the limit price holds what the fill did not spend.
  const rested = (await accountOrders(request, marketId, 'buyorder', 'judy')).find((order) => uint128(order.unit_price) === unitPrice)!;
  expect(rested).toBeDefined();
  expect(units(rested.bid, USDT.precision)).toBe(given - units(ask!.ask, USDT.precision));
  expect(usdtBefore - (await balance(request, 'judy', USDT))).toBe(given);
  // Cancelled from its line under Open orders: exactly the rest comes back.
  const row = page.getByRole('region', { name: 'Orders and positions' }).locator(`tr[data-order="buy:${rested.id}"]`);
  await row.getByRole('button', { name: /^Cancel order/ }).click();
  const cancelTx = await signedTxId(page, 'Cancel order');
  expect((await movedBy(request, cancelTx, 'judy', USDT)).received).toBe(units(rested.bid, USDT.precision));
  await expect(row).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a zero quantity is refused with "Order failed" / "Quantity must be positive"', async ({ page, request, baseURL, pageErrors }) => {
  await quietMarket(request, baseURL!);
  await openAsJudy(page, QUIET_PATH);
  await page.getByRole('form', { name: 'Sell TLM' }).getByRole('button', { name: 'Sell TLM', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Order failed' });
  await expect(toast).toContainText('Quantity must be positive');
  expect(pageErrors).toEqual([]);
});

test('the trade box, orders and modals look right at 1440, 768 and 390 px', async ({ page, request, baseURL, pageErrors }) => {
  test.setTimeout(120_000);
  await quietMarket(request, baseURL!);
  await openAsJudy(page, QUIET_PATH);
  await placeLimit(page, 'buy', '0.0075', '20');
  for (const [width, height, name] of [
    [1440, 900, 'desktop'],
    [768, 1024, 'tablet'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (name === 'phone') {
      await page.getByRole('tab', { name: 'Buy / Sell' }).click();
      await expect(page.getByRole('form', { name: 'Buy TLM' })).toBeVisible();
    }
    await page.getByRole('form', { name: 'Buy TLM' }).getByTestId('buy-amount').fill('12');
    await page.screenshot({ path: `${ARTIFACTS}/trade-orders-box-${name}.png`, fullPage: true });
    // A key typed into a field stays there; from elsewhere, ? lists the keys.
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/trade-orders-keys-${name}.png` });
    await page.keyboard.press('Escape');
  }
  await page.getByRole('region', { name: 'Orders and positions' }).getByRole('button', { name: 'Cancel all' }).click();
  await page
    .getByRole('dialog', { name: /^Cancel/ })
    .getByRole('button', { name: /^Cancel/ })
    .click();
  await signedTxId(page, /^Cancel/);
  expect(pageErrors).toEqual([]);
});
