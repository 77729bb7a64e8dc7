import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { balance, loginAs, movedBy, nodeSession, signedTxId, uint128, units } from './tradeAccounts';

/**
 * The limit screen against the devnet's `calcormining`: `sybil` (the page's user) places, sees and
 * cancels limit orders; `trent` (a Node wharfkit session) fills one through the contract. What the
 * page shows is compared with the contract's `orders` rows, the history feeds and the transactions.
 */

const WAX = { contract: 'eosio.token', ticker: 'WAX', precision: 8 };
const TLM = { contract: 'alien.worlds', ticker: 'TLM', precision: 4 };
const PATH = '/limit/WAX_eosio.token/TLM_alien.worlds';
const ARTIFACTS = 'e2e/artifacts';

type LimitRow = { id: string | number; owner: string; bid: string; ask: string; initial_bid: string; unit_price: string | number };

async function sybilOrders(request: APIRequestContext): Promise<LimitRow[]> {
  const res = await request.post('/v1/chain/get_table_rows', {
    data: {
      code: 'calcormining',
      scope: 'calcormining',
      table: 'orders',
      index_position: 2,
      key_type: 'name',
      lower_bound: 'sybil',
      upper_bound: 'sybil',
      json: true,
      limit: 100,
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: LimitRow[] }).rows;
}

/** Types an order and reads back what the page shows before it is placed. */
async function fillForm(page: Page, sell: string, price: string) {
  const form = page.getByRole('form', { name: 'Limit order form' });
  await form.getByTestId('sell').getByRole('textbox').fill(sell);
  await form.getByTestId('limit-price').getByRole('textbox').fill(price);
  const receive = await form.getByTestId('receive').getByRole('textbox').inputValue();
  const unitPrice = await form.getByTestId('limit-unit-price').getAttribute('data-unit-price');
  return { form, receive, unitPrice: BigInt(unitPrice ?? '-1') };
}

async function placeOrder(page: Page, request: APIRequestContext, sell: string, price: string) {
  const before = new Set((await sybilOrders(request)).map((row) => String(row.id)));
  const shown = await fillForm(page, sell, price);
  await shown.form.getByRole('button', { name: 'Place order' }).click();
  const txId = await signedTxId(page, 'Place limit order');
  await expect.poll(async () => (await sybilOrders(request)).filter((row) => !before.has(String(row.id))).length).toBe(1);
  const row = (await sybilOrders(request)).find((item) => !before.has(String(item.id)))!;
  return { ...shown, txId, row };
}

test('sybil places a limit order, trent fills part of it, sybil cancels another', async ({ page, request, baseURL, pageErrors }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PATH);
  await loginAs(page, 'sybil');
  const waxBefore = await balance(request, 'sybil', WAX);

  // Place: the chain's row is exactly what the page showed.
  const first = await placeOrder(page, request, '10', '1000');
  expect(first.receive).toBe('10000');
  expect(first.row.bid).toBe('10.00000000 WAX');
  expect(first.row.ask).toBe(`${first.receive}.0000 TLM`);
  expect(uint128(first.row.unit_price)).toBe(first.unitPrice);
  expect(await movedBy(request, first.txId, 'sybil', WAX)).toEqual({ sent: 1_000_000_000n, received: 0n });
  expect(await balance(request, 'sybil', WAX)).toBe(waxBefore - 1_000_000_000n);
  const orders = page.getByRole('table', { name: 'Open limit orders' });
  const firstRow = orders.locator(`tr[data-order-id="${first.row.id}"]`);
  await expect(firstRow.getByTestId('order-bid')).toHaveText('10.00000000 WAX');
  await expect(firstRow.getByTestId('order-ask')).toHaveText('10,000.0000 TLM');
  await page.screenshot({ path: `${ARTIFACTS}/limit-1440-orders.png` });

  // Trent fills 4000 TLM of it from Node.
  const trent = await nodeSession(request, baseURL!, 'trent');
  const tlmBefore = await balance(request, 'sybil', TLM);
  const fill = await trent.transact({
    actions: [
      {
        account: TLM.contract,
        name: 'transfer',
        authorization: [{ actor: 'trent', permission: 'active' }],
        data: { from: 'trent', to: 'calcormining', quantity: '4000.0000 TLM', memo: `fill:${first.row.id}` },
      },
    ],
  });
  const fillTx = String(fill.resolved?.transaction.id);
  const paidToSybil = (await movedBy(request, fillTx, 'sybil', TLM)).received;
  expect(await balance(request, 'sybil', TLM)).toBe(tlmBefore + paidToSybil);
  const [apiFill] = (await (await request.get('/api/limitlogorderfill', { params: { owner: 'sybil' } })).json()) as Record<string, string>[];
  expect(String(apiFill!.order_id)).toBe(String(first.row.id));
  // The record says the order was paid the 4000 TLM trent sent.
  expect(units(apiFill!.prev_ask!, 4) - units(apiFill!.new_ask!, 4)).toBe(40_000_000n);

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Limit order history' });
  const fillRow = history.locator(`tr[data-kind="fill"][data-order-id="${first.row.id}"]`);
  await expect(fillRow.getByTestId('history-got')).toHaveText('4,000.0000 TLM');
  const gaveUnits = units(apiFill!.prev_bid!, 8) - units(apiFill!.new_bid!, 8);
  expect(units((await fillRow.getByTestId('history-gave').textContent()) ?? '', 8)).toBe(gaveUnits);
  await page.screenshot({ path: `${ARTIFACTS}/limit-1440-history.png` });

  // Place a second order and cancel it: gone from the chain and the list, the bid back exactly.
  await page.getByRole('tab', { name: 'Open orders' }).click();
  const second = await placeOrder(page, request, '5', '1200');
  const secondRow = orders.locator(`tr[data-order-id="${second.row.id}"]`);
  await expect(secondRow).toBeVisible();
  await secondRow.getByRole('button', { name: 'Cancel' }).click();
  const cancelTx = await signedTxId(page, 'Cancel order');
  expect(await movedBy(request, cancelTx, 'sybil', WAX)).toEqual({ sent: 0n, received: 500_000_000n });
  await expect.poll(async () => (await sybilOrders(request)).some((row) => String(row.id) === String(second.row.id))).toBe(false);
  await expect(secondRow).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(history.locator(`tr[data-kind="close"][data-order-id="${second.row.id}"]`)).toContainText('Cancelled');
  expect(pageErrors).toEqual([]);
});

test('a zero amount is refused with the SPEC message, and the phone stacks the screen', async ({ page, pageErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATH);
  await loginAs(page, 'sybil');
  const { form } = await fillForm(page, '0', '1000');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order failed')).toBeVisible();
  await expect(page.getByText('Quantity must be positive').first()).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/limit-390-zero.png`, fullPage: true });
  const box = await page.locator('.spot-box').boundingBox();
  const orders = await page.getByRole('region', { name: 'My orders' }).boundingBox();
  expect(orders!.y).toBeGreaterThan(box!.y + box!.height - 1);
  expect(pageErrors).toEqual([]);
});

test('logged out, the form and each tab ask to connect', async ({ page, pageErrors }) => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(PATH);
    await expect(page.getByRole('form', { name: 'Limit order form' }).getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My orders' }).getByText('Connect a wallet to see your limit orders.')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/limit-${width}-logged-out.png`, fullPage: width < 500 });
  }
  expect(pageErrors).toEqual([]);
});
