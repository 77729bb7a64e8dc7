import { computed } from '@preact/signals-react';
import type { NetworkConfig } from '../../core/config/types';
import { platformFetch } from '../../services/http';
import { DEMO_ACCOUNTS_PATH, demoAccountsUrl, fetchDemoAccounts } from '../../services/wallet/demoAccounts';
import { isKindOffered, isWalletKind, type WalletKind } from '../../services/wallet/kinds';
import { createSessionStorage } from '../../services/wallet/sessionStorage';
import { walletChainUrl } from '../../services/wallet/walletNode';
import { autologinPending, chainClientOf, createMemoryStorage, network, readStored, removeStored, user, writeStored } from '../app';
import { currentModal, closeModal } from '../ui';
import { createWalletStore } from './store';

export type { WalletId, WalletKind } from '../../services/wallet/kinds';
export type { WalletSession } from '../../services/wallet/types';
export type { AfterLoginListener, LoginOptions, LogoutListener } from './store';

/** One login choice: its label and where to create an account with it (SPEC §2 Modals, Login). */
export interface WalletChoice {
  kind: WalletKind;
  label: string;
  createAccountUrl: string;
}

/** The three wallets offered on every network (SPEC §2 "Select wallet"). */
export const WALLET_CHOICES: readonly WalletChoice[] = [
  { kind: 'cloudwallet', label: 'WAX Cloud Wallet', createAccountUrl: 'https://www.mycloudwallet.com/' },
  { kind: 'anchor', label: 'Anchor', createAccountUrl: 'https://www.greymass.com/anchor' },
  { kind: 'wombat', label: 'Wombat', createAccountUrl: 'https://www.wombat.app/' },
];

/** The devnet's extra choice: sign with a demo account's key, listed by the devnet itself. */
export const DEMO_KEY_CHOICE: WalletChoice = { kind: 'demokey', label: 'Devnet demo key', createAccountUrl: DEMO_ACCOUNTS_PATH };

/** The login choices of a network: the demo key only on the devnet. */
export function walletChoicesFor(net: Pick<NetworkConfig, 'isDevnet'> | null): readonly WalletChoice[] {
  return net !== null && isKindOffered('demokey', net) ? [...WALLET_CHOICES, DEMO_KEY_CHOICE] : WALLET_CHOICES;
}

/** The login choices of the current network (the login modal lists these). */
export const walletChoices = computed(() => walletChoicesFor(network.value));

/** Where wharfkit keeps its own session records; the app's keys stay in `storage.ts`. */
function wharfkitBackend(): Storage {
  try {
    if (typeof localStorage !== 'undefined' && localStorage !== null) return localStorage;
  } catch {
    // Storage disabled (private mode, blocked cookies): sessions then last until the tab closes.
  }
  return createMemoryStorage();
}

const store = createWalletStore({
  network,
  user,
  autologinPending,
  async createSessionKit(net) {
    const rpc = chainClientOf(net);
    // Wharfkit and its wallet plugins load on first use, keeping them out of the first screen's bundle.
    const [{ createWalletSessionKit }, { loadUserInterface }] = await Promise.all([
      import('../../services/wallet/sessionKit'),
      import('../../services/wallet/userInterface'),
    ]);
    const storage = createSessionStorage(wharfkitBackend(), `waxwing:wharfkit:${net.name}:`);
    return createWalletSessionKit({ network: net, ui: await loadUserInterface(), storage, rpc });
  },
  loadDemoAccounts: (net) => fetchDemoAccounts(demoAccountsUrl(walletChainUrl(net)), platformFetch, net.chainId),
  lastWalletStore: {
    read: () => readStored<WalletKind | null>('lastWallet', null, isWalletKind),
    write: (kind) => writeStored('lastWallet', kind),
    remove: () => removeStored('lastWallet'),
  },
  closeLoginModal() {
    if (currentModal.value?.name === 'login') closeModal();
  },
});

/** SPEC §3 Wallet state. */
export const walletState = {
  currentWallet: store.currentWallet,
  lastWallet: store.lastWallet,
  loginPending: store.loginPending,
  payForUser: store.payForUser,
};

export const { currentWallet, lastWallet, loginPending, payForUser } = walletState;

/** Signs in with a wallet kind (`{ account }` picks a devnet demo account); resolves false on failure. */
export const login = store.login;
/** Signs out, forgets the remembered wallet, clears the user and runs the logout listeners. */
export const logout = store.logout;
/** At start, restores the remembered wallet's session; resolves whether a user is now signed in. */
export const autologin = store.autologin;
/** The devnet's demo account names for a picker (`login('demokey', { account })`); empty on mainnet. */
export const demoAccountNames = store.demoAccountNames;
/** The signed-in wallet session, for signing transactions; null when logged out. */
export const currentSession = store.currentSession;
/** Subscribes to the after-login refresh; returns the unsubscribe function. */
export const onAfterLogin = store.onAfterLogin;
/** Subscribes to the logout reset; returns the unsubscribe function. */
export const onLogout = store.onLogout;
