import {
  accinfoPath,
  balancesPath,
  fetchFromHosts,
  holderCountPath,
  LIGHT_API_FALLBACK_DELAY_MS,
  readHolderCount,
  readTopHolders,
  TOP_HOLDERS_LIMIT,
  topHoldersPath,
  type LightApiIo,
} from '../core/lightApi';
import { platformFetch, realTimers, withTimeout, type FetchFn, type Timers } from './http';

export { LIGHT_API_EXHAUSTED } from '../core/lightApi';
/** A host that never answers must not stall the fallback (not in the SPEC; a generous bound). */
export const LIGHT_API_TIMEOUT_MS = 10_000;

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

  const io: LightApiIo = {
    async fetchText(url) {
      const controller = new AbortController();
      const call = fetchFn(url, { signal: controller.signal }).then(async (res) => ({ ok: res.ok, status: res.status, text: await res.text() }));
      const { ok, status, text } = await withTimeout(call, timeoutMs, timers, () => controller.abort());
      if (!ok) throw new Error(`HTTP ${status}: ${text.slice(0, 200)}`);
      return text;
    },
    pause: (ms) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms)),
    warn,
  };
  const get = <T>(path: string, read: (text: string) => T): Promise<T> => fetchFromHosts(hosts, path, read, io, fallbackDelay);
  const json = (text: string): unknown => JSON.parse(text);

  return {
    balances: (account) => get(balancesPath(chain, account), (t) => checkAccountAnswer<LightBalances>(json(t), 'balances')),
    accinfo: (account) => get(accinfoPath(chain, account), (t) => checkAccountAnswer<LightAccountInfo>(json(t), 'accinfo')),
    topholders: async (contract, symbol, limit = TOP_HOLDERS_LIMIT) => {
      if (!contract || !symbol) return [];
      return get(topHoldersPath(chain, contract, symbol, limit), (t) => readTopHolders(json(t)));
    },
    holdercount: async (contract, symbol) => {
      if (!contract || !symbol) return 0;
      return get(holderCountPath(chain, contract, symbol), readHolderCount);
    },
  };
}
