import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, network, selectedEndpointIndex, setNetwork } from '../../state/app';
import { releaseListsWorker } from '../../state/lists';
import { fakeApi, TEST_NETWORK, type FakeApiOptions } from './fakeApi.testutil';
import TokenPage from './TokenPage';

// jsdom has no canvas; the chart widget has its own tests.
/** The pages load through fake IO with real timers (a 100 ms fallback, a 200 ms minimum per loading area): a machine under load needs more than 1 s. */
const LOADED = { timeout: 5000 };

vi.mock('../../components/chart/CandleChart', () => ({
  CandleChart: (props: { symbol: string }) => <div data-testid="chart">{props.symbol}</div>,
}));

let api: ReturnType<typeof fakeApi>;
let warn: ReturnType<typeof vi.spyOn>;

function start(options: FakeApiOptions = {}) {
  api = fakeApi(options);
  vi.stubGlobal('fetch', api.fetchFn);
}

// Whole lists draw the rows in view: give every box a height (jsdom lays nothing out).
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 }));
afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setNetwork(TEST_NETWORK);
  endpoints.value = TEST_NETWORK.swapEndpoints;
  selectedEndpointIndex.value = 0;
});

afterEach(() => {
  cleanup();
  releaseListsWorker();
  vi.unstubAllGlobals();
  warn.mockRestore();
  selectedEndpointIndex.value = null;
  network.value = null;
});

function renderTokenPage(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/analytics/token/:thash?" element={<TokenPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const holdersTable = () => screen.getByRole('table', { name: 'Holders' });
const holderRows = () =>
  within(holdersTable())
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1' && row.hasAttribute('aria-rowindex'));
const ownersShown = () => holderRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);

async function holdersShown() {
  await waitFor(() => expect(holderRows()).toHaveLength(10), LOADED);
}

