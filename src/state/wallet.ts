import { computed, signal } from '@preact/signals-react';
import { network } from './app';

/** A wallet the login modal offers (SPEC §2 Modals, Login). */
export type WalletKind = 'cloudwallet' | 'anchor' | 'wombat' | 'demokey';

/** One login choice: its label and where to create an account with it. */
export interface WalletChoice {
  kind: WalletKind;
  label: string;
  createAccountUrl: string;
}

/** Every wallet choice; `demokey` is only offered on the devnet (see `walletChoices`). */
export const WALLET_CHOICES: readonly WalletChoice[] = [
  { kind: 'cloudwallet', label: 'WAX Cloud Wallet', createAccountUrl: 'https://www.mycloudwallet.com/' },
  { kind: 'anchor', label: 'Anchor', createAccountUrl: 'https://www.greymass.com/anchor' },
  { kind: 'wombat', label: 'Wombat', createAccountUrl: 'https://www.wombat.app/' },
  { kind: 'demokey', label: 'Devnet demo key', createAccountUrl: '/devnet/accounts.json' },
];

/** The choices of the current network (the demo key only on the devnet). */
export const walletChoices = computed(() => WALLET_CHOICES.filter((c) => c.kind !== 'demokey' || network.value?.isDevnet === true));

/** True while a login runs. */
export const loginPending = signal(false);

/** Signs in with a wallet; resolves false on failure (being wired, issue 7). */
export async function login(kind: WalletKind, opts?: { account?: string }): Promise<boolean> {
  console.warn('Wallet login is not wired yet', kind, opts);
  return false;
}

/** Signs out. */
export async function logout(): Promise<void> {}

/** Restores the remembered wallet's session at start. */
export async function autologin(): Promise<void> {}
