import type { APIRequestContext, Page } from '@playwright/test';
import { unitsToDecimalString } from '../src/core/amount/decimal';
import { expect, test } from './fixtures';
import { balance, loginAs, movedBy, nodeSession, signedTxId, tracesOf, uint128, units } from './tradeAccounts';

/**
 * The limit screen against the devnet's `calcormining`: `sybil` (the page's user) places, sees and
 * cancels limit orders and withdraws what fills credited to it; `trent` (a Node wharfkit session)
 * fills one through the contract, and (the page's user in its own test) registers a token the
 * contract does not know with its order. What the page shows is compared with the contract's
 * `orders`, `balances` and `tokens` rows, the history feeds, token balances and the transactions.
 */

const WAX = { contract: 'eosio.token', ticker: 'WAX', precision: 8 };
const TLM = { contract: 'alien.worlds', ticker: 'TLM', precision: 4 };
const AETHER = { contract: 'e.rplanet', ticker: 'AETHER', precision: 4 };
const PATH = '/limit/WAX_eosio.token/TLM_alien.worlds';
const ARTIFACTS = 'e2e/artifacts';

type LimitRow = { id: string | number; owner: string; bid: string; ask: string; initial_bid: string; unit_price: string | number };
type Token = { contract: string; ticker: string; precision: number };

async function limitRows<T>(request: APIRequestContext, query: Record<string, unknown>): Promise<T[]> {
  const res = await request.post('/v1/chain/get_table_rows', { data: { code: 'calcormining', scope: 'calcormining', json: true, limit: 1000, ...query } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: T[] }).rows;
}

async function ordersOf(request: APIRequestContext, owner: string): Promise<LimitRow[]> {
  return limitRows<LimitRow>(request, { table: 'orders', index_position: 2, key_type: 'name', lower_bound: owner, upper_bound: owner });
}
const sybilOrders = (request: APIRequestContext) => ordersOf(request, 'sybil');

/** `get_currency_balance` as nodeos answers it: an empty list when the account has no row of the token. */
async function currencyRows(request: APIRequestContext, account: string, token: Token): Promise<string[]> {
  return (await (await request.post('/v1/chain/get_currency_balance', { data: { code: token.contract, account, symbol: token.ticker } })).json()) as string[];
}

