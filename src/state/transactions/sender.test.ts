import { describe, expect, it, vi } from 'vitest';
import { deferred, flush, senderHarness } from './fakes.testutil';
import { CONNECT_WALLET_FIRST, SIGNING_CANCELLED } from './sender';
import type { ChainActionInput, TransactAnswer } from './types';

const transfer = (memo: string): ChainActionInput => ({
  account: 'eosio.token',
  name: 'transfer',
  data: { from: 'trader.wam', to: 'swap.we', quantity: '1.00000000 WAX', memo },
});
const TX1 = 'a'.repeat(64);
const TX2 = 'b'.repeat(64);
const TX3 = 'c'.repeat(64);
// What @wharfkit/session throws for a contract assertion after `new Error(error)` wrapping.
const nodeosFailure = new Error('Error: assertion failure with message: received amount is less than minimum');

describe('sendActions, one transaction', () => {
  it('opens the list, signs at once, and on success runs the loader, the toast and resolves with the id', async () => {
    const h = senderHarness();
    h.wallet.succeedWith(TX1);
    const result = await h.sender.sendActions({ actions: [transfer('swap')], loaderName: 'swap' });

    expect(result).toEqual({ ok: true, txIds: [TX1] });
    expect(h.modal.opened).toHaveLength(1);
    expect(h.sender.signingRun.value?.title).toBe('Sign transaction');
    expect(h.sender.signingRun.value?.batches.map((b) => b.result)).toEqual([{ status: 'success', txId: TX1 }]);
    expect(h.loaderEvents).toEqual(['start:swap', 'stop:swap']);
    expect(h.notifications).toEqual([{ kind: 'transaction', title: 'Transaction sent', txId: TX1 }]);
  });

  it("signs with the session's own authorization unless the action brings one", async () => {
    const h = senderHarness();
    h.wallet.succeedWith(TX1);
    const custom = { ...transfer('x'), authorization: [{ actor: 'other.wam', permission: 'owner' }] };
    await h.sender.sendActions({ actions: [transfer('mine'), custom], loaderName: 'l' });
    expect(h.wallet.signed[0]?.map((a) => a.authorization)).toEqual([
      [{ actor: 'trader.wam', permission: 'active' }],
      [{ actor: 'other.wam', permission: 'owner' }],
    ]);
  });

  it('shows the propagated state while the wallet and the chain answer', async () => {
    const h = senderHarness();
    const answer = deferred<TransactAnswer>();
    h.wallet.answers.push(() => answer.promise);
    const pending = h.sender.sendActions({ actions: [transfer('swap')], loaderName: 'swap' });
    expect(h.sender.signingRun.value?.batches[0]?.result).toEqual({ status: 'propagated' });
    expect(h.loaderEvents).toEqual(['start:swap']);
    answer.resolve({ resolved: { transaction: { id: TX2 } } });
    // Without the node's transaction_id the id of the signed transaction is used.
    expect(await pending).toEqual({ ok: true, txIds: [TX2] });
  });

  it('records a nodeos failure with the prefix stripped, toasts it, and a Retry that succeeds resolves the request', async () => {
    const h = senderHarness();
    h.wallet.failWith(nodeosFailure);
    let settled = false;
    const pending = h.sender.sendActions({ actions: [transfer('swap')], loaderName: 'swap' }).finally(() => (settled = true));
    await flush();

    const runId = h.sender.signingRun.value!.id;
    expect(h.sender.signingRun.value?.batches[0]?.result).toEqual({
      status: 'failed',
      error: 'assertion failure with message: received amount is less than minimum',
    });
    expect(h.notifications).toEqual([
      { kind: 'error', title: 'Transaction failed', text: 'assertion failure with message: received amount is less than minimum' },
    ]);
    expect(h.loaderEvents).toEqual(['start:swap', 'stop:swap']);
    expect(settled).toBe(false);

    h.wallet.succeedWith(TX1);
    await h.sender.retryBatch(runId, 0);
    expect(await pending).toEqual({ ok: true, txIds: [TX1] });
    expect(h.wallet.signed).toHaveLength(2);
    expect(h.loaderEvents).toEqual(['start:swap', 'stop:swap', 'start:swap', 'stop:swap']);
  });

  it('reads the detail of an APIError-shaped failure', async () => {
    const h = senderHarness();
    const apiError = Object.assign(new Error('eosio_assert_message assertion failure at /v1/chain/send_transaction'), {
      response: {
        json: { error: { what: 'eosio_assert_message assertion failure', details: [{ message: 'assertion failure with message: overdrawn balance' }] } },
      },
    });
    h.wallet.failWith(apiError);
    const pending = h.sender.sendActions({ actions: [transfer('swap')], loaderName: 'swap' });
    await flush();
    h.modal.close();
    expect(await pending).toEqual({ ok: false, txIds: [], error: 'assertion failure with message: overdrawn balance' });
  });

  it('keeps quiet when toasts are disabled', async () => {
    const h = senderHarness();
    h.wallet.failWith(nodeosFailure);
    h.wallet.succeedWith(TX1);
    const pending = h.sender.sendActions({ actions: [transfer('swap')], loaderName: 'swap', notify: false });
    await flush();
    await h.sender.retryBatch(h.sender.signingRun.value!.id, 0);
    await pending;
    expect(h.notifications).toEqual([]);
  });
});

