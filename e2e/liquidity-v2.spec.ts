import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { balance, loginAs, signedTxId, tracesOf, units } from './tradeAccounts';

/**
 * The v2 liquidity screens against the devnet's contracts, signing as `niaj` (this spec's account).
 * A Defibox pair nobody else trades is created from the page, added to and half removed: the chain's
 * reserves, LP supply and niaj's balances move by exactly what the page showed. A second exchange's
 * add (a seeded pool the bots trade) moves niaj's tokens exactly; its LP follows the pool at signing.
 */

const ACCOUNT = 'niaj';
// niaj's tests sign in turn: parallel adds would move each other's balances.
test.describe.configure({ mode: 'serial' });
const ARTIFACTS = 'e2e/artifacts';

type ApiToken = { contract: string; symbol: { ticker: string; precision: number } };
type ApiPool = {
  pairid: string | number;
  src: string;
  token0: ApiToken;
  token1: ApiToken;
  lptoken: (ApiToken & { amount: string }) | null;
  tokenA_wax_price: number | null;
  tokenB_wax_price: number | null;
};
type Token = { contract: string; ticker: string; precision: number };

const tokenOf = (raw: ApiToken): Token => ({ contract: raw.contract, ticker: raw.symbol.ticker, precision: raw.symbol.precision });
const same = (a: Token, b: Token) => a.contract === b.contract && a.ticker === b.ticker;

async function apiPools(request: APIRequestContext): Promise<ApiPool[]> {
  return (await (await request.get('/api/pools/')).json()) as ApiPool[];
}

async function niajTokens(request: APIRequestContext): Promise<Token[]> {
  const listed = ((await (await request.get('/api/tokens/')).json()) as ApiToken[]).map(tokenOf);
  return listed.filter((token) => ['TLM', 'USDT', 'NEFTY', 'WAX'].includes(token.ticker) && !token.contract.startsWith('fake'));
}

const poolTokens = (pool: ApiPool) => [tokenOf(pool.token0), tokenOf(pool.token1)];
const trades = (pool: ApiPool, a: Token, b: Token) => poolTokens(pool).some((t) => same(t, a)) && poolTokens(pool).some((t) => same(t, b));

