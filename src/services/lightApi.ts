import { joinUrl, platformFetch, realTimers, withTimeout, type FetchFn, type Timers } from './http';
import { errorMessage } from '../core/format';

/** SPEC §7: a failed host falls back to the next one after this delay. */
export const LIGHT_API_FALLBACK_DELAY_MS = 100;
/** A host that never answers must not stall the fallback (not in the SPEC; a generous bound). */
export const LIGHT_API_TIMEOUT_MS = 10_000;
/** SPEC §9: top holders limit. */
export const TOP_HOLDERS_LIMIT = 1000;
/** SPEC §8: all hosts failed. */
export const LIGHT_API_EXHAUSTED = 'Failed to fetch from lightapi';

/** One token balance; `amount` stays a decimal string (money is exact). */
export interface LightBalance {
  contract: string;
  currency: string;
  amount: string;
  decimals: string | number;
}
export interface LightChainHead {
  block_num?: number;
  block_time?: string;
  [field: string]: unknown;
}
export interface LightBalances {
  account_name: string;
  chain: LightChainHead;
  balances: LightBalance[];
}
export interface LightAccountInfo {
  account_name: string;
  chain: LightChainHead;
  resources?: { cpu_weight: string | number; net_weight: string | number; ram_bytes: string | number };
  permissions?: unknown[];
  delegated_from?: unknown[];
  delegated_to?: { account_name: string; cpu_weight: string | number; net_weight: string | number }[];
  [field: string]: unknown;
}
/** `[account, amount]` pairs, biggest first. */
export type TopHolders = [string, string][];

export interface LightApi {
  balances(account: string): Promise<LightBalances>;
  accinfo(account: string): Promise<LightAccountInfo>;
  /** An empty list when the contract or symbol is missing (SPEC §7). */
  topholders(contract: string | null | undefined, symbol: string | null | undefined, limit?: number): Promise<TopHolders>;
  /** 0 when the contract or symbol is missing (SPEC §7). */
  holdercount(contract: string | null | undefined, symbol: string | null | undefined): Promise<number>;
}

export interface LightApiOptions {
  hosts: readonly string[];
  fetchFn?: FetchFn;
  timers?: Timers;
  /** The chain name in the light API paths. */
  chain?: string;
  fallbackDelayMs?: number;
  timeoutMs?: number;
  warn?: (message: string) => void;
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function checkAccountAnswer<T>(body: unknown, what: string): T {
  if (!isObj(body) || typeof body.account_name !== 'string') throw new Error(`${what}: unexpected answer`);
  if (what === 'balances' && !Array.isArray(body.balances)) throw new Error('balances: no balance list');
  return body as T;
}

/** Light API client: hosts tried in order, each failure logged, the next tried 100 ms later (SPEC §7, §8). */
export function createLightApi(options: LightApiOptions): LightApi {
  const { hosts, fetchFn = platformFetch, timers = realTimers, chain = 'wax', warn = (m: string) => console.warn(m) } = options;
  const fallbackDelay = options.fallbackDelayMs ?? LIGHT_API_FALLBACK_DELAY_MS;
  const timeoutMs = options.timeoutMs ?? LIGHT_API_TIMEOUT_MS;
  const pause = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));

  async function getText(host: string, path: string): Promise<string> {
    const controller = new AbortController();
    const call = fetchFn(joinUrl(host, path), { signal: controller.signal }).then(async (res) => ({ ok: res.ok, status: res.status, text: await res.text() }));
    const { ok, status, text } = await withTimeout(call, timeoutMs, timers, () => controller.abort());
    if (!ok) throw new Error(`HTTP ${status}: ${text.slice(0, 200)}`);
    return text;
  }

  async function get<T>(path: string, read: (text: string) => T): Promise<T> {
    for (const [i, host] of hosts.entries()) {
      if (i > 0) await pause(fallbackDelay);
      try {
        return read(await getText(host, path));
      } catch (error) {
        warn(`light API ${host} failed for ${path}: ${errorMessage(error)}`);
      }
    }
    throw new Error(LIGHT_API_EXHAUSTED);
  }

  const json = (text: string): unknown => JSON.parse(text);
  const seg = encodeURIComponent;

  return {
    balances: (account) => get(`balances/${chain}/${seg(account)}`, (t) => checkAccountAnswer<LightBalances>(json(t), 'balances')),
    accinfo: (account) => get(`accinfo/${chain}/${seg(account)}`, (t) => checkAccountAnswer<LightAccountInfo>(json(t), 'accinfo')),
    topholders: async (contract, symbol, limit = TOP_HOLDERS_LIMIT) => {
      if (!contract || !symbol) return [];
      return get(`topholders/${chain}/${seg(contract)}/${seg(symbol)}/${limit}`, (t) => {
        const body = json(t);
        if (!Array.isArray(body) || !body.every((row) => Array.isArray(row) && typeof row[0] === 'string')) throw new Error('topholders: unexpected answer');
        return (body as [string, string | number][]).map(([account, amount]): [string, string] => [account, String(amount)]);
      });
    },
    holdercount: async (contract, symbol) => {
      if (!contract || !symbol) return 0;
      return get(`holdercount/${chain}/${seg(contract)}/${seg(symbol)}`, (t) => {
        if (!/^\s*\d+\s*$/.test(t)) throw new Error(`holdercount: unexpected answer "${t.slice(0, 50)}"`);
        return Number(t);
      });
    },
  };
}
