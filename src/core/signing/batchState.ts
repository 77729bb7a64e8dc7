/**
 * SPEC §3 "Signing state" and §4 "Signing batches": each batch goes ready → propagated (on send) →
 * success (with its tx_id) or failed (with its error); a retry puts a failed batch back to ready.
 * (The SPEC spells the middle state "propaged"; the code uses the English word.)
 */

/** Where one batch is, with the data of its outcome. */
export type BatchResult =
  | { readonly status: 'ready' }
  | { readonly status: 'propagated' }
  | { readonly status: 'success'; readonly txId: string }
  | { readonly status: 'failed'; readonly error: string };

/** What can happen to a batch. */
export type BatchEvent =
  | { readonly type: 'send' }
  | { readonly type: 'succeed'; readonly txId: string }
  | { readonly type: 'fail'; readonly error: string }
  | { readonly type: 'retry' };

/** One transaction of a signing run: its 1-based number, its actions and its result. */
export interface SigningBatch<A> {
  readonly number: number;
  readonly actions: readonly A[];
  readonly result: BatchResult;
}

export const READY: BatchResult = { status: 'ready' };

/** The next result of a batch, or null when the event is not allowed in its state (a double click, a late answer). */
export function transitionBatch(result: BatchResult, event: BatchEvent): BatchResult | null {
  switch (event.type) {
    case 'send':
      return result.status === 'ready' ? { status: 'propagated' } : null;
    case 'succeed':
      return result.status === 'propagated' ? { status: 'success', txId: event.txId } : null;
    case 'fail':
      return result.status === 'propagated' ? { status: 'failed', error: event.error } : null;
    case 'retry':
      return result.status === 'failed' ? READY : null;
  }
}
