import { describe, expect, it } from 'vitest';
import { manualTimers } from './fakes.testutil';
import { createTransactionRecords } from './records';

describe('transaction records (SPEC §4 list item records, §9 update delay)', () => {
  it('keeps a record for its delay, then drops it', () => {
    const clock = manualTimers();
    const { transactionRecords, setRecord } = createTransactionRecords(clock.timers);
    setRecord('order:1', { status: 'success', txId: 'ab' }, 4000);
    expect(transactionRecords.value.get('order:1')).toEqual({ status: 'success', txId: 'ab' });
    clock.advance(3999);
    expect(transactionRecords.value.has('order:1')).toBe(true);
    clock.advance(1);
    expect(transactionRecords.value.has('order:1')).toBe(false);
  });

  it('lets a newer record of the same item replace the older one and its timer', () => {
    const clock = manualTimers();
    const { transactionRecords, setRecord } = createTransactionRecords(clock.timers);
    setRecord('order:1', { status: 'failed', error: 'overdrawn balance' }, 1000);
    clock.advance(900);
    setRecord('order:1', { status: 'success', txId: 'cd' }, 4000);
    clock.advance(200);
    expect(transactionRecords.value.get('order:1')).toEqual({ status: 'success', txId: 'cd' });
    expect(clock.pendingCount()).toBe(1);
  });

  it('keeps other items when one is dropped', () => {
    const clock = manualTimers();
    const { transactionRecords, setRecord } = createTransactionRecords(clock.timers);
    setRecord('a', { status: 'success', txId: '1' }, 10);
    setRecord('b', { status: 'success', txId: '2' }, 50);
    clock.advance(10);
    expect([...transactionRecords.value.keys()]).toEqual(['b']);
  });
});
