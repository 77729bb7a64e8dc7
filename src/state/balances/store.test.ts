import { describe, expect, it, vi } from 'vitest';
import { makeAmount, type Amount } from '../../core/amount';
import type { Token } from '../../core/domain';
import { BALANCE_CACHE_MS, createBalancesStore } from './store';

const WAX: Token = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM: Token = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };

function setup() {
  let now = 1_000_000;
  const held = new Map<string, bigint>([
    ['WAX', 5n * 10n ** 8n],
    ['TLM', 12_345n],
  ]);
  const readBalance = vi.fn(async (_account: string, token: Token): Promise<Amount> => makeAmount(held.get(token.ticker) ?? 0n, token.precision));
  const readAllBalances = vi.fn(async () => new Map([['TLM_alien.worlds', makeAmount(99n, 4)]]));
  const store = createBalancesStore({ readBalance, readAllBalances, now: () => now, warn: vi.fn() });
  return { store, readBalance, readAllBalances, held, advance: (ms: number) => (now += ms) };
}

describe('balances store', () => {
  it('reads each token once per 10 s (SPEC §9) unless forced', async () => {
    const { store, readBalance, held, advance } = setup();
    await store.refreshBalances('alice', [WAX, TLM]);
    expect(store.balanceOf(TLM)).toEqual(makeAmount(12_345n, 4));
    held.set('TLM', 1n);
    await store.refreshBalances('alice', [WAX, TLM]);
    expect(readBalance).toHaveBeenCalledTimes(2);
    expect(store.balanceOf(TLM)?.units).toBe(12_345n);
    await store.refreshBalances('alice', [TLM], { force: true });
    expect(store.balanceOf(TLM)?.units).toBe(1n);
    advance(BALANCE_CACHE_MS);
    await store.refreshBalances('alice', [WAX, TLM]);
    expect(readBalance).toHaveBeenCalledTimes(5);
  });

  it('starts over for another account, and a late answer for the old one is dropped', async () => {
    const { store, readBalance } = setup();
    let release: (amount: Amount) => void = () => undefined;
    readBalance.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const late = store.refreshBalances('alice', [WAX]);
    await store.refreshBalances('bob', [TLM]);
    release(makeAmount(7n, 8));
    await late;
    expect(store.balancesAccount.value).toBe('bob');
    expect(store.balanceOf(WAX)).toBeNull();
    expect(store.balanceOf(TLM)?.units).toBe(12_345n);
  });

  it('keeps the last value when a read fails, and marks tokens loading while read', async () => {
    const { store, readBalance } = setup();
    await store.refreshBalances('alice', [WAX]);
    readBalance.mockRejectedValueOnce(new Error('timeout'));
    const pending = store.refreshBalances('alice', [WAX], { force: true });
    expect(store.loadingTokens.value.has('WAX_eosio.token')).toBe(true);
    await pending;
    expect(store.loadingTokens.value.size).toBe(0);
    expect(store.balanceOf(WAX)?.units).toBe(5n * 10n ** 8n);
  });

  it('merges the light API list, and forgets everything on clear', async () => {
    const { store } = setup();
    await store.refreshAllBalances('alice');
    expect(store.balanceOf(TLM)?.units).toBe(99n);
    store.clearBalances();
    expect(store.balances.value.size).toBe(0);
    expect(store.balancesAccount.value).toBeNull();
  });
});
