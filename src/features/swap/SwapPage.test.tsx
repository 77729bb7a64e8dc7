import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import { createMemoryStorage, readStored, setStorageBackend, user, writeStored } from '../../state/app';
import { balances, clearBalances } from '../../state/balances';
import { reloadFavouritePairs, reloadSwapSettings } from '../../state/swap';
import { ModalHost } from '../common/ModalHost';
import SwapPage from './SwapPage';
import { withPageWorld } from '../common/pageWorld.testutil';
import { swapApiFetch } from './swapWire.testutil';

// jsdom has no canvas; the chart component has its own tests.
vi.mock('../../components/chart/CandleChart', () => ({ CandleChart: (props: { symbol: string }) => <div data-testid="chart">{props.symbol}</div> }));
// The chain answers get_currency_balance: alice holds 10 WAX and no TLM.
vi.mock('../../state/app/clients', () => {
  const chain = async (method: string, body: { symbol: string }) => (method === 'get_currency_balance' && body.symbol === 'WAX' ? ['10.00000000 WAX'] : []);
  return {
    requireChainClient: () => ({ chain }),
    requireLightApiClient: () => ({ balances: async () => ({ account_name: 'alice', chain: {}, balances: [] }) }),
  };
});

const PAIR_PATH = '/swap/WAX_eosio.token/TLM_alien.worlds';
// The token list's viewport gets a height so the virtual list draws rows.
withPageWorld({ fetch: swapApiFetch(), viewportHeight: 400 });
beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  reloadSwapSettings();
  reloadFavouritePairs();
  clearBalances();
  user.value = null;
});
afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/swap/:input?/:output?', element: <SwapPage /> },
      { path: '/limit/*', element: <p>limit</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ModalHost />
    </>,
  );
  return router;
}

async function typeAmount(text: string) {
  const input = await screen.findByLabelText('You pay');
  fireEvent.change(input, { target: { value: text } });
  return within(screen.getByRole('region', { name: 'Routes' })).findAllByRole('button', { name: /^Route \d/ }, { timeout: 3000 });
}

describe('SwapPage: the pair and the URL (SPEC §2 URL behaviour)', () => {
  it('replaces the bare path with WAX and the first token paired with it, and remembers the pair', async () => {
    const router = renderAt('/swap');
    await waitFor(() => expect(router.state.location.pathname).toBe(PAIR_PATH));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(readStored('lastSwapPair', null)).toEqual({ input: 'WAX_eosio.token', output: 'TLM_alien.worlds' });
    expect(screen.getByRole('link', { name: 'Limit' }).getAttribute('href')).toBe('/limit/WAX_eosio.token/TLM_alien.worlds');
  });

  it('falls back to the last pair for an invalid URL', async () => {
    writeStored('lastSwapPair', { input: 'USDT_usdt.alcor', output: 'WAX_eosio.token' });
    const router = renderAt('/swap/wax_eosio.token/TLM');
    await waitFor(() => expect(router.state.location.pathname).toBe('/swap/USDT_usdt.alcor/WAX_eosio.token'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("pushes a pair chosen in the token selector; the other side's token swaps the sides", async () => {
    const router = renderAt(PAIR_PATH);
    fireEvent.click(await screen.findByRole('button', { name: /Token to receive: TLM/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select the token to receive' });
    fireEvent.change(within(dialog).getByPlaceholderText('Search ticker or contract'), { target: { value: 'ALCOR' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^USDT \(usdt\.alcor\)/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/swap/WAX_eosio.token/USDT_usdt.alcor'));
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: /Token to pay: WAX/ }));
    const again = await screen.findByRole('dialog', { name: 'Select the token to pay' });
    // The rows follow the dialog's first frame.
    fireEvent.click(await within(again).findByRole('button', { name: /USDT \(usdt\.alcor\), other side/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/swap/USDT_usdt.alcor/WAX_eosio.token'));
  });

  it('the reverse button swaps the direction', async () => {
    const router = renderAt(PAIR_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse direction' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/swap/TLM_alien.worlds/WAX_eosio.token'));
  });
});

describe('SwapPage: quoting and routes', () => {
  it('quotes as the amount is typed, and asks a logged-out visitor to connect', async () => {
    renderAt(PAIR_PATH);
    const rows = await typeAmount('5000');
    expect(rows.length).toBeGreaterThan(1);
    expect((screen.getByLabelText('You receive') as HTMLInputElement).value).toMatch(/^\d+\.\d{1,4}$/);
    expect(screen.getByTestId('minimum-received').textContent).toMatch(/ TLM$/);
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
  });

  it('choosing a route selects it, locks it and shows its steps', async () => {
    renderAt(PAIR_PATH);
    const rows = await typeAmount('5000');
    fireEvent.click(rows[1]!);
    const item = rows[1]!.closest('li')!;
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(
      within(item)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Exchange', 'Type', 'Liquidity', 'Price', 'Input', 'Output']);
    expect(screen.getByRole('button', { name: /Locked/ })).toBeTruthy();
  });

  it('names what is missing: insufficient balance when the amount exceeds it', async () => {
    user.value = { name: 'alice', authorization: { actor: 'alice', permission: 'active' } };
    renderAt(PAIR_PATH);
    await typeAmount('5000');
    expect(await screen.findByText('Balance 10.00000000')).toBeTruthy();
    expect(balances.value.get('WAX_eosio.token')).toEqual(makeAmount(10n * 10n ** 8n, 8));
    expect(balances.value.get('TLM_alien.worlds')).toEqual(makeAmount(0n, 4));
    expect(screen.getByRole('button', { name: 'Insufficient balance' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Swap' })).toBeTruthy());
  });
});

describe('SwapPage: settings and favourites persist', () => {
  it('saves slippage in hundredths and split max routes', async () => {
    renderAt(PAIR_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Swap settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap settings' });
    fireEvent.change(within(dialog).getByLabelText('Slippage tolerance'), { target: { value: '1.25' } });
    fireEvent.change(within(dialog).getByLabelText('Split max routes'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(readStored('swapSlippage', null)).toBe(125);
    expect(readStored('swapMaxSplitRoutes', null)).toBe(2);
  });

  it('refuses a slippage above 100 %', async () => {
    renderAt(PAIR_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Swap settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap settings' });
    fireEvent.change(within(dialog).getByLabelText('Slippage tolerance'), { target: { value: '101' } });
    expect(within(dialog).getByText('Slippage is at most 100%')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('the star adds the pair to the favourites bar', async () => {
    renderAt(PAIR_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Add pair to favourites' }));
    const bar = screen.getByRole('navigation', { name: 'Favourite pairs' });
    expect(within(bar).getByRole('link', { name: 'WAX/TLM' }).getAttribute('href')).toBe(PAIR_PATH);
    expect(readStored('swapFavorites', null)).toEqual([{ tickerA: 'WAX', contractA: 'eosio.token', tickerB: 'TLM', contractB: 'alien.worlds' }]);
    fireEvent.click(within(bar).getByRole('button', { name: /All/ }));
    expect(screen.getByRole('dialog', { name: 'All favourite pairs' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove WAX/TLM from favourites' })));
    expect(within(bar).getByText('No favourite pairs yet')).toBeTruthy();
  });
});
