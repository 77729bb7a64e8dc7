import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NetworkConfig } from '../../core/config/types';
import { realTimers } from '../../services/http';
import { network } from '../app';
import { createNotificationStore, dismissNotification, notifications, notify } from './notifications';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => createNotificationStore({ timers: realTimers, explorerUrlFor: (txId) => `https://explorer/tx/${txId}` });

describe('notifications', () => {
  it('shows a snackbar and removes it after 10 s', async () => {
    const s = setup();
    const id = s.notify({ kind: 'error', title: 'Fetch account error', text: 'timeout' });
    expect(s.notifications.value).toEqual([{ id, kind: 'error', title: 'Fetch account error', text: 'timeout' }]);
    await vi.advanceTimersByTimeAsync(9999);
    expect(s.notifications.value).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.notifications.value).toEqual([]);
  });

  it('gives each snackbar its own id and timer; dismissing one early leaves the others', async () => {
    const s = setup();
    const first = s.notify({ kind: 'success', title: 'a' });
    await vi.advanceTimersByTimeAsync(5000);
    const second = s.notify({ kind: 'success', title: 'b' });
    expect(second).not.toBe(first);
    s.dismissNotification(second);
    expect(s.notifications.value.map((n) => n.id)).toEqual([first]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.notifications.value).toEqual([]);
  });

  it('adds the explorer link of a transaction, unless one is given', () => {
    const s = setup();
    s.notify({ kind: 'transaction', title: 'Transaction sent', txId: 'ab12' });
    s.notify({ kind: 'transaction', title: 'Transaction sent', txId: 'cd34', explorerUrl: 'https://other/cd34' });
    expect(s.notifications.value.map((n) => n.explorerUrl)).toEqual(['https://explorer/tx/ab12', 'https://other/cd34']);
  });

  it("links transactions to the current network's explorer in the default instance", () => {
    network.value = { explorerTxUrl: 'https://waxblock.io/transaction/{id}' } as NetworkConfig;
    const id = notify({ kind: 'transaction', title: 'ok', txId: 'ff' });
    expect(notifications.value.find((n) => n.id === id)?.explorerUrl).toBe('https://waxblock.io/transaction/ff');
    dismissNotification(id);
    expect(notifications.value.some((n) => n.id === id)).toBe(false);
  });
});
