import { PrivateKey, Session, Transaction } from '@wharfkit/session';
import { describe, expect, it } from 'vitest';
import type { RelayAnswer } from '../chainRpc';
import { createSessionStorage, type StringStorage } from './sessionStorage';
import { createWalletSessionKit, WALLET_APP_NAME } from './sessionKit';
import { HeadlessUserInterface } from './headlessUi';

const CHAIN_ID = 'b'.repeat(64);
const network = (isDevnet: boolean) => ({ chainId: CHAIN_ID, rpcNodes: ['http://127.0.0.1:1/'], isDevnet });

function memoryStorage(): StringStorage & { dump(): string } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    dump: () => [...items.values()].join('\n'),
  };
}

/** A chain client that answers every relayed call from `answer`, recording the paths. */
function recordingRpc(answer: (path: string) => RelayAnswer = () => ({ status: 500, text: '{}' })) {
  const paths: string[] = [];
  const relay = async (path: string) => {
    paths.push(path);
    return answer(path);
  };
  return { paths, relay };
}

const kitOn = (isDevnet: boolean, backend: StringStorage, rpc = recordingRpc()) =>
  createWalletSessionKit({ network: network(isDevnet), ui: new HeadlessUserInterface(), storage: createSessionStorage(backend, 'test:'), rpc });

describe('createWalletSessionKit', () => {
  it('offers Cloud Wallet, Anchor and Wombat on mainnet, and the private-key plugin only on the devnet', () => {
    expect(kitOn(false, memoryStorage()).walletPlugins.map((p) => p.id)).toEqual(['cloudwallet', 'anchor', 'wombat']);
    expect(kitOn(true, memoryStorage()).walletPlugins.map((p) => p.id)).toEqual(['cloudwallet', 'anchor', 'wombat', 'wallet-plugin-privatekey']);
  });

  it('names the app Waxwing and points wallets at the first RPC node', () => {
    const kit = kitOn(false, memoryStorage());
    expect(kit.appName).toBe(WALLET_APP_NAME);
    expect(kit.chains.map((c) => [String(c.id), c.url])).toEqual([[CHAIN_ID, 'http://127.0.0.1:1/']]);
  });

  it("sends its sessions' chain calls through the rotating client, not to the chain URL itself", async () => {
    const rpc = recordingRpc((path) => ({ status: 200, text: JSON.stringify({ path }) }));
    const kit = kitOn(true, memoryStorage(), rpc);
    kit.walletPlugins.find((p) => p.id === 'wallet-plugin-privatekey')!.data.privateKey = PrivateKey.generate('K1').toString();
    const { session } = await kit.login({ walletPlugin: 'wallet-plugin-privatekey', permissionLevel: 'alice@active' });
    // 127.0.0.1:1 refuses connections: an answer can only have come through the client.
    await expect(session.client.call({ path: '/v1/chain/get_producers', params: { limit: 1 } })).resolves.toEqual({ path: '/v1/chain/get_producers' });
    expect(rpc.paths).toEqual(['/v1/chain/get_producers']);
  });

  it('logs in with a demo key, signs with it, and restores it without the key ever reaching storage', async () => {
    const key = PrivateKey.generate('K1');
    const backend = memoryStorage();
    const kit = kitOn(true, backend);
    const plugin = kit.walletPlugins.find((p) => p.id === 'wallet-plugin-privatekey')!;
    plugin.data.privateKey = key.toString();

    const { session } = await kit.login({ walletPlugin: 'wallet-plugin-privatekey', permissionLevel: 'alice@active' });
    expect(String(session.actor)).toBe('alice');
    const transaction = Transaction.from({ expiration: '2026-01-01T00:00:00', ref_block_num: 1, ref_block_prefix: 2, actions: [] });
    const [signature] = await session.signTransaction(transaction);
    expect(String(signature!.recoverDigest(transaction.signingDigest(CHAIN_ID)))).toBe(String(key.toPublic()));

    // wharfkit persists without awaiting; let its writes land before reading storage.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(backend.dump()).toContain('alice');
    expect(backend.dump()).not.toContain(key.toString());
    expect(backend.dump()).not.toContain(key.toWif());

    const restored = await kitOn(true, backend).restore();
    expect(restored).toBeInstanceOf(Session);
    expect(String(restored!.permissionLevel)).toBe('alice@active');
    expect(restored!.walletPlugin.data.privateKey).toBeUndefined();
  });
});

describe('HeadlessUserInterface', () => {
  it('refuses a login that needs a choice, since nobody can answer', async () => {
    const kit = kitOn(true, memoryStorage());
    await expect(kit.login()).rejects.toThrow('there is no screen to ask it on');
  });
});
