import { looksLikePrivateKey } from '../../core/config/secrets';
import { isAccountName } from '../../core/domain';
import { errorMessage } from '../../core/format';
import type { FetchFn } from '../http';

/** A devnet demo account and its key pair, as `GET /devnet/accounts.json` lists them. */
export interface DemoAccount {
  name: string;
  permission: string;
  privateKey: string;
  publicKey: string;
}

/** Where the devnet lists its demo accounts (same origin as its chain node). */
export const DEMO_ACCOUNTS_PATH = '/devnet/accounts.json';

/** The demo accounts URL on the origin of a devnet chain node. */
export function demoAccountsUrl(chainNode: string): string {
  return new URL(DEMO_ACCOUNTS_PATH, chainNode).href;
}

/** The devnet signs demo actions with `active` unless an entry names another permission. */
const DEFAULT_PERMISSION = 'active';

function toDemoAccount(value: unknown): DemoAccount | null {
  if (value === null || typeof value !== 'object') return null;
  const { name, permission = DEFAULT_PERMISSION, privateKey, publicKey } = value as Record<string, unknown>;
  const valid =
    typeof name === 'string' &&
    isAccountName(name) &&
    typeof permission === 'string' &&
    isAccountName(permission) &&
    typeof privateKey === 'string' &&
    looksLikePrivateKey(privateKey) &&
    typeof publicKey === 'string' &&
    publicKey.length > 0;
  return valid ? { name, permission, privateKey, publicKey } : null;
}

/**
 * Checks the body of accounts.json: a list of `{name, permission?, privateKey, publicKey}`, bare or as
 * `{chain_id, accounts}`. A `chain_id` that is not the network's means the URL reaches another chain.
 */
export function parseDemoAccounts(body: unknown, url: string, expectedChainId?: string): DemoAccount[] {
  const wrapped = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const list = wrapped === null ? body : wrapped.accounts;
  if (!Array.isArray(list)) throw new Error(`Devnet demo accounts at ${url} are not a list`);
  const chainId = wrapped?.chain_id;
  if (expectedChainId !== undefined && typeof chainId === 'string' && chainId !== expectedChainId) {
    throw new Error(`Devnet demo accounts at ${url} belong to chain ${chainId}, not ${expectedChainId}`);
  }
  const accounts = list.map(toDemoAccount);
  const badIndex = accounts.indexOf(null);
  if (badIndex >= 0) throw new Error(`Devnet demo account #${badIndex} at ${url} lacks a valid name, permission or key`);
  if (accounts.length === 0) throw new Error(`The devnet lists no demo accounts at ${url}`);
  return accounts as DemoAccount[];
}

/** Reads the devnet's demo accounts; every failure says what was asked and what came back. */
export async function fetchDemoAccounts(url: string, fetchFn: FetchFn, expectedChainId?: string): Promise<DemoAccount[]> {
  let response: Response;
  try {
    response = await fetchFn(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Error(`Devnet demo accounts unavailable: GET ${url} failed (${errorMessage(error)})`, { cause: error });
  }
  if (!response.ok) throw new Error(`Devnet demo accounts unavailable: GET ${url} answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new Error(`Devnet demo accounts unavailable: GET ${url} did not answer JSON`, { cause: error });
  }
  return parseDemoAccounts(body, url, expectedChainId);
}

/** The demo account named `name`, or the first one when no name is given. */
export function pickDemoAccount(accounts: readonly DemoAccount[], name?: string): DemoAccount {
  const account = name === undefined ? accounts[0] : accounts.find((candidate) => candidate.name === name);
  if (account === undefined) {
    const known = accounts.map((candidate) => candidate.name).join(', ');
    throw new Error(name === undefined ? 'The devnet lists no demo accounts' : `No devnet demo account "${name}" (known: ${known})`);
  }
  return account;
}
