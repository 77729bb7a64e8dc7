import { signal } from '@preact/signals-react';
import { Asset } from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../devnet/chain/testing/harness';
import type { NetworkConfig } from '../core/config/types';
import { platformFetch } from '../services/http';
import { demoAccountsUrl, fetchDemoAccounts } from '../services/wallet/demoAccounts';
import { HeadlessUserInterface } from '../services/wallet/headlessUi';
import { createWalletSessionKit } from '../services/wallet/sessionKit';
import { createSessionStorage } from '../services/wallet/sessionStorage';
import type { UserSession } from './app';
import { createMemoryStorage } from './storage';
import { senderHarness } from './transactionsFakes.testutil';
import { testNetwork } from './walletFakes.testutil';
import { createWalletStore } from './walletStore';

let t: TestChain;
let network: NetworkConfig;

beforeAll(async () => {
  t = await startTestChain();
  network = { ...testNetwork('devnet', true), chainId: t.chain.chainId, rpcNodes: [`${t.url}/`] };
});
afterAll(async () => t.stop());

async function signedInSession(account: string) {
  const store = createWalletStore({
    network: signal<NetworkConfig | null>(network),
    user: signal<UserSession | null>(null),
    autologinPending: signal(false),
    createSessionKit: async (net) => createWalletSessionKit({ network: net, ui: new HeadlessUserInterface(), storage: createSessionStorage(createMemoryStorage(), 'waxwing:wharfkit:devnet:') }),
    loadDemoAccounts: (net) => fetchDemoAccounts(demoAccountsUrl(net.rpcNodes[0]!), platformFetch, net.chainId),
    lastWalletStore: { read: () => null, write: () => undefined, remove: () => undefined },
    closeLoginModal: () => undefined,
  });
  expect(await store.login('demokey', { account })).toBe(true);
  const session = store.currentSession();
  if (session === null) throw new Error('no session after login');
  return session;
}

/** The account's WAX balance in units (10^-8 WAX). */
async function waxUnits(account: string): Promise<bigint> {
  const res = await fetch(`${t.url}/v1/chain/get_currency_balance`, { method: 'POST', body: JSON.stringify({ code: 'eosio.token', account, symbol: 'WAX' }) });
  const [balance] = (await res.json()) as string[];
  return balance === undefined ? 0n : BigInt(Asset.from(balance).units.toString());
}

describe('sendActions with a real wharfkit session against the devnet chain', () => {
  it('sends a transfer (authorization filled from the session) and reports the chain id; an overdraft fails with the contract message', async () => {
    const [sender, receiver] = t.chain.demoAccounts;
    const session = await signedInSession(sender!.name);
    const h = senderHarness({ session });
    const before = await waxUnits(receiver!.name);
    const transfer = (quantity: string) => ({ account: 'eosio.token', name: 'transfer', data: { from: sender!.name, to: receiver!.name, quantity, memo: 'waxwing test' } });

    const sent = await h.sender.sendActions({ actions: [transfer('1.00000000 WAX')], loaderName: 'transfer' });
    expect(sent.ok).toBe(true);
    expect(sent.txIds[0]).toMatch(/^[0-9a-f]{64}$/);
    expect((await waxUnits(receiver!.name)) - before).toBe(100_000_000n);

    const overdraft = h.sender.sendActions({ actions: [transfer('999999999.00000000 WAX')], loaderName: 'transfer', maxActions: 1 });
    await expect.poll(() => h.sender.signingRun.value?.batches[0]?.result.status).toBe('failed');
    expect(h.sender.signingRun.value?.batches[0]?.result).toEqual({ status: 'failed', error: 'assertion failure with message: overdrawn balance' });
    expect(h.notifications.at(-1)).toEqual({ kind: 'error', title: 'Transaction failed', text: 'assertion failure with message: overdrawn balance' });
    h.modal.close();
    expect((await overdraft).ok).toBe(false);
  });
});