describe('TokenPage', () => {
  it('says "Token not found" for a thash that is not exactly ticker_contract (SPEC §5)', () => {
    start();
    renderTokenPage('/analytics/token/tlm_alien_worlds');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Token not found');
    expect(screen.getByText(/“tlm_alien_worlds” does not name a token/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Holders' })).toBeNull();
  });

  it('says "Token not found" for a well-formed token the swap service does not list', async () => {
    start();
    renderTokenPage('/analytics/token/abc_nobody.token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Token not found' }, LOADED)).toBeTruthy();
    expect(screen.getByText(/“abc_nobody.token” does not name a token/)).toBeTruthy();
  });

  it("shows the token's figures: price in WAX and USD, change, supply from its chain stat, market cap and holder count", async () => {
    start();
    renderTokenPage('/analytics/token/tlm_alien.worlds');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TLM');
    const figures = await screen.findByLabelText('TLM figures', {}, LOADED);
    const value = (label: string) => within(figures).getByText(label).parentElement!.querySelectorAll('dd');
    expect(value('Price')[0]!.textContent).toBe('0.20000000 WAX');
    expect(value('Price')[1]!.textContent).toBe('$0.0100000000');
    expect(value('24h change')[0]!.textContent).toBe('+5.00%');
    expect(value('Supply')[0]!.textContent).toBe('100,000.0000 TLM');
    expect(value('Supply')[1]!.textContent).toBe('Max 200,000.0000');
    // 100,000 TLM at 0.2 WAX.
    expect(value('Market cap')[0]!.textContent).toBe('20.000K WAX');
    await waitFor(() => expect(value('Holders')[0]!.textContent).toBe('25'), LOADED);
    expect(screen.getByRole('link', { name: 'Swap TLM' }).getAttribute('href')).toBe('/swap/WAX_eosio.token/TLM_alien.worlds');
  });

  it('lists the pools and markets it trades in as links to their pair pages', async () => {
    start();
    renderTokenPage('/analytics/token/tlm_alien.worlds');
    const venues = await screen.findByRole('region', { name: 'Trades in' }, LOADED);
    const links = within(venues)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/analytics/pair/defibox/1', '/analytics/pair/alcorv2/2', '/analytics/pair/alcormarket/0']);
  });

  it('lists holders 10 a page from the lists worker: rank, owner linking to its wallet, exact amount, share, eosio.null marked burned', async () => {
    start();
    renderTokenPage('/analytics/token/tlm_alien.worlds');
    await holdersShown();
    const first = within(holderRows()[0]!).getAllByRole('cell');
    expect(first.map((cell) => cell.textContent)).toEqual(['1', 'holdera.wam', '25,000.0000', '25.0000%']);
    expect(within(first[1]!).getByRole('link').getAttribute('href')).toBe('/wallet/holdera.wam');
    expect(within(holderRows()[2]!).getAllByRole('cell')[1]!.textContent).toBe('eosio.nullBurned');
    expect(screen.getByText(/held by eosio.null/).textContent).toContain('23,000.0000 TLM (23.0000% of supply)');
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    // The worker fetched the holders itself, with the network's limit, from the first host.
    expect(api.asked).toContain('/lightapi/topholders/wax/alien.worlds/TLM/1000000');
  });

  it('pages, sorts (toggling the active header), searches and filters the holders, each change back on page 1 (SPEC §4)', async () => {
    start();
    renderTokenPage('/analytics/token/tlm_alien.worlds');
    await holdersShown();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(ownersShown()[0]).toBe('holderk.wam'), LOADED);
    // Amount is the active column: a click toggles it to ascending, and returns to page 1.
    fireEvent.click(within(holdersTable()).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(ownersShown()[0]).toBe('holdery.wam'), LOADED);
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    fireEvent.click(within(holdersTable()).getByRole('button', { name: /Owner/ }));
    await waitFor(() => expect(ownersShown()[0]).toBe('holdery.wam'), LOADED);
    fireEvent.change(screen.getByLabelText('Search holders by owner'), { target: { value: 'ERX' } });
    await waitFor(() => expect(ownersShown()).toEqual(['holderx.wam']), LOADED);
    fireEvent.change(screen.getByLabelText('Search holders by owner'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Hide burned'));
    await waitFor(() => expect(screen.getByText('1–10 of 24')).toBeTruthy(), LOADED);
    fireEvent.change(screen.getByLabelText(/Min TLM/), { target: { value: '20000' } });
    await waitFor(() => expect(screen.getByText('1–5 of 5')).toBeTruthy(), LOADED);
  });

  it('shows every holder in one virtualised list in the "All" view', async () => {
    start();
    renderTokenPage('/analytics/token/tlm_alien.worlds');
    await holdersShown();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(holderRows().length).toBeGreaterThan(10), LOADED);
    expect(holdersTable().getAttribute('aria-rowcount')).toBe('26');
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('logs "Unable to load token stat" when the stat cannot be read and shows a zero supply and no shares (SPEC §8)', async () => {
    start({ stat: 'fail' });
    renderTokenPage('/analytics/token/tlm_alien.worlds');
    await holdersShown();
    expect(warn).toHaveBeenCalledWith('Unable to load token stat', expect.any(Error));
    expect(screen.getByText('0.0000 TLM')).toBeTruthy();
    expect(screen.getByText('No stat on chain')).toBeTruthy();
    expect(within(holderRows()[0]!).getAllByRole('cell')[3]!.textContent).toBe('—');
  });

  it('falls back to the next light API host, and shows "Failed to fetch from lightapi" in token_holders when all fail', async () => {
    start({ failingLightApis: ['lightapi'] });
    renderTokenPage('/analytics/token/tlm_alien.worlds');
    await holdersShown();
    expect(api.asked.filter((path) => path.includes('topholders'))).toEqual([
      '/lightapi/topholders/wax/alien.worlds/TLM/1000000',
      '/lightapi2/topholders/wax/alien.worlds/TLM/1000000',
    ]);
    cleanup();
    releaseListsWorker();
    start({ failingLightApis: ['lightapi', 'lightapi2'] });
    renderTokenPage('/analytics/token/tlm_alien.worlds');
    const holders = await screen.findByRole('region', { name: 'Holders' }, LOADED);
    await waitFor(() => expect(within(holders).getByRole('alert').textContent).toContain('Failed to fetch from lightapi'), LOADED);
  });

  it("shows the token's pool trades, then its market trades, seen from the token", async () => {
    start();
    renderTokenPage('/analytics/token/tlm_alien.worlds');
    const pools = await screen.findByRole('table', { name: 'Pool trades' }, LOADED);
    await waitFor(() => expect(pools.getAttribute('aria-busy')).toBe('false'), LOADED);
    expect(within(pools).getAllByRole('row')).toHaveLength(4);
    const [, newest] = within(pools).getAllByRole('row');
    expect(within(newest!).getByText('Buy')).toBeTruthy();
    expect(within(newest!).getByText('59.0000')).toBeTruthy();
    expect(
      within(newest!)
        .getByRole('link', { name: /TLM\/WAX/ })
        .getAttribute('href'),
    ).toBe('/analytics/pair/defibox/1');
    expect(within(newest!).getByRole('link', { name: 'trader9' }).getAttribute('href')).toBe('/wallet/trader9');
    act(() => screen.getByRole('tab', { name: 'Market trades' }).click());
    const markets = await screen.findByRole('table', { name: 'Market trades' }, LOADED);
    // The table shows its header and a busy row first; wait for the loaded rows, not just a count.
    await waitFor(() => expect(markets.getAttribute('aria-busy')).toBe('false'), LOADED);
    expect(within(markets).getAllByRole('row')).toHaveLength(2);
    expect(within(markets).getByText('Sell')).toBeTruthy();
  });
});
