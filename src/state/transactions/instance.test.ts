import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, currentModal, dismissNotification, layoutDisabled, loadingStatus, notifications, openModal } from '../ui';
import { sendActions, signingRun } from './instance';
import { fakeSigningSession, flush } from './fakes.testutil';
import type { SigningSession } from './types';

// The app's wiring takes its session from the wallet store; here a scripted one stands in for a signed-in wallet.
const wallet = vi.hoisted(() => ({ session: null as SigningSession | null }));
vi.mock('../wallet/instance', () => ({ currentSession: () => wallet.session }));

const transfer = { account: 'eosio.token', name: 'transfer', data: { from: 'trader.wam', to: 'bob', quantity: '1.00000000 WAX', memo: '' } };

afterEach(() => {
  wallet.session = null;
  layoutDisabled.value = false;
  closeModal();
  for (const n of notifications.value) dismissNotification(n.id);
});

describe('sendActions wired to the app stores', () => {
  it('opens the chain-transactions modal for the run and settles as cancelled when the modal closes', async () => {
    const fake = fakeSigningSession();
    wallet.session = fake.session;
    const pending = sendActions({ actions: [transfer, transfer], loaderName: 'transfer', maxActions: 1 });
    const runId = signingRun.value?.id;
    expect(currentModal.value).toEqual({ name: 'chainTransactions', props: { runId } });
    closeModal();
    expect(await pending).toEqual({ ok: false, txIds: [], error: 'Signing cancelled' });
    expect(signingRun.value).toBeNull();
  });

  it('treats another modal replacing the list as a close', async () => {
    wallet.session = fakeSigningSession().session;
    const pending = sendActions({ actions: [transfer, transfer], loaderName: 'transfer', maxActions: 1 });
    openModal('login');
    expect((await pending).ok).toBe(false);
  });

  it('runs the named loader and shows the success toast with its explorer-ready id', async () => {
    const fake = fakeSigningSession();
    fake.succeedWith('f'.repeat(64));
    wallet.session = fake.session;
    const pending = sendActions({ actions: [transfer], loaderName: 'transfer' });
    expect(loadingStatus('transfer').value.loading).toBe(true);
    await pending;
    expect(loadingStatus('transfer').value.loading).toBe(false);
    expect(notifications.value).toEqual([expect.objectContaining({ kind: 'transaction', title: 'Transaction sent', txId: 'f'.repeat(64) })]);
  });

  it('asks to connect a wallet when nobody is signed in', async () => {
    expect((await sendActions({ actions: [transfer], loaderName: 'transfer' })).error).toBe('Connect a wallet first');
    expect(notifications.value.map((n) => n.title)).toEqual(['Connect a wallet first']);
    expect(currentModal.value).toBeNull();
  });

  it('signs without the modal when the layout is disabled', async () => {
    const fake = fakeSigningSession();
    fake.succeedWith('1'.repeat(64));
    wallet.session = fake.session;
    layoutDisabled.value = true;
    expect(await sendActions({ actions: [transfer], loaderName: 'transfer' })).toEqual({ ok: true, txIds: ['1'.repeat(64)] });
    await flush();
    expect(currentModal.value).toBeNull();
  });
});