async function pickToken(page: Page, side: 'First token' | 'Second token', token: Token) {
  await page.getByRole('button', { name: new RegExp(side) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill(token.ticker);
  await dialog.getByRole('button', { name: new RegExp(`^${token.ticker} \\(${token.contract.replace('.', '\\.')}\\)`) }).click();
  await expect(dialog).toHaveCount(0);
}

type Reserves = { a: bigint; b: bigint; supply: bigint };

/** The Defibox pair of a and b as the chain has it (reserves in a, b order). */
async function defiboxPair(request: APIRequestContext, a: Token, b: Token): Promise<{ id: number; reserves: Reserves } | null> {
  const res = await request.post('/v1/chain/get_table_rows', { data: { code: 'swap.box', scope: 'swap.box', table: 'pairs', json: true, limit: 1000 } });
  type Row = { id: number; token0: { contract: string; symbol: string }; reserve0: string; reserve1: string; liquidity_token: number | string };
  const rows = ((await res.json()) as { rows: Row[] }).rows;
  const row = rows.find(
    (r) =>
      (r.token0.contract === a.contract && r.reserve0.endsWith(` ${a.ticker}`) && r.reserve1.endsWith(` ${b.ticker}`)) ||
      (r.reserve0.endsWith(` ${b.ticker}`) && r.reserve1.endsWith(` ${a.ticker}`) && r.token0.contract === b.contract),
  );
  if (!row) return null;
  const aFirst = row.reserve0.endsWith(` ${a.ticker}`);
  const [ra, rb] = aFirst ? [row.reserve0, row.reserve1] : [row.reserve1, row.reserve0];
  return { id: Number(row.id), reserves: { a: units(ra, a.precision), b: units(rb, b.precision), supply: BigInt(row.liquidity_token) } };
}

const boxLp = (id: number) => {
  let code = '';
  for (let n = id; n > 0; n = Math.floor((n - 1) / 26)) code = String.fromCharCode(65 + ((n - 1) % 26)) + code;
  return { contract: 'lptoken.box', ticker: `BOX${code}`, precision: 0 };
};

/** Reads what the deposit box shows: both amounts and the LP it mints. */
async function shownDeposit(page: Page, a: Token, b: Token) {
  const deposit = page.getByRole('region', { name: 'Deposit' });
  const textA = await deposit.getByTestId('deposit-a').getByRole('textbox').inputValue();
  const textB = await deposit.getByTestId('deposit-b').getByRole('textbox').inputValue();
  const lp = await deposit.getByTestId('deposit-lp').textContent();
  return { deposit, a: units(textA, a.precision), b: units(textB, b.precision), lp: units(lp ?? '', 0) };
}

test('niaj creates a Defibox pair, adds to it and removes half: the chain moves by exactly what the page showed', async ({ page, request, pageErrors }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const tokens = await niajTokens(request);
  const pools = await apiPools(request);
  const candidates = tokens.filter((t) => t.ticker !== 'WAX');
  const fresh = candidates
    .flatMap((a, i) => candidates.slice(i + 1).map((b) => [a, b] as const))
    .find(([a, b]) => !pools.some((p) => p.src === 'defibox' && trades(p, a, b)));
  expect(fresh, 'a pair of niaj’s tokens without a Defibox pool').toBeDefined();
  const [a, b] = fresh!;

  await page.goto('/liquidity/add');
  await loginAs(page, ACCOUNT);
  await page.getByRole('radio', { name: 'Defibox' }).check();
  await pickToken(page, 'First token', a);
  await pickToken(page, 'Second token', b);
  const deposit = page.getByRole('region', { name: 'Deposit' });
  await expect(deposit.getByText('No pool of this pair yet')).toBeVisible();

  // Create: the first deposit sets the price; the pair's reserves are the two amounts, niaj holds all its LP.
  await deposit.getByTestId('deposit-a').getByRole('textbox').fill('20');
  await deposit.getByTestId('deposit-b').getByRole('textbox').fill('3');
  const created = await shownDeposit(page, a, b);
  await expect(deposit.getByTestId('deposit-share')).toHaveText('100.0000 %');
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-1440-create.png` });
  await deposit.getByRole('button', { name: 'Create pair and add liquidity' }).click();
  await signedTxId(page, 'Create pair and add liquidity');
  const pair = await defiboxPair(request, a, b);
  expect(pair?.reserves).toEqual({ a: created.a, b: created.b, supply: created.lp });
  const lpToken = boxLp(pair!.id);
  expect(await balance(request, ACCOUNT, lpToken)).toBe(created.lp);

  // Add: typing A computes B at the pool ratio; the reserves and niaj's LP move by exactly what is shown.
  const pool = page.getByRole('region', { name: 'Pool' });
  await expect(pool.getByTestId('pool-lp-supply')).toHaveText(`${created.lp.toLocaleString('en-US')} ${lpToken.ticker}`, { timeout: 15_000 });
  await deposit.getByTestId('deposit-a').getByRole('textbox').fill('7.1234');
  await expect(deposit.getByTestId('deposit-b').getByRole('textbox')).not.toHaveValue('');
  const added = await shownDeposit(page, a, b);
  expect(added.a).toBe(units('7.1234', a.precision));
  const before = { pair: (await defiboxPair(request, a, b))!.reserves, a: await balance(request, ACCOUNT, a), b: await balance(request, ACCOUNT, b) };
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-1440-add.png` });
  await deposit.getByRole('button', { name: 'Add liquidity' }).click();
  await signedTxId(page, 'Add liquidity');
  const after = (await defiboxPair(request, a, b))!.reserves;
  expect({ a: after.a - before.pair.a, b: after.b - before.pair.b, supply: after.supply - before.pair.supply }).toEqual({
    a: added.a,
    b: added.b,
    supply: added.lp,
  });
  expect(await balance(request, ACCOUNT, lpToken)).toBe(created.lp + added.lp);
  expect(before.a - (await balance(request, ACCOUNT, a))).toBe(added.a);
  expect(before.b - (await balance(request, ACCOUNT, b))).toBe(added.b);

  // Remove half of the LP on the manage page: niaj receives exactly what it said.
  await page.getByRole('link', { name: 'Manage your position in this pool' }).click();
  await expect(page).toHaveURL(new RegExp(`/liquidity/manage/defibox/${pair!.id}$`));
  const position = page.getByRole('region', { name: 'Position' });
  await expect(position.getByTestId('position-lp')).toHaveText(`${(created.lp + added.lp).toLocaleString('en-US')} ${lpToken.ticker}`, { timeout: 15_000 });
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-1440-manage.png` });
  const box = page.getByRole('region', { name: 'Deposit' });
  await box.getByRole('tab', { name: 'Remove' }).click();
  await box.getByRole('button', { name: '50%' }).click();
  const lpText = await box.getByTestId('remove-lp').getByRole('textbox').inputValue();
  const lp = units(lpText, 0);
  expect(lp).toBe((created.lp + added.lp) / 2n);
  const receiveA = units((await box.getByTestId('remove-a').textContent()) ?? '', a.precision);
  const receiveB = units((await box.getByTestId('remove-b').textContent()) ?? '', b.precision);
  const held = { a: await balance(request, ACCOUNT, a), b: await balance(request, ACCOUNT, b) };
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-1440-remove.png` });
  await box.getByRole('button', { name: 'Remove liquidity' }).click();
  await signedTxId(page, 'Remove liquidity');
  expect({ a: (await balance(request, ACCOUNT, a)) - held.a, b: (await balance(request, ACCOUNT, b)) - held.b }).toEqual({ a: receiveA, b: receiveB });
  expect(await balance(request, ACCOUNT, lpToken)).toBe(created.lp + added.lp - lp);
  expect(pageErrors).toEqual([]);
});

