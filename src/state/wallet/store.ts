import { signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { NetworkConfig } from '../../core/config/types';
import { pickDemoAccount, type DemoAccount } from '../../services/wallet/demoAccounts';
import { isKindOffered, kindOfPluginId, walletIdOf, WALLET_PLUGIN_IDS, type WalletId, type WalletKind } from '../../services/wallet/kinds';
import type { SessionKitLike, WalletSession } from '../../services/wallet/types';
import type { UserSession } from '../app';

/** SPEC §3 Wallet state: currentWallet defaults to `anchor_wharfkit`. */
export const DEFAULT_WALLET_ID: WalletId = 'anchor_wharfkit';

/** Called after a login or a restored session (balances, routes, trade history and the book refresh). */
export type AfterLoginListener = (user: UserSession) => void | Promise<void>;
/** Called after a logout (trade history and the user parts of the book reset). */
export type LogoutListener = () => void | Promise<void>;

export interface LoginOptions {
  /** Demo key only: the devnet demo account to sign in as (default: the first one listed). */
  account?: string;
}

export interface WalletStoreDeps {
  network: ReadonlySignal<NetworkConfig | null>;
  user: Signal<UserSession | null>;
  autologinPending: Signal<boolean>;
  /** Builds the session kit of a network; called once per network (again after a failure). */
  createSessionKit: (network: NetworkConfig) => Promise<SessionKitLike>;
  /** Reads the devnet's demo accounts; only ever called for a devnet network. */
  loadDemoAccounts: (network: NetworkConfig) => Promise<DemoAccount[]>;
  /** Persistence of the remembered wallet (`lastWallet`). */
  lastWalletStore: { read(): WalletKind | null; write(kind: WalletKind): void; remove(): void };
  closeLoginModal: () => void;
}

async function runListeners<A extends unknown[]>(listeners: Iterable<(...args: A) => unknown>, what: string, ...args: A): Promise<void> {
  // One failing refresh must not stop the others, nor undo the login.
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener(...args);
      } catch (error) {
        console.warn(`One ${what} listener failed:`, error);
      }
    }),
  );
}

function userOf(session: WalletSession): UserSession {
  const actor = String(session.actor);
  return { name: actor, authorization: { actor, permission: String(session.permission) } };
}

