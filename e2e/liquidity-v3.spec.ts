import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs, movedBy, nodeSession, signedTxId, uint128, units } from './tradeAccounts';

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
  }));
  const { a: shownA, b: shownB, liquidity: shownLiquidity } = added.shown;
  expect(shownA > 0n && shownB > 0n).toBe(true);
  const addTx = added.txId;
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
