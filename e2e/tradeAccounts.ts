/**
 * Helpers of the order specs (e2e/trade-orders.spec.ts): the page's user signs in with a chosen demo
 * account, another trader signs from Node with a wharfkit session, and the chain is read as it is —
 * balances, the account's rows of `alcordexmain`, and what a transaction moved.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { Session } from '@wharfkit/session';
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey';
import { expect } from './fixtures';

type DemoAccounts = { chain_id: string; accounts: { name: string; privateKey: string }[] };

/** Units of a decimal text at `precision` ("1,234.5" → 12345000n at 4). */
export function units(text: string, precision: number): bigint {
  const clean = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = clean.split('.');
  return BigInt(whole + fraction.padEnd(precision, '0').slice(0, precision));
}

/** A uint128 as chain JSON writes it: decimal text, a number, or "0x…" little-endian hex. */
export function uint128(raw: string | number): bigint {
  const text = String(raw);
  if (!text.startsWith('0x')) return BigInt(text);
  const bytes = text.slice(2).match(/../g) ?? [];
  return BigInt(`0x${bytes.reverse().join('') || '0'}`);
}

/** Signs the page in with the devnet demo key of `account` (the login modal signs with the first account listed). */
export async function loginAs(page: Page, account: string): Promise<void> {
  await page.route('**/devnet/accounts.json', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as DemoAccounts;
    const mine = body.accounts.filter((item) => item.name === account);
    if (mine.length === 0) throw new Error(`${account} is not a devnet demo account`);
    await route.fulfill({ response, json: { ...body, accounts: [...mine, ...body.accounts.filter((item) => item.name !== account)] } });
  });
  const header = page.locator('header.app-header');
  await header.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('dialog', { name: 'Select wallet' }).getByText('Devnet demo key').click();
  await expect(header.getByRole('button', { name: new RegExp(account) })).toBeVisible();
}

/** A wharfkit session of a demo account from Node: another trader on the same chain. */
export async function nodeSession(request: APIRequestContext, baseURL: string, account: string): Promise<Session> {
  const demo = (await (await request.get('/devnet/accounts.json')).json()) as DemoAccounts;
  const key = demo.accounts.find((item) => item.name === account)?.privateKey;
  if (!key) throw new Error(`${account} is not a demo account`);
  return sessionWithKey(demo.chain_id, baseURL, account, key);
}

/** A wharfkit session signing as `account@active` with `privateKey`. */
export function sessionWithKey(chainId: string, baseURL: string, account: string, privateKey: string): Session {
  return new Session({ chain: { id: chainId, url: baseURL }, actor: account, permission: 'active', walletPlugin: new WalletPluginPrivateKey(privateKey) });
}

/** The chain's balance of a token, in units. */
export async function balance(request: APIRequestContext, account: string, token: { contract: string; ticker: string; precision: number }): Promise<bigint> {
  const res = await request.post('/v1/chain/get_currency_balance', { data: { code: token.contract, account, symbol: token.ticker } });
  const [text] = (await res.json()) as string[];
  return text === undefined ? 0n : units(text, token.precision);
}

/** One resting order as the chain has it. */
export type ChainOrder = { id: number; account: string; bid: string; ask: string; unit_price: string | number; timestamp: number };

/** An account's rows of one side of a market, by the `byaccount` index. */
export async function accountOrders(request: APIRequestContext, marketId: number, table: 'buyorder' | 'sellorder', account: string): Promise<ChainOrder[]> {
  const res = await request.post('/v1/chain/get_table_rows', {
    data: {
      code: 'alcordexmain',
      scope: String(marketId),
      table,
      index_position: 3,
      key_type: 'name',
      lower_bound: account,
      upper_bound: account,
      json: true,
      limit: 100,
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: ChainOrder[] }).rows;
}

/** The best `table` row of a market (by the byprice index), or undefined. */
export async function bestOrder(request: APIRequestContext, marketId: number, table: 'buyorder' | 'sellorder'): Promise<ChainOrder | undefined> {
  const res = await request.post('/v1/chain/get_table_rows', {
    data: { code: 'alcordexmain', scope: String(marketId), table, index_position: 2, key_type: 'i128', json: true, limit: 1 },
  });
  return ((await res.json()) as { rows: ChainOrder[] }).rows[0];
}

type Trace = { receiver: string; act: { account: string; name: string; data: Record<string, unknown> } };

/** The action traces of a transaction (each action run by its own contract once). */
export async function tracesOf(request: APIRequestContext, txId: string): Promise<Trace['act'][]> {
  const tx = (await (await request.post('/v1/history/get_transaction', { data: { id: txId } })).json()) as { traces: Trace[] };
  return tx.traces.filter(({ receiver, act }) => receiver === act.account).map(({ act }) => act);
}

/** Units of a token that moved to and from `account` in a transaction. */
export async function movedBy(request: APIRequestContext, txId: string, account: string, token: { contract: string; precision: number }) {
  let sent = 0n;
  let received = 0n;
  for (const act of await tracesOf(request, txId)) {
    if (act.name !== 'transfer' || act.account !== token.contract) continue;
    const quantity = units(String(act.data.quantity), token.precision);
    if (act.data.from === account) sent += quantity;
    if (act.data.to === account) received += quantity;
  }
  return { sent, received };
}

/** Waits for the signing list's success and answers the transaction id, closing the list (its title is the request's). */
export async function signedTxId(page: Page, title: string | RegExp = /^Sign transaction/): Promise<string> {
  const signing = page.getByRole('dialog', { name: title });
  const explorer = signing.getByRole('link', { name: /View on explorer/ });
  await expect(explorer).toBeVisible({ timeout: 20_000 });
  const txId = ((await explorer.getAttribute('href')) ?? '').split('/').pop() ?? '';
  await signing.getByRole('button', { name: 'Close dialog' }).click();
  await expect(signing).toHaveCount(0);
  return txId;
}
