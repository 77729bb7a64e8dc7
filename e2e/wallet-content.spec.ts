/**
 * The wallet page's content tabs end to end (issue 18 items 3–5 and 7): every balance exactly as the
 * chain's get_currency_balance, hidden assets kept across reloads, the trade history's CSV holding
 * exactly the rows the list shows, named wallet lists, v3 positions valued exactly as the reference
 * maths over the chain's rows, and ivan cancelling his own orders. Only ivan signs here; alice's page
 * is read logged out, or logged in without signing.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { formatUnits } from '../src/core/format';
import { parseCsv } from '../src/core/csv';
import { encodePlaceOrder } from '../src/core/actions/orderbook';
import { makeAmount } from '../src/core/amount';
import { positionAmountsAndFees, type PoolState } from '../src/core/v3';
import { readPositionRecord, readTickRow } from '../src/core/walletPositions';
import { readExtendedAsset, readInt, readObject, readUint128 } from '../src/core/actions/json';
import { expect, test } from './fixtures';
import { expectRowsUnderHeaders } from './tableLayout';
import { chainBalance, loginAsDemo, nodeSession, units, wholePage } from './demoSession';
import { dataTableRoot, expectListBudgets, installListsProbe, listsPrepared, traceList } from './listsTrace';

const ARTIFACTS = 'e2e/artifacts';
type ApiToken = { contract: string; symbol: { ticker: string; precision: number } };

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
/** The body rows drawn (a virtualised table draws the rows in view). */
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr[aria-rowindex]');
const cellTexts = async (page: Page, name: string) =>
  bodyRows(page, name).evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));

/** Every non-zero balance `account` holds among the service's tokens, asked of the chain token by token. */
async function heldOnChain(request: APIRequestContext, account: string): Promise<Map<string, string>> {
  const tokens = (await (await request.get('/api/tokens/')).json()) as ApiToken[];
  const held = new Map<string, string>();
  await Promise.all(
    tokens.map(async ({ contract, symbol }) => {
      const balance = await chainBalance(request, contract, account, symbol.ticker);
      if (balance !== null && units(balance, symbol.precision) > 0n) held.set(`${symbol.ticker}@${contract}`, balance.split(' ')[0] ?? '');
    }),
  );
  return held;
}

