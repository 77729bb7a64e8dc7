import type { Timers } from '../../services/http';
import type { Notification } from '../ui';
import type { TransactionRecord } from './records';
import { createTransactionSender } from './sender';
import type { ChainAction, SigningModalPort, SigningSession, TransactAnswer } from './types';

/** Timers driven by `advance(ms)`: callbacks run in due order, nothing runs on its own. */
export function manualTimers() {
  let now = 0;
  let nextHandle = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    setTimeout(fn, ms) {
      pending.set(++nextHandle, { at: now + ms, fn });
      return nextHandle;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  function advance(ms: number): void {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = until;
  }
  return { timers, advance, pendingCount: () => pending.size };
}

/** A promise settled from outside, to hold a wallet's answer while a test looks at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A wallet session that records what it is asked to sign and answers from `answers` (a function per call). */
export function fakeSigningSession(actor = 'trader.wam', permission = 'active') {
  const signed: ChainAction[][] = [];
  const answers: (() => Promise<TransactAnswer>)[] = [];
  const session: SigningSession = {
    actor,
    permission,
    transact({ actions }, options) {
      if (!options.broadcast) throw new Error('the sender must broadcast');
      signed.push(actions);
      const answer = answers.shift();
      return answer ? answer() : Promise.reject(new Error('no answer scripted'));
    },
  };
  const succeedWith = (txId: string) => answers.push(() => Promise.resolve({ resolved: { transaction: { id: txId } }, response: { transaction_id: txId } }));
  const failWith = (error: unknown) => answers.push(() => Promise.reject(error));
  return { session, signed, answers, succeedWith, failWith };
}

/** The modal store's behaviour: one modal at a time, opening another closes the shown one. */
export function fakeModal() {
  let shown: number | null = null;
  const watchers = new Map<number, () => void>();
  const opened: number[] = [];
  const fireClosed = (runId: number) => {
    const watcher = watchers.get(runId);
    watchers.delete(runId);
    watcher?.();
  };
  const port: SigningModalPort = {
    open(runId) {
      opened.push(runId);
      const previous = shown;
      shown = runId;
      if (previous !== null) fireClosed(previous);
    },
    watchClosed: (runId, onClosed) => void watchers.set(runId, onClosed),
  };
  return {
    port,
    opened,
    shown: () => shown,
    close() {
      const runId = shown;
      shown = null;
      if (runId !== null) fireClosed(runId);
    },
  };
}

/** A sender over fakes, with everything it did recorded. */
export function senderHarness(options: { session?: SigningSession | null; layoutDisabled?: boolean } = {}) {
  const wallet = fakeSigningSession();
  const clock = manualTimers();
  const modal = fakeModal();
  const loaderEvents: string[] = [];
  const notifications: Omit<Notification, 'id'>[] = [];
  const records: { key: string; record: TransactionRecord; keepMs: number }[] = [];
  const session = options.session === undefined ? wallet.session : options.session;
  const sender = createTransactionSender({
    getSession: () => session,
    timers: clock.timers,
    startLoading: (name) => loaderEvents.push(`start:${name}`),
    stopLoading: (name) => loaderEvents.push(`stop:${name}`),
    notify: (n) => notifications.push(n),
    setRecord: (key, record, keepMs) => records.push({ key, record, keepMs }),
    modal: modal.port,
    layoutDisabled: () => options.layoutDisabled ?? false,
  });
  return { sender, wallet, clock, modal, loaderEvents, notifications, records };
}

/** Lets queued promise callbacks run (the wallet's answer, the sender's continuation). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
