/** A signing run: the batches of one request and the rules of the signing list (SPEC §2 Modals, §4). */
import { splitIntoBatches } from './batches';
import { READY, transitionBatch, type BatchEvent, type SigningBatch } from './batchState';

/** SPEC §2: the signing list's default titles. */
export const SIGN_TRANSACTION_TITLE = 'Sign transaction';
export const SIGN_TRANSACTIONS_TITLE = 'Sign transactions';

/** The batches of a request, all ready, numbered from 1. */
export function createSigningBatches<A>(actions: readonly A[], maxActions: number | null): SigningBatch<A>[] {
  return splitIntoBatches(actions, maxActions).map((batchActions, index) => ({ number: index + 1, actions: batchActions, result: READY }));
}

/** The list's title: the caller's, else "Sign transaction" for one batch and "Sign transactions" for more. */
export function signingTitle(batchCount: number, title?: string): string {
  if (title !== undefined && title.trim() !== '') return title;
  return batchCount === 1 ? SIGN_TRANSACTION_TITLE : SIGN_TRANSACTIONS_TITLE;
}

/**
 * The index of the batch whose turn it is: the first one not yet successful, or null when all are.
 * Batches are signed in order because a later one may spend what an earlier one deposits.
 */
export function currentBatchIndex<A>(batches: readonly SigningBatch<A>[]): number | null {
  const index = batches.findIndex((batch) => batch.result.status !== 'success');
  return index === -1 ? null : index;
}

/** Whether the Sign button of a batch acts: its turn has come and it is ready. */
export function canSign<A>(batches: readonly SigningBatch<A>[], index: number): boolean {
  return currentBatchIndex(batches) === index && batches[index]?.result.status === 'ready';
}

/** The batches with one batch moved by an event, or null when the event is not allowed. */
export function applyBatchEvent<A>(batches: readonly SigningBatch<A>[], index: number, event: BatchEvent): SigningBatch<A>[] | null {
  const batch = batches[index];
  const result = batch === undefined ? null : transitionBatch(batch.result, event);
  if (batch === undefined || result === null) return null;
  return batches.map((other, i) => (i === index ? { ...batch, result } : other));
}

/** How a run ended: ok when every batch succeeded; the ids sent so far; the last recorded error. */
export interface SigningOutcome {
  ok: boolean;
  txIds: string[];
  error?: string;
}

/** Reads the outcome of a run from its batches. */
export function signingOutcome<A>(batches: readonly SigningBatch<A>[]): SigningOutcome {
  const txIds = batches.flatMap((batch) => (batch.result.status === 'success' ? [batch.result.txId] : []));
  const ok = batches.length > 0 && txIds.length === batches.length;
  const failed = batches.filter((batch) => batch.result.status === 'failed');
  const last = failed[failed.length - 1]?.result;
  return last?.status === 'failed' ? { ok, txIds, error: last.error } : { ok, txIds };
}

/** True while a batch of the run is being sent (its answer is still to come). */
export function isPropagating<A>(batches: readonly SigningBatch<A>[]): boolean {
  return batches.some((batch) => batch.result.status === 'propagated');
}
