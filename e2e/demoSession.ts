/**
 * Devnet demo accounts for specs that sign: logging the page in as one (through the app's own
 * session restore: the wallet it remembers, its demo key attached from /devnet/accounts.json), signing
 * from Node as one, and reading the chain's own answers to compare the page with.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { Session } from '@wharfkit/session';
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey';
import { expect } from './fixtures';

type DemoAccounts = { chain_id: string; accounts: { name: string; permission?: string; privateKey: string }[] };

async function demoAccounts(request: APIRequestContext): Promise<DemoAccounts> {
  return (await (await request.get('/devnet/accounts.json')).json()) as DemoAccounts;
}

/**
 * Signs the page in as a demo account: the remembered wallet and its stored session name the account,
 * and the app restores it at start as it restores any session (the key is never stored).
 */
export async function loginAsDemo(page: Page, request: APIRequestContext, account: string): Promise<void> {
  const { chain_id: chain } = await demoAccounts(request);
  const session = { chain, actor: account, permission: 'active', walletPlugin: { id: 'wallet-plugin-privatekey', data: {} }, default: true };
  await page.goto('/about');
  await page.evaluate((stored) => {
    localStorage.setItem('waxwing:lastWallet', JSON.stringify('demokey'));
    localStorage.setItem('waxwing:wharfkit:devnet:session', JSON.stringify(stored));
    localStorage.setItem('waxwing:wharfkit:devnet:sessions', JSON.stringify([stored]));
  }, session);
  await page.reload();
  await expect(page.locator('header.app-header').getByRole('button', { name: new RegExp(account) })).toBeVisible();
}

/** A wharfkit session signing as a demo account from Node (another party on the same chain). */
export async function nodeSession(request: APIRequestContext, baseURL: string, account: string): Promise<Session> {
  const { chain_id: id, accounts } = await demoAccounts(request);
  const key = accounts.find((item) => item.name === account)?.privateKey;
  if (!key) throw new Error(`${account} is not a demo account`);
  return new Session({ chain: { id, url: baseURL }, actor: account, permission: 'active', walletPlugin: new WalletPluginPrivateKey(key) });
}

/** The chain's balance of a token (`get_currency_balance`), as its asset text ("12.3456 TLM"); null without a row. */
export async function chainBalance(request: APIRequestContext, contract: string, account: string, ticker: string): Promise<string | null> {
  const rows = (await (await request.post('/v1/chain/get_currency_balance', { data: { code: contract, account, symbol: ticker } })).json()) as string[];
  return rows[0] ?? null;
}

/** Units of an asset or decimal text at `precision` ("1,234.5 TLM" → 12345000n at 4). */
export function units(text: string, precision: number): bigint {
  const clean = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = clean.split('.');
  return BigInt((whole || '0') + fraction.padEnd(precision, '0').slice(0, precision));
}

/** A whole-page picture: the viewport grows to the page so nothing is cut, then returns to its size. */
export async function wholePage(page: Page, path: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await page.screenshot({ path });
  await page.setViewportSize(size);
}
