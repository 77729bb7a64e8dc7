import { signal } from '@preact/signals-react';
import { explorerTxLink } from '../../core/config/network';
import { realTimers, type Timers } from '../../services/http';
import { network } from '../app';

/** SPEC §9: snackbars close themselves after 10 s. */
export const NOTIFICATION_TIMEOUT_MS = 10_000;

/** A snackbar (SPEC §2 Notifications). */
export interface Notification {
  id: number;
  kind: 'success' | 'error' | 'transaction';
  title: string;
  text?: string;
  txId?: string;
  explorerUrl?: string;
}

export interface NotificationStoreDeps {
  timers: Timers;
  /** The explorer link for a transaction id, when a network is known. */
  explorerUrlFor: (txId: string) => string | null;
}

/** Snackbars over the given timers (the module's default instance is exported below). */
export function createNotificationStore(deps: NotificationStoreDeps) {
  const notifications = signal<Notification[]>([]);
  const timers = new Map<number, unknown>();
  let lastId = 0;

  function dismissNotification(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) deps.timers.clearTimeout(timer);
    timers.delete(id);
    notifications.value = notifications.value.filter((n) => n.id !== id);
  }

  /** Shows a snackbar for 10 s and returns its id; a transaction with an id gets its explorer link. */
  function notify(input: Omit<Notification, 'id'>): number {
    const id = ++lastId;
    const explorerUrl = input.explorerUrl ?? (input.txId === undefined ? null : deps.explorerUrlFor(input.txId));
    notifications.value = [...notifications.value, { ...input, id, ...(explorerUrl === null ? {} : { explorerUrl }) }];
    timers.set(
      id,
      deps.timers.setTimeout(() => dismissNotification(id), NOTIFICATION_TIMEOUT_MS),
    );
    return id;
  }

  return { notifications, notify, dismissNotification };
}

const store = createNotificationStore({
  timers: realTimers,
  explorerUrlFor: (txId) => (network.value === null ? null : explorerTxLink(network.value, txId)),
});

export const { notifications, notify, dismissNotification } = store;
