/**
 * Chain access for specs, beside the page: reads (get_account, get_table_rows) to compare what the page
 * shows with what the chain says, signing as a devnet demo account for the steps the page has no
 * button for (unstaking, a first vote), and the devnet's clock knob.
 */
import { Session } from '@wharfkit/session';
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey';

type Json = Record<string, unknown>;

/** POSTs a chain RPC call and answers its JSON (throws with the node's text on an error status). */
export async function chainCall<T = Json>(baseURL: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(new URL(path, baseURL), { method: 'POST', body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** get_account. */
export const getAccount = (baseURL: string, name: string) => chainCall<Json>(baseURL, '/v1/chain/get_account', { account_name: name });

/** Rows of a table (json). */
export async function tableRows<T = Json>(baseURL: string, code: string, table: string, scope: string, extra: Json = {}): Promise<T[]> {
  return (await chainCall<{ rows: T[] }>(baseURL, '/v1/chain/get_table_rows', { code, table, scope, json: true, limit: 1000, ...extra })).rows;
}

/** A WAX asset text ("12.34560000 WAX") as units. */
export function waxUnits(text: string): bigint {
  const match = /^(\d+)\.(\d{8}) WAX$/.exec(text.trim());
  if (!match) throw new Error(`not a WAX asset: ${text}`);
  return BigInt(match[1]!) * 100_000_000n + BigInt(match[2]!);
}

/** The account's liquid WAX, in units (0 without a row). */
export async function liquidWax(baseURL: string, name: string): Promise<bigint> {
  const [row] = await tableRows<{ balance: string }>(baseURL, 'eosio.token', 'accounts', name);
  return row ? waxUnits(row.balance) : 0n;
}

/** Signs and sends actions as a devnet demo account (its key from /devnet/accounts.json); answers the transaction's traces. */
export async function signAs(baseURL: string, account: string, actions: readonly { account: string; name: string; data: object }[]) {
  const listed = (await (await fetch(new URL('/devnet/accounts.json', baseURL))).json()) as {
    chain_id: string;
    accounts: { name: string; privateKey: string }[];
  };
  const key = listed.accounts.find((a) => a.name === account)?.privateKey;
  if (!key) throw new Error(`${account} is not a devnet demo account`);
  const session = new Session({
    chain: { id: listed.chain_id, url: new URL('/', baseURL).href.replace(/\/$/, '') },
    actor: account,
    permission: 'active',
    walletPlugin: new WalletPluginPrivateKey(key),
  });
  const result = await session.transact({ actions: actions.map((a) => ({ ...a, authorization: [{ actor: account, permission: 'active' }] })) });
  return result.response as { transaction_id: string; processed: { action_traces: Json[] } };
}

/** Moves the devnet's chain clock forward (loopback only: the spec's devnet runs on this machine). */
export async function advanceChainClock(baseURL: string, seconds: number): Promise<{ offsetMs: number; headBlockTime: string }> {
  const res = await fetch(new URL('/devnet/admin/clock', baseURL), { method: 'POST', body: JSON.stringify({ advanceSec: seconds }) });
  if (!res.ok) throw new Error(`clock knob answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { offsetMs: number; headBlockTime: string };
}
