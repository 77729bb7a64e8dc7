import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { Timers } from '../../services/http';

/** The last transaction result of a list item (SPEC §4 "a success record for the list item", "the failure is recorded"). */
export type TransactionRecord = { readonly status: 'success'; readonly txId: string } | { readonly status: 'failed'; readonly error: string };

/** Records keyed by list item, each cleared after its own delay so the item then shows its refreshed data. */
export function createTransactionRecords(timers: Timers) {
  const records = signal<ReadonlyMap<string, TransactionRecord>>(new Map());
  const clearTimers = new Map<string, unknown>();

  function remove(key: string): void {
    const next = new Map(records.value);
    next.delete(key);
    records.value = next;
    clearTimers.delete(key);
  }

  /** Records an item's result for `keepMs`; a newer record of the same item replaces it and its timer. */
  function setRecord(key: string, record: TransactionRecord, keepMs: number): void {
    const pending = clearTimers.get(key);
    if (pending !== undefined) timers.clearTimeout(pending);
    records.value = new Map(records.value).set(key, record);
    clearTimers.set(
      key,
      timers.setTimeout(() => remove(key), keepMs),
    );
  }

  return { transactionRecords: records as ReadonlySignal<ReadonlyMap<string, TransactionRecord>>, setRecord };
}
