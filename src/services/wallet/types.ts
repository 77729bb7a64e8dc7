import type { Name, SerializedSession, Session } from '@wharfkit/session';

/** The wallet plugin part of a session the app touches (the demo key is attached through `data`). */
export interface WalletPluginLike {
  readonly id: string;
  data: Record<string, unknown>;
}

/** The part of a wharfkit `Session` the app reads; `transact` signs and broadcasts actions. */
export interface WalletSession {
  readonly actor: Name;
  readonly permission: Name;
  readonly walletPlugin: WalletPluginLike;
  transact: Session['transact'];
}

/**
 * The part of a wharfkit `SessionKit` the wallet store uses. A real `SessionKit` satisfies it;
 * tests pass fakes (STYLE: outside dependencies passed in).
 */
export interface SessionKitLike {
  readonly walletPlugins: readonly WalletPluginLike[];
  login(options: { walletPlugin: string; permissionLevel?: string }): Promise<{ session: WalletSession }>;
  logout(session?: WalletSession | SerializedSession): Promise<void>;
  restore(): Promise<WalletSession | undefined>;
}
