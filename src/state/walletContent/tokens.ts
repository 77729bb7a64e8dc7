/**
 * The wallet page's token list (SPEC §2 Wallet, §3 Wallet balance row, §9 "Balance refresh cache
 * 10 s"): one account's non-zero balances valued in WAX, held by the lists worker for the table.
 * A refresh younger than 10 s is skipped unless forced; the first load runs under the
 * `wallet_balances` loader, later ones quietly (the table stays while they run).
 */
import { signal } from '@preact/signals-react';
import {
  BALANCE_LIST_SCHEMA,
  balanceListColumns,
  walletBalanceRows,
  type TokenPricing,
  type WalletBalance,
  type WalletBalanceRow,
} from '../../core/walletBalances';
import type { V2PoolSnapshot } from '../../core/walletPositions';
import type { ListsClient } from '../../../workers/lists.client';

/** SPEC §9: balances are read again only when older than this. */
export const WALLET_BALANCE_CACHE_MS = 10_000;
/** The token list and pools change slowly: read them at most this often. */
export const PRICING_CACHE_MS = 60_000;
/** The named loader of the token list's first load (SPEC §8 areas). */
export const BALANCES_LOADER = 'wallet_balances';
/** The lists worker's id of the token list. */
export const BALANCES_LIST = 'wallet-balances';

export interface WalletTokensDeps {
  /** Every balance of the account (the light API). */
  readBalances(account: string): Promise<WalletBalance[]>;
  /** The swap service's tokens by `TICKER_contract`. */
  readPricing(): Promise<ReadonlyMap<string, TokenPricing>>;
  /** v2 pools by their LP token's `TICKER_contract`. */
  readLpPools(): Promise<ReadonlyMap<string, V2PoolSnapshot>>;
  lists: Pick<ListsClient, 'load'>;
  now(): number;
  /** Runs a first load under a named loader (its error is recorded for the loader to show). */
  runFetch<T>(name: string, fetcher: () => Promise<T>): Promise<T>;
  warn(message: string, error: unknown): void;
}

/** A value read at most every `maxAgeMs`; a failed read is tried again next time. */
function cached<T>(read: () => Promise<T>, maxAgeMs: number, now: () => number): () => Promise<T> {
  let held: { value: Promise<T>; at: number } | null = null;
  return () => {
    if (held === null || now() - held.at >= maxAgeMs) {
      const value = read();
      held = { value, at: now() };
      value.catch(() => {
        if (held?.value === value) held = null;
      });
    }
    return held.value;
  };
}

/** The token-list store over the given IO (the app's instance is in instance.ts). */
export function createWalletTokensStore(deps: WalletTokensDeps) {
  /** Whose list is held. */
  const account = signal<string | null>(null);
  /** The account's rows; null until the first answer. */
  const rows = signal<readonly WalletBalanceRow[] | null>(null);
  /** Bumped each time the lists worker holds new rows (the table asks for its window again). */
  const revision = signal(0);
  const pricing = cached(deps.readPricing, PRICING_CACHE_MS, deps.now);
  const lpPools = cached(deps.readLpPools, PRICING_CACHE_MS, deps.now);
  let fetchedAt: number | null = null;
  let inFlight: { account: string; promise: Promise<void> } | null = null;
  let generation = 0;

  async function fetchRows(name: string, run: number): Promise<void> {
    // The rows are as old as the moment they were asked for.
    const askedAt = deps.now();
    const [balances, prices, pools] = await Promise.all([deps.readBalances(name), pricing(), lpPools()]);
    if (run !== generation) return;
    const next = walletBalanceRows(balances, prices, pools);
    await deps.lists.load(BALANCES_LIST, BALANCE_LIST_SCHEMA, balanceListColumns(next));
    if (run !== generation) return;
    fetchedAt = askedAt;
    rows.value = next;
    revision.value++;
  }

  /** Reads the account's balances unless they are younger than 10 s (always when forced or another account). */
  function refresh(name: string, options: { force?: boolean } = {}): Promise<void> {
    if (account.value !== name) {
      generation++;
      account.value = name;
      rows.value = null;
      fetchedAt = null;
      inFlight = null;
    }
    if (inFlight?.account === name) return inFlight.promise;
    if (options.force !== true && fetchedAt !== null && deps.now() - fetchedAt < WALLET_BALANCE_CACHE_MS) return Promise.resolve();
    const run = generation;
    const first = rows.value === null;
    const load = first ? deps.runFetch(BALANCES_LOADER, () => fetchRows(name, run)) : fetchRows(name, run);
    const promise = load
      .catch((error: unknown) => deps.warn(`Could not read the balances of ${name}`, error))
      .finally(() => {
        if (inFlight?.promise === promise) inFlight = null;
      });
    inFlight = { account: name, promise };
    return promise;
  }

  return { account, rows, revision, refresh };
}
