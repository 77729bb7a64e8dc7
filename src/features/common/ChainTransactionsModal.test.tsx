import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, flush, senderHarness } from '../../state/transactions/fakes.testutil';
import type { TransactAnswer } from '../../state/transactions';
import { ChainTransactionsModal, connectChainTransactionsModal } from './ChainTransactionsModal';
import { modalView } from './modalRegistry';

const TX = 'e'.repeat(64);
const transfer = (memo: string) => ({ account: 'eosio.token', name: 'transfer', data: { from: 'trader.wam', to: 'bob', quantity: '1.00000000 WAX', memo } });

/** The modal over a sender built on fakes, drawn for the run it just opened. */
function setup(options: { actions: number; maxActions?: number }) {
  const h = senderHarness();
  const View = connectChainTransactionsModal({ ...h.sender, explorerUrlFor: (txId) => `/explorer/tx/${txId}` });
  const onClose = vi.fn();
  const start = () => {
    const pending = h.sender.sendActions({
      actions: Array.from({ length: options.actions }, (_, i) => transfer(String(i))),
      loaderName: 'test',
      maxActions: options.maxActions ?? null,
    });
    render(<View props={{ runId: h.sender.signingRun.value!.id }} onClose={onClose} />);
    return pending;
  };
  return { h, start, onClose };
}

const entry = (n: number) => screen.getByText(`Transaction ${n}`).closest('li')!;

afterEach(cleanup);

describe('ChainTransactionsModal (SPEC §2 Modals)', () => {
  it('signs a single transaction at once: spinner while propagated, then the success alert with the explorer link', async () => {
    const { h, start } = setup({ actions: 1 });
    const answer = deferred<TransactAnswer>();
    h.wallet.answers.push(() => answer.promise);
    const pending = start();

    expect(screen.getByRole('dialog', { name: 'Sign transaction' })).toBeTruthy();
    expect(within(entry(1)).getByRole('status', { name: 'Sending transaction 1' })).toBeTruthy();
    expect(within(entry(1)).queryByRole('button', { name: 'Sign transaction 1' })).toBeNull();

    await act(async () => answer.resolve({ response: { transaction_id: TX } }));
    await act(() => pending);
    const success = within(entry(1)).getByRole('status');
    expect(success.textContent).toContain('Transaction sent');
    const link = within(success).getByRole('link', { name: /View on explorer/ });
    expect(link.getAttribute('href')).toBe(`/explorer/tx/${TX}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('lists every action each transaction carries before it is signed', () => {
    const { start } = setup({ actions: 3, maxActions: 2 });
    void start();
    const actions = (n: number) => within(entry(n)).getByRole('list', { name: `Actions of transaction ${n}` });
    expect(
      within(actions(1))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['eosio.token::transfer 1.00000000 WAX → bob', 'eosio.token::transfer 1.00000000 WAX → bob']);
    expect(within(actions(2)).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lists "Transaction N" entries with Sign buttons, only the next one enabled', async () => {
    const { h, start } = setup({ actions: 3, maxActions: 1 });
    void start();
    expect(screen.getByRole('dialog', { name: 'Sign transactions' })).toBeTruthy();
    const signButtons = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Sign transaction ${n}` }) as HTMLButtonElement);
    expect(signButtons.map((b) => b.disabled)).toEqual([false, true, true]);
    expect(signButtons.map((b) => b.textContent)).toEqual(['Sign', 'Sign', 'Sign']);

    h.wallet.succeedWith(TX);
    await act(async () => {
      fireEvent.click(signButtons[0]!);
      await flush();
    });
    expect(h.wallet.signed).toHaveLength(1);
    expect(within(entry(1)).getByRole('link', { name: /View on explorer/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign transaction 2' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows "Transaction failed" with the error and a Retry that signs the batch again', async () => {
    const { h, start } = setup({ actions: 1 });
    h.wallet.failWith(new Error('Error: assertion failure with message: received amount is less than minimum'));
    const pending = start();
    await act(flush);

    const alert = within(entry(1)).getByRole('alert');
    expect(within(alert).getByText('Transaction failed')).toBeTruthy();
    expect(within(alert).getByText('assertion failure with message: received amount is less than minimum')).toBeTruthy();

    h.wallet.succeedWith(TX);
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry transaction 1' }));
      await flush();
    });
    expect(await pending).toEqual({ ok: true, txIds: [TX] });
    expect(within(entry(1)).queryByRole('alert')).toBeNull();
    expect(within(entry(1)).getByRole('link', { name: /View on explorer/ })).toBeTruthy();
  });

  it('closes through the close button, not through a click on the overlay', () => {
    const { start, onClose } = setup({ actions: 2, maxActions: 1 });
    void start();
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('draws nothing for a run that is not the current one', () => {
    const { h } = setup({ actions: 1 });
    const View = connectChainTransactionsModal({ ...h.sender, explorerUrlFor: () => null });
    render(<View props={{ runId: 42 }} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('registers itself as the view of the chainTransactions modal', () => {
    expect(modalView('chainTransactions')).toBe(ChainTransactionsModal);
  });

  it('counts the actions of each transaction', () => {
    const { start } = setup({ actions: 3, maxActions: 2 });
    void start();
    expect(within(entry(1)).getByText('2 actions')).toBeTruthy();
    expect(within(entry(2)).getByText('1 action')).toBeTruthy();
  });
});
