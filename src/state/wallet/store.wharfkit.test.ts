import { signal } from '@preact/signals-react';
import { PrivateKey, Session, Transaction } from '@wharfkit/session';
import { describe, expect, it, vi } from 'vitest';
import type { NetworkConfig } from '../../core/config/types';
import { createChainRpc } from '../../services/chainRpc';
import type { DemoAccount } from '../../services/wallet/demoAccounts';
import { HeadlessUserInterface } from '../../services/wallet/headlessUi';
import type { WalletKind } from '../../services/wallet/kinds';
import { createWalletSessionKit } from '../../services/wallet/sessionKit';
import { createSessionStorage } from '../../services/wallet/sessionStorage';
import { createMemoryStorage, type UserSession } from '../app';
import { testNetwork } from './fakes.testutil';
import { createWalletStore } from './store';

function demoAccount(name: string): DemoAccount & { key: PrivateKey } {
  const key = PrivateKey.generate('K1');
  return { name, permission: 'active', privateKey: key.toString(), publicKey: String(key.toPublic()), key };
}

/** One page load: a store over real wharfkit kits, sharing the browser storage of earlier loads. */
function pageLoad(browser: Storage, remembered: { value: WalletKind | null }, accounts: DemoAccount[]) {
  const user = signal<UserSession | null>(null);
  const store = createWalletStore({
    network: signal<NetworkConfig | null>(testNetwork('devnet', true)),
    user,
    autologinPending: signal(false),
    createSessionKit: async (net) =>
      createWalletSessionKit({
        network: net,
        ui: new HeadlessUserInterface(),
        storage: createSessionStorage(browser, 'waxwing:wharfkit:devnet:'),
        rpc: createChainRpc({ nodes: net.rpcNodes }),
      }),
    loadDemoAccounts: async () => accounts,
    lastWalletStore: { read: () => remembered.value, write: (kind) => void (remembered.value = kind), remove: () => void (remembered.value = null) },
    closeLoginModal: () => undefined,
  });
  return { store, user };
}

async function signerOf(session: unknown, chainId: string): Promise<string> {
  if (!(session instanceof Session)) throw new Error('not a wharfkit session');
  const transaction = Transaction.from({ expiration: '2026-01-01T00:00:00', ref_block_num: 1, ref_block_prefix: 2, actions: [] });
  const [signature] = await session.signTransaction(transaction);
  return String(signature!.recoverDigest(transaction.signingDigest(chainId)));
}

describe('wallet store over real wharfkit session kits (no chain needed to sign in with a key)', () => {
  it('signs in as a chosen demo account, then restores it on the next page load with its key re-attached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const accounts = [demoAccount('alice'), demoAccount('bob')];
    const browser = createMemoryStorage();
    const remembered = { value: null as WalletKind | null };
    const chainId = testNetwork('devnet', true).chainId;

    const first = pageLoad(browser, remembered, accounts);
    expect(await first.store.login('demokey', { account: 'bob' })).toBe(true);
    expect(first.user.value?.name).toBe('bob');
    expect(await signerOf(first.store.currentSession(), chainId)).toBe(accounts[1]!.publicKey);
    await new Promise((resolve) => setTimeout(resolve, 0)); // wharfkit persists without awaiting
    const stored = Array.from({ length: browser.length }, (_, i) => browser.getItem(browser.key(i)!)).join('\n');
    expect(stored).toContain('bob');
    expect(stored).not.toContain(accounts[1]!.privateKey);

    const second = pageLoad(browser, remembered, accounts);
    expect(await second.store.autologin()).toBe(true);
    expect(second.user.value).toEqual({ name: 'bob', authorization: { actor: 'bob', permission: 'active' } });
    expect(await signerOf(second.store.currentSession(), chainId)).toBe(accounts[1]!.publicKey);

    await second.store.logout();
    const third = pageLoad(browser, remembered, accounts);
    expect(await third.store.autologin()).toBe(false);
    expect(third.user.value).toBeNull();
    vi.restoreAllMocks();
  });
});
