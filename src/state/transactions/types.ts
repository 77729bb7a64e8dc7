/** Types of transaction sending (SPEC §4 "Transaction sending", §3 "Signing state"). */
import type { SigningBatch, SigningOutcome } from '../../core/signing';

/** An account and permission that authorise an action. */
export interface PermissionLevel {
  actor: string;
  permission: string;
}

/** An action as builders produce it, data in ABI JSON; without `authorization` the signer's own is used. */
export interface ChainActionInput {
  readonly account: string;
  readonly name: string;
  readonly data: object;
  readonly authorization?: readonly PermissionLevel[];
}

/** An action ready for the wallet. */
export interface ChainAction {
  readonly account: string;
  readonly name: string;
  readonly data: object;
  // Mutable because wallet libraries type it so; the sender always hands them a fresh copy.
  readonly authorization: PermissionLevel[];
}

/** What a wallet's transact answers; a wharfkit `TransactResult` has this shape. */
export interface TransactAnswer {
  resolved?: { transaction: { id: { toString(): string } } } | undefined;
  response?: { [key: string]: unknown } | undefined;
}

/** The part of a wallet session that signs (a wharfkit `Session` satisfies it; tests pass fakes). */
export interface SigningSession {
  readonly actor: { toString(): string };
  readonly permission: { toString(): string };
  transact(args: { actions: ChainAction[] }, options: { broadcast: boolean }): Promise<TransactAnswer>;
}

/** What `sendActions` is asked to do. */
export interface SendActionsRequest {
  actions: readonly ChainActionInput[];
  /** The named loader that runs while a transaction is on its way (SPEC §4). */
  loaderName: string;
  /** Most actions per transaction; null or absent sends one transaction (SPEC §4 Signing batches). */
  maxActions?: number | null;
  /** The signing list's title; "Sign transaction(s)" by default. */
  title?: string;
  /** Success and failure toasts; on unless false (SPEC §4 "unless disabled"). */
  notify?: boolean;
  /** Refresh at once after success instead of after `refreshDelayMs`. */
  quickUpdate?: boolean;
  /** Refreshes the route's data (balances, lists) after a success. */
  refresh?: () => void | Promise<void>;
  /** Delay before `refresh`; SPEC §9 default 2000 ms. */
  refreshDelayMs?: number;
  /** Runs after a failure, when given. */
  failureRefresh?: () => void | Promise<void>;
  /** Delay before `failureRefresh`; the refresh delay by default. */
  failureRefreshDelayMs?: number;
  /** A list item's key: its success or failure is recorded in `transactionRecords` (SPEC §4). */
  recordKey?: string;
  /** How long a success record stays; SPEC §9 default 4000 ms. */
  recordDelayMs?: number;
  /** How long a failure record stays; 4000 ms by default. */
  failedRecordDelayMs?: number;
  /**
   * Sign the first transaction as soon as the list opens. By default only a single transaction is signed
   * at once (the user's click on the screen already asked for it); with several, each waits for its Sign click.
   */
  autoSign?: boolean;
}

/** How a request ended: ok when every transaction went through, their ids, and the last error. */
export type SendActionsResult = SigningOutcome;

/** The signing list the modal draws (SPEC §3 Signing state). */
export interface SigningRunState {
  readonly id: number;
  readonly title: string;
  readonly batches: readonly SigningBatch<ChainAction>[];
}

/** How the sender shows the signing list and learns that it was closed. */
export interface SigningModalPort {
  open(runId: number): void;
  /** Calls `onClosed` once, when the list of this run stops showing (closed, or replaced by another modal). */
  watchClosed(runId: number, onClosed: () => void): void;
}
