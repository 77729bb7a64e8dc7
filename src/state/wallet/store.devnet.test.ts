import { signal } from '@preact/signals-react';
import { PublicKey, Session } from '@wharfkit/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../devnet/chain/testing/harness';
import type { NetworkConfig } from '../../core/config/types';
import { createChainRpc } from '../../services/chainRpc';
import { platformFetch } from '../../services/http';
import { demoAccountsUrl, fetchDemoAccounts } from '../../services/wallet/demoAccounts';
import { HeadlessUserInterface } from '../../services/wallet/headlessUi';
import type { WalletKind } from '../../services/wallet/kinds';
import { createWalletSessionKit } from '../../services/wallet/sessionKit';
import { createSessionStorage } from '../../services/wallet/sessionStorage';
import { createMemoryStorage, type UserSession } from '../app';
import { testNetwork } from './fakes.testutil';
import { createWalletStore } from './store';

let t: TestChain;
let network: NetworkConfig;

beforeAll(async () => {
  t = await startTestChain();
  network = { ...testNetwork('devnet', true), chainId: t.chain.chainId, rpcNodes: [`${t.url}/`] };
});
afterAll(async () => t.stop());

/** One page load of the app's wallet wiring against the devnet, in Node (headless wallet UI). */
function pageLoad(browser: Storage, remembered: { value: WalletKind | null }) {
  const user = signal<UserSession | null>(null);
  const store = createWalletStore({
    network: signal<NetworkConfig | null>(network),
    user,
    autologinPending: signal(false),
    createSessionKit: async (net) =>
      createWalletSessionKit({
        network: net,
        ui: new HeadlessUserInterface(),
        storage: createSessionStorage(browser, 'waxwing:wharfkit:devnet:'),
        rpc: createChainRpc({ nodes: net.rpcNodes }),
      }),
    loadDemoAccounts: (net) => fetchDemoAccounts(demoAccountsUrl(net.rpcNodes[0]!), platformFetch, net.chainId),
    lastWalletStore: { read: () => remembered.value, write: (kind) => void (remembered.value = kind), remove: () => void (remembered.value = null) },
    closeLoginModal: () => undefined,
  });
  return { store, user };
}

function wharfkitSession(session: unknown): Session {
  if (!(session instanceof Session)) throw new Error('not a wharfkit session');
  return session;
}

async function transferOneWax(session: Session, to: string, memo: string): Promise<string> {
  const result = await session.transact({
    action: {
      account: 'eosio.token',
      name: 'transfer',
      authorization: [session.permissionLevel],
      data: { from: session.actor, to, quantity: '1.00000000 WAX', memo },
    },
  });
  return String(result.response?.transaction_id ?? '');
}

describe('wallet store against the devnet chain (real SessionKit, private-key plugin, accounts.json)', () => {
  it('logs in as a demo account, reads get_account, signs; the next page load restores the session and signs again', async () => {
    const [first, second] = t.chain.demoAccounts;
    const browser = createMemoryStorage();
    const remembered = { value: null as WalletKind | null };

    const page1 = pageLoad(browser, remembered);
    expect(await page1.store.login('demokey', { account: second!.name })).toBe(true);
    expect(page1.user.value).toEqual({ name: second!.name, authorization: { actor: second!.name, permission: 'active' } });
    const session = wharfkitSession(page1.store.currentSession());
    const account = await session.client.v1.chain.get_account(session.actor);
    expect(String(account.account_name)).toBe(second!.name);
    expect(
      account.permissions.some((p) => String(p.perm_name) === 'active' && p.required_auth.keys.some((k) => k.key.equals(PublicKey.from(second!.publicKey)))),
    ).toBe(true);
    expect(await transferOneWax(session, first!.name, 'signed after login')).toMatch(/^[0-9a-f]{64}$/);

    const page2 = pageLoad(browser, remembered);
    expect(await page2.store.autologin()).toBe(true);
    expect(page2.user.value?.name).toBe(second!.name);
    expect(await transferOneWax(wharfkitSession(page2.store.currentSession()), first!.name, 'signed after restore')).toMatch(/^[0-9a-f]{64}$/);
  });
});
