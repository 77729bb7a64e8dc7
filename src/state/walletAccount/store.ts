/**
 * The wallet page's account (SPEC §2 Wallet page, §3 Account, §6, §8): any account's resources,
 * stake, refund and vote, read-only unless it is the signed-in account, which can claim its refund
 * (`refund`), claim voter pay (`claimgbmvote`) and renew its vote (`voteproducer` with the same
 * producers or proxy). Load failures give SPEC §8's "Fetch account error" / "Fetch account info error".
 */
import { signal } from '@preact/signals-react';
import type { AccountSnapshot, Delegations } from '../../core/account';
import { encodeClaimVoterPay, encodeRefund, encodeVoteProducer, type SystemActionJson } from '../../core/actions/system';
import { errorMessage } from '../../core/format';
import type { Notification } from '../ui';
import type { SendActionsRequest, SendActionsResult } from '../transactions';

/** SPEC §8 notifications of a failed account load. */
export const FETCH_ACCOUNT_ERROR = 'Fetch account error';
export const FETCH_ACCOUNT_INFO_ERROR = 'Fetch account info error';
/** Named loaders (SPEC §4, §8): the account read, its delegations, and each claim on its way. */
export const ACCOUNT_LOADER = 'wallet_account';
export const ACCOUNT_INFO_LOADER = 'wallet_account_info';
export const CLAIM_LOADERS = { refund: 'wallet_refund', claim: 'wallet_claim', renew: 'wallet_renew' } as const;

/** A claim the owner can make. */
export type AccountClaim = keyof typeof CLAIM_LOADERS;

/** The account being shown. */
export type AccountState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly name: string }
  /** `answeredAtMs`: the wall time the node answered, so chain time can run on from its head block. */
  | { readonly status: 'ready'; readonly name: string; readonly account: AccountSnapshot; readonly answeredAtMs: number }
  | { readonly status: 'missing'; readonly name: string }
  | { readonly status: 'error'; readonly name: string; readonly error: string };

/** Its delegations (light API). */
export type DelegationsState =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'ready'; readonly name: string; readonly delegations: Delegations }
  | { readonly status: 'error'; readonly name: string; readonly error: string };

export interface WalletAccountDeps {
  /** `get_account`, null when no such account exists. */
  readAccount(name: string): Promise<AccountSnapshot | null>;
  readDelegations(name: string): Promise<Delegations>;
  /** Runs a first load under a named loader (spinner, recorded error). */
  runPageFetch<T>(loader: string, fetcher: () => Promise<T>): Promise<T>;
  notify(notification: Omit<Notification, 'id'>): number;
  sendActions(request: SendActionsRequest): Promise<SendActionsResult>;
  /** The signed-in account, or null. */
  signer(): string | null;
  /** After a claim went through: the signed-in account's balances. */
  afterClaim(account: string): void;
  wallNow(): number;
}

/** The wallet account store over the given IO (the app's instance is in instance.ts). */
export function createWalletAccountStore(deps: WalletAccountDeps) {
  const accountState = signal<AccountState>({ status: 'idle' });
  const delegationsState = signal<DelegationsState>({ status: 'idle' });
  let generation = 0;

  const current = (name: string, run: number) => run === generation && 'name' in accountState.value && accountState.value.name === name;

  async function readAccount(name: string, run: number, quiet: boolean): Promise<void> {
    try {
      const fetch = () => deps.readAccount(name);
      const account = quiet ? await fetch() : await deps.runPageFetch(ACCOUNT_LOADER, fetch);
      if (!current(name, run)) return;
      accountState.value = account === null ? { status: 'missing', name } : { status: 'ready', name, account, answeredAtMs: deps.wallNow() };
    } catch (error) {
      if (!current(name, run)) return;
      const message = errorMessage(error);
      deps.notify({ kind: 'error', title: FETCH_ACCOUNT_ERROR, text: message });
      // A refresh that fails keeps what was shown; a first load shows the error.
      if (accountState.value.status !== 'ready') accountState.value = { status: 'error', name, error: message };
    }
  }

  async function readDelegations(name: string, run: number, quiet: boolean): Promise<void> {
    try {
      const fetch = () => deps.readDelegations(name);
      const delegations = quiet ? await fetch() : await deps.runPageFetch(ACCOUNT_INFO_LOADER, fetch);
      if (current(name, run)) delegationsState.value = { status: 'ready', name, delegations };
    } catch (error) {
      if (!current(name, run)) return;
      const message = errorMessage(error);
      deps.notify({ kind: 'error', title: FETCH_ACCOUNT_INFO_ERROR, text: message });
      if (delegationsState.value.status !== 'ready') delegationsState.value = { status: 'error', name, error: message };
    }
  }

  /** Loads an account (spinners on a first load; `quiet` refreshes keep the shown values until the answer). */
  async function loadAccount(name: string, options: { quiet?: boolean } = {}): Promise<void> {
    const run = ++generation;
    const quiet = options.quiet === true && 'name' in accountState.value && accountState.value.name === name;
    if (!quiet) {
      accountState.value = { status: 'loading', name };
      delegationsState.value = { status: 'loading' };
    }
    await readAccount(name, run, quiet);
    // Only an account that exists has delegations to ask the light API for (a missing one would only answer 400).
    if (current(name, run) && accountState.value.status === 'ready') await readDelegations(name, run, quiet);
    else if (current(name, run) && delegationsState.value.status === 'loading') delegationsState.value = { status: 'idle' };
  }

  /** Forgets the shown account (leaving the page). */
  function clearAccount(): void {
    generation++;
    accountState.value = { status: 'idle' };
    delegationsState.value = { status: 'idle' };
  }

  /** The shown account when the signed-in user owns it, else null: only the owner claims. */
  function ownAccount(): AccountSnapshot | null {
    const state = accountState.value;
    return state.status === 'ready' && state.name === deps.signer() ? state.account : null;
  }

  function actionOf(claim: AccountClaim, account: AccountSnapshot): SystemActionJson | null {
    if (claim === 'refund') return account.refund ? encodeRefund(account.name) : null;
    if (claim === 'claim') return account.voter ? encodeClaimVoterPay(account.name) : null;
    const voter = account.voter;
    if (voter === null || (voter.producers.length === 0 && voter.proxy === '')) return null;
    return encodeVoteProducer({ voter: account.name, proxy: voter.proxy, producers: voter.producers });
  }

  /** Signs one claim for the owner: Claim refund, Claim (voter pay) or Renew (the same vote again). */
  async function sendClaim(claim: AccountClaim): Promise<SendActionsResult | null> {
    const account = ownAccount();
    const action = account ? actionOf(claim, account) : null;
    if (account === null || action === null) return null;
    return deps.sendActions({
      actions: [action],
      loaderName: CLAIM_LOADERS[claim],
      refresh: () => {
        deps.afterClaim(account.name);
        return loadAccount(account.name, { quiet: true });
      },
    });
  }

  return { accountState, delegationsState, loadAccount, clearAccount, sendClaim };
}
