import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, selectedEndpointIndex } from '../../state/app';
import AnalyticsPage from './AnalyticsPage';

// jsdom has no canvas: the chart is lightweight-charts' own business.
vi.mock('./overview/HistoryChart', () => ({ HistoryChart: (props: { days: unknown[] }) => <div data-testid="history">{props.days.length} days</div> }));

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
const OVERVIEW = {
  excluded_sources: ['adex'],
  tvl: 12_150_942.09,
  tvl_24h_ago: 11_046_311,
  volume24h: 1500,
  volume24h_prev: 1000,
  volume24h_usd: 75,
  volume7d: 7000,
  volume7d_prev: 7000,
  volume7d_usd: 350,
  trades24h: 841,
  trades24h_prev: 487,
  tokens: 28,
  tokens_24h_ago: 25,
  pools: 58,
  pools_24h_ago: 58,
  markets: 8,
  markets_24h_ago: 8,
  exchanges: [
    { src: 'defibox', volume24h: 1000, volume7d: 6000, tvl: 1 },
    { src: 'alcorv2', volume24h: 500, volume7d: 1000, tvl: 1 },
  ],
  days: [{ time: 1_794_960_000, volume: 53_676.2, volume_usd: 2694.5, trades: 447, tvl: 12_436_099.9 }],
};
const API: Record<string, unknown> = {
  'analytics/overview': OVERVIEW,
  'markets/': [],
  'pools/': [
    { pairid: '1', src: 'defibox', token0: WAX, token1: TLM, price: 0.2, ...figures(70) },
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
      // The second endpoint has no analytics/overview.
      if (pathname === '/api2/analytics/overview') return new Response('{}', { status: 404 });
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
  it('shows the top stats with their changes, the exchanges’ shares and the top lists without adex', async () => {
    render(<AnalyticsPage />, { wrapper: MemoryRouter });
    expect(document.title).toBe('Waxwing — Analytics');
    const stat = (id: string) => document.querySelector(`[data-stat="${id}"]`) as HTMLElement;
    await waitFor(() => expect(stat('tvl')).not.toBeNull());
    expect(within(stat('tvl')).getByText('12.151M')).toBeTruthy();
    expect(within(stat('tvl')).getByText('+10.00%')).toBeTruthy();
    expect(within(stat('volume7d')).getByText('0.00%')).toBeTruthy();
    expect(within(stat('tokens')).getByText('+3 in 24h')).toBeTruthy();
    expect(screen.getByTestId('history').textContent).toBe('1 days');
    expect(screen.getByRole('img', { name: /Volume share by exchange/ })).toBeTruthy();
    expect(screen.getByText('85.7%')).toBeTruthy();
    const tokens = await screen.findByRole('table', { name: 'Top tokens' });
    await waitFor(() => expect(within(tokens).getByText('TLM')).toBeTruthy());
    expect(within(tokens).queryByText('ADX')).toBeNull();
    const pairs = await screen.findByRole('table', { name: 'Top pairs' });
    await waitFor(() => expect(within(pairs).getAllByText('TLM/WAX')).toHaveLength(1));
    expect(within(pairs).queryByText('ADX/WAX')).toBeNull();
  });

  it('marks the top pairs errored when the overview fails (SPEC §8), and still shows the top tokens', async () => {
    selectedEndpointIndex.value = 1;
    render(<AnalyticsPage />, { wrapper: MemoryRouter });
    const pairsPanel = (await screen.findByRole('heading', { name: 'Top pairs' })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(pairsPanel).getByText('An error occured')).toBeTruthy());
    expect(within(pairsPanel).getByText('analytics/overview: HTTP 404')).toBeTruthy();
    expect(within(pairsPanel).getByRole('button', { name: 'Try again' })).toBeTruthy();
    const tokens = await screen.findByRole('table', { name: 'Top tokens' });
    await waitFor(() => expect(within(tokens).getByText('TLM')).toBeTruthy());
  });
});