/** What `owner` holds in the contract's `balances` row, slot by slot: `TICKER@contract` → units. */
async function heldIn(request: APIRequestContext, owner: string): Promise<Map<string, bigint>> {
  const rows = await limitRows<{ owner: string; quantities: { quantity: string; contract: string }[] }>(request, {
    table: 'balances',
    key_type: 'name',
    lower_bound: owner,
    upper_bound: owner,
  });
  const held = new Map<string, bigint>();
  for (const { quantity, contract } of rows.find((row) => row.owner === owner)?.quantities ?? []) {
    const [amount = '', ticker = ''] = quantity.split(' ');
    held.set(`${ticker}@${contract}`, units(amount, amount.split('.')[1]?.length ?? 0));
  }
  return held;
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

/** The signing list's actions, as the page lists them before the wallet signs. */
async function listedActions(page: Page, title: string): Promise<string[]> {
  const list = page.getByRole('dialog', { name: title }).getByRole('list', { name: 'Actions of transaction 1' });
  await expect(list).toBeVisible();
  return list.getByRole('listitem').allTextContents();
}

test('sybil places an order, trent fills part of it into sybil’s balance, sybil cancels it (Partial) and withdraws exactly what the chain holds', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PATH);
  await loginAs(page, 'sybil');
  const waxBefore = await balance(request, 'sybil', WAX);
  const hadSlot = (await heldIn(request, 'sybil')).has('TLM@alien.worlds');

  // Place: the ask slot is opened in the same transaction where sybil has none; the chain's row is exactly what the page showed.
  const before = new Set((await sybilOrders(request)).map((row) => String(row.id)));
  const shown = await fillForm(page, '10', '1000');
  await shown.form.getByRole('button', { name: 'Place order' }).click();
  const transfer = 'eosio.token::transfer 10.00000000 WAX → calcormining';
  expect(await listedActions(page, 'Place limit order')).toEqual(hadSlot ? [transfer] : ['calcormining::openbal 4,TLM@alien.worlds', transfer]);
  const placeTx = await signedTxId(page, 'Place limit order');
  await expect.poll(async () => (await sybilOrders(request)).filter((row) => !before.has(String(row.id))).length).toBe(1);
  const first = { ...shown, row: (await sybilOrders(request)).find((item) => !before.has(String(item.id)))! };
  expect((await tracesOf(request, placeTx)).filter((act) => act.account === 'calcormining' && act.name === 'openbal')).toHaveLength(hadSlot ? 0 : 1);
  expect(first.receive).toBe('10000');
  expect(first.row.bid).toBe('10.00000000 WAX');
  expect(first.row.ask).toBe(`${first.receive}.0000 TLM`);
  expect(uint128(first.row.unit_price)).toBe(first.unitPrice);
  expect(await movedBy(request, placeTx, 'sybil', WAX)).toEqual({ sent: 1_000_000_000n, received: 0n });
  expect(await balance(request, 'sybil', WAX)).toBe(waxBefore - 1_000_000_000n);
  expect((await heldIn(request, 'sybil')).get('TLM@alien.worlds')).toBeDefined();
  const orders = page.getByRole('table', { name: 'Open limit orders' });
  const firstRow = orders.locator(`tr[data-order-id="${first.row.id}"]`);
  await expect(firstRow.getByTestId('order-bid')).toHaveText('10.00000000 WAX');
  await expect(firstRow.getByTestId('order-ask')).toHaveText('10,000.0000 TLM');
  await page.screenshot({ path: `${ARTIFACTS}/limit-1440-orders.png` });

  // Trent fills 4000 TLM of it from Node: sybil's wallet is untouched, its slot in the contract is credited.
  const trent = await nodeSession(request, baseURL!, 'trent');
  const tlmBefore = await balance(request, 'sybil', TLM);
  const heldBefore = (await heldIn(request, 'sybil')).get('TLM@alien.worlds')!;
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
  expect(await movedBy(request, fillTx, 'sybil', TLM)).toEqual({ sent: 0n, received: 0n });
  expect(await balance(request, 'sybil', TLM)).toBe(tlmBefore);
  const lastFill = async () => ((await (await request.get('/api/limitlogorderfill', { params: { owner: 'sybil' } })).json()) as Record<string, string>[])[0];
  await expect.poll(async () => String((await lastFill())?.order_id)).toBe(String(first.row.id));
  const apiFill = await lastFill();
  // The record says the order was paid the 4000 TLM trent sent; the slot holds it less the maker fee the record names.
  const paid = units(apiFill!.prev_ask!, 4) - units(apiFill!.new_ask!, 4);
  expect(paid).toBe(40_000_000n);
  const credited = paid - units(String(apiFill!.fee_maker), 4);
  expect((await heldIn(request, 'sybil')).get('TLM@alien.worlds')).toBe(heldBefore + credited);

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Limit order history' });
  const fillRow = history.locator(`tr[data-kind="fill"][data-order-id="${first.row.id}"]`);
  await expect(fillRow.getByTestId('history-got')).toHaveText('4,000.0000 TLM');
  const gaveUnits = units(apiFill!.prev_bid!, 8) - units(apiFill!.new_bid!, 8);
  expect(units((await fillRow.getByTestId('history-gave').textContent()) ?? '', 8)).toBe(gaveUnits);

  // Cancel the part-filled order: the rest of the bid comes back, and the history calls it Partial with what filled of what it bid.
  await page.getByRole('tab', { name: 'Open orders' }).click();
  await firstRow.getByRole('button', { name: 'Cancel' }).click();
  const cancelFirst = await signedTxId(page, 'Cancel order');
  const lastClose = async () => ((await (await request.get('/api/limitlogorderclose', { params: { owner: 'sybil' } })).json()) as Record<string, string>[])[0];
  await expect.poll(async () => String((await lastClose())?.order_id)).toBe(String(first.row.id));
  const apiClose = await lastClose();
  const left = units(apiClose!.bid!, 8);
  expect(await movedBy(request, cancelFirst, 'sybil', WAX)).toEqual({ sent: 0n, received: left });
  expect(left).toBe(1_000_000_000n - gaveUnits);
  await page.getByRole('tab', { name: 'History' }).click();
  const partial = history.locator(`tr[data-kind="close"][data-order-id="${first.row.id}"]`);
  await expect(partial).toHaveAttribute('data-status', 'partial');
  await expect(partial.getByTestId('history-event')).toHaveText('Partial');
  const [filledText, initialText] = ((await partial.getByTestId('history-gave').textContent()) ?? '').split(' / ');
  expect(units(filledText ?? '', 8)).toBe(units(apiClose!.initial_bid!, 8) - left);
  expect(units(initialText ?? '', 8)).toBe(units(apiClose!.initial_bid!, 8));
  expect(units((await partial.getByTestId('history-returned').textContent()) ?? '', 8)).toBe(left);
  await page.screenshot({ path: `${ARTIFACTS}/limit-1440-history.png` });

  // Balances: the page shows exactly the slot the chain holds; Withdraw moves exactly that into the wallet.
  await page.getByRole('tab', { name: 'Balances' }).click();
  const balances = page.getByRole('table', { name: 'Balances in the limit contract' });
  const held = (await heldIn(request, 'sybil')).get('TLM@alien.worlds')!;
  const tlmRow = balances.locator('tr[data-token="TLM@alien.worlds"]');
  expect(units((await tlmRow.getByTestId('limit-balance').textContent()) ?? '', 4)).toBe(held);
  await page.screenshot({ path: `${ARTIFACTS}/limit-1440-balances.png` });
  // The phone stacks the panel under the form; its tables scroll sideways inside it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tlmRow.getByRole('button', { name: 'Withdraw TLM' })).toBeVisible();
  await page.getByRole('region', { name: 'My orders' }).screenshot({ path: `${ARTIFACTS}/limit-390-balances.png` });
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('region', { name: 'My orders' }).screenshot({ path: `${ARTIFACTS}/limit-390-history.png` });
  await page.getByRole('tab', { name: 'Balances' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  const walletBefore = await balance(request, 'sybil', TLM);
  await tlmRow.getByRole('button', { name: 'Withdraw TLM' }).click();
  const withdrawTx = await signedTxId(page, 'Withdraw TLM');
  expect(await movedBy(request, withdrawTx, 'sybil', TLM)).toEqual({ sent: 0n, received: held });
  expect(await balance(request, 'sybil', TLM)).toBe(walletBefore + held);
  expect((await heldIn(request, 'sybil')).get('TLM@alien.worlds')).toBe(0n);
  await expect(tlmRow).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'My orders' }).getByText(/Nothing held in the limit contract/)).toBeVisible();
  // The form's balance of TLM (what it receives) is the chain's.
  await expect.poll(async () => units((await shown.form.getByTestId('receive-balance').textContent()) ?? '', 4)).toBe(await balance(request, 'sybil', TLM));

  // An order asking a token sybil never held (placed from Node, far above the market so the keeper bot leaves it), filled
  // whole by trent with AETHER it buys through the router: Completed; withdrawing it opens sybil's row in the token
  // contract first, sybil paying for it.
  const sybilNode = await nodeSession(request, baseURL!, 'sybil');
  const auth = (actor: string) => [{ actor, permission: 'active' }];
  expect(await currencyRows(request, 'sybil', AETHER)).toEqual([]);
  await sybilNode.transact({
    actions: [
      {
        account: 'calcormining',
        name: 'openbal',
        authorization: auth('sybil'),
        data: { owner: 'sybil', token: { sym: '4,AETHER', contract: AETHER.contract } },
      },
      {
        account: WAX.contract,
        name: 'transfer',
        authorization: auth('sybil'),
        data: { from: 'sybil', to: 'calcormining', quantity: '1.00000000 WAX', memo: `order:200.0000 AETHER@${AETHER.contract}` },
      },
    ],
  });
  const aetherId = (await ordersOf(request, 'sybil')).find((row) => row.ask === '200.0000 AETHER')!.id;
  const [route] = (await (
    await request.get('/api/swapRoutes', {
      params: { token_in: 'WAX_eosio.token', token_out: `AETHER_${AETHER.contract}`, amount_in: '5', slippage: '1', receiver: 'trent', split_max_routes: '1' },
    })
  ).json()) as { actions: { contract: string; to: string; quantity: string; memo: string }[] }[];
  await trent.transact({
    actions: [
      { account: 'swap.we', name: 'madeonwoe', authorization: auth('trent'), data: {} },
      ...route!.actions.map((item) => ({
        account: item.contract,
        name: 'transfer',
        authorization: auth('trent'),
        data: { from: 'trent', to: item.to, quantity: item.quantity, memo: item.memo },
      })),
    ],
  });
  await trent.transact({
    actions: [
      {
        account: AETHER.contract,
        name: 'transfer',
        authorization: auth('trent'),
        data: { from: 'trent', to: 'calcormining', quantity: '200.0000 AETHER', memo: `fill:${aetherId}` },
      },
    ],
  });
  const aetherHeld = (await heldIn(request, 'sybil')).get(`AETHER@${AETHER.contract}`)!;
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('tab', { name: 'Balances' }).click();
  const aetherRow = balances.locator(`tr[data-token="AETHER@${AETHER.contract}"]`);
  expect(units((await aetherRow.getByTestId('limit-balance').textContent()) ?? '', 4)).toBe(aetherHeld);
  await aetherRow.getByRole('button', { name: 'Withdraw AETHER' }).click();
  const withdrawAetherText = `calcormining::withdraw ${unitsToDecimalString(aetherHeld, 4)} AETHER`;
  expect(await listedActions(page, 'Withdraw AETHER')).toEqual([`${AETHER.contract}::open 4,AETHER for sybil`, withdrawAetherText]);
  const aetherTx = await signedTxId(page, 'Withdraw AETHER');
  expect((await tracesOf(request, aetherTx)).map((act) => `${act.account}::${act.name}`)).toEqual([
    `${AETHER.contract}::open`,
    'calcormining::withdraw',
    `${AETHER.contract}::transfer`,
  ]);
  expect(await balance(request, 'sybil', AETHER)).toBe(aetherHeld);
  expect((await heldIn(request, 'sybil')).get(`AETHER@${AETHER.contract}`)).toBe(0n);
  await page.getByRole('tab', { name: 'History' }).click();
  const completed = history.locator(`tr[data-kind="close"][data-order-id="${aetherId}"]`);
  await expect(completed).toHaveAttribute('data-status', 'completed');
  await expect(completed.getByTestId('history-event')).toHaveText('Completed');

  // Place a second order and cancel it untouched: gone from the chain and the list, the bid back exactly, Cancelled.
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
  const cancelled = history.locator(`tr[data-kind="close"][data-order-id="${second.row.id}"]`);
  await expect(cancelled).toHaveAttribute('data-status', 'cancelled');
  await expect(cancelled.getByTestId('history-event')).toHaveText('Cancelled');
  expect(pageErrors).toEqual([]);
});