describe('sendActions, several transactions (SPEC §4 Signing batches)', () => {
  it('splits by maxActions, waits for each Sign click, signs in order and resolves after the last', async () => {
    const h = senderHarness();
    const actions = ['1', '2', '3', '4', '5'].map(transfer);
    let result: unknown = null;
    void h.sender.sendActions({ actions, loaderName: 'transfer', maxActions: 2 }).then((r) => (result = r));
    const run = () => h.sender.signingRun.value!;
    expect(run().title).toBe('Sign transactions');
    expect(run().batches.map((b) => [b.number, b.actions.length, b.result.status])).toEqual([
      [1, 2, 'ready'],
      [2, 2, 'ready'],
      [3, 1, 'ready'],
    ]);
    expect(h.wallet.signed).toEqual([]);

    await h.sender.signBatch(run().id, 1); // not its turn
    expect(h.wallet.signed).toEqual([]);

    for (const tx of [TX1, TX2, TX3]) h.wallet.succeedWith(tx);
    for (const index of [0, 1, 2]) await h.sender.signBatch(run().id, index);
    await flush();
    expect(h.wallet.signed.map((batch) => batch.map((a) => (a.data as { memo: string }).memo))).toEqual([['1', '2'], ['3', '4'], ['5']]);
    expect(result).toEqual({ ok: true, txIds: [TX1, TX2, TX3] });
    expect(h.notifications.map((n) => n.text)).toEqual(['Transaction 1 of 3', 'Transaction 2 of 3', 'Transaction 3 of 3']);
  });

  it('signs the first one at once when asked to', async () => {
    const h = senderHarness();
    h.wallet.succeedWith(TX1);
    void h.sender.sendActions({ actions: [transfer('1'), transfer('2')], loaderName: 'l', maxActions: 1, autoSign: true });
    await flush();
    expect(h.sender.signingRun.value?.batches.map((b) => b.result.status)).toEqual(['success', 'ready']);
  });

  it('uses the caller title', async () => {
    const h = senderHarness();
    void h.sender.sendActions({ actions: [transfer('1'), transfer('2')], loaderName: 'l', maxActions: 1, title: 'Cancel orders' });
    expect(h.sender.signingRun.value?.title).toBe('Cancel orders');
  });

  it('resolves with what was sent when the list is closed part way', async () => {
    const h = senderHarness();
    h.wallet.succeedWith(TX1);
    const pending = h.sender.sendActions({ actions: [transfer('1'), transfer('2')], loaderName: 'l', maxActions: 1 });
    await h.sender.signBatch(h.sender.signingRun.value!.id, 0);
    h.modal.close();
    expect(await pending).toEqual({ ok: false, txIds: [TX1], error: SIGNING_CANCELLED });
    expect(h.sender.signingRun.value).toBeNull();
  });

  it('waits for a transaction in flight before resolving a closed list', async () => {
    const h = senderHarness();
    const answer = deferred<TransactAnswer>();
    h.wallet.answers.push(() => answer.promise);
    let result: unknown = null;
    void h.sender.sendActions({ actions: [transfer('1')], loaderName: 'l' }).then((r) => (result = r));
    h.modal.close();
    await flush();
    expect(result).toBeNull();
    answer.resolve({ response: { transaction_id: TX1 } });
    await flush();
    expect(result).toEqual({ ok: true, txIds: [TX1] });
    expect(h.notifications).toHaveLength(1);
  });

  it('cancels a run that another modal replaced', async () => {
    const h = senderHarness();
    const first = h.sender.sendActions({ actions: [transfer('1'), transfer('2')], loaderName: 'l', maxActions: 1 });
    void h.sender.sendActions({ actions: [transfer('3'), transfer('4')], loaderName: 'l', maxActions: 1 });
    expect(await first).toEqual({ ok: false, txIds: [], error: SIGNING_CANCELLED });
    expect(h.sender.signingRun.value?.batches[0]?.actions[0]?.data).toMatchObject({ memo: '3' });
  });
});

