import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawerOpen, endpoints, selectedEndpointIndex, user } from '../../state/app';
import { logout } from '../../state/wallet';
import { NavDrawer } from './NavDrawer';

vi.mock('../../state/wallet/instance', () => ({ logout: vi.fn(async () => undefined) }));
vi.mock('../../state/app/endpoints', () => ({
  chooseEndpoint: vi.fn(async () => undefined),
  refreshAllEndpointStatuses: vi.fn(async () => []),
}));

const ALICE = { name: 'alice.wam', authorization: { actor: 'alice.wam', permission: 'active' } };

function renderDrawer() {
  return render(
    <MemoryRouter>
      <NavDrawer />
    </MemoryRouter>,
  );
}

function hrefOf(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

beforeEach(() => {
  user.value = null;
  drawerOpen.value = true;
  endpoints.value = [];
  selectedEndpointIndex.value = null;
  vi.mocked(logout).mockClear();
});
afterEach(cleanup);

describe('NavDrawer', () => {
  it('renders nothing while closed', () => {
    drawerOpen.value = false;
    renderDrawer();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links the public pages with their trailing-slash paths', () => {
    renderDrawer();
    expect(hrefOf('Home')).toBe('/');
    expect(hrefOf('Spot')).toBe('/swap/');
    expect(hrefOf('Markets')).toBe('/markets/');
    expect(hrefOf('Analytics')).toBe('/analytics/');
    expect(hrefOf('New pools')).toBe('/analytics/listings/');
  });

  it('hides the account links while logged out', () => {
    renderDrawer();
    for (const name of ['My wallet', 'Transfer assets', 'Add liquidity']) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('shows the account links when logged in, with the wallet page of that account', () => {
    user.value = ALICE;
    renderDrawer();
    expect(hrefOf('My wallet')).toBe('/wallet/alice.wam');
    expect(hrefOf('Transfer assets')).toBe('/wallet/transfer');
    expect(hrefOf('Add liquidity')).toBe('/liquidity/add');
  });

  it('logs out and closes from the Logout button', () => {
    user.value = ALICE;
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(drawerOpen.value).toBe(false);
  });

  it('closes when a link is followed', () => {
    renderDrawer();
    fireEvent.click(screen.getByRole('link', { name: 'Markets' }));
    expect(drawerOpen.value).toBe(false);
  });

  it('closes on Escape and on an overlay click, and moves focus inside when opened', () => {
    renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(drawerOpen.value).toBe(false);
    act(() => {
      drawerOpen.value = true;
    });
    fireEvent.mouseDown(screen.getByTestId('drawer-overlay'));
    expect(drawerOpen.value).toBe(false);
  });
});
