import { describe, expect, it } from 'vitest';
import { READY, transitionBatch, type BatchEvent, type BatchResult } from './batchState';

const propagated: BatchResult = { status: 'propagated' };
const success: BatchResult = { status: 'success', txId: 'ab12' };
const failed: BatchResult = { status: 'failed', error: 'overdrawn balance' };
const send: BatchEvent = { type: 'send' };
const succeed: BatchEvent = { type: 'succeed', txId: 'ab12' };
const fail: BatchEvent = { type: 'fail', error: 'overdrawn balance' };
const retry: BatchEvent = { type: 'retry' };

describe('transitionBatch (SPEC §4: ready → propagated → success | failed)', () => {
  it('sends a ready batch', () => {
    expect(transitionBatch(READY, send)).toEqual(propagated);
  });

  it('stores the tx id on success and the error on failure', () => {
    expect(transitionBatch(propagated, succeed)).toEqual(success);
    expect(transitionBatch(propagated, fail)).toEqual(failed);
  });

  it('puts a failed batch back to ready on retry', () => {
    expect(transitionBatch(failed, retry)).toEqual(READY);
  });

  it('refuses every other move', () => {
    const allowed = new Set(['ready:send', 'propagated:succeed', 'propagated:fail', 'failed:retry']);
    for (const state of [READY, propagated, success, failed]) {
      for (const event of [send, succeed, fail, retry]) {
        if (allowed.has(`${state.status}:${event.type}`)) continue;
        expect(transitionBatch(state, event), `${state.status} + ${event.type}`).toBeNull();
      }
    }
  });
});
