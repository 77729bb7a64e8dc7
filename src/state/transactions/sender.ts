/** Signs and sends actions as SPEC §4 "Transaction sending" says, over injected IO (STYLE: dependencies passed in). */
import { signal } from '@preact/signals-react';
import {
  applyBatchEvent,
  canSign,
  cleanErrorMessage,
  createSigningBatches,
  isPropagating,
  signingOutcome,
  signingTitle,
  TRANSACTION_REFRESH_DELAY_MS,
  TRANSACTION_UPDATE_DELAY_MS,
  type BatchEvent,
  type SigningBatch,
} from '../../core/signing';
import type { Timers } from '../../services/http';
import type { Notification } from '../ui';
import type { TransactionRecord } from './records';
import type {
  ChainAction,
  ChainActionInput,
  SendActionsRequest,
  SendActionsResult,
  SigningModalPort,
  SigningRunState,
  SigningSession,
  TransactAnswer,
} from './types';

/** Shown when nobody is signed in (no wallet to sign with). */
export const CONNECT_WALLET_FIRST = 'Connect a wallet first';
/** The outcome's error when the list is closed before every transaction went through. */
export const SIGNING_CANCELLED = 'Signing cancelled';

export interface TransactionSenderDeps {
  getSession: () => SigningSession | null;
  timers: Timers;
  startLoading: (name: string) => void;
  stopLoading: (name: string) => void;
  notify: (notification: Omit<Notification, 'id'>) => number;
  setRecord: (key: string, record: TransactionRecord, keepMs: number) => void;
  modal: SigningModalPort;
  /** SPEC §2: with disable_layout the list is hidden, so every transaction is signed in turn without it. */
  layoutDisabled: () => boolean;
}

interface Run {
  readonly id: number;
  readonly title: string;
  readonly request: SendActionsRequest;
  batches: SigningBatch<ChainAction>[];
  closed: boolean;
  settled: boolean;
  refreshTimer: unknown;
  resolve: (result: SendActionsResult) => void;
}

/** The chain's id for the transaction: the node's answer, else the id of what was signed. */
function transactionId(answer: TransactAnswer): string {
  const fromNode = answer.response?.transaction_id;
  const id = typeof fromNode === 'string' && fromNode !== '' ? fromNode : answer.resolved?.transaction.id.toString();
  if (id === undefined || id === '') throw new Error('The wallet answered without a transaction id');
  return id;
}

function withAuthorization(action: ChainActionInput, session: SigningSession): ChainAction {
  const authorization = action.authorization?.map((level) => ({ ...level })) ?? [
    { actor: session.actor.toString(), permission: session.permission.toString() },
  ];
  return { account: action.account, name: action.name, data: action.data, authorization };
}

function runRefresh(refresh: () => void | Promise<void>): void {
  // A failed refresh must not turn a sent transaction into an error; it is logged and the next refresh repairs the view.
  void Promise.resolve()
    .then(refresh)
    .catch((error: unknown) => console.error('Refresh after a transaction failed', error));
}

const SEND: BatchEvent = { type: 'send' };

