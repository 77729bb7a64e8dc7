import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, selectedEndpointIndex } from '../../state/app';
import ListingsPage from './ListingsPage';

/** `count` listings newest first from sequence `top` down; every third a v3 pool at 3000 pips. */
const page = (top: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    contractA: 'eosio.token',
    codeA: 'WAX',
    contractB: 'alien.worlds',
    codeB: 'TLM',
    listing_type: (top - i) % 3 === 0 ? 'poolsv3' : 'pools',
    fee: (top - i) % 3 === 0 ? 3000 : 30,
    src: (top - i) % 3 === 0 ? 'alcorv2' : 'defibox',
    pair_id: top - i,
    global_sequence: top - i,
    updated_at_time: '2026-11-27T06:41:47.500Z',
  }));
const asked: string[] = [];

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://localhost').searchParams;
      asked.push(query.toString());
      const max = query.get('max_global_sequence');
      return new Response(JSON.stringify(max === null ? page(300, 100) : page(Number(max), 40)));
    }),
  );
  endpoints.value = [{ flag: 'devnet', name: 'Devnet', url: '/api/', url_socketio: '/', is_dev: false, status: { ready: true }, last_status_update: 0 }];
  selectedEndpointIndex.value = 0;
});
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('ListingsPage', () => {
  it('shows 100 listings with type, fee and time, each linking to its pair, and loads more below the last', async () => {
    render(<ListingsPage />, { wrapper: MemoryRouter });
    const table = await screen.findByRole('table', { name: 'New listings' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(100);
    const first = within(rows()[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first).toEqual(['TLM/WAXAlcor pools', 'Pool (v3)', '0.3%', '2026-11-27 06:41']);
    expect(within(rows()[1]!).getAllByRole('cell')[2]!.textContent).toBe('0.3%');
    expect(within(rows()[0]!).getByRole('link').getAttribute('href')).toBe('/analytics/pair/alcorv2/300');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // The page renders new rows in slices (a deferred value), which jsdom runs slowly.
    await waitFor(() => expect(rows()).toHaveLength(140), { timeout: 10_000 });
    expect(asked).toEqual(['limit=100', 'limit=100&max_global_sequence=200']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('140 listings')).toBeTruthy();
  });
});
