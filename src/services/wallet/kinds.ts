/** A wallet the login modal offers (SPEC §2 Modals, §4 Wallet); `demokey` exists only on the devnet. */
export type WalletKind = 'cloudwallet' | 'anchor' | 'wombat' | 'demokey';

/** Every wallet kind, mainnet ones first. */
export const WALLET_KINDS: readonly WalletKind[] = ['cloudwallet', 'anchor', 'wombat', 'demokey'];

/** The wharfkit plugin id behind each kind (the `id` each wallet plugin declares). */
export const WALLET_PLUGIN_IDS: Readonly<Record<WalletKind, string>> = {
  cloudwallet: 'cloudwallet',
  anchor: 'anchor',
  wombat: 'wombat',
  demokey: 'wallet-plugin-privatekey',
};

/** SPEC §3 names wallets `<kind>_wharfkit` (currentWallet defaults to `anchor_wharfkit`). */
export type WalletId = `${WalletKind}_wharfkit`;

/** The SPEC §3 wallet id of a kind. */
export function walletIdOf(kind: WalletKind): WalletId {
  return `${kind}_wharfkit`;
}

/** True for a known wallet kind (guards values read back from storage). */
export function isWalletKind(value: unknown): value is WalletKind {
  return typeof value === 'string' && (WALLET_KINDS as readonly string[]).includes(value);
}

/** The kind whose plugin has this id, or null for a plugin the app does not offer. */
export function kindOfPluginId(pluginId: string): WalletKind | null {
  return WALLET_KINDS.find((kind) => WALLET_PLUGIN_IDS[kind] === pluginId) ?? null;
}

/** True when the network offers this kind: the demo key only on the devnet, so no key ever reaches mainnet. */
export function isKindOffered(kind: WalletKind, network: { isDevnet: boolean }): boolean {
  return kind !== 'demokey' || network.isDevnet;
}
