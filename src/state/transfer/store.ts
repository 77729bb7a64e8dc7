/**
 * The multi-asset transfer form (SPEC §2 Transfer page, §5, §7 token transfer): a recipient checked to
 * exist before anything is signed, a memo, and several tokens each with an amount (MAX and the
 * percentages round down, never above the balance or the token's precision). One transaction sends
 * one `transfer` per token whose amount is above 0.
 */
import { computed, signal } from '@preact/signals-react';
import { amountToDecimalString, maxAmount, percentOfAmount, type Amount } from '../../core/amount';
import { tokenParam } from '../../core/domain';
import {
  checkMemo,
  checkRecipient,
  checkTransferAmount,
  itemsToSend,
  transferActions,
  type FieldCheck,
  type TransferItem,
  type TransferToken,
} from '../../core/transfer';
import type { SendActionsRequest, SendActionsResult } from '../transactions';

/** The named loader while a transfer is on its way (SPEC §4: every action starts one). */
const TRANSFER_LOADER = 'transfer';

/** One token of the form and its amount as typed. */
export interface TransferLine {
  /** `TICKER_contract`. */
  readonly key: string;
  readonly token: TransferToken;
  readonly text: string;
}

export type TransferPhase = 'idle' | 'checking' | 'sending';

export interface TransferStoreDeps {
  /** The signed-in account, null when nobody is. */
  account(): string | null;
  /** The signed-in account's balance of a token, null while unknown. */
  balanceOf(token: TransferToken): Amount | null;
  /** Whether the chain knows the account (get_account); rejects when it cannot tell. */
  accountExists(name: string): Promise<boolean>;
  sendActions(request: SendActionsRequest): Promise<SendActionsResult>;
  /** After a transfer went through: balances read again. */
  afterTransfer(account: string): void | Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The transfer form over the given IO (the app's instance is in instance.ts). */
export function createTransferStore(deps: TransferStoreDeps) {
  const recipient = signal('');
  const memo = signal('');
  const lines = signal<readonly TransferLine[]>([]);
  /** Set by the first Send: every field then shows its problem, even untouched ones. */
  const attempted = signal(false);
  /** What the chain said of the recipient (does not exist, or could not be asked). */
  const recipientProblem = signal<string | null>(null);
  /** A problem of the whole form (nothing to send, no wallet). */
  const formProblem = signal<string | null>(null);
  const phase = signal<TransferPhase>('idle');

  const sender = () => deps.account() ?? '';
  const recipientCheck = computed(() => checkRecipient(recipient.value, sender()));
  const memoCheck = computed(() => checkMemo(memo.value));
  const amountChecks = computed(
    () => new Map<string, FieldCheck<Amount>>(lines.value.map((line) => [line.key, checkTransferAmount(line.text, line.token, deps.balanceOf(line.token))])),
  );
  /** What will leave the wallet: every token with a valid amount above 0. */
  const summary = computed<TransferItem[]>(() =>
    itemsToSend(
      lines.value.flatMap((line) => {
        const check = amountChecks.value.get(line.key);
        return check?.ok ? [{ token: line.token, amount: check.value }] : [];
      }),
    ),
  );

  function update(key: string, text: string): void {
    lines.value = lines.value.map((line) => (line.key === key ? { ...line, text } : line));
    formProblem.value = null;
  }

  /** Adds a token to the form (once). */
  function addToken(token: TransferToken): void {
    const key = tokenParam(token);
    if (lines.value.some((line) => line.key === key)) return;
    lines.value = [...lines.value, { key, token, text: '' }];
    formProblem.value = null;
  }

  function removeToken(key: string): void {
    lines.value = lines.value.filter((line) => line.key !== key);
  }

  /** A whole percent of the balance, rounded down (100 is MAX). */
  function setShare(key: string, percent: number): void {
    const line = lines.value.find((candidate) => candidate.key === key);
    const balance = line === undefined ? null : deps.balanceOf(line.token);
    if (line === undefined || balance === null) return;
    update(key, amountToDecimalString(percent === 100 ? maxAmount(balance) : percentOfAmount(balance, percent)));
  }

  function setRecipient(text: string): void {
    recipient.value = text;
    recipientProblem.value = null;
  }

  /** Checks everything, asks the chain whether the recipient exists, then signs. Answers whether it was sent. */
  async function submit(): Promise<boolean> {
    if (phase.value !== 'idle') return false;
    attempted.value = true;
    const from = deps.account();
    if (from === null) {
      formProblem.value = 'Connect a wallet to send tokens';
      return false;
    }
    const to = recipientCheck.value;
    const invalidAmount = [...amountChecks.value.values()].some((check) => !check.ok);
    if (!to.ok || !memoCheck.value.ok || invalidAmount) return false;
    const items = summary.value;
    if (items.length === 0) {
      formProblem.value = lines.value.length === 0 ? 'Add a token to send from your list' : 'Enter an amount above 0 for at least one token';
      return false;
    }
    phase.value = 'checking';
    try {
      const exists = await deps.accountExists(to.value);
      if (!exists) {
        recipientProblem.value = `There is no account "${to.value}" on this chain`;
        return false;
      }
    } catch (error) {
      recipientProblem.value = `Could not check "${to.value}": ${message(error)}`;
      return false;
    } finally {
      phase.value = 'idle';
    }
    phase.value = 'sending';
    try {
      const result = await deps.sendActions({
        actions: transferActions(from, to.value, memo.value, items),
        loaderName: TRANSFER_LOADER,
        title: items.length > 1 ? `Send ${items.length} tokens` : 'Send tokens',
        quickUpdate: true,
        refresh: () => deps.afterTransfer(from),
      });
      if (result.ok) {
        lines.value = lines.value.map((line) => ({ ...line, text: '' }));
        attempted.value = false;
      }
      return result.ok;
    } finally {
      phase.value = 'idle';
    }
  }

  /** Empties the form (another account signed in). */
  function reset(): void {
    recipient.value = '';
    memo.value = '';
    lines.value = [];
    attempted.value = false;
    recipientProblem.value = null;
    formProblem.value = null;
  }

  return {
    recipient,
    memo,
    lines,
    attempted,
    recipientProblem,
    formProblem,
    phase,
    recipientCheck,
    memoCheck,
    amountChecks,
    summary,
    addToken,
    removeToken,
    setAmountText: update,
    setShare,
    setRecipient,
    setMemo: (text: string) => void (memo.value = text),
    submit,
    reset,
  };
}
