import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawerOpen, rates, user } from '../../state/app';
import { closeModal, currentModal } from '../../state/ui';
import { Header } from './Header';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

/** The names of the header controls that mark themselves as the current page. */
function currentTabs(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return Array.from(nav.querySelectorAll('[aria-current="page"]')).map((node) => node.textContent ?? '');
}

beforeEach(() => {
  user.value = null;
  drawerOpen.value = false;
  closeModal();
  rates.value = { waxpusd: 0, waxpbtc: 0, waxpeth: 0, lastFetch: 0 };
});
afterEach(cleanup);

describe('Header tabs', () => {
  it.each([
    ['/', 'Home'],
    ['/swap', 'Spot'],
    ['/swap/WAX_eosio.token/TLM_alien.worlds', 'Spot'],
    ['/limit/WAX_eosio.token', 'Spot'],
    ['/markets', 'Markets'],
    ['/trade/alcormarket/TLM_alien.worlds/WAX_eosio.token', 'Markets'],
    ['/analytics', 'Analytics'],
    ['/analytics/listings', 'Analytics'],
    ['/analytics/token/TLM_alien.worlds', 'Analytics'],
  ])('%s highlights %s only', (path, tab) => {
    renderAt(path);
    expect(currentTabs()).toEqual([tab]);
  });

  it.each(['/wallet/alice', '/wallet/transfer', '/about', '/liquidity/add', '/swapped'])('%s highlights no visible tab', (path) => {
    renderAt(path);
    expect(currentTabs()).toEqual([]);
  });

  it('offers Statistics and New pools under the Analytics menu', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Analytics' }));
    expect(screen.getByRole('menuitem', { name: 'Statistics' }).getAttribute('href')).toBe('/analytics');
    expect(screen.getByRole('menuitem', { name: 'New pools' }).getAttribute('href')).toBe('/analytics/listings');
  });
});

describe('Header wallet button', () => {
  it('shows Connect wallet when logged out; it opens the login modal and closes the drawer', () => {
    drawerOpen.value = true;
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(currentModal.value?.name).toBe('login');
    expect(drawerOpen.value).toBe(false);
  });

  it('shows the account name when logged in; it opens the drawer', () => {
    user.value = { name: 'alice.wam', authorization: { actor: 'alice.wam', permission: 'active' } };
    renderAt('/');
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
    const account = screen.getByRole('button', { name: /alice\.wam/ });
    expect(account.textContent).toBe('alice.wam');
    fireEvent.click(account);
    expect(drawerOpen.value).toBe(true);
    expect(currentModal.value).toBeNull();
  });

  it('opens the drawer from the menu button', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(drawerOpen.value).toBe(true);
  });
});

describe('Header WAX price', () => {
  it('shows a dash until the oracle price is known, then the price in USD', () => {
    renderAt('/');
    const price = screen.getByTestId('wax-price');
    expect(price.textContent).toBe('WAX—');
    act(() => {
      rates.value = { waxpusd: 412, waxpbtc: 0, waxpeth: 0, lastFetch: 1 };
    });
    expect(screen.getByTestId('wax-price').textContent).toBe('WAX$0.041');
  });
});