test('alice: every balance she holds shows exactly what get_currency_balance answers (read-only)', async ({ page, request, pageErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Other specs trade as alice on the same chain: compare page and chain at one moment, retrying if a transaction landed between.
  await expect(async () => {
    await page.goto('/wallet/alice');
    await expect(table(page, 'Tokens')).toHaveAttribute('aria-busy', 'false');
    const shown = new Map<string, string>();
    const rows = await bodyRows(page, 'Tokens').evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('.wallet-token__ticker')?.textContent, ...[...tr.querySelectorAll('td')].slice(1, 3).map((td) => td.textContent)]),
    );
    for (const [ticker, contract, amount] of rows) shown.set(`${ticker}@${contract}`, (amount ?? '').replaceAll(',', ''));
    await page.getByRole('button', { name: 'LP tokens' }).click();
    await expect(page.getByText('No LP tokens: this account provides no v2 liquidity.')).toBeVisible();
    const held = await heldOnChain(request, 'alice');
    expect(held.size).toBeGreaterThan(3);
    expect(shown).toEqual(held);
  }).toPass({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Tokens', exact: true }).click();
  await expect(page.getByTestId('wallet-total-wax')).toHaveText(/^[\d.,]+[KMBT]?$/);
  await expect(page.getByTestId('wallet-total-usd')).toHaveText(/^\$[\d,]+\.\d{3}$/);
  await wholePage(page, `${ARTIFACTS}/wallet-tokens-desktop.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await wholePage(page, `${ARTIFACTS}/wallet-tokens-phone.png`);
  expect(pageErrors).toEqual([]);
});

test('alice, signed in without signing: a hidden asset leaves the list and stays hidden after a reload until shown again', async ({
  page,
  request,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsDemo(page, request, 'alice');
  await page.goto('/wallet/alice');
  await expect(table(page, 'Tokens').getByRole('cell', { name: 'token.nefty' })).toBeVisible();
  await wholePage(page, `${ARTIFACTS}/wallet-tokens-own-desktop.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await wholePage(page, `${ARTIFACTS}/wallet-tokens-own-phone.png`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Hide NEFTY' }).click();
  await expect(table(page, 'Tokens').getByRole('cell', { name: 'token.nefty' })).toHaveCount(0);
  await page.reload();
  await expect(table(page, 'Tokens').getByRole('cell', { name: 'alien.worlds' })).toBeVisible();
  await expect(table(page, 'Tokens').getByRole('cell', { name: 'token.nefty' })).toHaveCount(0);
  await page.getByLabel('Show hidden (1)').check();
  await page.getByRole('button', { name: 'Show NEFTY' }).click();
  await expect(table(page, 'Tokens').getByRole('cell', { name: 'token.nefty' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

type ApiTrade = {
  maker: string;
  amount_in: string;
  amount_out: string;
  code_in: string;
  code_out: string;
  contract_in: string;
  contract_out: string;
  wax_value: number | null;
  trx_id: string;
};

test("the trade history's CSV holds exactly the rows the list shows, amounts to the last digit", async ({ page, request, pageErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The busiest wallet of the newest trades, and all its trades as the service answers them.
  const recent = (await (await request.get('/api/trades?limit=1000')).json()) as ApiTrade[];
  const counts = new Map<string, number>();
  for (const trade of recent) counts.set(trade.maker, (counts.get(trade.maker) ?? 0) + 1);
  const maker = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const tradesOf = async () => (await (await request.post('/api/trades', { data: { wallet: maker, limit: 1000 } })).json()) as ApiTrade[];
  const before = await tradesOf();
  expect(before.length).toBeGreaterThan(20);

  await page.goto(`/wallet/${maker}#trade_history`);
  await expect(page.getByText('20 trades loaded')).toBeVisible();
  await expect(table(page, 'Trades')).toHaveAttribute('aria-rowcount', '21');
  await page.getByRole('button', { name: 'Load more' }).click();
  // The bots may trade for this wallet meanwhile: the page pages back from its first page, so it
  // holds every trade up to that page's newest — the service's oldest `loaded` trades now.
  const status = page.getByText(/trades loaded — all of them/);
  await expect(status).toBeVisible();
  const loaded = Number(((await status.textContent()) ?? '').replace(/[^0-9]/g, ''));
  expect(loaded).toBeGreaterThanOrEqual(before.length);
  const newestFirst = await tradesOf();
  const all = newestFirst.slice(newestFirst.length - loaded);
  expect(all.length).toBe(loaded);
  await wholePage(page, `${ARTIFACTS}/wallet-trades-desktop.png`);

  // Hide small trades and search: the worker filters what was loaded; the CSV follows.
  await page.getByLabel('Hide small trades (< 1 WAX)').check();
  await page.getByRole('searchbox', { name: 'Search loaded trades' }).fill('WAX');
  const matches = (trade: ApiTrade) =>
    (trade.wax_value === null || trade.wax_value >= 1) &&
    [trade.code_in, trade.contract_in, trade.code_out, trade.contract_out, trade.maker].some((text) => text.toLowerCase().includes('wax'));
  const expected = all.filter(matches);
  await expect(table(page, 'Trades')).toHaveAttribute('aria-rowcount', String(expected.length + 1));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`trades-${maker}.csv`);
  const records = parseCsv(await readFile((await download.path()) ?? '', 'utf8'));
  const [header, ...rows] = records;
  expect(header).toEqual([
    'time',
    'account',
    'exchange',
    'type',
    'pair',
    'side',
    'sold_amount',
    'sold_token',
    'sold_contract',
    'bought_amount',
    'bought_token',
    'bought_contract',
    'price',
    'value_wax',
    'value_usd',
    'trx_id',
  ]);
  await expect(page.getByRole('status').filter({ hasText: `Exported ${expected.length.toLocaleString('en-US')} trades.` })).toBeVisible();
  // Exactly the service's rows that pass the filters, newest first, every amount as the chain wrote it.
  expect(rows.map((row) => [row[15], row[6], row[7], row[9], row[10]])).toEqual(
    expected.map((trade) => [trade.trx_id, trade.amount_in, trade.code_in, trade.amount_out, trade.code_out]),
  );
  // And the rows drawn are the CSV's, in the same order.
  const drawn = await cellTexts(page, 'Trades');
  expect(drawn.length).toBeGreaterThan(5);
  expect(drawn.map((cells) => [cells[4]?.replaceAll(',', ''), cells[5]?.replaceAll(',', '')])).toEqual(
    rows.slice(0, drawn.length).map((row) => [`${row[6]} ${row[7]}`, `${row[9]} ${row[10]}`]),
  );
  expect(pageErrors).toEqual([]);
});

test('named wallet lists are saved, kept across reloads, and loaded into the filter as `wallets`', async ({ page, request, pageErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const recent = (await (await request.get('/api/trades?limit=200')).json()) as ApiTrade[];
  const [first, second] = [...new Set(recent.map((trade) => trade.maker))];
  await page.goto(`/wallet/${first}#trade_history`);
  await expect(page.getByText(/trades loaded/)).toBeVisible();
  await page.getByRole('button', { name: 'Lists' }).click();
  const modal = page.getByRole('dialog', { name: 'Wallet lists' });
  await expect(modal.getByText('No saved lists yet.')).toBeVisible();
  await modal.getByLabel('Save these wallets as').fill('Two traders');
  await modal.getByLabel('Wallets', { exact: true }).fill(`${first}, Bad`);
  await modal.getByRole('button', { name: 'Save list' }).click();
  await expect(modal.getByRole('alert')).toHaveText(/"Bad" is not an account name/);
  await modal.getByLabel('Wallets', { exact: true }).fill(`${first}, ${second}`);
  await modal.getByRole('button', { name: 'Save list' }).click();
  await expect(modal.getByRole('list', { name: 'Saved wallet lists' }).getByText('Two traders')).toBeVisible();
  await wholePage(page, `${ARTIFACTS}/wallet-lists-desktop.png`);

  await page.reload();
  await page.getByRole('button', { name: 'Lists' }).click();
  const asked = page.waitForRequest((req) => req.url().endsWith('/api/trades') && req.method() === 'POST' && (req.postData() ?? '').includes('"wallets"'));
  await page.getByRole('dialog', { name: 'Wallet lists' }).getByRole('button', { name: 'Load' }).click();
  expect(JSON.parse((await asked).postData() ?? '{}')).toEqual({ wallets: [first, second], limit: 20 });
  await expect(page.getByLabel('Wallets', { exact: true })).toHaveValue(`${first}, ${second}`);
  await expect(table(page, 'Trades').getByRole('columnheader', { name: /Account/ })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** The chain's rows of a swap.alcor pool, its ticks and one position, and what the bigint reference says the position holds. */
async function referencePosition(request: APIRequestContext, poolId: number, positionId: number) {
  const rows = async (table: string, scope: string) =>
    (
      (await (await request.post('/v1/chain/get_table_rows', { data: { code: 'swap.alcor', scope, table, json: true, limit: 1000 } })).json()) as {
        rows: Record<string, unknown>[];
      }
    ).rows;
  const poolRow = (await rows('pools', 'swap.alcor')).find((row) => Number(row.id) === poolId) ?? {};
  const slot = readObject(poolRow.currSlot, 'currSlot');
  const tokenA = readExtendedAsset(poolRow.tokenA, 'tokenA');
  const tokenB = readExtendedAsset(poolRow.tokenB, 'tokenB');
  const pool: PoolState = {
    sqrtPriceX64: readUint128(slot.sqrtPriceX64, 'sqrtPriceX64'),
    tick: readInt(slot.tick, 'tick', -(2 ** 31), 2 ** 31),
    liquidity: readUint128(poolRow.liquidity, 'liquidity'),
    fee: Number(poolRow.fee),
    tickSpacing: Number(poolRow.tickSpacing),
    feeGrowthGlobalAX64: readUint128(poolRow.feeGrowthGlobalAX64, 'feeGrowthGlobalAX64'),
    feeGrowthGlobalBX64: readUint128(poolRow.feeGrowthGlobalBX64, 'feeGrowthGlobalBX64'),
    ticks: (await rows('ticks', String(poolId))).map(readTickRow).sort((a, b) => a.index - b.index),
  };
  const positionRow = (await rows('positions', String(poolId))).find((row) => Number(row.id) === positionId);
  const record = readPositionRecord({ ...positionRow, scope: String(poolId) });
  const value = positionAmountsAndFees(pool, record.state);
  const text = (unitsValue: bigint, token: { ticker: string; amount: { precision: number } }) =>
    `${formatUnits(unitsValue, token.amount.precision, token.amount.precision)} ${token.ticker}`;
  return {
    inRange: pool.tick >= record.row.tickLower && pool.tick < record.row.tickUpper,
    amounts: `${text(value.amountA, tokenA)}${text(value.amountB, tokenB)}`,
    fees: `${text(value.feesA, tokenA)}${text(value.feesB, tokenB)}`,
  };
}

test('v3 positions: each shows exactly what the reference maths computes from the chain rows, with its range and link', async ({
  page,
  request,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const mapped = (await (await request.get('/api/get_mapped_rows/alcorlpmaker/swap.alcor/positions')).json()) as {
    'swap.alcor': { positions: { id: number; scope: string }[] };
  };
  const positions = mapped['swap.alcor'].positions;
  await page.goto('/wallet/alcorlpmaker#open_positions');
  await expect(page.getByRole('button', { name: `Pool positions (${positions.length})` })).toBeVisible();
  await expect(table(page, 'Pool positions')).toHaveAttribute('aria-rowcount', String(positions.length + 1));
  await wholePage(page, `${ARTIFACTS}/wallet-positions-desktop.png`);

  // Three positions of pool 0 (full range, narrow, out of range at seeding), found by their manage links across the pages.
  // The page's figures are read once, between two reads of the chain, and must be exactly one of them
  // (a swap in between moves the pool once).
  for (const id of [0, 1, 4]) {
    await expect(async () => {
      const before = await referencePosition(request, 0, id);
      await page.reload();
      await expect(table(page, 'Pool positions')).toHaveAttribute('aria-rowcount', String(positions.length + 1));
      await expect(table(page, 'Pool positions')).toHaveAttribute('aria-busy', 'false');
      // The rows reorder as the bots move other pools' prices: a position can move past the pages
      // turned. Then the last page ends the turning and the attempt (a click on the disabled Next
      // page waited until the 45 s ran out), and the next attempt starts from a reload.
      const link = page.locator(`a[href="/liquidity/manage/alcorv2/0?position=${id}"]`).first();
      const next = page.getByRole('button', { name: 'Next page' });
      while (!(await link.isVisible()) && (await next.isEnabled())) {
        await next.click();
        await expect(table(page, 'Pool positions')).toHaveAttribute('aria-busy', 'false');
      }
      await expect(link).toBeVisible({ timeout: 1_000 });
      const cells = page.locator('tbody tr').filter({ has: link }).locator('td');
      await expect(cells.nth(2)).toHaveText(/\d/);
      const shown = {
        inRange: (await cells.nth(1).textContent())?.includes('In range') ?? false,
        amounts: await cells.nth(2).textContent(),
        fees: await cells.nth(3).textContent(),
      };
      const after = await referencePosition(request, 0, id);
      expect([before, after]).toContainEqual(shown);
    }).toPass({ timeout: 45_000 });
  }
  // The full-range position reads 0 – ∞ (SPEC §3).
  await page.getByRole('combobox', { name: 'Range' }).selectOption('in');
  await expect(table(page, 'Pool positions').getByText('0 – ∞').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await wholePage(page, `${ARTIFACTS}/wallet-positions-phone.png`);
  expect(pageErrors).toEqual([]);
});

test('ivan cancels his own orders: one at once, two after a confirmation; the chain returns exactly what they held', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const NEFTY = { ticker: 'NEFTY', contract: 'token.nefty' };
  const before = units((await chainBalance(request, NEFTY.contract, 'ivan', NEFTY.ticker)) ?? '0', 8);
  // Three sell orders far above the book's asks, so none fills while the test runs.
  const session = await nodeSession(request, baseURL as string, 'ivan');
  const authorization = [{ actor: 'ivan', permission: 'active' }];
  await session.transact({
    actions: ['0.50000000', '0.60000000', '0.70000000'].map((wax) => ({
      ...encodePlaceOrder({
        owner: 'ivan',
        give: { ...NEFTY, amount: makeAmount(10n ** 8n, 8) },
        ask: { ticker: 'WAX', contract: 'eosio.token', amount: makeAmount(units(wax, 8), 8) },
      }),
      authorization,
    })),
  });
  expect(units((await chainBalance(request, NEFTY.contract, 'ivan', NEFTY.ticker)) ?? '0', 8)).toBe(before - 3n * 10n ** 8n);

  // Logged out, the orders show without a way to cancel them.
  await page.goto('/wallet/ivan#open_positions');
  await expect(page.getByRole('button', { name: 'Open orders (3)' })).toBeVisible();
  await expect(table(page, 'Open orders')).toHaveAttribute('aria-rowcount', '4');
  await expect(table(page, 'Open orders').getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  await loginAsDemo(page, request, 'ivan');
  await page.goto('/wallet/ivan#open_positions');
  const orders = table(page, 'Open orders');
  await expect(orders.getByRole('cell', { name: '1.00000000 NEFTY' })).toHaveCount(3);
  await orders.getByRole('button', { name: 'Cancel the sell order of NEFTY/WAX at 0.70000000' }).click();
  const single = page.getByRole('dialog', { name: 'Cancel order', exact: true });
  await expect(single.getByRole('link', { name: /View on explorer/ })).toBeVisible({ timeout: 20_000 });
  await single.getByRole('button', { name: 'Close dialog' }).click();
  await expect(page.getByRole('button', { name: 'Open orders (2)' })).toBeVisible({ timeout: 15_000 });

  await orders.getByRole('checkbox', { name: /0\.50000000/ }).check();
  await orders.getByRole('checkbox', { name: /0\.60000000/ }).check();
  await page.getByRole('button', { name: 'Cancel selected (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel 2 orders?' });
  await expect(confirm).toContainText('Cancelling cannot be reversed');
  await expect(confirm.getByRole('listitem')).toHaveCount(2);
  await wholePage(page, `${ARTIFACTS}/wallet-cancel-confirm-desktop.png`);
  await confirm.getByRole('button', { name: 'Cancel 2 orders' }).click();
  const signing = page.getByRole('dialog', { name: 'Cancel 2 orders', exact: true });
  await expect(signing.getByRole('link', { name: /View on explorer/ })).toBeVisible({ timeout: 20_000 });
  await signing.getByRole('button', { name: 'Close dialog' }).click();

  await expect(page.getByText('No open orders on the order books or the limit contract.')).toBeVisible({ timeout: 15_000 });
  const left = (await (await request.get('/api/get_mapped_rows/ivan/alcordexmain')).json()) as { alcordexmain: { sellorder: unknown[] } };
  expect(left.alcordexmain.sellorder).toEqual([]);
  expect(units((await chainBalance(request, NEFTY.contract, 'ivan', NEFTY.ticker)) ?? '0', 8)).toBe(before);
  expect(pageErrors).toEqual([]);
});

test('phone layouts of the trade history, open orders and LP tokens', async ({ page, request, pageErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const recent = (await (await request.get('/api/trades?limit=50')).json()) as ApiTrade[];
  await page.goto(`/wallet/${recent[0]?.maker ?? 'alice'}#trade_history`);
  await expect(page.getByText(/trades loaded/)).toBeVisible();
  await expectRowsUnderHeaders(table(page, 'Trades'));
  await wholePage(page, `${ARTIFACTS}/wallet-trades-phone.png`);
  await page.goto('/wallet/marketmaker1#open_positions');
  await expect(table(page, 'Open orders')).toBeVisible();
  await wholePage(page, `${ARTIFACTS}/wallet-orders-phone.png`);
  // LP tokens valued from their pools, and the v2 positions they stand for.
  await page.goto('/wallet/poolprovider');
  await page.getByRole('button', { name: 'LP tokens' }).click();
  await expect(table(page, 'LP tokens').getByText('Defibox WAX/TLM')).toBeVisible();
  await wholePage(page, `${ARTIFACTS}/wallet-lptokens-phone.png`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await wholePage(page, `${ARTIFACTS}/wallet-lptokens-desktop.png`);
  expect(pageErrors).toEqual([]);
});

test('@perf the trade history of 50 wallets, loaded page by page: views and a scroll end to end at 4× (figures printed)', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const recent = (await (await request.get('/api/trades?limit=1000')).json()) as ApiTrade[];
  const wallets = [...new Set(recent.map((trade) => trade.maker))].slice(0, 50);
  await installListsProbe(page);
  await page.goto(`/wallet/${wallets[0]}#trade_history`);
  await page.getByLabel('Wallets', { exact: true }).fill(wallets.join(', '));
  await page.getByRole('button', { name: 'Show trades' }).click();
  await expect(page.getByText('20 trades loaded')).toBeVisible();
  for (let i = 0; i < 6 && (await page.getByRole('button', { name: 'Load more' }).isVisible()); i++) {
    const before = await table(page, 'Trades').getAttribute('aria-rowcount');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(table(page, 'Trades')).not.toHaveAttribute('aria-rowcount', before ?? '');
  }
  const list = dataTableRoot(page, 'Trades');
  await expect(list).toHaveAttribute('data-list-phase', 'ready');
  // Leave the worker its idle-time preparation, as a user reading the first rows would.
  await listsPrepared(page);
  const { report, figures } = await traceList(page, list, { sortClicks: ['Value (WAX)', 'Price', 'Time'], search: { selector: '#trade-search', text: 'TLM' } });
  console.log(report);
  expectListBudgets(figures, { steadyScroll: true });
  test.info().annotations.push({ type: 'trade history trace', description: report });
});
