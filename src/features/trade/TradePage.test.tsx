import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import TradePage from './TradePage';

afterEach(cleanup);

function renderTradePage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/trade/:src?/:quote?/:base?" element={<TradePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TradePage', () => {
  it('titles the page with the pair and its source', () => {
    renderTradePage('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TLM/WAX');
    expect(document.title).toBe('Waxwing — TLM/WAX');
    expect(screen.getByText('Alcor markets')).toBeTruthy();
  });

  it('lays the chart, order book and tape out in the top grid, in that order, each with its loader', () => {
    const { container } = renderTradePage('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    const top = container.querySelector('.market-top');
    if (!top) throw new Error('no top grid');
    const regions = within(top as HTMLElement).getAllByRole('region');
    expect(regions.map((region) => within(region).getByRole('heading').textContent)).toEqual(['Chart', 'Order book', 'Trades']);
    expect(regions.map((region) => region.className.split(' ')[1])).toEqual(['market-top__chart', 'market-top__book', 'market-top__tape']);
    expect(regions[1]!.textContent).toContain('Loading order book…');
  });

  it('switches the phone view with the Chart / Book / Trades tabs, keeping all three mounted', () => {
    const { container } = renderTradePage('/trade');
    const top = container.querySelector('.market-top')!;
    expect(top.getAttribute('data-view')).toBe('chart');
    const bookTab = screen.getByRole('tab', { name: 'Book' });
    expect(bookTab.getAttribute('aria-controls')).toBe(screen.getByRole('region', { name: 'Order book' }).id);
    fireEvent.click(bookTab);
    expect(top.getAttribute('data-view')).toBe('book');
    expect(bookTab.getAttribute('aria-selected')).toBe('true');
    expect(within(top as HTMLElement).getAllByRole('region')).toHaveLength(3);
  });

  it('opens on the open-orders tab and asks a logged-out visitor to connect', () => {
    renderTradePage('/trade');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Market');
    expect(screen.getByRole('tab', { name: 'Open orders' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Connect a wallet to see your open orders.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Virtual positions' }));
    expect(screen.getByText('Loading virtual positions…')).toBeTruthy();
  });
});
