/**
 * Signing and sending transactions (SPEC §4 "Transaction sending", §2 chain-transactions modal), wired
 * to the app: the signed-in wallet session, named loaders, toasts, the modal and disable_layout.
 */
import { effect, untracked } from '@preact/signals-react';
import { realTimers } from '../../services/http';
import { currentModal, layoutDisabled, notify, openModal, startLoading, stopLoading } from '../ui';
import { createTransactionRecords } from './records';
import { createTransactionSender } from './sender';
import type { SigningModalPort } from './types';
import { currentSession } from '../wallet';

const showsRun = (runId: number): boolean => {
  const modal = currentModal.value;
  return modal?.name === 'chainTransactions' && modal.props?.runId === runId;
};

/** The chain-transactions modal through the modal store: `{ runId }` names the run it draws. */
const modalPort: SigningModalPort = {
  open: (runId) => openModal('chainTransactions', { runId }),
  watchClosed(runId, onClosed) {
    let dispose: (() => void) | null = null;
    let fired = false;
    dispose = effect(() => {
      if (showsRun(runId) || fired) return;
      fired = true;
      untracked(onClosed);
      dispose?.();
    });
  },
};

const records = createTransactionRecords(realTimers);

/**
 * Per list item, its last transaction result, kept for SPEC §9's 4000 ms.
 * @public SPEC §4's per-item record: no list passes a `recordKey` yet, this is where one will read it.
 */
export const transactionRecords = records.transactionRecords;

const sender = createTransactionSender({
  getSession: () => currentSession(),
  timers: realTimers,
  startLoading,
  stopLoading,
  notify,
  setRecord: records.setRecord,
  modal: modalPort,
  layoutDisabled: () => layoutDisabled.value,
});

/** The signing list being shown (SPEC §3 Signing state), or null. */
export const signingRun = sender.signingRun;

/**
 * Signs and sends actions through the user's wallet (SPEC §4): batches of `maxActions`, the signing list,
 * the named loader, toasts, refreshes. Resolves `{ ok, txIds, error? }`; with no wallet, a "Connect a wallet first" toast.
 */
export const sendActions = sender.sendActions;
/** The signing list's Sign button. */
export const signBatch = sender.signBatch;
/** The signing list's Retry button. */
export const retryBatch = sender.retryBatch;
