import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountOrders, bestOrder, loginAs, movedBy, nodeSession, signedTxId, tracesOf, uint128, units } from './tradeAccounts';

/**
 * An open order's line on the /trade chart carries its cancel: `dave` (this spec's account) rests a
 * buy below the best bid of the TLM/WAX book from Node, cancels it from its line on the page through
 * the cancel-order modal, and the chain no longer has it.
 */

const WAX = { contract: 'eosio.token', ticker: 'WAX', precision: 8 };
const PATH = '/trade/alcormarket/tlm_alien.worlds/wax_eosio.token';
const ARTIFACTS = 'e2e/artifacts';
// dave's tests sign in turn: two resting orders of the same size would give two such lines.
test.describe.configure({ mode: 'serial' });

type MarketRow = { id: number; token0: { contract: string; symbol: { ticker: string } }; token1: { contract: string; symbol: { ticker: string } } };

async function tlmWaxMarket(request: APIRequestContext): Promise<number> {
  const rows = (await (await request.get('/api/markets/')).json()) as MarketRow[];
  return rows.find((row) => row.token0.symbol.ticker === 'WAX' && row.token1.symbol.ticker === 'TLM' && row.token1.contract === 'alien.worlds')!.id;
}

/** WAX units as asset text. */
const waxText = (unitsOfWax: bigint) => `${unitsOfWax / 10n ** 8n}.${(unitsOfWax % 10n ** 8n).toString().padStart(8, '0')} WAX`;

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`at ${width} px, dave cancels an open order from its line on the chart`, async ({ page, request, baseURL, pageErrors }) => {
    test.setTimeout(90_000);
    const marketId = await tlmWaxMarket(request);
    // 1000 TLM at 97 % of the best bid: it rests on the book, near the price the chart shows.
    const bid = uint128((await bestOrder(request, marketId, 'buyorder'))!.unit_price);
    const give = (1000n * bid * 97n) / 100n;
    const dave = await nodeSession(request, baseURL!, 'dave');
    const before = await accountOrders(request, marketId, 'buyorder', 'dave');
    await dave.transact({
      action: {
        account: WAX.contract,
        name: 'transfer',
        authorization: [{ actor: 'dave', permission: 'active' }],
        data: { from: 'dave', to: 'alcordexmain', quantity: waxText(give), memo: '1000.0000 TLM@alien.worlds' },
      },
    });
    const placed = (await accountOrders(request, marketId, 'buyorder', 'dave')).find((row) => !before.some((old) => old.id === row.id))!;
    expect(placed).toBeDefined();

    await page.setViewportSize({ width, height });
    await page.goto(PATH);
    await loginAs(page, 'dave');
    const cancel = page.getByRole('button', { name: /^Cancel buy order 1000\.0000 TLM at / });
    await expect(cancel).toHaveCount(1, { timeout: 30_000 });
    await cancel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trade-chart-cancel-${width}.png`, fullPage: width < 500 });
    await cancel.click();
    const modal = page.getByRole('dialog', { name: 'Cancel order' });
    await expect(modal.getByRole('region', { name: 'Bids (1)' })).toContainText(/1,?000\.0000 TLM/);
    const left = units(placed.bid, WAX.precision);
    await modal.getByRole('button', { name: 'Cancel order' }).click();
    const txId = await signedTxId(page, 'Cancel order');
    const acts = await tracesOf(request, txId);
    expect(acts.find((act) => act.name === 'cancelbuy')?.data).toMatchObject({ executor: 'dave', market_id: marketId, order_id: placed.id });
    expect(await accountOrders(request, marketId, 'buyorder', 'dave')).toEqual(before);
    expect((await movedBy(request, txId, 'dave', WAX)).received).toBe(left);
    await expect(cancel).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}
