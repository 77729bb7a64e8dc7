import { signal } from '@preact/signals-react';
import { Name } from '@wharfkit/antelope';
import { vi } from 'vitest';
import type { NetworkConfig } from '../../core/config/types';
import type { DemoAccount } from '../../services/wallet/demoAccounts';
import { WALLET_PLUGIN_IDS, type WalletKind } from '../../services/wallet/kinds';
import type { SessionKitLike, WalletPluginLike, WalletSession } from '../../services/wallet/types';
import type { UserSession } from '../app';
import { createWalletStore } from './store';

/** A network config for tests; only the fields the wallet reads matter. */
export function testNetwork(name: string, isDevnet: boolean): NetworkConfig {
  return {
    name,
    desc: name,
    chainId: isDevnet ? 'a'.repeat(64) : '1064487b3cd1a897ce03ae5b6a865651747e2e152090f99c1d19d44e01aea5a4',
    host: 'localhost',
    port: 8080,
    protocol: 'http',
    client_nodes: {},
    rpcNodes: [isDevnet ? 'http://localhost:8080/' : 'https://wax.example'],
    lightApiHosts: [],
    swapEndpoints: [],
    explorerTxUrl: '',
    isDevnet,
  };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { name: 'alice', permission: 'active', privateKey: 'PVT_K1_alicekey', publicKey: 'PUB_K1_alice' },
  { name: 'bob', permission: 'active', privateKey: 'PVT_K1_bobkey', publicKey: 'PUB_K1_bob' },
];

/** A wallet session as a wallet plugin returns it. */
export function fakeSession(actor: string, permission: string, walletPlugin: WalletPluginLike): WalletSession {
  return {
    actor: Name.from(actor),
    permission: Name.from(permission),
    walletPlugin,
    transact: () => Promise.reject(new Error('fake sessions do not sign')),
  };
}

/** A scriptable SessionKit: logins answer `loginAs` (or the requested permission level), restore answers `restored`. */
export class FakeSessionKit implements SessionKitLike {
  readonly walletPlugins: WalletPluginLike[];
  loginAs = 'trader.wam';
  loginError: Error | null = null;
  restored: WalletSession | undefined | Error = undefined;
  readonly logins: { walletPlugin: string; permissionLevel?: string }[] = [];
  readonly logouts: unknown[] = [];
  logoutError: Error | null = null;
  /** Resolves the next login when set (to observe pending states). */
  gate: Promise<void> | null = null;

  constructor(readonly network: NetworkConfig) {
    const kinds: WalletKind[] = network.isDevnet ? ['cloudwallet', 'anchor', 'wombat', 'demokey'] : ['cloudwallet', 'anchor', 'wombat'];
    this.walletPlugins = kinds.map((kind) => ({ id: WALLET_PLUGIN_IDS[kind], data: {} }));
  }

  plugin(kind: WalletKind): WalletPluginLike {
    const found = this.walletPlugins.find((p) => p.id === WALLET_PLUGIN_IDS[kind]);
    if (found === undefined) throw new Error(`no ${kind} plugin`);
    return found;
  }

  async login(options: { walletPlugin: string; permissionLevel?: string }): Promise<{ session: WalletSession }> {
    this.logins.push(options);
    if (this.gate !== null) await this.gate;
    if (this.loginError !== null) throw this.loginError;
    const plugin = this.walletPlugins.find((p) => p.id === options.walletPlugin);
    if (plugin === undefined) throw new Error(`No WalletPlugin ${options.walletPlugin}`);
    const [actor, permission] = (options.permissionLevel ?? `${this.loginAs}@active`).split('@') as [string, string];
    return { session: fakeSession(actor, permission, plugin) };
  }

  async logout(session?: unknown): Promise<void> {
    this.logouts.push(session);
    if (this.logoutError !== null) throw this.logoutError;
  }

  async restore(): Promise<WalletSession | undefined> {
    if (this.restored instanceof Error) throw this.restored;
    return this.restored;
  }
}

/** A wallet store over fakes, with every dependency exposed for assertions. */
export function fakeWalletStore(options: { network?: NetworkConfig | null; lastWallet?: WalletKind | null; setUpKit?: (kit: FakeSessionKit) => void } = {}) {
  const network = signal<NetworkConfig | null>(options.network === undefined ? testNetwork('devnet', true) : options.network);
  const user = signal<UserSession | null>(null);
  const autologinPending = signal(false);
  const kits: FakeSessionKit[] = [];
  const remembered = { value: options.lastWallet ?? null };
  const createSessionKit = vi.fn(async (net: NetworkConfig) => {
    const kit = new FakeSessionKit(net);
    options.setUpKit?.(kit);
    kits.push(kit);
    return kit;
  });
  const loadDemoAccounts = vi.fn(async (_net: NetworkConfig) => DEMO_ACCOUNTS);
  const closeLoginModal = vi.fn();
  const lastWalletStore = {
    read: () => remembered.value,
    write: vi.fn((kind: WalletKind) => void (remembered.value = kind)),
    remove: vi.fn(() => void (remembered.value = null)),
  };
  const store = createWalletStore({ network, user, autologinPending, createSessionKit, loadDemoAccounts, lastWalletStore, closeLoginModal });
  return { store, network, user, autologinPending, kits, remembered, createSessionKit, loadDemoAccounts, closeLoginModal, lastWalletStore };
}
