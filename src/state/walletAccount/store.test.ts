import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { AccountSnapshot, Delegations } from '../../core/account';
import type { Notification } from '../ui';
import type { SendActionsRequest, SendActionsResult } from '../transactions';
import { createWalletAccountStore, FETCH_ACCOUNT_ERROR, FETCH_ACCOUNT_INFO_ERROR, type WalletAccountDeps } from './store';

const wax = (units: bigint) => makeAmount(units, 8);
const T0 = Date.UTC(2026, 10, 27, 7);

const account = (name: string, patch: Partial<AccountSnapshot> = {}): AccountSnapshot => ({
  name,
  createdMs: T0 - 86_400_000,
  headBlockMs: T0,
  liquid: wax(100n),
  ram: { quota: 5496, usage: 3268 },
  cpu: { used: 0, available: 10, max: 10 },
  net: { used: 0, available: 10, max: 10 },
  totalStake: { cpu: wax(0n), net: wax(0n) },
  selfStake: { cpu: wax(0n), net: wax(0n) },
  refund: { requestSec: T0 / 1000, net: wax(0n), cpu: wax(35n) },
  voter: {
    producers: ['bp.wombat', 'pink.gg'],
    proxy: '',
    staked: 600n,
    lastVoteWeight: 1,
    proxiedVoteWeight: 0,
    isProxy: false,
    lastClaimMs: 0,
    unpaidSinceMs: T0,
  },
  ...patch,
});

const NO_DELEGATIONS: Delegations = { to: [], from: [] };

function setup(readAccount = vi.fn(async (name: string): Promise<AccountSnapshot | null> => account(name))) {
  const deps = {
    readAccount,
    readDelegations: vi.fn(async (_name: string): Promise<Delegations> => NO_DELEGATIONS),
    runPageFetch: vi.fn((_loader: string, fetcher: () => Promise<unknown>) => fetcher()),
    notify: vi.fn((_notification: Omit<Notification, 'id'>) => 1),
    sendActions: vi.fn(async (_request: SendActionsRequest): Promise<SendActionsResult> => ({ ok: true, txIds: ['abc'] })),
    signer: vi.fn((): string | null => 'frank'),
    afterClaim: vi.fn((_account: string) => undefined),
  };
  const store = createWalletAccountStore({ ...deps, runPageFetch: deps.runPageFetch as WalletAccountDeps['runPageFetch'], wallNow: () => 5_000 });
  return { deps, store };
}

describe('wallet account store', () => {
  it('loads any account under the named loaders, with the wall time its answer came', async () => {
    const { deps, store } = setup();
    await store.loadAccount('grace');
    expect(store.accountState.value).toMatchObject({ status: 'ready', name: 'grace', answeredAtMs: 5_000 });
    expect(store.delegationsState.value).toMatchObject({ status: 'ready', name: 'grace' });
    expect(deps.runPageFetch.mock.calls.map(([loader]) => loader)).toEqual(['wallet_account', 'wallet_account_info']);
  });

  it('tells a missing account from a failed load, and notifies SPEC §8’s titles', async () => {
    const { deps, store } = setup(vi.fn(async (): Promise<AccountSnapshot | null> => null));
    await store.loadAccount('nobody.wam');
    expect(store.accountState.value).toEqual({ status: 'missing', name: 'nobody.wam' });
    expect(deps.readDelegations).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();

    deps.readAccount.mockImplementation(async (name: string) => account(name));
    deps.readAccount.mockRejectedValueOnce(new Error('timeout'));
    await store.loadAccount('grace');
    expect(store.accountState.value).toEqual({ status: 'error', name: 'grace', error: 'timeout' });
    expect(deps.notify).toHaveBeenCalledWith({ kind: 'error', title: FETCH_ACCOUNT_ERROR, text: 'timeout' });

    deps.readDelegations.mockRejectedValueOnce(new Error('Failed to fetch from lightapi'));
    await store.loadAccount('grace');
    expect(store.accountState.value).toMatchObject({ status: 'ready', name: 'grace' });
    expect(store.delegationsState.value).toEqual({ status: 'error', name: 'grace', error: 'Failed to fetch from lightapi' });
    expect(deps.notify).toHaveBeenCalledWith({ kind: 'error', title: FETCH_ACCOUNT_INFO_ERROR, text: 'Failed to fetch from lightapi' });
  });

  it('keeps the shown account when a quiet refresh fails, and drops an answer for an account no longer shown', async () => {
    const { deps, store } = setup();
    await store.loadAccount('frank');
    deps.readAccount.mockRejectedValueOnce(new Error('timeout'));
    await store.loadAccount('frank', { quiet: true });
    expect(store.accountState.value).toMatchObject({ status: 'ready', name: 'frank' });

    let release: (a: AccountSnapshot | null) => void = () => undefined;
    deps.readAccount.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const late = store.loadAccount('grace');
    await store.loadAccount('frank');
    release(account('grace'));
    await late;
    expect(store.accountState.value).toMatchObject({ name: 'frank' });
  });

  it('signs the owner’s claims with exact actions and refreshes after; a visitor cannot claim', async () => {
    const { deps, store } = setup();
    await store.loadAccount('frank');
    await store.sendClaim('refund');
    await store.sendClaim('claim');
    await store.sendClaim('renew');
    const requests = deps.sendActions.mock.calls.map(([request]) => request);
    expect(requests.map((r) => [r.loaderName, r.actions])).toEqual([
      ['wallet_refund', [{ account: 'eosio', name: 'refund', data: { owner: 'frank' } }]],
      ['wallet_claim', [{ account: 'eosio', name: 'claimgbmvote', data: { owner: 'frank' } }]],
      ['wallet_renew', [{ account: 'eosio', name: 'voteproducer', data: { voter: 'frank', proxy: '', producers: ['bp.wombat', 'pink.gg'] } }]],
    ]);
    await requests[0]!.refresh?.();
    expect(deps.afterClaim).toHaveBeenCalledWith('frank');
    expect(deps.readAccount).toHaveBeenCalledTimes(2);

    await store.loadAccount('grace');
    expect(await store.sendClaim('refund')).toBeNull();
    deps.signer.mockReturnValue(null);
    await store.loadAccount('frank');
    expect(await store.sendClaim('claim')).toBeNull();
    expect(deps.sendActions).toHaveBeenCalledTimes(3);
  });

  it('has nothing to send without a refund or a vote', async () => {
    const { deps, store } = setup(vi.fn(async (name: string): Promise<AccountSnapshot | null> => account(name, { refund: null, voter: null })));
    await store.loadAccount('frank');
    expect(await store.sendClaim('refund')).toBeNull();
    expect(await store.sendClaim('renew')).toBeNull();
    expect(deps.sendActions).not.toHaveBeenCalled();
  });
});
