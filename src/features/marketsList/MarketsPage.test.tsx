import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, setStorageBackend, writeStored } from '../../state/app';
import MarketsPage from './MarketsPage';

beforeEach(() => setStorageBackend(createMemoryStorage()));
afterEach(cleanup);

describe('MarketsPage', () => {
  it('opens on the wax category with the list headers and its loader', () => {
    render(<MarketsPage />, { wrapper: MemoryRouter });
    expect(document.title).toBe('Waxwing — Markets');
    expect(screen.getByRole('tab', { name: 'WAX' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Favourite', 'Pair', 'Price', '24h change', '24h volume', '7d volume']);
    expect(screen.getByText('Loading markets…')).toBeTruthy();
  });

  it('says the favorites category is empty when no market is a favourite', () => {
    render(<MarketsPage />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole('tab', { name: 'Favorites' }));
    expect(screen.getByRole('heading', { name: 'Favorite markets' })).toBeTruthy();
    expect(screen.getByText('No favourite markets yet.')).toBeTruthy();
  });

  it('waits for the markets when favourites are stored', () => {
    writeStored('marketFavorites', ['alcormarket_12']);
    render(<MarketsPage />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole('tab', { name: 'Favorites' }));
    expect(screen.queryByText('No favourite markets yet.')).toBeNull();
    expect(screen.getByText('Loading markets…')).toBeTruthy();
  });
});
