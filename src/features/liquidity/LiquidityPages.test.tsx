import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import AddLiquidityPage from './AddLiquidityPage';
import ManagePositionPage from './ManagePositionPage';

afterEach(cleanup);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/liquidity/add" element={<AddLiquidityPage />} />
        <Route path="/liquidity/manage/:exchange?/:id?" element={<ManagePositionPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AddLiquidityPage', () => {
  it('offers the price range only for concentrated pools (alcorv2)', () => {
    renderAt('/liquidity/add');
    expect(document.title).toBe('Waxwing — Add liquidity');
    expect(screen.getByRole('link', { name: 'Back to your positions' }).getAttribute('href')).toBe('/wallet#open_positions');
    expect(screen.getByRole('radio', { name: 'Alcor pools' })).toHaveProperty('checked', true);
    expect(screen.getByRole('region', { name: 'Price range' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Defibox' }));
    expect(screen.queryByRole('region', { name: 'Price range' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Alcor markets' })).toBeNull();
  });
});

describe('ManagePositionPage', () => {
  it('names the position from the URL and loads it', () => {
    renderAt('/liquidity/manage/taco/42');
    expect(screen.getByText('TacoSwap · #42')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Position' }).textContent).toContain('Loading position…');
    expect(screen.queryByRole('region', { name: 'Price range' })).toBeNull();
  });

  it('points to the wallet positions when no position is given', () => {
    renderAt('/liquidity/manage');
    expect(screen.getByRole('link', { name: 'Your positions' }).getAttribute('href')).toBe('/wallet#open_positions');
  });
});
