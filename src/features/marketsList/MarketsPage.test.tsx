import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, endpoints, readStored, selectedEndpointIndex, setStorageBackend } from '../../state/app';
import { FAVOURITE_REFRESH_MS, favouriteMarkets, reloadFavouriteMarkets } from '../../state/marketsList';
import MarketsPage from './MarketsPage';

// The market worker is the live prices' source: here a fake whose listener the test calls.
const live = vi.hoisted(() => ({ listener: null as null | ((ticks: { srcId: string; price: number }[]) => void), watched: [] as unknown[][] }));
vi.mock('../../../workers/market.client', () => ({
  marketClient: () => ({
    open: async () => 'push',
    close: async () => undefined,
    watchPrices: async (sources: unknown[], onTicks?: (ticks: { srcId: string; price: number }[]) => void) => {
      live.watched.push(sources);
      live.listener = onTicks ?? null;
    },
  }),
}));

const WAX = { contract: 'eosio.token', symbol: { ticker: 'WAX', precision: 8 } };
const TLM = { contract: 'alien.worlds', symbol: { ticker: 'TLM', precision: 4 } };
const NEFTY = { contract: 'token.nefty', symbol: { ticker: 'NEFTY', precision: 8 } };
const row = (volume24h: number) => ({ volume24h, volume7d: volume24h * 5, volume30d: volume24h * 20, price_change24h: 0.1, tvl: 100 });
const API: Record<string, unknown> = {
  'markets/': [{ id: 0, src: 'alcormarket', token0: WAX, token1: TLM, last_price: 0.2, ...row(500) }],
  'pools/': [
    { pairid: '1', src: 'defibox', token0: WAX, token1: TLM, price: 0.21, ...row(900) },
    { pairid: '3', src: 'defibox', token0: WAX, token1: NEFTY, price: 0.08, ...row(50) },
  ],
  'poolsv3/': [{ id: 2, src: 'alcorv2', token0: TLM, token1: WAX, price: 5, fee: 3000, ...row(100) }],
  'lastVolumes/': [],
  'lastPriceChanges/': [],
  'tokens/': [{ ...TLM, logo: '/devnet/logos/alien.worlds/TLM.svg' }],
};

function endpoint(url: string) {
  return { flag: 'devnet', name: url, url, url_socketio: '/', is_dev: false, status: { ready: true }, last_status_update: 0 };
}

const viewHeight = 600;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => viewHeight });
  // Desktop width: every column shows.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname.startsWith('/api2/')) return new Response('{"error":"down"}', { status: 503 });
      const body = API[pathname.replace(/^\/api\//, '')];
      return body === undefined ? new Response('{}', { status: 404 }) : new Response(JSON.stringify(body));
    }),
  );
  endpoints.value = [endpoint('/api/'), endpoint('/api2/')];
  selectedEndpointIndex.value = 0;
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  vi.unstubAllGlobals();
});
beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  reloadFavouriteMarkets();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  selectedEndpointIndex.value = 0;
});

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/markets', element: <MarketsPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/markets'] },
  );
  render(<RouterProvider router={router} />);
}

const table = () => screen.getByRole('table', { name: 'Markets' });
/** Each row's pair (name and exchange) and price as shown. */
const pairs = () => {
  const price = within(table())
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent?.startsWith('Price'));
  return within(table())
    .getAllByRole('row')
    .filter((row) => Number(row.getAttribute('aria-rowindex')) > 1)
    .map((row) => [
      `${row.querySelector('.markets-pair__name')?.textContent}${row.querySelector('.markets-pair__exchange')?.textContent}`,
      within(row).getAllByRole('cell')[price]!.textContent,
    ]);
};

