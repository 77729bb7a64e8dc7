import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useRouteError } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameOf } from '../../core/rowpaint/frames.testutil';
import type { Market } from '../../core/domain';
import { createMemoryStorage, endpoints, rates, readStored, selectedEndpointIndex, setNetwork, setStorageBackend, user } from '../../state/app';
import { favouriteMarkets, reloadFavouriteMarkets } from '../../state/marketsList';
import { clearTradePrice, tradeBox, tradeFormPrice } from '../../state/market';
import { currentModal } from '../../state/ui';
import { chainAnswer, marketsRow, TEST_NETWORK, type ChainTables } from './tradeChain.testutil';
import TradePage from './TradePage';

// The live market and the markets list are stores with their own tests: here they are signals the test drives.
const live = vi.hoisted(() => ({ module: null as null | Record<string, unknown> }));
vi.mock('../../state/market/instance', async () => {
  const { signal } = await import('@preact/signals-react');
  // The store's real HTTP history over the test's fetch, handing the tape to the spy below.
  const { createMarketHistory } = await import('../../state/market/history');
  const { createMarketsService } = await import('../../services/marketsService');
  const setTapeHistory = vi.fn(() => Promise.resolve());
  const history = createMarketHistory({ service: (apiUrl) => createMarketsService(apiUrl), setTapeHistory, warn: () => undefined });
  const module = {
    readCandleHistory: history.readCandles,
    loadTapeHistory: history.loadTape,
    asks: signal(null),
    bids: signal(null),
    tape: signal({ total: 0, first: 0, rows: [] }),
    lastPrice: signal(null),
    lastSide: signal(null),
    connectionStatus: signal({ status: 'connected', retries: 0, message: null }),
    syncing: signal(false),
    userOrders: signal([]),
    watchedMarket: signal(null),
    bookGrouping: signal(1n),
    setBookGrouping: vi.fn(() => Promise.resolve()),
    onPositions: vi.fn(() => () => undefined),
    setPositions: vi.fn(() => Promise.resolve()),
    hover: signal(null),
    connectMarket: vi.fn(() => Promise.resolve()),
    prepareMarketScreen: vi.fn(() => () => undefined),
    disconnectMarket: vi.fn(() => Promise.resolve()),
    hoverLevel: vi.fn(() => Promise.resolve()),
    onCandles: vi.fn(() => () => undefined),
    setChartResolution: vi.fn(() => Promise.resolve()),
    setCandleBase: vi.fn(() => Promise.resolve()),
    setTapeHistory,
    // No worker to draw the rows here: the book and the tape draw (nothing, in jsdom) on the page.
    rowPaint: null,
  };
  live.module = module;
  return module;
});
// The balances store has its own tests: no chain here, so its reads are a spy.
vi.mock('../../state/balances/instance', async () => {
  const { signal } = await import('@preact/signals-react');
  return { balances: signal(new Map()), loadingTokens: signal(new Set()), refreshBalances: vi.fn(() => Promise.resolve()), balanceOf: () => null };
});
vi.mock('../../state/marketsList/list', async () => {
  const { signal } = await import('@preact/signals-react');
  return { marketsList: signal({ markets: [], loaded: false, loading: true, error: null, loadedAt: null }), loadMarkets: vi.fn(() => Promise.resolve()) };
});
// jsdom has no canvas; the chart widget has its own tests.
vi.mock('../../components/chart/CandleChart', () => ({
  CandleChart: (props: { symbol: string; resolution: string }) => <div data-testid="chart">{`${props.symbol} ${props.resolution}`}</div>,
}));

