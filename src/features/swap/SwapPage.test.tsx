import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, setStorageBackend, writeStored } from '../../state/storage';
import SwapPage from './SwapPage';

beforeEach(() => setStorageBackend(createMemoryStorage()));
afterEach(cleanup);

function renderSwapPage(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/swap/:input?/:output?" element={<SwapPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SwapPage', () => {
  it('links the Swap and Limit order types, keeping the pair, with Swap current', () => {
    renderSwapPage('/swap/WAX_eosio.token/TLM_alien.worlds');
    const types = screen.getByRole('navigation', { name: 'Order type' });
    const swap = within(types).getByRole('link', { name: 'Swap' });
    const limit = within(types).getByRole('link', { name: 'Limit' });
    expect(swap.getAttribute('aria-current')).toBe('page');
    expect(limit.getAttribute('aria-current')).toBeNull();
    expect(limit.getAttribute('href')).toBe('/limit/WAX_eosio.token/TLM_alien.worlds');
  });

  it('drops an invalid pair from the links rather than carrying it to the limit screen', () => {
    renderSwapPage('/swap/wax_eosio.token/TLM');
    expect(screen.getByRole('link', { name: 'Limit' }).getAttribute('href')).toBe('/limit');
  });

  it('lays out the chart and routes panels with their loaders, and asks a logged-out visitor to connect', () => {
    renderSwapPage('/swap');
    expect(document.title).toBe('Waxwing — Swap');
    expect(screen.getByRole('region', { name: 'Chart' }).textContent).toContain('Loading chart…');
    expect(screen.getByRole('region', { name: 'Routes' }).textContent).toContain('Loading routes…');
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
  });

  it('shows the stored favourite pairs as swap links, skipping malformed entries', () => {
    writeStored('swapFavorites', [
      { tickerA: 'WAX', contractA: 'eosio.token', tickerB: 'TLM', contractB: 'alien.worlds' },
      { tickerA: 'WAX', contractA: 'eosio.token' },
      'WAX_eosio.token',
    ]);
    renderSwapPage('/swap');
    const bar = screen.getByRole('navigation', { name: 'Favourite pairs' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['WAX/TLM', '/swap/WAX_eosio.token/TLM_alien.worlds']]);
  });

  it('says so when there are no favourite pairs', () => {
    renderSwapPage('/swap');
    expect(within(screen.getByRole('navigation', { name: 'Favourite pairs' })).getByText('No favourite pairs yet')).toBeTruthy();
  });
});
