import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, selectedEndpointIndex } from '../../state/app';
import AnalyticsPage from './AnalyticsPage';

const WAX = { contract: 'eosio.token', symbol: { ticker: 'WAX', precision: 8 } };
const TLM = { contract: 'alien.worlds', symbol: { ticker: 'TLM', precision: 4 } };
const ADX = { contract: 'adex.token', symbol: { ticker: 'ADX', precision: 4 } };
const figures = (volume7d: number) => ({
  volume24h: 1,
  volume7d,
  volume30d: 30,
  price_change24h: 0.05,
  tvl: 100,
  reserve0: 50,
  reserve1: 250,
  tokenA_wax_price: 1,
  tokenB_wax_price: 0.2,
});
const API: Record<string, unknown> = {
  'markets/': [],
  'pools/': [
    { pairid: '1', src: 'defibox', token0: WAX, token1: TLM, price: 0.2, ...figures(70), tvl: 12_150_942.09 },
    { pairid: '7', src: 'adex', token0: WAX, token1: ADX, price: 1, ...figures(9000) },
  ],
  'poolsv3/': [],
  'tokens/': [
    { ...TLM, wax_price: 0.2, price: 0.01, price_changes: { '24h': 0.05 }, in_pool: [{ src: 'defibox' }] },
    { ...ADX, wax_price: 1, price: 0.05, price_changes: { '24h': 0 }, in_pool: [{ src: 'adex' }] },
  ],
};

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://localhost');
      // The second endpoint fails its tokens.
      if (pathname === '/api2/tokens/') return new Response('{}', { status: 500 });
      const path = pathname.replace(/^\/api2?\//, '');
      return API[path] === undefined ? new Response('{}', { status: 404 }) : new Response(JSON.stringify(API[path]));
    }),
  );
  const endpoint = (url: string) => ({ flag: 'devnet', name: url, url, url_socketio: '/', is_dev: false, status: { ready: true }, last_status_update: 0 });
  endpoints.value = [endpoint('/api/'), endpoint('/api2/')];
  selectedEndpointIndex.value = 0;
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  selectedEndpointIndex.value = 0;
});

describe('AnalyticsPage', () => {
  it('shows the stats summed from the pairs, the exchanges’ volumes and shares, and the top lists, all without adex', async () => {
    render(<AnalyticsPage />, { wrapper: MemoryRouter });
    expect(document.title).toBe('Waxwing — Analytics');
    const stat = (id: string) => document.querySelector(`[data-stat="${id}"]`) as HTMLElement;
    // The page renders its data in slices (a deferred value), which jsdom on a busy machine runs slowly.
    await waitFor(() => expect(stat('tvl')).not.toBeNull(), { timeout: 5000 });
    // Defibox's pool alone: adex's volume of 9,000 counts nowhere.
    expect(within(stat('tvl')).getByText('12.151M')).toBeTruthy();
    expect(stat('volume7d').querySelector('[data-value]')?.getAttribute('data-value')).toBe('70');
    expect(stat('tokens').querySelector('[data-value]')?.textContent).toBe('1');
    expect(stat('pools').querySelector('[data-value]')?.textContent).toBe('1');
    expect(stat('markets').querySelector('[data-value]')?.textContent).toBe('0');
    expect(screen.getByRole('img', { name: /Volume share by exchange/ })).toBeTruthy();
    const exchanges = screen.getByRole('table', { name: 'Exchanges' });
    expect(
      within(exchanges)
        .getAllByRole('row')
        .map((row) => row.getAttribute('data-exchange')),
    ).toEqual([null, 'defibox']);
    expect(within(exchanges).getByText('100.0%')).toBeTruthy();
    const tokens = await screen.findByRole('table', { name: 'Top tokens' });
    await waitFor(() => expect(within(tokens).getByText('TLM')).toBeTruthy());
    expect(within(tokens).queryByText('ADX')).toBeNull();
    const pairs = await screen.findByRole('table', { name: 'Top pairs' });
    await waitFor(() => expect(within(pairs).getAllByText('TLM/WAX')).toHaveLength(1));
    expect(within(pairs).queryByText('ADX/WAX')).toBeNull();
  });

  it('marks the top pairs errored when the tokens fail (any failed analytics load does), with a way to try again', async () => {
    selectedEndpointIndex.value = 1;
    render(<AnalyticsPage />, { wrapper: MemoryRouter });
    const pairsPanel = (await screen.findByRole('heading', { name: 'Top pairs' })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(pairsPanel).getByText('An error occured')).toBeTruthy());
    expect(within(pairsPanel).getByText('tokens/: HTTP 500')).toBeTruthy();
    expect(within(pairsPanel).getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The overview's own failure comes with the page's deferred render, a slice after the loading area's.
    const overviewPanel = screen.getByRole('heading', { name: 'Overview' }).closest('section') as HTMLElement;
    expect(await within(overviewPanel).findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy();
  });
});
