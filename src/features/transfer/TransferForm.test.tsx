import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAmount } from '../../core/amount';
import { user } from '../../state/app';
import { balances, clearBalances } from '../../state/balances';
import { transferForm } from '../../state/transfer';
import TransferPage from './TransferPage';

beforeEach(() => {
  user.value = { name: 'heidi', authorization: { actor: 'heidi', permission: 'active' } };
  balances.value = new Map([
    ['TLM_alien.worlds', makeAmount(1_000_005n, 4)],
    ['WAX_eosio.token', makeAmount(5n * 10n ** 8n, 8)],
    ['ZERO_zero.token', makeAmount(0n, 2)],
  ]);
  render(<TransferPage />, { wrapper: MemoryRouter });
});

afterEach(() => {
  cleanup();
  transferForm.reset();
  clearBalances();
  user.value = null;
});

const add = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const summary = () => screen.getByRole('region', { name: 'Summary' });

describe('the transfer form', () => {
  it('lists the tokens with a balance, and adds each once', () => {
    const list = screen.getByRole('region', { name: 'Your tokens' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['TLM (alien.worlds), 100.0005: Add', 'WAX (eosio.token), 5.00000000: Add']);
    add('TLM (alien.worlds), 100.0005: Add');
    expect((screen.getByRole('button', { name: 'TLM (alien.worlds), 100.0005: Added' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: 'TLM amount' })).toBeTruthy();
  });

  it('MAX and 25 % fill exact amounts rounded down, and the summary says what will leave', () => {
    add('TLM (alien.worlds), 100.0005: Add');
    add('WAX (eosio.token), 5.00000000: Add');
    const tlm = within(screen.getByRole('list', { name: 'Tokens to send' }).children[0] as HTMLElement);
    fireEvent.click(tlm.getByRole('button', { name: '25%' }));
    expect((screen.getByRole('textbox', { name: 'TLM amount' }) as HTMLInputElement).value).toBe('25.0001');
    fireEvent.click(tlm.getByRole('button', { name: 'MAX' }));
    expect((screen.getByRole('textbox', { name: 'TLM amount' }) as HTMLInputElement).value).toBe('100.0005');
    fireEvent.change(screen.getByRole('textbox', { name: 'Recipient' }), { target: { value: 'ivan' } });
    expect(
      within(summary())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['−100.0005 TLMalien.worlds']);
    expect(summary().textContent).toContain('One transfer to ivan');
  });

  it('shows each bad input at its field, and the summary leaves it out', () => {
    add('TLM (alien.worlds), 100.0005: Add');
    add('WAX (eosio.token), 5.00000000: Add');
    fireEvent.change(screen.getByRole('textbox', { name: 'TLM amount' }), { target: { value: '1.00001' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'WAX amount' }), { target: { value: '5.00000001' } });
    const problems = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(problems).toEqual(['TLM has at most 4 decimals', 'More than your balance of 5.00000000 WAX']);
    expect(screen.getByRole('textbox', { name: 'TLM amount' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(summary()).getByText('Nothing to send yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Recipient' }), { target: { value: 'Ivan' } });
    expect(screen.getByText(/"Ivan" is not an account name/)).toBeTruthy();
  });

  it('Send with nothing filled shows every problem, and signs nothing', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText("Enter the recipient's account name")).toBeTruthy();
    expect(transferForm.phase.value).toBe('idle');
  });
});
