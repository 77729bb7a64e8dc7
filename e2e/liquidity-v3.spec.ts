import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs, movedBy, nodeSession, signedTxId, tracesOf, uint128, units } from './tradeAccounts';

/**
 * Concentrated liquidity on `swap.alcor` (alcorv2): `olivia` opens a position on the seeded WAX/USDT
 * 0.05 % pool, halves it and collects its fees through the page; what the page showed is compared with
 * the chain's `positions` row and with what each transaction moved to and from olivia.
 */

const WAX = { contract: 'eosio.token', ticker: 'WAX', precision: 8 };
const USDT = { contract: 'usdt.alcor', ticker: 'USDT', precision: 4 };
// The 0.05 % tier: the wallet spec reads alcorlpmaker's positions in pool 0 (0.3 %) while this one runs.
const POOL_ID = 1;
const ARTIFACTS = 'e2e/artifacts';

type PositionRow = { id: number; owner: string; tickLower: number; tickUpper: number; liquidity: string; feesA: string | number; feesB: string | number };

async function oliviaPositions(request: APIRequestContext): Promise<PositionRow[]> {
  const res = await request.post('/v1/chain/get_table_rows', {
    data: { code: 'swap.alcor', scope: String(POOL_ID), table: 'positions', json: true, limit: 1000 },
  });
  return ((await res.json()) as { rows: PositionRow[] }).rows.filter((row) => row.owner === 'olivia');
}

