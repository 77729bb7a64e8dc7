import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { user } from '../../state/app';
import { closeModal, currentModal } from '../../state/ui';
import WalletPage from './WalletPage';

afterEach(() => {
  cleanup();
  user.value = null;
  closeModal();
});

/** Shows the router's current URL so a test can read what the page wrote into it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const currentUrl = () => screen.getByTestId('location').textContent;

function renderWalletPage(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/wallet/:address?" element={<WalletPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('WalletPage', () => {
  it('asks a logged-out visitor to connect, and the button opens the login modal', () => {
    renderWalletPage('/wallet');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wallet');
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(currentModal.value?.name).toBe('login');
  });

  it('shows the logged-in account when no address is given', () => {
    user.value = { name: 'alice.wam', authorization: { actor: 'alice.wam', permission: 'active' } };
    renderWalletPage('/wallet');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('alice.wam');
    expect(document.title).toBe('Waxwing — alice.wam');
    expect(screen.getByRole('link', { name: 'Transfer assets' }).getAttribute('href')).toBe('/wallet/transfer');
  });

  it('shows the account in the URL, without the owner-only transfer link', () => {
    renderWalletPage('/wallet/bob.gm');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('bob.gm');
    expect(screen.queryByRole('link', { name: 'Transfer assets' })).toBeNull();
    expect(selectedTab()).toBe('Tokens');
  });

  it('selects the tab the URL hash names', () => {
    renderWalletPage('/wallet/bob.gm#trade_history');
    expect(selectedTab()).toBe('Trade history');
    expect(screen.getByText('Loading trade history…')).toBeTruthy();
  });

  it('falls back to tokens for an unknown hash', () => {
    renderWalletPage('/wallet/bob.gm#balances');
    expect(selectedTab()).toBe('Tokens');
  });

  it('writes the chosen tab into the hash, keeping the path and query', () => {
    renderWalletPage('/wallet/bob.gm?disable_layout=true');
    fireEvent.click(screen.getByRole('tab', { name: 'Open positions' }));
    expect(currentUrl()).toBe('/wallet/bob.gm?disable_layout=true#open_positions');
    expect(selectedTab()).toBe('Open positions');
    fireEvent.keyDown(screen.getByRole('tablist', { name: 'Wallet content' }), { key: 'Home' });
    expect(currentUrl()).toBe('/wallet/bob.gm?disable_layout=true#tokens');
    expect(selectedTab()).toBe('Tokens');
  });
});
