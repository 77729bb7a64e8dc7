import { describe, expect, it } from 'vitest';
import type { SigningBatch } from './batchState';
import { applyBatchEvent, canSign, createSigningBatches, currentBatchIndex, isPropagating, signingOutcome, signingTitle } from './signingRun';

const step = <A>(batches: SigningBatch<A>[] | null, index: number, ...events: Parameters<typeof applyBatchEvent>[2][]): SigningBatch<A>[] => {
  let next = batches;
  for (const event of events) next = next === null ? null : applyBatchEvent(next, index, event);
  if (next === null) throw new Error('transition refused');
  return next;
};

describe('signing runs', () => {
  it('numbers batches from 1, all ready', () => {
    const batches = createSigningBatches(['a', 'b', 'c'], 2);
    expect(batches.map((b) => [b.number, b.actions, b.result.status])).toEqual([
      [1, ['a', 'b'], 'ready'],
      [2, ['c'], 'ready'],
    ]);
  });

  it('titles the list by batch count unless the caller names it (SPEC §2)', () => {
    expect(signingTitle(1)).toBe('Sign transaction');
    expect(signingTitle(3)).toBe('Sign transactions');
    expect(signingTitle(3, 'Cancel orders')).toBe('Cancel orders');
    expect(signingTitle(1, '  ')).toBe('Sign transaction');
  });

  it('lets only the first unsent batch be signed, in order', () => {
    let batches = createSigningBatches(['a', 'b', 'c'], 1);
    expect([0, 1, 2].map((i) => canSign(batches, i))).toEqual([true, false, false]);
    batches = step(batches, 0, { type: 'send' });
    expect(canSign(batches, 0)).toBe(false);
    expect(isPropagating(batches)).toBe(true);
    batches = step(batches, 0, { type: 'succeed', txId: 't1' });
    expect(currentBatchIndex(batches)).toBe(1);
    expect([0, 1, 2].map((i) => canSign(batches, i))).toEqual([false, true, false]);
  });

  it('keeps a failed batch as the current one until a retry succeeds', () => {
    let batches = step(createSigningBatches(['a', 'b'], 1), 0, { type: 'send' }, { type: 'fail', error: 'overdrawn balance' });
    expect(currentBatchIndex(batches)).toBe(0);
    expect(canSign(batches, 1)).toBe(false);
    expect(signingOutcome(batches)).toEqual({ ok: false, txIds: [], error: 'overdrawn balance' });
    batches = step(batches, 0, { type: 'retry' }, { type: 'send' }, { type: 'succeed', txId: 't1' });
    batches = step(batches, 1, { type: 'send' }, { type: 'succeed', txId: 't2' });
    expect(currentBatchIndex(batches)).toBeNull();
    expect(signingOutcome(batches)).toEqual({ ok: true, txIds: ['t1', 't2'] });
  });

  it('refuses an event the batch cannot take, and an unknown index', () => {
    const batches = createSigningBatches(['a'], null);
    expect(applyBatchEvent(batches, 0, { type: 'succeed', txId: 'x' })).toBeNull();
    expect(applyBatchEvent(batches, 5, { type: 'send' })).toBeNull();
  });

  it('does not call an empty run a success', () => {
    expect(signingOutcome([])).toEqual({ ok: false, txIds: [] });
  });
});
