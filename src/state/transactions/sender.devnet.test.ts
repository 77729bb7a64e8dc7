import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signal } from '@preact/signals-react';
import { Asset } from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../devnet/chain/testing/harness';
import { startLaggingRpc } from '../../../devnet/faults/laggingRpc';
import type { NetworkConfig } from '../../core/config/types';
import { createChainRpc, type ChainRpc } from '../../services/chainRpc';
import { platformFetch, type FetchFn } from '../../services/http';
import { demoAccountsUrl, fetchDemoAccounts } from '../../services/wallet/demoAccounts';
import { HeadlessUserInterface } from '../../services/wallet/headlessUi';
import { createWalletSessionKit } from '../../services/wallet/sessionKit';
import { createSessionStorage } from '../../services/wallet/sessionStorage';
import { createMemoryStorage, type UserSession } from '../app';
import { senderHarness } from './fakes.testutil';
import { testNetwork } from '../wallet/fakes.testutil';
import { createWalletStore } from '../wallet';

let t: TestChain;
let lagging: Server;
let network: NetworkConfig;

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

beforeAll(async () => {
  t = await startTestChain();
  network = { ...testNetwork('devnet', true), chainId: t.chain.chainId, rpcNodes: [`${t.url}/`] };
  // The devnet's --lagging-rpc-port node: the same chain, its head 30 s behind.
  lagging = await startLaggingRpc(0, () => t.url, 500);
});
afterAll(async () => {
  await close(lagging);
  await t.stop();
});

async function signedInSession(account: string, net: NetworkConfig = network, rpc: ChainRpc = createChainRpc({ nodes: net.rpcNodes })) {
  const store = createWalletStore({
    network: signal<NetworkConfig | null>(net),
    user: signal<UserSession | null>(null),
    autologinPending: signal(false),
    createSessionKit: async (kitNet) =>
      createWalletSessionKit({
        network: kitNet,
        ui: new HeadlessUserInterface(),
        storage: createSessionStorage(createMemoryStorage(), 'waxwing:wharfkit:devnet:'),
        rpc,
      }),
    // The demo accounts live on the devnet itself, whichever node the chain calls reach.
    loadDemoAccounts: (kitNet) => fetchDemoAccounts(demoAccountsUrl(`${t.url}/`), platformFetch, kitNet.chainId),
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
    const transfer = (quantity: string) => ({
      account: 'eosio.token',
      name: 'transfer',
      data: { from: sender!.name, to: receiver!.name, quantity, memo: 'waxwing test' },
    });

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

describe('the wallet over the rotating chain client against the devnet (SPEC §4 Chain RPC nodes, §9)', () => {
  it('signs and sends on the good node when the first node is dead and the second lags more than 20 s', async () => {
    const [sender, receiver] = t.chain.demoAccounts;
    const closed = createServer();
    const dead = await listen(closed);
    await close(closed); // nothing listens there any more: connections are refused
    const laggingUrl = `http://127.0.0.1:${(lagging.address() as AddressInfo).port}/`;
    const good = `${t.url}/`;
    const label = (url: string) => (url.startsWith(dead) ? 'dead' : url.startsWith(laggingUrl) ? 'lagging' : url.startsWith(good) ? 'good' : url);
    const calls: string[] = [];
    const fetchFn: FetchFn = (url, init) => {
      calls.push(`${label(url)} ${url.split('/').pop() ?? ''}`);
      return platformFetch(url, init);
    };
    const net = { ...network, rpcNodes: [dead, laggingUrl, good] };
    // random() = 0.999 keeps the listed order, so the dead node really is tried first.
    const rpc = createChainRpc({ nodes: net.rpcNodes, fetchFn, random: () => 0.999, warn: () => undefined });
    const session = await signedInSession(sender!.name, net, rpc);
    const h = senderHarness({ session });
    const before = await waxUnits(receiver!.name);

    const sent = await h.sender.sendActions({
      actions: [{ account: 'eosio.token', name: 'transfer', data: { from: sender!.name, to: receiver!.name, quantity: '2.00000000 WAX', memo: 'rotated' } }],
      loaderName: 'transfer',
    });
    expect(sent).toMatchObject({ ok: true });
    expect(sent.txIds[0]).toMatch(/^[0-9a-f]{64}$/);
    expect((await waxUnits(receiver!.name)) - before).toBe(200_000_000n);
    expect(rpc.currentNode()).toBe(good);
    // The dead node was tried and the lagging one's head checked; only the good node got anything else.
    expect(calls.filter((call) => !call.startsWith('good'))).toEqual(['dead get_info', 'lagging get_info']);
    expect(calls).toContain('good send_transaction');
  });
});