test('trent orders a token the contract does not know: addtoken, openbal and the order in one transaction', async ({ page, request, pageErrors }) => {
  test.setTimeout(90_000);
  const registered = await limitRows<{ token: { sym: string; contract: string } }>(request, { table: 'tokens' });
  const known = new Set(registered.map((row) => `${row.token.sym.split(',')[1]}@${row.token.contract}`));
  const listed = (await (await request.get('/api/tokens/')).json()) as {
    contract: string;
    symbol: { ticker: string; precision: number };
    is_lptoken: boolean;
    in_pool: unknown[];
    wax_price: number;
  }[];
  const fresh = listed.find((row) => !row.is_lptoken && row.in_pool.length > 0 && !known.has(`${row.symbol.ticker}@${row.contract}`));
  expect(fresh, 'the small world has a token calcormining does not know').toBeDefined();
  const token: Token = { contract: fresh!.contract, ticker: fresh!.symbol.ticker, precision: fresh!.symbol.precision };
  const symbol = `${token.precision},${token.ticker}@${token.contract}`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/limit/WAX_eosio.token/${token.ticker}_${token.contract}`);
  await loginAs(page, 'trent');
  const form = page.getByRole('form', { name: 'Limit order form' });
  const notice = form.getByText(`${token.ticker} is new to the limit contract: your order registers it in the same transaction.`);
  await expect(notice).toBeVisible();
  const before = new Set((await ordersOf(request, 'trent')).map((row) => String(row.id)));
  // Ten times what the market gives, so the keeper bot leaves the order on the book.
  const price = String(Math.ceil(10 / fresh!.wax_price));
  const shown = await fillForm(page, '2', price);
  await form.getByRole('button', { name: 'Place order' }).click();
  expect(await listedActions(page, 'Place limit order')).toEqual([
    `calcormining::addtoken ${symbol}`,
    `calcormining::openbal ${symbol}`,
    'eosio.token::transfer 2.00000000 WAX → calcormining',
  ]);
  await page.screenshot({ path: `${ARTIFACTS}/limit-1440-new-token.png` });
  const txId = await signedTxId(page, 'Place limit order');
  const top = (await tracesOf(request, txId)).filter((act) => ['addtoken', 'openbal', 'transfer'].includes(act.name) && act.data.from !== 'calcormining');
  expect(top.map((act) => `${act.account}::${act.name}`)).toEqual(['calcormining::addtoken', 'calcormining::openbal', 'eosio.token::transfer']);

  // The chain now knows the token, trent holds a zero slot of it, and the order asks exactly what the page showed.
  const after = await limitRows<{ token: { sym: string; contract: string } }>(request, { table: 'tokens' });
  expect(after.map((row) => `${row.token.sym}@${row.token.contract}`)).toContain(symbol);
  expect((await heldIn(request, 'trent')).get(`${token.ticker}@${token.contract}`)).toBe(0n);
  const row = (await ordersOf(request, 'trent')).find((item) => !before.has(String(item.id)))!;
  expect(row.bid).toBe('2.00000000 WAX');
  expect(units(row.ask.split(' ')[0]!, token.precision)).toBe(units(shown.receive, token.precision));
  await expect(page.getByRole('table', { name: 'Open limit orders' }).locator(`tr[data-order-id="${row.id}"]`)).toBeVisible();
  await expect(notice).toHaveCount(0);
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
