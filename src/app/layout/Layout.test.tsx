import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autologinPending, drawerOpen } from '../../state/app';
import { closeModal, dismissNotification, layoutDisabled, notifications, notify, openModal } from '../../state/ui';
import Layout from './Layout';

vi.mock('../../state/app/endpoints', () => ({
  chooseEndpoint: vi.fn(async () => undefined),
  refreshAllEndpointStatuses: vi.fn(async () => []),
}));

function renderLayout() {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/', element: <p>page body</p> }] }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  layoutDisabled.value = false;
  autologinPending.value = false;
  drawerOpen.value = false;
  closeModal();
});
afterEach(() => {
  cleanup();
  for (const n of notifications.value) dismissNotification(n.id);
});

describe('Layout', () => {
  it('draws the header, the page in the main area and the footer', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('page body');
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2026 Waxwing');
    const charts = screen.getByRole('link', { name: 'TradingView Lightweight Charts™' });
    expect(charts.getAttribute('href')).toBe('https://www.tradingview.com/');
  });

  it('with disable_layout draws only the page: no header, footer, drawer, modal or toasts', () => {
    layoutDisabled.value = true;
    drawerOpen.value = true;
    openModal('login');
    notify({ kind: 'error', title: 'Fetch account error' });
    const { container } = renderLayout();
    expect(container.textContent).toBe('page body');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the toasts and the open drawer when the layout is enabled', () => {
    drawerOpen.value = true;
    notify({ kind: 'error', title: 'Fetch account error' });
    renderLayout();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Fetch account error');
  });

  it('hides the header behind a full-page loader while the autologin runs', () => {
    autologinPending.value = true;
    renderLayout();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('status', { name: 'Restoring your wallet session…' })).toBeTruthy();
    act(() => {
      autologinPending.value = false;
    });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Restoring your wallet session…' })).toBeNull();
  });
});