describe('sendActions refreshes (SPEC §4, §9)', () => {
  it('refreshes 2000 ms after a success by default', async () => {
    const h = senderHarness();
    const refresh = vi.fn();
    h.wallet.succeedWith(TX1);
    await h.sender.sendActions({ actions: [transfer('1')], loaderName: 'l', refresh });
    h.clock.advance(1999);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    h.clock.advance(1);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes after the given delay, or at once for a quick update', async () => {
    const h = senderHarness();
    const slow = vi.fn();
    const quick = vi.fn();
    h.wallet.succeedWith(TX1);
    h.wallet.succeedWith(TX2);
    await h.sender.sendActions({ actions: [transfer('1')], loaderName: 'l', refresh: slow, refreshDelayMs: 500 });
    await h.sender.sendActions({ actions: [transfer('2')], loaderName: 'l', refresh: quick, quickUpdate: true });
    await flush();
    expect(quick).toHaveBeenCalledTimes(1);
    expect(slow).not.toHaveBeenCalled();
    h.clock.advance(500);
    await flush();
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('refreshes once after the last of several transactions', async () => {
    const h = senderHarness();
    const refresh = vi.fn();
    h.wallet.succeedWith(TX1);
    h.wallet.succeedWith(TX2);
    void h.sender.sendActions({ actions: [transfer('1'), transfer('2')], loaderName: 'l', maxActions: 1, refresh });
    const runId = h.sender.signingRun.value!.id;
    await h.sender.signBatch(runId, 0);
    h.clock.advance(1500);
    await h.sender.signBatch(runId, 1);
    h.clock.advance(1999);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    h.clock.advance(1);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('runs the failure refresh after its own delay, else the default, and never the success refresh', async () => {
    const h = senderHarness();
    const refresh = vi.fn();
    const failureRefresh = vi.fn();
    const defaultDelayed = vi.fn();
    h.wallet.failWith(nodeosFailure);
    h.wallet.failWith(nodeosFailure);
    void h.sender.sendActions({ actions: [transfer('1')], loaderName: 'l', refresh, failureRefresh, failureRefreshDelayMs: 1 });
    await flush();
    void h.sender.sendActions({ actions: [transfer('2')], loaderName: 'l', failureRefresh: defaultDelayed });
    await flush();
    h.clock.advance(1);
    await flush();
    expect(failureRefresh).toHaveBeenCalledTimes(1);
    expect(defaultDelayed).not.toHaveBeenCalled();
    h.clock.advance(1999);
    await flush();
    expect(defaultDelayed).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('keeps the transaction a success when the refresh throws', async () => {
    const h = senderHarness();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    h.wallet.succeedWith(TX1);
    const result = await h.sender.sendActions({
      actions: [transfer('1')],
      loaderName: 'l',
      quickUpdate: true,
      refresh: () => Promise.reject(new Error('light API down')),
    });
    await flush();
    expect(result.ok).toBe(true);
    expect(log).toHaveBeenCalledWith('Refresh after a transaction failed', expect.any(Error));
    log.mockRestore();
  });
});

describe('sendActions records and edge cases', () => {
  it('records the list item result for 4000 ms by default, or the given delays', async () => {
    const h = senderHarness();
    h.wallet.succeedWith(TX1);
    h.wallet.failWith(nodeosFailure);
    await h.sender.sendActions({ actions: [transfer('1')], loaderName: 'l', recordKey: 'order:7' });
    void h.sender.sendActions({ actions: [transfer('2')], loaderName: 'l', recordKey: 'order:8', failedRecordDelayMs: 1 });
    await flush();
    expect(h.records).toEqual([
      { key: 'order:7', record: { status: 'success', txId: TX1 }, keepMs: 4000 },
      { key: 'order:8', record: { status: 'failed', error: 'assertion failure with message: received amount is less than minimum' }, keepMs: 1 },
    ]);
  });

  it('asks to connect a wallet when nobody is signed in, without opening the list', async () => {
    const h = senderHarness({ session: null });
    expect(await h.sender.sendActions({ actions: [transfer('1')], loaderName: 'l' })).toEqual({ ok: false, txIds: [], error: CONNECT_WALLET_FIRST });
    expect(h.notifications).toEqual([expect.objectContaining({ kind: 'error', title: 'Connect a wallet first' })]);
    expect(h.modal.opened).toEqual([]);
    expect(h.loaderEvents).toEqual([]);
  });

  it('rejects a request with no actions or a bad limit', async () => {
    const h = senderHarness();
    await expect(h.sender.sendActions({ actions: [], loaderName: 'l' })).rejects.toThrow(RangeError);
    await expect(h.sender.sendActions({ actions: [transfer('1')], loaderName: 'l', maxActions: 0 })).rejects.toThrow(RangeError);
    expect(h.modal.opened).toEqual([]);
  });

  it('with disable_layout, signs every transaction in turn without the list and stops at a failure', async () => {
    const h = senderHarness({ layoutDisabled: true });
    h.wallet.succeedWith(TX1);
    h.wallet.failWith(nodeosFailure);
    const result = await h.sender.sendActions({ actions: ['1', '2', '3'].map(transfer), loaderName: 'l', maxActions: 1 });
    expect(result).toEqual({ ok: false, txIds: [TX1], error: 'assertion failure with message: received amount is less than minimum' });
    expect(h.wallet.signed).toHaveLength(2);
    expect(h.modal.opened).toEqual([]);
    expect(h.sender.signingRun.value).toBeNull();
  });
});