/** WAX in USD as the oracle has it now (the newest `waxpusd` datapoint's median / 10^4). */
async function oracleUsd(request: APIRequestContext): Promise<number> {
  const res = await request.post('/v1/chain/get_table_rows', {
    data: { code: 'delphioracle', scope: 'waxpusd', table: 'datapoints', json: true, index_position: 3, key_type: 'i64', reverse: true, limit: 1 },
  });
  const [row] = ((await res.json()) as { rows: { median: number | string }[] }).rows;
  return Number(row!.median) / 1e4;
}

/** The number in "… · $1,234.56". */
const usdOf = (text: string) => Number(/\$([\d,.]+)/.exec(text)![1]!.replace(/,/g, ''));

test('niaj adds to a seeded Taco pool at his own deposit slippage: the minimum LP signed is the one shown, the receive field is valued in USD', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const tokens = await niajTokens(request);
  const pools = await apiPools(request);
  const target = pools.find((p) => p.src === 'taco' && p.lptoken && poolTokens(p).every((t) => tokens.some((o) => same(o, t))));
  expect(target, 'a Taco pool of niaj’s tokens').toBeDefined();
  const [a, b] = poolTokens(target!);
  const lpToken = tokenOf(target!.lptoken!);

  await page.goto('/liquidity/add');
  await loginAs(page, ACCOUNT);
  // The deposit slippage: its own setting, kept across a reload.
  await page.getByRole('button', { name: /^Liquidity settings/ }).click();
  const settings = page.getByRole('dialog', { name: 'Liquidity settings' });
  await settings.getByRole('textbox').fill('2.35');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('liquidity-slippage')).toHaveText('2.35%');
  await page.reload();
  await expect(page.getByTestId('liquidity-slippage')).toHaveText('2.35%');

  await page.getByRole('radio', { name: 'TacoSwap' }).check();
  await pickToken(page, 'First token', a!);
  await pickToken(page, 'Second token', b!);
  const deposit = page.getByRole('region', { name: 'Deposit' });
  await deposit.getByTestId('deposit-b').getByRole('textbox').fill('1');
  await expect(deposit.getByTestId('deposit-a').getByRole('textbox')).not.toHaveValue('');
  const shown = await shownDeposit(page, a!, b!);
  expect(shown.lp).toBeGreaterThan(0n);
  const minLp = units((await deposit.getByTestId('deposit-min-lp').textContent()) ?? '', 0);
  expect(minLp).toBe((shown.lp * 9765n) / 10000n);

  // The receive field: what the LP withdraws right after the add, each token at the pool's WAX price, in USD at the oracle's rate.
  const worthA = units((await deposit.getByTestId('deposit-worth-a').textContent()) ?? '', a!.precision);
  const worthB = units((await deposit.getByTestId('deposit-worth-b').textContent()) ?? '', b!.precision);
  expect(worthA > 0n && worthA <= shown.a && worthB > 0n && worthB <= shown.b).toBe(true);
  const priced = (await apiPools(request)).find((p) => p.src === 'taco' && p.pairid === target!.pairid)!;
  const [priceA, priceB] = same(tokenOf(priced.token0), a!)
    ? [priced.tokenA_wax_price!, priced.tokenB_wax_price!]
    : [priced.tokenB_wax_price!, priced.tokenA_wax_price!];
  const expectedUsd = (Number(worthA) / 10 ** a!.precision) * priceA + (Number(worthB) / 10 ** b!.precision) * priceB;
  const shownUsd = usdOf((await deposit.getByTestId('deposit-value').textContent()) ?? '');
  // The bots trade this pool: its WAX prices may have moved a little between the page's read and this one.
  expect(Math.abs(shownUsd - expectedUsd * (await oracleUsd(request)))).toBeLessThan(shownUsd * 0.02 + 0.01);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-390-deposit.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-1440-taco-deposit.png` });
  const before = { a: await balance(request, ACCOUNT, a!), b: await balance(request, ACCOUNT, b!), lp: await balance(request, ACCOUNT, lpToken) };
  await deposit.getByRole('button', { name: 'Add liquidity' }).click();
  const txId = await signedTxId(page, 'Add liquidity');
  expect(before.a - (await balance(request, ACCOUNT, a!))).toBe(shown.a);
  expect(before.b - (await balance(request, ACCOUNT, b!))).toBe(shown.b);
  const add = (await tracesOf(request, txId)).find((act) => act.account === 'swap.taco' && act.name === 'addliquidity');
  expect(add?.data.to_buy).toBe(`${minLp} ${lpToken.ticker}`);
  // The bots trade this pool, so the LP minted follows its reserves at signing: within 1 % of the page's figure, never below the minimum.
  const minted = (await balance(request, ACCOUNT, lpToken)) - before.lp;
  expect(minted * 100n >= shown.lp * 99n && minted * 100n <= shown.lp * 101n).toBe(true);
  expect(minted >= minLp).toBe(true);
  expect(pageErrors).toEqual([]);
});

/** /liquidity/add on Defibox with WAX and TLM chosen, as a user picks them; answers the two tokens. */
async function openDefiboxWaxTlm(page: Page, request: APIRequestContext) {
  const tokens = await niajTokens(request);
  const wax = tokens.find((t) => t.ticker === 'WAX')!;
  const tlm = tokens.find((t) => t.ticker === 'TLM')!;
  await page.goto('/liquidity/add');
  await page.getByRole('radio', { name: 'Defibox' }).check();
  await pickToken(page, 'First token', wax);
  await pickToken(page, 'Second token', tlm);
  return { wax, tlm };
}

test('logged out: the pool is shown and the deposit asks to connect; an id that is no pool says so', async ({ page, request, pageErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { wax, tlm } = await openDefiboxWaxTlm(page, request);
  const pool = page.getByRole('region', { name: 'Pool' });
  await expect(pool.getByTestId('pool-reserve-a')).toContainText('WAX');
  const apiPool = (await apiPools(request)).find((p) => p.src === 'defibox' && trades(p, wax, tlm))!;
  await expect(pool.getByText(`Defibox · #${apiPool.pairid}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deposit' }).getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-1440-logged-out.png` });

  await page.goto('/liquidity/manage/defibox/99999');
  await expect(page.getByRole('region', { name: 'Pool not found' })).toContainText('Defibox has no pool #99999.');
  expect(pageErrors).toEqual([]);
});

test('phone: the liquidity screens stack their panels', async ({ page, request, pageErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { wax, tlm } = await openDefiboxWaxTlm(page, request);
  await expect(page.getByRole('region', { name: 'Pool' }).getByTestId('pool-reserve-a')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-390-add.png`, fullPage: true });
  const apiPool = (await apiPools(request)).find((p) => p.src === 'defibox' && trades(p, wax, tlm))!;
  await page.goto(`/liquidity/manage/defibox/${apiPool.pairid}`);
  await expect(page.getByRole('region', { name: 'Pool' }).getByTestId('pool-reserve-a')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/liquidity-390-manage.png`, fullPage: true });
  const box = page.getByRole('region', { name: 'Position' });
  await expect(box.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
