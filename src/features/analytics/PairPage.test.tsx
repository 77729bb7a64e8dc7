import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, isRouteErrorResponse, MemoryRouter, Route, RouterProvider, Routes, useRouteError } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, network, selectedEndpointIndex, setNetwork } from '../../state/app';
import { releaseListsWorker } from '../../state/lists';
import { fakeApi, TEST_NETWORK } from './fakeApi.testutil';
import PairPage from './PairPage';

/** The pages load through fake IO with real timers (a 100 ms fallback, a 200 ms minimum per loading area): a machine under load needs more than 1 s. */
const LOADED = { timeout: 5000 };

vi.mock('../../components/chart/CandleChart', () => ({
  CandleChart: (props: { symbol: string }) => <div data-testid="chart">{props.symbol}</div>,
}));

beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 }));
afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetchFn);
  setNetwork(TEST_NETWORK);
  endpoints.value = TEST_NETWORK.swapEndpoints;
  selectedEndpointIndex.value = 0;
});
afterEach(() => {
  cleanup();
  releaseListsWorker();
  vi.unstubAllGlobals();
  selectedEndpointIndex.value = null;
  network.value = null;
});

function renderPairPage(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/analytics/pair/:src?/:id?" element={<PairPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const figureValues = (figures: HTMLElement, label: string) =>
  [...within(figures).getByText(label).parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent);

describe('PairPage', () => {
  it('shows a pool: price both ways, exact reserves, fee, TVL and volumes, and a swap link', async () => {
    renderPairPage('/analytics/pair/defibox/1');
    const figures = await screen.findByLabelText('TLM/WAX figures', {}, LOADED);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TLM/WAX');
    expect(figureValues(figures, 'Price (WAX)')).toEqual(['0.20000000 WAX', 'per TLM']);
    expect(figureValues(figures, 'Price (TLM)')).toEqual(['5.00000000 TLM', 'per WAX']);
    expect(figureValues(figures, 'WAX reserve')).toEqual(['400,000.00000000 WAX']);
    expect(figureValues(figures, 'TLM reserve')).toEqual(['2,000,000.0000 TLM']);
    expect(figureValues(figures, 'Fee')).toEqual(['0.3%']);
    expect(figureValues(figures, 'TVL')[0]).toBe('800.000K WAX');
    expect(screen.getByRole('link', { name: 'Swap TLM' }).getAttribute('href')).toBe('/swap/WAX_eosio.token/TLM_alien.worlds');
    expect(screen.getByTestId('chart').textContent).toBe('TLM/WAX');
  });

  it('lists the same two tokens on other exchanges, each linking to its pair page', async () => {
    renderPairPage('/analytics/pair/defibox/1');
    const table = await screen.findByRole('table', { name: 'Associated pairs' }, LOADED);
    const links = within(table)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/analytics/pair/taco/WAXTLM', '/analytics/pair/alcormarket/0']);
  });

  it("shows a market's book depth and links to its order-book screen", async () => {
    renderPairPage('/analytics/pair/alcormarket/0');
    const figures = await screen.findByLabelText('TLM/WAX figures', {}, LOADED);
    expect(figureValues(figures, 'Bids')).toEqual(['1,000.00000000 WAX', '12 levels']);
    expect(figureValues(figures, 'Asks')).toEqual(['5,000.0000 TLM', '14 levels']);
    expect(screen.getByRole('link', { name: 'Trade TLM' }).getAttribute('href')).toBe('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
  });

  it("lists the pair's recent trades from its own venue", async () => {
    renderPairPage('/analytics/pair/defibox/1');
    const table = await screen.findByRole('table', { name: 'Recent trades' }, LOADED);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), LOADED);
    const trades = api.asked.find((path) => path.startsWith('/api/trades'))!;
    expect(new URL(trades, 'http://x').searchParams.get('pairIdSrcArray')).toBe('[["defibox","1"]]');
  });

  it('says the pair is not found when its exchange does not list it', async () => {
    renderPairPage('/analytics/pair/defibox/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pair not found' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Defibox lists no pair #99.')).toBeTruthy();
  });

  it('says no pair was given for the bare route', () => {
    renderPairPage('/analytics/pair');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pair not found');
  });

  it('throws a 404 the router recognises for an unknown exchange (when rendered without the route loader)', async () => {
    function RouteError() {
      const error = useRouteError();
      return <p>{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : 'not a route error'}</p>;
    }
    const router = createMemoryRouter([{ path: '/analytics/pair/:src?/:id?', element: <PairPage />, errorElement: <RouteError /> }], {
      initialEntries: ['/analytics/pair/uniswap/1'],
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('404 This page could not be found')).toBeTruthy();
    quiet.mockRestore();
  });
});
