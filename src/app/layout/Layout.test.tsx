import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModal } from '../../features/common/modalRegistry';
import { autologinPending, drawerOpen, endpointsDown, retryEndpoints } from '../../state/app';
import { closeModal, dismissNotification, layoutDisabled, notifications, notify, openModal } from '../../state/ui';
import Layout from './Layout';

vi.mock('../../state/app/endpoints', () => ({
  chooseEndpoint: vi.fn(async () => undefined),
  retryEndpoints: vi.fn(async () => undefined),
  refreshAllEndpointStatuses: vi.fn(async () => []),
}));

function renderLayout(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>page body</p> },
          { path: '/swap', element: <p>swap body</p>, handle: { needsEndpoint: 'Swap' } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

// The signing list's own view draws nothing without a signing run: a stand-in shows whether the host draws it.
registerModal('chainTransactions', () => <div role="dialog" aria-label="Sign transaction" />);

beforeEach(() => {
  layoutDisabled.value = false;
  endpointsDown.value = false;
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

  it('with disable_layout draws the page and its modals, but no header, footer, drawer, signing list or toasts', () => {
    layoutDisabled.value = true;
    drawerOpen.value = true;
    openModal('chainTransactions', { runId: 1 });
    notify({ kind: 'error', title: 'Fetch account error' });
    const { container } = renderLayout();
    expect(container.textContent).toBe('page body');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => openModal('login'));
    expect(screen.getByRole('dialog', { name: 'Select wallet' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('draws the signing list when the layout is shown', () => {
    openModal('chainTransactions', { runId: 1 });
    renderLayout();
    expect(screen.getByRole('dialog', { name: 'Sign transaction' })).toBeTruthy();
  });

  it('puts the endpoint notice, under the screen title, in place of a screen that reads the swap service while no endpoint is ready', () => {
    endpointsDown.value = true;
    renderLayout('/swap');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Swap');
    expect(screen.getByRole('alert').textContent).toContain('No API endpoint is ready');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retryEndpoints).toHaveBeenCalledOnce();
    expect(screen.queryByText('swap body')).toBeNull();
    act(() => {
      endpointsDown.value = false;
    });
    expect(screen.getByText('swap body')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a screen that does not read the swap service while no endpoint is ready, and the notice embedded too', () => {
    endpointsDown.value = true;
    renderLayout('/');
    expect(screen.getByText('page body')).toBeTruthy();
    cleanup();
    layoutDisabled.value = true;
    renderLayout('/swap');
    expect(screen.getByRole('alert').textContent).toContain('No API endpoint is ready');
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