/** A transaction sender: `sendActions`, the signing list it publishes, and the list's Sign and Retry. */
export function createTransactionSender(deps: TransactionSenderDeps) {
  const signingRun = signal<SigningRunState | null>(null);
  const runs = new Map<number, Run>();
  let lastRunId = 0;

  const publish = (run: Run) => {
    if (signingRun.value?.id === run.id) signingRun.value = { id: run.id, title: run.title, batches: run.batches };
  };
  const move = (run: Run, index: number, event: BatchEvent): boolean => {
    const next = applyBatchEvent(run.batches, index, event);
    if (next === null) return false;
    run.batches = next;
    publish(run);
    return true;
  };

  function settleIfDone(run: Run): void {
    if (run.settled) return;
    const outcome = signingOutcome(run.batches);
    if (!outcome.ok && !(run.closed && !isPropagating(run.batches))) return;
    run.settled = true;
    runs.delete(run.id);
    run.resolve(outcome.ok || outcome.error !== undefined ? outcome : { ...outcome, error: SIGNING_CANCELLED });
  }

  function afterSuccess(run: Run, batchCount: number, batch: SigningBatch<ChainAction>, txId: string): void {
    const { request } = run;
    if (request.notify !== false) {
      const text = batchCount > 1 ? `Transaction ${batch.number} of ${batchCount}` : undefined;
      deps.notify({ kind: 'transaction', title: 'Transaction sent', ...(text ? { text } : {}), txId });
    }
    if (request.recordKey !== undefined) deps.setRecord(request.recordKey, { status: 'success', txId }, request.recordDelayMs ?? TRANSACTION_UPDATE_DELAY_MS);
    const { refresh } = request;
    if (refresh === undefined) return;
    // Several transactions of one run finishing close together need one refresh, after the last of them.
    if (run.refreshTimer !== null) deps.timers.clearTimeout(run.refreshTimer);
    run.refreshTimer = null;
    if (request.quickUpdate) runRefresh(refresh);
    else run.refreshTimer = deps.timers.setTimeout(() => runRefresh(refresh), request.refreshDelayMs ?? TRANSACTION_REFRESH_DELAY_MS);
  }

  function afterFailure(run: Run, error: string): void {
    const { request } = run;
    if (request.notify !== false) deps.notify({ kind: 'error', title: 'Transaction failed', text: error });
    if (request.recordKey !== undefined)
      deps.setRecord(request.recordKey, { status: 'failed', error }, request.failedRecordDelayMs ?? TRANSACTION_UPDATE_DELAY_MS);
    const { failureRefresh } = request;
    if (failureRefresh === undefined) return;
    const delay = request.failureRefreshDelayMs ?? request.refreshDelayMs ?? TRANSACTION_REFRESH_DELAY_MS;
    deps.timers.setTimeout(() => runRefresh(failureRefresh), delay);
  }

  async function sendBatch(run: Run, index: number): Promise<void> {
    const batch = run.batches[index];
    if (batch === undefined || !move(run, index, SEND)) return;
    deps.startLoading(run.request.loaderName);
    let txId: string | null = null;
    let error = '';
    try {
      const session = deps.getSession();
      if (session === null) throw new Error(CONNECT_WALLET_FIRST);
      txId = transactionId(await session.transact({ actions: [...batch.actions] }, { broadcast: true }));
    } catch (thrown) {
      error = cleanErrorMessage(thrown);
    }
    deps.stopLoading(run.request.loaderName);
    if (txId !== null) {
      move(run, index, { type: 'succeed', txId });
      afterSuccess(run, run.batches.length, batch, txId);
    } else {
      move(run, index, { type: 'fail', error });
      afterFailure(run, error);
    }
    settleIfDone(run);
  }

  async function signInTurn(run: Run): Promise<void> {
    for (let index = 0; index < run.batches.length; index++) {
      await sendBatch(run, index);
      if (run.batches[index]?.result.status !== 'success') break;
    }
    run.closed = true;
    settleIfDone(run);
  }

  function onListClosed(run: Run): void {
    run.closed = true;
    if (signingRun.value?.id === run.id) signingRun.value = null;
    settleIfDone(run);
  }

  /**
   * Signs and sends actions: batches them, shows the signing list, and for each transaction runs the
   * loader, the toasts, the record and the refreshes of SPEC §4. Resolves when every transaction went
   * through, or when the list is closed (nothing in flight) with what was sent and the last error.
   */
  function sendActions(request: SendActionsRequest): Promise<SendActionsResult> {
    const session = deps.getSession();
    if (session === null) {
      deps.notify({ kind: 'error', title: CONNECT_WALLET_FIRST, text: 'Transactions are signed by your wallet: connect one, then try again.' });
      return Promise.resolve({ ok: false, txIds: [], error: CONNECT_WALLET_FIRST });
    }
    let batches: SigningBatch<ChainAction>[];
    try {
      batches = createSigningBatches(
        request.actions.map((action) => withAuthorization(action, session)),
        request.maxActions ?? null,
      );
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (batches.length === 0) return Promise.reject(new RangeError('sendActions needs at least one action'));
    return new Promise<SendActionsResult>((resolve) => {
      const run: Run = {
        id: ++lastRunId,
        title: signingTitle(batches.length, request.title),
        request,
        batches,
        closed: false,
        settled: false,
        refreshTimer: null,
        resolve,
      };
      runs.set(run.id, run);
      if (deps.layoutDisabled()) {
        void signInTurn(run);
        return;
      }
      signingRun.value = { id: run.id, title: run.title, batches };
      deps.modal.open(run.id);
      deps.modal.watchClosed(run.id, () => onListClosed(run));
      if (request.autoSign ?? batches.length === 1) void sendBatch(run, 0);
    });
  }

  /** The list's Sign button: sends a batch when its turn has come and it is ready. */
  async function signBatch(runId: number, index: number): Promise<void> {
    const run = runs.get(runId);
    if (run === undefined || run.closed || !canSign(run.batches, index)) return;
    await sendBatch(run, index);
  }

  /** The list's Retry button: puts a failed batch back to ready and signs it again. */
  async function retryBatch(runId: number, index: number): Promise<void> {
    const run = runs.get(runId);
    if (run === undefined || run.closed || !move(run, index, { type: 'retry' })) return;
    await signBatch(runId, index);
  }

  return { signingRun, sendActions, signBatch, retryBatch };
}