describe('MarketsPage', () => {
  it('lists every market and pool, most 24 h volume first, each priced in WAX', async () => {
    renderPage();
    expect(document.title).toBe('Waxwing — Markets');
    expect(screen.getByRole('tab', { name: 'WAX' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('table', { name: 'Markets' });
    await waitFor(() => expect(pairs()).toHaveLength(4));
    expect(pairs()).toEqual([
      ['TLM/WAXDefibox', '0.21000000'],
      ['TLM/WAXAlcor markets', '0.20000000'],
      ['TLM/WAXAlcor pools', '0.20000000'],
      ['NEFTY/WAXDefibox', '0.0800000000'],
    ]);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[▲▼]/g, '')),
    ).toEqual(['Favourite', 'Pair', 'Price', '24h change', '24h volume', '7d volume']);
    expect(
      within(table())
        .getByRole('columnheader', { name: /24h volume/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('searches ticker or contract, filters by exchange type, and sorts by pair ascending first', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Markets' });
    fireEvent.change(screen.getByRole('searchbox', { name: /Search markets/ }), { target: { value: 'token.nef' } });
    await waitFor(() => expect(pairs().map(([pair]) => pair)).toEqual(['NEFTY/WAXDefibox']));
    fireEvent.change(screen.getByRole('searchbox', { name: /Search markets/ }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Exchange type' }), { target: { value: 'poolsv3' } });
    await waitFor(() => expect(pairs().map(([pair]) => pair)).toEqual(['TLM/WAXAlcor pools']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Exchange type' }), { target: { value: 'all' } });
    fireEvent.click(within(within(table()).getByRole('columnheader', { name: /Pair/ })).getByRole('button'));
    await waitFor(() => expect(pairs()[0]![0]).toBe('NEFTY/WAXDefibox'));
    expect(within(table()).getByRole('columnheader', { name: /Pair/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('keeps favourites by src_id, ranks them, and lets a removed one go 500 ms later', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Markets' });
    await waitFor(() => expect(pairs()).toHaveLength(4));
    const stars = () => within(table()).getAllByRole('button', { name: /^Favourite / });
    fireEvent.click(stars()[3]!);
    fireEvent.click(stars()[0]!);
    expect(readStored('marketFavorites', null)).toEqual(['defibox_3', 'defibox_1']);
    fireEvent.click(screen.getByRole('tab', { name: 'Favorites' }));
    await waitFor(() => expect(pairs().map(([pair]) => pair)).toEqual(['NEFTY/WAXDefibox', 'TLM/WAXDefibox']));
    const up = within(table()).getAllByRole('button', { name: /Move .* up/ });
    expect((up[0] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(up[1]!);
    expect(favouriteMarkets.value).toEqual(['defibox_1', 'defibox_3']);
    await waitFor(() => expect(pairs().map(([pair]) => pair)).toEqual(['TLM/WAXDefibox', 'NEFTY/WAXDefibox']));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(table()).getAllByRole('button', { name: /^Favourite / })[0]!);
    expect(favouriteMarkets.value).toEqual(['defibox_3']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(FAVOURITE_REFRESH_MS - 50)));
    expect(pairs()).toHaveLength(2);
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    await waitFor(() => expect(pairs().map(([pair]) => pair)).toEqual(['NEFTY/WAXDefibox']));
  });

  it('opens a market’s /trade and a pool’s /swap', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Markets' });
    await waitFor(() => expect(pairs()).toHaveLength(4));
    fireEvent.click(screen.getByText('Alcor markets'));
    expect(screen.getByTestId('location').textContent).toBe('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    cleanup();
    renderPage();
    await screen.findByRole('table', { name: 'Markets' });
    await waitFor(() => expect(pairs()).toHaveLength(4));
    fireEvent.keyDown(screen.getByText('Alcor pools').closest('tr')!, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/swap/WAX_eosio.token/TLM_alien.worlds');
  });

  it('ticks the prices of the rows in view with the market worker’s trades', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Markets' });
    await waitFor(() => expect(live.listener).not.toBeNull());
    expect(live.watched.at(-1)).toEqual(expect.arrayContaining([{ srcId: 'alcormarket_0', src: 'alcormarket', srcType: 'markets', pairId: '0' }]));
    act(() => live.listener!([{ srcId: 'alcormarket_0', price: 0.25 }]));
    await waitFor(() => expect(pairs()).toContainEqual(['TLM/WAXAlcor markets', '0.25000000']));
  });

  it('says so when the markets cannot be loaded, and offers to try again', async () => {
    selectedEndpointIndex.value = 1;
    renderPage();
    expect(await screen.findByText('An error occured')).toBeTruthy();
    expect(screen.getByText('markets/: HTTP 503')).toBeTruthy();
    selectedEndpointIndex.value = 0;
    await screen.findByRole('table', { name: 'Markets' });
  });

  it('says the favorites category is empty when no market is a favourite', () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Favorites' }));
    expect(screen.getByRole('heading', { name: 'Favorite markets' })).toBeTruthy();
    expect(screen.getByText(/No favourite markets yet/)).toBeTruthy();
  });
});