const market = await import('../../state/market/instance');
const list = await import('../../state/marketsList/list');
type Writable<T> = { value: T };
const set = <T,>(signal: unknown, value: T) => void ((signal as Writable<T>).value = value);

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
function summary(id: number, ticker: string, contract: string, volume24h: number): Market {
  return {
    id,
    src: 'alcormarket',
    srcId: `alcormarket_${id}`,
    base: WAX,
    quote: { ticker, contract, precision: 4 },
    frozen: false,
    lastPrice: 0.2,
    bestBid: 0.19,
    bestAsk: 0.21,
    volume24h,
    priceChange24h: 0.05,
    baseWaxPrice: 1,
    bookLevels: 10,
  };
}
const TLM = summary(1, 'TLM', 'alien.worlds', 500);
const NEFTY = summary(2, 'NEFTY', 'token.nefty', 900);

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}
function NotFound() {
  const error = useRouteError() as { status?: number };
  return <p>status {error.status}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/trade/:src?/:quote?/:base?',
        errorElement: <NotFound />,
        element: (
          <>
            <TradePage />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

// jsdom lays nothing out: give the virtual lists (book, tape) a height so they draw their rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 }));
afterAll(() => clientHeight && Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight));

/** What the fake chain holds: the markets' rows, and per test the account's orders. */
let chainTables: ChainTables = {};

const listLoaded = (markets: Market[]) => set(list.marketsList, { markets, loaded: true, loading: false, error: null, loadedAt: 1 });

beforeEach(() => {
  chainTables = { 'markets@alcordexmain': [marketsRow(1, 'TLM'), marketsRow(2, 'NEFTY')] };
  setStorageBackend(createMemoryStorage());
  reloadFavouriteMarkets();
  set(list.marketsList, { markets: [], loaded: false, loading: true, error: null, loadedAt: null });
  endpoints.value = [
    {
      flag: 'devnet',
      name: 'Devnet',
      url: 'http://devnet/api/',
      url_socketio: 'http://devnet/',
      is_dev: false,
      status: { ready: true },
      last_status_update: 0,
    },
  ];
  selectedEndpointIndex.value = 0;
  setNetwork(TEST_NETWORK);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const chain = chainAnswer(url, init, chainTables);
      if (chain !== null) return Promise.resolve(chain);
      if (url.includes('/trades'))
        return Promise.resolve(
          new Response(
            JSON.stringify([
              {
                side: 'sell',
                trx_id: 'c'.repeat(64),
                unit_price: '19500000',
                amount_ask: '1.00000000',
                amount_bid: '5.1282',
                updated_at_time: '2026-01-01T00:00:00.000Z',
              },
            ]),
          ),
        );
      return Promise.resolve(new Response('[]'));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearTradePrice();
  user.value = null;
  rates.value = { waxpusd: 0, waxpbtc: 0, waxpeth: 0, lastFetch: 0 };
  for (const name of ['asks', 'bids', 'lastPrice', 'lastSide', 'hover'] as const) set(live.module?.[name], null);
  set(live.module?.tape, { total: 0, first: 0, rows: [] });
  set(live.module?.userOrders, []);
  currentModal.value = null;
  vi.clearAllMocks();
});

describe('TradePage', () => {
  it('keeps the layout with loaders and the route’s title while the markets load', () => {
    renderAt('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TLM/WAX');
    expect(screen.getByRole('region', { name: 'Order book' }).textContent).toContain('Loading order book…');
    expect(list.loadMarkets).toHaveBeenCalled();
    // The worker's script downloads and its socket opens while the markets load, not after.
    expect(live.module!.prepareMarketScreen).toHaveBeenCalled();
  });

  it('says what failed when the markets cannot be read, and retries', () => {
    set(list.marketsList, { markets: [], loaded: false, loading: false, error: 'markets/: HTTP 503', loadedAt: null });
    renderAt('/trade');
    expect(screen.getByRole('alert').textContent).toContain('markets/: HTTP 503');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.loadMarkets).toHaveBeenCalledTimes(2);
  });

  it('redirects bare /trade to the busiest market', async () => {
    listLoaded([TLM, NEFTY]);
    renderAt('/trade');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/trade/alcormarket/nefty_token.nefty/wax_eosio.token'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('NEFTY/WAX');
  });

  it('shows the 404 page for a pair no market has', () => {
    listLoaded([TLM, NEFTY]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/trade/alcormarket/wax_eosio.token/tlm_alien.worlds');
    expect(screen.getByText('status 404')).toBeTruthy();
    error.mockRestore();
  });

  it('watches the market, draws the worker’s book with the fiat price, and leaves it on unmount', async () => {
    listLoaded([TLM, NEFTY]);
    rates.value = { waxpusd: 500, waxpbtc: 0, waxpeth: 0, lastFetch: 1 };
    const view = renderAt('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    await waitFor(() =>
      expect(market.connectMarket).toHaveBeenCalledWith({
        market: { id: 1, base: WAX, quote: TLM.quote },
        resolution: '240',
        pricePrecision: 8,
      }),
    );
    act(() => {
      set(market.asks, frameOf('asks', [{ unitPrice: '20100000', amount: '50.0000', total: '10.0500' }]));
      set(market.bids, frameOf('bids', [{ unitPrice: '19900000', amount: '40.0000', total: '7.9600' }]));
      set(market.lastPrice, 0.2);
      set(market.lastSide, 'buy');
    });
    const book = screen.getByRole('region', { name: 'Order book' });
    expect(within(within(book).getByLabelText('Asks')).getByRole('button', { name: 'Price 0.20100000, amount 50.0000, total 10.0500' })).toBeTruthy();
    expect(within(book).getByLabelText('Last price').textContent).toContain('0.20000000');
    // 0.2 WAX × 0.05 USD/WAX (the oracle's 500 × 10^-4).
    expect(within(book).getByLabelText('Fiat price').textContent).toBe('≈ $0.01000');
    expect(screen.getByTestId('market-last-price').textContent).toBe('0.20000000');
    expect(screen.getByTestId('chart').textContent).toBe('TLM/WAX 240');
    view.unmount();
    expect(market.disconnectMarket).toHaveBeenCalled();
  });

  it('hands a clicked level’s exact price to the trade box and shows it', async () => {
    listLoaded([TLM]);
    renderAt('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    await waitFor(() => expect(market.connectMarket).toHaveBeenCalled());
    act(() => set(market.asks, frameOf('asks', [{ unitPrice: '20012345', amount: '50.0000', total: '10.0062' }])));
    // The book mounts once the market session is live, which may come after the frame.
    fireEvent.click(await within(screen.getByLabelText('Asks')).findByRole('button', { name: /^Price 0\.20012345,/ }));
    // The price drawn at the clicked level is looked up (asynchronously: it may be the worker's).
    await waitFor(() => expect(tradeFormPrice.value).toEqual({ marketId: 1, side: 'asks', unitPrice: '20012345' }));
    expect(screen.getByTestId('picked-price').textContent).toBe('Price picked: 0.20012345 WAX');
    expect(tradeBox.forms.buy.fields.value.price).toBe('0.20012345');
  });

  it('hands the recent history to the worker, and lists the tape the worker sends', async () => {
    listLoaded([TLM]);
    renderAt('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    await waitFor(() => expect(market.connectMarket).toHaveBeenCalled());
    // The worker shows these after the live trades (its tests cover the merge).
    await waitFor(() =>
      expect(market.setTapeHistory).toHaveBeenCalledWith(1, [expect.objectContaining({ side: 'sell', unitPrice: 19_500_000n, trxId: 'c'.repeat(64) })]),
    );
    const rows = [
      { key: 1, side: 'buy' as const, timestamp: Date.UTC(2026, 0, 1, 0, 1), price: '0.20000000', amount: '12.5000', time: '00:01:00' },
      { key: -1, side: 'sell' as const, timestamp: Date.UTC(2026, 0, 1), price: '0.19500000', amount: '5.1282', time: '00:00:00' },
    ];
    act(() => set(market.tape, { total: 2, first: 0, rows }));
    const tape = screen.getByRole('region', { name: 'Trades' });
    await waitFor(() => expect(within(tape).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(tape)
        .getAllByRole('listitem')
        .map((line) => line.getAttribute('aria-label')),
    ).toEqual(['Buy at 0.20000000, amount 12.5000, 00:01:00', 'Sell at 0.19500000, amount 5.1282, 00:00:00']);
  });

  it('lists the logged-in user’s open orders from the chain, newest first, with a cancel each and bulk cancels that ask first', async () => {
    listLoaded([TLM]);
    const row = (id: number, bid: string, ask: string, unitPrice: string, timestamp: number) => ({
      id,
      account: 'alice',
      bid,
      ask,
      unit_price: unitPrice,
      timestamp,
    });
    chainTables['buyorder@1'] = [
      row(7, '1.90000000 WAX', '10.0000 TLM', '19000000', 1_767_225_600),
      { ...row(8, '1.00000000 WAX', '5.0000 TLM', '20000000', 1), account: 'bob' },
    ];
    chainTables['sellorder@1'] = [row(9, '5.0000 TLM', '1.05000000 WAX', '21000000', 1_767_229_200)];
    user.value = { name: 'alice', authorization: { actor: 'alice', permission: 'active' } };
    renderAt('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    const panel = screen.getByRole('region', { name: 'Orders and positions' });
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(3));
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(
      rows.map((line) =>
        within(line)
          .getAllByRole('cell')
          .slice(1, 6)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Sell', '0.21000000', '5.0000', '1.05000000', '—'],
      ['Buy', '0.19000000', '10.0000', '1.90000000', '—'],
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel order 9, returns 5.0000 TLM' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel all' }));
    expect(currentModal.value).toEqual({ name: 'cancelOrder', props: { keys: ['sell:9', 'buy:7'] } });
    fireEvent.click(within(rows[1]!).getByRole('checkbox'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel selected' }));
    expect(currentModal.value).toEqual({ name: 'cancelOrder', props: { keys: ['buy:7'] } });
  });

  it('asks to connect in the orders and history tabs when logged out', () => {
    listLoaded([TLM]);
    renderAt('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    const panel = screen.getByRole('region', { name: 'Orders and positions' });
    expect(panel.textContent).toContain('Connect a wallet to see your open orders.');
    fireEvent.click(within(panel).getByRole('tab', { name: 'History' }));
    expect(panel.textContent).toContain('Connect a wallet to see your trade history.');
  });
});

describe('the market selector', () => {
  it('searches, stars a market into the favourites, and moves by keyboard', async () => {
    listLoaded([TLM, NEFTY]);
    renderAt('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    const trigger = screen.getByRole('button', { name: /Market: TLM\/WAX/ });
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Choose a market' });
    const options = () =>
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
    expect(options()[0]).toContain('NEFTY');
    fireEvent.change(within(dialog).getByLabelText('Search markets'), { target: { value: 'alien' } });
    expect(options()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Favourite TLM/WAX' }));
    expect(favouriteMarkets.value).toEqual(['alcormarket_1']);
    expect(readStored('marketFavorites', null)).toEqual(['alcormarket_1']);
    fireEvent.change(within(dialog).getByLabelText('Search markets'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Favourites' }));
    expect(options()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'All' }));
    fireEvent.keyDown(within(dialog).getByLabelText('Search markets'), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('NEFTY');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('TLM');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens the chosen market', async () => {
    listLoaded([TLM, NEFTY]);
    renderAt('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    fireEvent.click(screen.getByRole('button', { name: /Market: TLM\/WAX/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByText('NEFTY'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/trade/alcormarket/nefty_token.nefty/wax_eosio.token'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(market.connectMarket).toHaveBeenLastCalledWith(expect.objectContaining({ market: expect.objectContaining({ id: 2 }) })));
  });
});
