import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { WalletBalance } from '../../core/walletBalances';
import { v2Pool } from '../../core/walletPositions/positions.testutil';
import { deferred, inThreadLists, loaderRunner } from './fakes.testutil';
import { BALANCES_LIST, createWalletTokensStore, WALLET_BALANCE_CACHE_MS } from './tokens';

const WAX = (units: bigint): WalletBalance => ({ ticker: 'WAX', contract: 'eosio.token', amount: makeAmount(units, 8) });

function setup() {
  let now = 1_000_000;
  const { lists, source } = inThreadLists();
  const loader = loaderRunner();
  const readBalances = vi.fn(async (account: string): Promise<WalletBalance[]> => [WAX(account === 'alice' ? 5n * 10n ** 8n : 1n)]);
  const readPricing = vi.fn(async () => new Map([['WAX_eosio.token', { waxPrice: 1, isLpToken: false, logo: null }]]));
  const readLpPools = vi.fn(async () => new Map([['BOXA_lptoken.box', v2Pool()]]));
  const warn = vi.fn();
  const store = createWalletTokensStore({ readBalances, readPricing, readLpPools, lists, now: () => now, runFetch: loader.runFetch, warn });
  const shown = async () =>
    (await source.view({ listId: BALANCES_LIST, sort: { key: 'price', dir: 'desc' }, window: { start: 0, count: 50 } })).rows.map((row) => [
      row.symbol,
      row.units,
    ]);
  return { store, readBalances, readPricing, loader, warn, shown, advance: (ms: number) => (now += ms) };
}

describe('wallet tokens store', () => {
  it('loads the first time under the wallet_balances loader and hands the rows to the lists worker', async () => {
    const { store, loader, shown } = setup();
    await store.refresh('alice');
    expect(loader.runs).toEqual(['wallet_balances']);
    expect(await shown()).toEqual([['WAX', 5n * 10n ** 8n]]);
    expect(store.rows.value?.[0]?.waxValue).toBe(5);
    expect(store.revision.value).toBe(1);
  });

  it('counts the 10 s from when the balances were asked for, so a reader asking every second reads every 10 s', async () => {
    const { store, readBalances, advance } = setup();
    const slow = deferred<WalletBalance[]>();
    readBalances.mockImplementationOnce(() => slow.promise);
    const first = store.refresh('alice');
    advance(400);
    slow.resolve([WAX(1n)]);
    await first;
    for (let second = 1; second <= 10; second++) {
      advance(second === 1 ? 600 : 1000);
      await store.refresh('alice');
    }
    expect(readBalances).toHaveBeenCalledTimes(2);
  });

  it('reads again only after 10 s (SPEC §9) unless forced, and quietly after the first load', async () => {
    const { store, readBalances, readPricing, loader, advance } = setup();
    await store.refresh('alice');
    await store.refresh('alice');
    expect(readBalances).toHaveBeenCalledTimes(1);
    advance(WALLET_BALANCE_CACHE_MS);
    await store.refresh('alice');
    await store.refresh('alice', { force: true });
    expect(readBalances).toHaveBeenCalledTimes(3);
    expect(readPricing).toHaveBeenCalledTimes(1);
    expect(loader.runs).toEqual(['wallet_balances']);
  });

  it('drops a late answer for the account shown before', async () => {
    const { store, readBalances, shown } = setup();
    const late = deferred<WalletBalance[]>();
    readBalances.mockImplementationOnce(() => late.promise);
    const first = store.refresh('alice');
    await store.refresh('bob');
    late.resolve([WAX(999n)]);
    await first;
    expect(store.account.value).toBe('bob');
    expect(await shown()).toEqual([['WAX', 1n]]);
  });

  it('keeps the rows when a later read fails, and records a first failure for the loader', async () => {
    const { store, readBalances, loader, warn, advance } = setup();
    readBalances.mockRejectedValueOnce(new Error('Failed to fetch from lightapi'));
    await store.refresh('alice');
    expect(loader.errors).toEqual(['wallet_balances: Failed to fetch from lightapi']);
    expect(store.rows.value).toBeNull();
    await store.refresh('alice', { force: true });
    readBalances.mockRejectedValueOnce(new Error('timeout'));
    advance(WALLET_BALANCE_CACHE_MS);
    await store.refresh('alice');
    expect(store.rows.value).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
