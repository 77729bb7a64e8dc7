/**
 * Token balances of the signed-in account (SPEC §3 Wallet balance, §9 "Balance refresh cache 10 s"):
 * read from the chain per token (`get_currency_balance`), or all at once from the light API, each
 * kept for 10 s unless a refresh is forced (after login and after a transaction).
 */
import { signal } from '@preact/signals-react';
import { makeAmount, type Amount } from '../../core/amount';
import { tokenParam, type Token, type TokenId } from '../../core/domain';

/** SPEC §9: balances are refetched only when older than this. */
export const BALANCE_CACHE_MS = 10_000;

export interface BalancesStoreDeps {
  /** The account's balance of one token; zero when it holds none. */
  readBalance(account: string, token: Token): Promise<Amount>;
  /** Every balance of the account (the light API), keyed `TICKER_contract`. */
  readAllBalances(account: string): Promise<ReadonlyMap<string, Amount>>;
  now(): number;
  warn(message: string, error: unknown): void;
}

interface Entry {
  readonly amount: Amount;
  readonly fetchedAt: number;
}

/** A balances store over the given IO (the app's instance is in instance.ts). */
export function createBalancesStore(deps: BalancesStoreDeps) {
  /** Balances by `TICKER_contract` for `balancesAccount`. */
  const balances = signal<ReadonlyMap<string, Amount>>(new Map());
  /** Whose balances `balances` holds, or null. */
  const balancesAccount = signal<string | null>(null);
  /** Tokens being read (the "balance loading" state, SPEC §4). */
  const loadingTokens = signal<ReadonlySet<string>>(new Set());
  const fetched = new Map<string, Entry>();
  let allFetchedAt = 0;
  let generation = 0;

  function forAccount(account: string): void {
    if (balancesAccount.value === account) return;
    generation++;
    fetched.clear();
    allFetchedAt = 0;
    balancesAccount.value = account;
    balances.value = new Map();
  }

  function publish(): void {
    balances.value = new Map([...fetched].map(([key, entry]) => [key, entry.amount]));
  }

  function setLoading(keys: readonly string[], on: boolean): void {
    const next = new Set(loadingTokens.value);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    loadingTokens.value = next;
  }

  /** Reads the balances of `tokens` older than 10 s (all of them when forced). Failures are logged; the old value stays. */
  async function refreshBalances(account: string, tokens: readonly Token[], options: { force?: boolean } = {}): Promise<void> {
    forAccount(account);
    const run = generation;
    const now = deps.now();
    const due = tokens.filter((token) => {
      const entry = fetched.get(tokenParam(token));
      return options.force === true || entry === undefined || now - entry.fetchedAt >= BALANCE_CACHE_MS;
    });
    if (due.length === 0) return;
    const keys = due.map(tokenParam);
    setLoading(keys, true);
    const results = await Promise.allSettled(due.map((token) => deps.readBalance(account, token)));
    setLoading(keys, false);
    if (run !== generation) return;
    results.forEach((result, i) => {
      const token = due[i] as Token;
      if (result.status === 'fulfilled') fetched.set(tokenParam(token), { amount: result.value, fetchedAt: deps.now() });
      else deps.warn(`Could not read the ${tokenParam(token)} balance of ${account}`, result.reason);
    });
    publish();
  }

  /** Reads every balance of the account (for the token selector) when older than 10 s or forced. */
  async function refreshAllBalances(account: string, options: { force?: boolean } = {}): Promise<void> {
    forAccount(account);
    const run = generation;
    if (options.force !== true && deps.now() - allFetchedAt < BALANCE_CACHE_MS) return;
    try {
      const all = await deps.readAllBalances(account);
      if (run !== generation) return;
      const at = deps.now();
      allFetchedAt = at;
      for (const [key, amount] of all) fetched.set(key, { amount, fetchedAt: at });
      publish();
    } catch (error) {
      deps.warn(`Could not read the balances of ${account}`, error);
    }
  }

  /** Forgets every balance (logout). */
  function clearBalances(): void {
    generation++;
    fetched.clear();
    allFetchedAt = 0;
    balancesAccount.value = null;
    balances.value = new Map();
    loadingTokens.value = new Set();
  }

  /** The known balance of a token, or null when not read yet. */
  function balanceOf(token: TokenId): Amount | null {
    return balances.value.get(tokenParam(token)) ?? null;
  }

  return { balances, balancesAccount, loadingTokens, refreshBalances, refreshAllBalances, clearBalances, balanceOf };
}

/** A zero balance at the token's precision (an account without a row holds nothing). */
export function zeroBalance(token: Token): Amount {
  return makeAmount(0n, token.precision);
}
