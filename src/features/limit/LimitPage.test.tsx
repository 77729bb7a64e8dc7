import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { user } from '../../state/app';
import LimitPage from './LimitPage';

afterEach(() => {
  cleanup();
  user.value = null;
});

function renderLimitPage(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/limit/:input?/:output?" element={<LimitPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LimitPage', () => {
  it('marks Limit as the current order type and links back to the swap of the same pair', () => {
    renderLimitPage('/limit/WAX_eosio.token/TLM_alien.worlds');
    const types = screen.getByRole('navigation', { name: 'Order type' });
    expect(within(types).getByRole('link', { name: 'Limit' }).getAttribute('aria-current')).toBe('page');
    expect(within(types).getByRole('link', { name: 'Swap' }).getAttribute('href')).toBe('/swap/WAX_eosio.token/TLM_alien.worlds');
    expect(screen.getByRole('region', { name: 'Chart' }).textContent).toContain('Loading chart…');
  });

  it('asks a logged-out visitor to connect instead of listing orders', () => {
    renderLimitPage('/limit');
    const orders = screen.getByRole('region', { name: 'My orders' });
    expect(within(orders).queryByRole('tab')).toBeNull();
    expect(within(orders).getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
  });

  it('switches a logged-in user between open orders and history, without the pair filter before data', () => {
    user.value = { name: 'alice.wam', authorization: { actor: 'alice.wam', permission: 'active' } };
    renderLimitPage('/limit');
    const orders = screen.getByRole('region', { name: 'My orders' });
    expect(within(orders).getByText('Loading your orders…')).toBeTruthy();
    fireEvent.click(within(orders).getByRole('tab', { name: 'History' }));
    expect(within(orders).getByText('Loading your order history…')).toBeTruthy();
    expect(within(orders).queryByRole('checkbox')).toBeNull();
  });
});