/** Wallet sessions over injected session kits (SPEC §4 Wallet); the app's instance lives in `instance.ts`. */
export function createWalletStore(deps: WalletStoreDeps) {
  const currentWallet = signal<WalletId>(DEFAULT_WALLET_ID);
  const lastWallet = signal<WalletKind | null>(deps.lastWalletStore.read());
  const loginPending = signal(false);
  /** SPEC §3 keeps this flag (default false); its meaning is not shown. */
  const payForUser = signal(false);
  const afterLoginListeners = new Set<AfterLoginListener>();
  const logoutListeners = new Set<LogoutListener>();
  const kits = new Map<string, Promise<SessionKitLike>>();
  let active: { session: WalletSession; kit: SessionKitLike } | null = null;

  function kitFor(network: NetworkConfig): Promise<SessionKitLike> {
    const key = `${network.name}:${network.chainId}`;
    const cached = kits.get(key);
    if (cached !== undefined) return cached;
    const created = deps.createSessionKit(network);
    kits.set(key, created);
    created.catch(() => kits.delete(key));
    return created;
  }

  /** Puts the demo account's key into the kit's private-key plugin (it never comes from storage). */
  async function attachDemoKey(kit: SessionKitLike, network: NetworkConfig, accountName?: string): Promise<DemoAccount> {
    const plugin = kit.walletPlugins.find((candidate) => candidate.id === WALLET_PLUGIN_IDS.demokey);
    if (plugin === undefined) throw new Error(`The ${network.name} session kit has no demo-key wallet`);
    const account = pickDemoAccount(await deps.loadDemoAccounts(network), accountName);
    plugin.data.privateKey = account.privateKey;
    return account;
  }

  function offeredNetwork(kind: WalletKind): NetworkConfig {
    const network = deps.network.value;
    if (network === null) throw new Error('No network loaded yet');
    if (!isKindOffered(kind, network)) throw new Error(`The ${kind} wallet is not offered on ${network.name}`);
    return network;
  }

  function startSession(session: WalletSession, kit: SessionKitLike): UserSession {
    active = { session, kit };
    const signedIn = userOf(session);
    deps.user.value = signedIn;
    return signedIn;
  }

  async function signIn(kind: WalletKind, options: LoginOptions): Promise<UserSession> {
    const network = offeredNetwork(kind);
    const kit = await kitFor(network);
    const request: { walletPlugin: string; permissionLevel?: string } = { walletPlugin: WALLET_PLUGIN_IDS[kind] };
    const demoPlugin = kit.walletPlugins.find((candidate) => candidate.id === WALLET_PLUGIN_IDS.demokey);
    const keyBefore = demoPlugin?.data.privateKey;
    if (kind === 'demokey') {
      const account = await attachDemoKey(kit, network, options.account);
      request.permissionLevel = `${account.name}@${account.permission}`;
    }
    let session: WalletSession;
    try {
      ({ session } = await kit.login(request));
    } catch (error) {
      // The plugin is shared: a signed-in demo session must keep signing with its own account's key.
      if (demoPlugin !== undefined) demoPlugin.data.privateKey = keyBefore;
      throw error;
    }
    const signedIn = startSession(session, kit);
    lastWallet.value = kind;
    deps.lastWalletStore.write(kind);
    deps.closeLoginModal();
    return signedIn;
  }

  /** Signs in with a wallet; resolves false on failure (logged; user unchanged, the modal stays open). */
  async function login(kind: WalletKind, options: LoginOptions = {}): Promise<boolean> {
    if (loginPending.value) {
      console.warn(`Login with ${kind} ignored: another login is running`);
      return false;
    }
    const previousWallet = currentWallet.value;
    currentWallet.value = walletIdOf(kind);
    loginPending.value = true;
    let signedIn: UserSession;
    try {
      signedIn = await signIn(kind, options);
    } catch (error) {
      currentWallet.value = previousWallet;
      console.warn(`Login with ${kind} failed:`, error);
      return false;
    } finally {
      loginPending.value = false;
    }
    await runListeners(afterLoginListeners, 'after-login', signedIn);
    return true;
  }

  /** Signs out: forgets the remembered wallet, clears the user and runs the logout listeners. */
  async function logout(): Promise<void> {
    const ending = active;
    active = null;
    // The wallet's own sign-out may be slow or fail; the app forgets the user at once either way.
    const signOut =
      ending === null ? Promise.resolve() : ending.kit.logout(ending.session).catch((error: unknown) => console.warn('Wallet sign-out failed:', error));
    lastWallet.value = null;
    deps.lastWalletStore.remove();
    deps.user.value = null;
    await Promise.all([signOut, runListeners(logoutListeners, 'logout')]);
  }

  async function restoreSession(kind: WalletKind): Promise<UserSession> {
    const network = offeredNetwork(kind);
    const kit = await kitFor(network);
    const session = await kit.restore();
    if (session === undefined) throw new Error(`No saved ${kind} session on ${network.name}`);
    if (session.walletPlugin.id === WALLET_PLUGIN_IDS.demokey) {
      const account = await attachDemoKey(kit, network, String(session.actor));
      if (account.permission !== String(session.permission)) throw new Error(`Demo account ${account.name} has no ${String(session.permission)} key`);
    }
    const restoredKind = kindOfPluginId(session.walletPlugin.id);
    if (restoredKind !== null) currentWallet.value = walletIdOf(restoredKind);
    return startSession(session, kit);
  }

  /** At start: restores the remembered wallet's session (failure is logged and forgets nothing). */
  async function autologin(): Promise<boolean> {
    const kind = lastWallet.value;
    if (kind === null) return false;
    currentWallet.value = walletIdOf(kind);
    deps.autologinPending.value = true;
    let signedIn: UserSession;
    try {
      signedIn = await restoreSession(kind);
    } catch (error) {
      console.warn(`Autologin with ${kind} failed:`, error);
      return false;
    } finally {
      deps.autologinPending.value = false;
    }
    await runListeners(afterLoginListeners, 'after-login', signedIn);
    return true;
  }

  /** The devnet's demo accounts, names only (for an account picker); empty off the devnet, without a request. */
  async function demoAccountNames(): Promise<{ name: string; permission: string }[]> {
    const network = deps.network.value;
    if (network === null || !isKindOffered('demokey', network)) return [];
    return (await deps.loadDemoAccounts(network)).map(({ name, permission }) => ({ name, permission }));
  }

  function subscribe<L>(listeners: Set<L>, listener: L): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  return {
    currentWallet: currentWallet as ReadonlySignal<WalletId>,
    lastWallet: lastWallet as ReadonlySignal<WalletKind | null>,
    loginPending: loginPending as ReadonlySignal<boolean>,
    payForUser,
    login,
    logout,
    autologin,
    demoAccountNames,
    /** The signed-in wallet session (for `transact`), or null. */
    currentSession: (): WalletSession | null => active?.session ?? null,
    onAfterLogin: (listener: AfterLoginListener) => subscribe(afterLoginListeners, listener),
    onLogout: (listener: LogoutListener) => subscribe(logoutListeners, listener),
  };
}

/** The wallet store's API. */
export type WalletStore = ReturnType<typeof createWalletStore>;
