import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { user } from '../../state/app';
import { closeModal, currentModal } from '../../state/ui';
import TransferPage from './TransferPage';

afterEach(() => {
  cleanup();
  user.value = null;
  closeModal();
});

describe('TransferPage', () => {
  it('asks a logged-out visitor to connect', () => {
    render(<TransferPage />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('region', { name: 'Your tokens' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(currentModal.value?.name).toBe('login');
  });

  it('lays out the form, summary and token list for a logged-in user', () => {
    user.value = { name: 'alice.wam', authorization: { actor: 'alice.wam', permission: 'active' } };
    render(<TransferPage />, { wrapper: MemoryRouter });
    expect(document.title).toBe('Waxwing — Transfer assets');
    expect(screen.getAllByRole('region').map((region) => region.querySelector('h2')?.textContent)).toEqual(['Send', 'Your tokens', 'Summary']);
    expect(screen.getByRole('region', { name: 'Summary' }).textContent).toContain('Nothing to send yet.');
  });
});