/** Chooses a token with the shared pair selector (the swap screen's token modal). */
async function pickToken(page: Page, side: 'First token' | 'Second token', ticker: string, contract: string) {
  await page.getByRole('button', { name: new RegExp(side) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill(ticker);
  await dialog.getByRole('button', { name: new RegExp(`^${ticker} \\(${contract.replace('.', '\\.')}\\)`) }).click();
  await expect(dialog).toHaveCount(0);
}

async function choosePair(page: Page) {
  await pickToken(page, 'First token', 'WAX', 'eosio.token');
  await pickToken(page, 'Second token', 'USDT', 'usdt.alcor');
  await page.getByRole('radio', { name: '0.05%' }).check();
  await expect(page.getByTestId('v3-range-ticks')).toBeVisible();
}

/**
 * Clicks `button` until the signing list opens: the page re-reads the pool's price from the chain before
 * signing and, when a bot's swap moved it, shows the new amounts instead (read again by `read`).
 */
async function signAtShownPrice<T>(page: Page, button: string, title: string, read: () => Promise<T>): Promise<{ shown: T; txId: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const shown = await read();
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    const moved = page.getByRole('alert').filter({ hasText: "The pool's price moved" });
    await expect(dialog.or(moved)).toBeVisible({ timeout: 20_000 });
    if (await dialog.isVisible()) return { shown, txId: await signedTxId(page, title) };
  }
  throw new Error(`the price kept moving under "${button}"`);
}

const testText = async (page: Page, id: string) => (await page.getByTestId(id).first().textContent()) ?? '';

test('logged out: the pool, its range and chart show; the deposit asks to connect', async ({ page, pageErrors }) => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/liquidity/add');
    await choosePair(page);
    await expect(page.getByTestId('v3-price')).toContainText('1 WAX =');
    await expect(page.getByRole('img', { name: 'Liquidity by price' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deposit' })).toContainText('Connect a wallet to add liquidity.');
    await page.screenshot({ path: `${ARTIFACTS}/liquidity-v3-${width}-logged-out.png`, fullPage: width < 500 });
  }
  expect(pageErrors).toEqual([]);
});

test('olivia opens a position in range, removes half and collects fees, exactly as the page said', async ({ page, request, baseURL, pageErrors }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/liquidity/add');
  await loginAs(page, 'olivia');
  // The deposit slippage setting drives addliquid's minimums.
  await page.getByRole('button', { name: /^Liquidity settings/ }).click();
  const settings = page.getByRole('dialog', { name: 'Liquidity settings' });
  await settings.getByRole('button', { name: '1%', exact: true }).click();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('liquidity-slippage')).toHaveText('1%');
  await choosePair(page);
  const tenPercent = await testText(page, 'v3-range-ticks');
  await page.getByRole('button', { name: '±5%' }).click();
  await expect(page.getByTestId('v3-range-ticks')).not.toHaveText(tenPercent);
  await page.getByRole('textbox', { name: 'WAX amount' }).fill('100');
  await expect(page.getByTestId('v3-cost')).toBeVisible();
  const ticks = /Ticks (-?\d+) to (-?\d+)/.exec(await testText(page, 'v3-range-ticks'))!;
  const [tickLower, tickUpper] = [Number(ticks[1]), Number(ticks[2])];
  await expect(page.getByRole('textbox', { name: 'USDT amount' })).not.toHaveValue('');
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-v3-1440-add.png` });

  // addliquid adds to olivia's position on the same range when she has one (a re-run on a kept devnet).
  const before = new Map((await oliviaPositions(request)).map((row) => [row.id, uint128(row.liquidity)]));
  const added = await signAtShownPrice(page, 'Add liquidity', 'Add liquidity', async () => ({
    a: units(await testText(page, 'v3-cost-a'), WAX.precision),
    b: units(await testText(page, 'v3-cost-b'), USDT.precision),
    liquidity: BigInt(await testText(page, 'v3-mint-liquidity')),
    minA: units(await testText(page, 'v3-min-a'), WAX.precision),
    minB: units(await testText(page, 'v3-min-b'), USDT.precision),
  }));
  const { a: shownA, b: shownB, liquidity: shownLiquidity } = added.shown;
  expect(shownA > 0n && shownB > 0n).toBe(true);
  expect([added.shown.minA, added.shown.minB]).toEqual([(shownA * 9900n) / 10000n, (shownB * 9900n) / 10000n]);
  const addTx = added.txId;
  const addliquid = (await tracesOf(request, addTx)).find((act) => act.account === 'swap.alcor' && act.name === 'addliquid')!;
  expect([units(String(addliquid.data.tokenAMin), WAX.precision), units(String(addliquid.data.tokenBMin), USDT.precision)]).toEqual([
    added.shown.minA,
    added.shown.minB,
  ]);
  const opened = (await oliviaPositions(request)).find((row) => row.tickLower === tickLower && row.tickUpper === tickUpper);
  expect(opened).toBeDefined();
  const total = uint128(opened!.liquidity);
  expect(total - (before.get(opened!.id) ?? 0n)).toBe(shownLiquidity);
  const movedWax = await movedBy(request, addTx, 'olivia', WAX);
  const movedUsdt = await movedBy(request, addTx, 'olivia', USDT);
  expect(movedWax.sent - movedWax.received).toBe(shownA);
  expect(movedUsdt.sent - movedUsdt.received).toBe(shownB);

  // The wallet's link names the pool and the position.
  await page.goto(`/liquidity/manage/alcorv2/${POOL_ID}?position=${opened!.id}`);
  await expect(page.getByTestId('v3-position-liquidity')).toHaveText(total.toString());
  await expect(page.getByTestId('v3-range-ticks')).toHaveText(`Ticks ${tickLower} to ${tickUpper}`);
  await page.getByRole('button', { name: '50%', exact: true }).click();
  await expect(page.getByTestId('v3-receive-a')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-v3-1440-manage.png` });
  const removed = await signAtShownPrice(page, 'Remove 50%', 'Remove liquidity', async () => ({
    a: units(await testText(page, 'v3-receive-a'), WAX.precision),
    b: units(await testText(page, 'v3-receive-b'), USDT.precision),
  }));
  const { a: receiveA, b: receiveB } = removed.shown;
  const removeTx = removed.txId;
  expect((await movedBy(request, removeTx, 'olivia', WAX)).received).toBe(receiveA);
  expect((await movedBy(request, removeTx, 'olivia', USDT)).received).toBe(receiveB);
  const halved = (await oliviaPositions(request)).find((row) => row.id === opened!.id)!;
  expect(uint128(halved.liquidity)).toBe(total - total / 2n);

  // Swaps through the pool (olivia from Node, and the devnet's traders) earn the position fees.
  const session = await nodeSession(request, baseURL!, 'olivia');
  await session.transact({
    actions: [
      {
        account: USDT.contract,
        name: 'transfer',
        authorization: [{ actor: 'olivia', permission: 'active' }],
        data: { from: 'olivia', to: 'swap.alcor', quantity: '200.0000 USDT', memo: `swapexactin#${POOL_ID}#olivia#0.00000000 WAX@eosio.token#0` },
      },
    ],
  });
  // The pools list follows the chain within moments: reload until the position's fees show.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByTestId('v3-fees-b')).toBeVisible();
        // Any fee: a small position's share of one swap's fee may round to 0 in one of the tokens.
        return units(await testText(page, 'v3-fees-a'), WAX.precision) + units(await testText(page, 'v3-fees-b'), USDT.precision);
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0n);
  await page.getByRole('tab', { name: 'Fees' }).click();
  const feesA = units(await testText(page, 'v3-fees-a'), WAX.precision);
  const feesB = units(await testText(page, 'v3-fees-b'), USDT.precision);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-v3-390-manage.png`, fullPage: true });
  await page.getByRole('button', { name: 'Collect fees' }).click();
  const collectTx = await signedTxId(page, 'Collect fees');
  expect((await movedBy(request, collectTx, 'olivia', WAX)).received).toBe(feesA);
  expect((await movedBy(request, collectTx, 'olivia', USDT)).received).toBe(feesB);
  expect(pageErrors).toEqual([]);
});

type ChainPool = {
  id: number;
  tokenA: { quantity: string; contract: string };
  tokenB: { quantity: string; contract: string };
  fee: number;
  currSlot: { sqrtPriceX64: string };
};

async function chainPools(request: APIRequestContext): Promise<ChainPool[]> {
  const res = await request.post('/v1/chain/get_table_rows', { data: { code: 'swap.alcor', scope: 'swap.alcor', table: 'pools', json: true, limit: 1000 } });
  return ((await res.json()) as { rows: ChainPool[] }).rows;
}

const tickerOf = (quantity: string) => quantity.split(' ')[1]!;

/** ⌊√n⌋. */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const next = (x + n / x) >> 1n;
    if (next >= x) return x;
    x = next;
  }
}

test('olivia creates a missing fee tier’s pool at a starting price the best route suggests, and deposits in the same transaction', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // A pair of olivia's tokens and a tier without a pool (the contract's token order: WAX before USDT, TLM before WAX).
  const pools = await chainPools(request);
  const candidates = [
    [WAX, USDT],
    [{ contract: 'token.nefty', ticker: 'NEFTY', precision: 8 }, USDT],
    [{ contract: 'alien.worlds', ticker: 'TLM', precision: 4 }, USDT],
  ] as const;
  const choice = candidates
    .flatMap(([a, b]) => [500, 3000, 10000].map((fee) => ({ a, b, fee })))
    .find(
      ({ a, b, fee }) =>
        !pools.some((p) => p.fee === fee && [tickerOf(p.tokenA.quantity), tickerOf(p.tokenB.quantity)].sort().join() === [a.ticker, b.ticker].sort().join()),
    );
  expect(choice, 'a pair and tier without a pool').toBeDefined();
  const { a, b, fee } = choice!;

  await page.goto('/liquidity/add');
  await loginAs(page, 'olivia');
  await pickToken(page, 'First token', a.ticker, a.contract);
  await pickToken(page, 'Second token', b.ticker, b.contract);
  const tierName = `${fee / 10_000}% no pool`;
  await page.getByRole('radio', { name: tierName }).check();
  await expect(page.getByTestId('v3-new-pool')).toBeVisible();

  // The suggestion is the best route for one whole token A, its fees taken out (within the bots' moves since).
  await expect(page.getByTestId('v3-suggested-price')).toBeVisible({ timeout: 15_000 });
  const suggested = Number(await testText(page, 'v3-suggested-price'));
  const one = `1.${'0'.repeat(a.precision)}`;
  const routes = (await (
    await request.get(
      `/api/swapRoutes?token_in=${a.ticker}_${a.contract}&token_out=${b.ticker}_${b.contract}&amount_in=${one}&slippage=50&receiver=&split_max_routes=4&filter_exchange=&filter_type=`,
    )
  ).json()) as { amount_in: string; fees: string; amount_received: string }[];
  const best = routes[0]!;
  const routed = Number(best.amount_received) / (Number(best.amount_in) - Number(best.fees));
  expect(Math.abs(suggested - routed) / routed).toBeLessThan(0.01);

  // Edit the starting price: the sqrt price shown is ⌊√(price · 10^pB / 10^pA) · 2^64⌋ of the price typed.
  const typed = (Math.round(routed * 1.02 * 1e6) / 1e6).toString();
  const startField = page.getByRole('textbox', { name: /^Starting price/ });
  await startField.fill(typed);
  await startField.press('Enter');
  const [whole, fraction = ''] = typed.split('.');
  const numerator = BigInt(whole! + fraction) * 10n ** BigInt(b.precision);
  const denominator = 10n ** BigInt(fraction.length) * 10n ** BigInt(a.precision);
  const sqrt = isqrt((numerator << 128n) / denominator);
  await expect(page.getByTestId('v3-start-sqrt')).toHaveText(sqrt.toString());

  await page.getByRole('textbox', { name: `${a.ticker} amount` }).fill('10');
  await expect(page.getByTestId('v3-cost')).toBeVisible();
  const preview = page.getByRole('list', { name: 'Actions to sign' });
  await expect(preview.getByRole('listitem')).toHaveText([
    /^swap\.alcor::createpool/,
    /::transfer/,
    /::transfer/,
    /^swap\.alcor::addliquid/,
    /^swap\.alcor::withdraw/,
  ]);
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-v3-1440-create.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-v3-390-create.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const shown = {
    a: units(await testText(page, 'v3-cost-a'), a.precision),
    b: units(await testText(page, 'v3-cost-b'), b.precision),
    liquidity: BigInt(await testText(page, 'v3-mint-liquidity')),
  };
  await page.getByRole('button', { name: 'Create pool and add liquidity' }).click();
  const txId = await signedTxId(page, 'Create pool and add liquidity');

  const created = (await chainPools(request)).find(
    (p) => p.fee === fee && tickerOf(p.tokenA.quantity) === a.ticker && tickerOf(p.tokenB.quantity) === b.ticker,
  );
  expect(created, 'the new pool, in the contract’s order').toBeDefined();
  expect(uint128(created!.currSlot.sqrtPriceX64)).toBe(sqrt);
  const res = await request.post('/v1/chain/get_table_rows', {
    data: { code: 'swap.alcor', scope: String(created!.id), table: 'positions', json: true, limit: 10 },
  });
  const [position] = ((await res.json()) as { rows: PositionRow[] }).rows.filter((row) => row.owner === 'olivia');
  expect(uint128(position!.liquidity)).toBe(shown.liquidity);
  const movedA = await movedBy(request, txId, 'olivia', a);
  const movedB = await movedBy(request, txId, 'olivia', b);
  expect([movedA.sent - movedA.received, movedB.sent - movedB.received]).toEqual([shown.a, shown.b]);
  // Once listed, the tier is an ordinary pool.
  await expect(page.getByRole('radio', { name: `${fee / 10_000}%`, exact: true })).toBeChecked({ timeout: 15_000 });
  expect(pageErrors).toEqual([]);
});

/** The range's ticks as the page writes them. */
async function shownTicks(page: Page): Promise<[number, number]> {
  const match = /Ticks (-?\d+) to (-?\d+)/.exec(await testText(page, 'v3-range-ticks'))!;
  return [Number(match[1]), Number(match[2])];
}

/** Whole USDT per whole WAX at a tick: 1.0001^tick × 10^(8 − 4). */
const priceAtTick = (tick: number) => 1.0001 ** tick * 10 ** (WAX.precision - USDT.precision);

/** The pool's tick spacing as the chain has it. */
async function chainSpacing(request: APIRequestContext): Promise<number> {
  const res = await request.post('/v1/chain/get_table_rows', {
    data: { code: 'swap.alcor', scope: 'swap.alcor', table: 'pools', json: true, lower_bound: POOL_ID, upper_bound: POOL_ID, limit: 1 },
  });
  return ((await res.json()) as { rows: { tickSpacing: number }[] }).rows[0]!.tickSpacing;
}

/** The range as each of its views shows it: the ticks line, the handles and the min/max fields. */
async function shownRange(page: Page) {
  const [lower, upper] = await shownTicks(page);
  const handle = async (id: string) => Number(await page.getByTestId(id).getAttribute('aria-valuenow'));
  const field = async (name: RegExp) => Number(await page.getByRole('textbox', { name }).inputValue());
  return {
    lower,
    upper,
    handles: [await handle('v3-handle-lower'), await handle('v3-handle-upper')],
    min: await field(/^Min price/),
    max: await field(/^Max price/),
  };
}

/**
 * After a drag: the handles, the ticks line and the min/max fields all say the same range, on usable
 * ticks. Waited for, not read once: a drag's last moves may still be on their way when its first has
 * moved the range (a loaded machine delivers touch moves frames apart).
 */
async function expectRangeInSync(page: Page, spacing: number) {
  const agrees = (range: Awaited<ReturnType<typeof shownRange>>) =>
    range.handles[0] === range.lower &&
    range.handles[1] === range.upper &&
    Math.abs(range.min / priceAtTick(range.lower) - 1) < 1e-6 &&
    Math.abs(range.max / priceAtTick(range.upper) - 1) < 1e-6;
  await expect.poll(async () => agrees(await shownRange(page))).toBe(true);
  const { lower, upper } = await shownRange(page);
  expect([Math.abs(lower % spacing), Math.abs(upper % spacing)]).toEqual([0, 0]);
  return [lower, upper] as const;
}

test('the range’s handles on the chart drag with a mouse and the keyboard, snapping to the pool’s ticks', async ({ page, request, pageErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/liquidity/add');
  await choosePair(page);
  const spacing = await chainSpacing(request);
  const [lower, upper] = await shownTicks(page);
  const handle = page.getByTestId('v3-handle-upper');
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await shownTicks(page))[1]).toBeGreaterThan(upper);
  const [, dragged] = await expectRangeInSync(page, spacing);
  expect((await shownTicks(page))[0]).toBe(lower);

  // The keyboard moves a handle one spacing a press.
  await page.getByTestId('v3-handle-lower').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await shownTicks(page))[0]).toBe(lower + spacing);
  await expectRangeInSync(page, spacing);

  // Typing a bound moves its handle.
  const max = page.getByRole('textbox', { name: /^Max price/ });
  await max.fill(String(priceAtTick(dragged + 20 * spacing)));
  await max.press('Enter');
  await expect.poll(async () => (await shownTicks(page))[1]).toBe(dragged + 20 * spacing);
  await expectRangeInSync(page, spacing);
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-v3-1440-drag.png` });
  expect(pageErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a finger drags the min handle down to usable ticks', async ({ page, request, pageErrors }) => {
    await page.goto('/liquidity/add');
    await choosePair(page);
    const spacing = await chainSpacing(request);
    const [lower, upper] = await shownTicks(page);
    const handle = page.getByTestId('v3-handle-lower');
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    const y = box.y + box.height - 6;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width / 2, y }] });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width / 2 - step * 5, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await shownTicks(page))[0]).toBeLessThan(lower);
    await expectRangeInSync(page, spacing);
    expect((await shownTicks(page))[1]).toBe(upper);
    await page.screenshot({ path: `${ARTIFACTS}/liquidity-v3-390-drag.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});

test('olivia moves a position to another range in one transaction, exactly as the page quoted', async ({ page, request, pageErrors }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/liquidity/add');
  await loginAs(page, 'olivia');
  await choosePair(page);
  await page.getByRole('button', { name: '±25%' }).click();
  await expect(page.getByTestId('v3-range-ticks')).not.toHaveText('');
  await page.getByRole('textbox', { name: 'WAX amount' }).fill('40');
  await expect(page.getByTestId('v3-cost')).toBeVisible();
  const [fromLower, fromUpper] = await shownTicks(page);
  await signAtShownPrice(page, 'Add liquidity', 'Add liquidity', async () => null);
  const source = (await oliviaPositions(request)).find((row) => row.tickLower === fromLower && row.tickUpper === fromUpper)!;
  expect(source).toBeDefined();

  await page.goto(`/liquidity/manage/alcorv2/${POOL_ID}?position=${source.id}`);
  await page.getByRole('tab', { name: 'Move range' }).click();
  await expect(page.getByTestId('v3-move-ticks')).toHaveText(`Ticks ${fromLower} to ${fromUpper}`);
  await page.getByRole('region', { name: 'Deposit' }).getByRole('button', { name: '±10%' }).click();
  await expect(page.getByTestId('v3-move-liquidity')).toBeVisible();
  const [toLower, toUpper] = (/Ticks (-?\d+) to (-?\d+)/.exec(await testText(page, 'v3-move-ticks')) ?? []).slice(1).map(Number) as [number, number];
  expect([toLower, toUpper]).not.toEqual([fromLower, fromUpper]);
  const before = new Map((await oliviaPositions(request)).map((row) => [`${row.tickLower}/${row.tickUpper}`, uint128(row.liquidity)]));
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-v3-1440-move.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-v3-390-move.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const read = async (id: string, token: typeof WAX) => units(await testText(page, id), token.precision);
  const moved = await signAtShownPrice(page, 'Move range', 'Move range', async () => ({
    outA: await read('v3-move-out-a', WAX),
    outB: await read('v3-move-out-b', USDT),
    feesA: await read('v3-move-fees-a', WAX),
    feesB: await read('v3-move-fees-b', USDT),
    backA: await read('v3-move-back-a', WAX),
    backB: await read('v3-move-back-b', USDT),
    minA: await read('v3-move-min-a', WAX),
    minB: await read('v3-move-min-b', USDT),
    liquidity: BigInt(await testText(page, 'v3-move-liquidity')),
  }));
  const shown = moved.shown;

  // The chain: one transaction burnt all of the old position and minted the new one, exactly as shown.
  const acts = await tracesOf(request, moved.txId);
  const burn = acts.find((act) => act.name === 'subliquid')!;
  expect([uint128(String(burn.data.liquidity)), burn.data.tickLower, burn.data.tickUpper]).toEqual([uint128(source.liquidity), fromLower, fromUpper]);
  const add = acts.find((act) => act.name === 'addliquid')!;
  expect([add.data.tickLower, add.data.tickUpper]).toEqual([toLower, toUpper]);
  expect([units(String(add.data.tokenAMin), WAX.precision), units(String(add.data.tokenBMin), USDT.precision)]).toEqual([shown.minA, shown.minB]);
  const after = await oliviaPositions(request);
  // The old range holds nothing now (its row erased once its fees are out; the new position may reuse its id).
  expect(uint128(after.find((row) => row.tickLower === fromLower && row.tickUpper === fromUpper)?.liquidity ?? '0')).toBe(0n);
  const target = after.find((row) => row.tickLower === toLower && row.tickUpper === toUpper)!;
  expect(uint128(target.liquidity) - (before.get(`${toLower}/${toUpper}`) ?? 0n)).toBe(shown.liquidity);
  // olivia's wallet: paid out (subliquid, collect, withdraw) less deposited is what the page said comes back.
  const wax = await movedBy(request, moved.txId, 'olivia', WAX);
  const usdt = await movedBy(request, moved.txId, 'olivia', USDT);
  expect([wax.received - wax.sent, usdt.received - usdt.sent]).toEqual([shown.backA, shown.backB]);
  expect([wax.sent, usdt.sent]).toEqual([shown.outA + shown.feesA, shown.outB + shown.feesB]);
  // The page follows the new position.
  await expect(page).toHaveURL(new RegExp(`position=${target.id}$`));
  await expect(page.getByTestId('v3-position-liquidity')).toHaveText(uint128(target.liquidity).toString());
  expect(pageErrors).toEqual([]);
});
