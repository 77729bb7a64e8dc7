import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, setStorageBackend, user } from '../../state/app';
import { clearBalances } from '../../state/balances';
import { liquidityStore } from '../../state/liquidity';
import { ModalHost } from '../common/ModalHost';
import { withPageWorld } from '../common/pageWorld.testutil';
import AddLiquidityPage from './AddLiquidityPage';
import ManagePositionPage from './ManagePositionPage';
import { PoolsLoading } from './PoolsLoading';

// The chain answers get_currency_balance: niaj holds 100 WAX, 500 TLM and 1000 BOXC.
vi.mock('../../state/app/clients', () => {
  const held: Record<string, string> = { WAX: '100.00000000 WAX', TLM: '500.0000 TLM', BOXC: '1000 BOXC' };
  const chain = async (method: string, body: { symbol: string }) => (method === 'get_currency_balance' && held[body.symbol] ? [held[body.symbol]] : []);
  return {
    requireChainClient: () => ({ chain }),
    requireLightApiClient: () => ({ balances: async () => ({ account_name: 'niaj', chain: {}, balances: [] }) }),
  };
});

const token = (ticker: string, contract: string, precision: number) => ({ contract, symbol: { ticker, precision } });
const TOKENS = [token('WAX', 'eosio.token', 8), token('TLM', 'alien.worlds', 4), token('USDT', 'usdt.alcor', 4)].map((t, i) => ({
  ...t,
  hash: `${t.symbol.ticker.toLowerCase()}_${t.contract}`,
  is_wax: i === 0,
  rank: i + 1,
}));
// Defibox pair 3: 1000 WAX / 5000 TLM, 2 236 067 LP units.
const POOLS = [
  {
    pairid: 3,
    src: 'defibox',
    // Not the default 30: the page shows the list's own fee.
    fee: 20,
    token0: token('WAX', 'eosio.token', 8),
    token1: token('TLM', 'alien.worlds', 4),
    reserve0: '1000.00000000',
    reserve1: '5000.0000',
    lptoken: { contract: 'lptoken.box', symbol: { ticker: 'BOXC', precision: 0 }, amount: '2236067' },
    tokenA_wax_price: 1,
    tokenB_wax_price: 0.2,
  },
];

/** pools/ answers 404 while set. */
let poolsDown = false;
withPageWorld({
  fetch: async (input: string | URL | Request) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = path === '/api/tokens/' ? TOKENS : path === '/api/pools/' && !poolsDown ? POOLS : null;
    return new Response(JSON.stringify(body ?? { error: 'no such path' }), { status: body ? 200 : 404 });
  },
  viewportHeight: 400,
});
beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  clearBalances();
  user.value = null;
  liquidityStore.setExchange('alcorv2');
});
afterEach(cleanup);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/liquidity/add" element={<AddLiquidityPage />} />
        <Route path="/liquidity/manage/:exchange?/:id?" element={<ManagePositionPage />} />
      </Routes>
      <ModalHost />
    </MemoryRouter>,
  );
}

const signIn = () => act(() => void (user.value = { name: 'niaj', authorization: { actor: 'niaj', permission: 'active' } }));

async function pick(buttonName: RegExp, row: string) {
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  fireEvent.click(await screen.findByRole('button', { name: row }));
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

  it('finds the Defibox pool of the pair chosen, shows it logged out, and links the deposit amounts by its ratio once signed in', async () => {
    renderAt('/liquidity/add');
    fireEvent.click(screen.getByRole('radio', { name: 'Defibox' }));
    await pick(/First token/, 'TLM (alien.worlds)');
    await pick(/Second token/, 'WAX (eosio.token)');
    const pool = screen.getByRole('region', { name: 'Pool' });
    await waitFor(() => expect(within(pool).getByTestId('pool-reserve-a').textContent).toBe('5,000.0000 TLM'));
    expect(within(pool).getByText('1 TLM = 0.20000000 WAX')).toBeTruthy();
    expect(within(pool).getByText('0.2%')).toBeTruthy();
    const deposit = screen.getByRole('region', { name: 'Deposit' });
    expect(within(deposit).getByRole('button', { name: 'Connect wallet' })).toBeTruthy();

    signIn();
    const [first, second] = await within(deposit).findAllByRole('textbox');
    fireEvent.change(first as HTMLElement, { target: { value: '10' } });
    expect((second as HTMLInputElement).value).toBe('2');
    expect(within(deposit).getByTestId('deposit-lp').textContent).toBe('4,472 BOXC');
    fireEvent.change(second as HTMLElement, { target: { value: '1000' } });
    expect((first as HTMLInputElement).value).toBe('5000');
    await waitFor(() => expect(within(deposit).getAllByRole('alert')[0]?.textContent).toBe('Not enough TLM'));
    expect(within(deposit).getByRole('button', { name: 'Not enough TLM' })).toHaveProperty('disabled', true);
  });

  it('choosing the other side’s token swaps the sides, and another exchange resets the pair', async () => {
    renderAt('/liquidity/add');
    fireEvent.click(screen.getByRole('radio', { name: 'TacoSwap' }));
    await pick(/First token/, 'TLM (alien.worlds)');
    await pick(/Second token/, 'WAX (eosio.token)');
    await pick(/First token/, 'WAX (eosio.token), other side: swaps the sides');
    expect(screen.getByRole('button', { name: 'First token: WAX (eosio.token)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Second token: TLM (alien.worlds)' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Pool' }).textContent).toContain('TacoSwap has no pool of this pair'));
    fireEvent.click(screen.getByRole('radio', { name: 'Adex' }));
    expect(screen.getByRole('button', { name: 'Select First token' })).toBeTruthy();
  });
});

describe('ManagePositionPage', () => {
  it('shows a not-found panel for an id that is no pool of that exchange', async () => {
    renderAt('/liquidity/manage/taco/42');
    expect(screen.getByText('TacoSwap · #42')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Pool not found' })).toBeTruthy();
    expect(screen.getByText('TacoSwap has no pool #42.')).toBeTruthy();
  });

  it('values the position and removes by LP amount, showing exactly what is paid', async () => {
    signIn();
    renderAt('/liquidity/manage/defibox/3');
    const position = await screen.findByRole('region', { name: 'Position' });
    await waitFor(() => expect(within(position).getByTestId('position-lp').textContent).toBe('1,000 BOXC'));
    // 1000 / 2236067 of the reserves, rounded down.
    expect(within(position).getByTestId('position-a').textContent).toBe('0.44721379 WAX');
    expect(within(position).getByTestId('position-b').textContent).toBe('2.2360 TLM');
    const deposit = screen.getByRole('region', { name: 'Deposit' });
    fireEvent.click(within(deposit).getByRole('tab', { name: 'Remove' }));
    fireEvent.click(within(deposit).getByRole('button', { name: '50%' }));
    expect(within(deposit).getByRole('textbox')).toHaveProperty('value', '500');
    expect(within(deposit).getByTestId('remove-a').textContent).toBe('0.22360689 WAX');
    expect(within(deposit).getByTestId('remove-b').textContent).toBe('1.1180 TLM');
  });

  it('points to the wallet positions when no position is given', () => {
    renderAt('/liquidity/manage');
    expect(screen.getByRole('link', { name: 'Your positions' }).getAttribute('href')).toBe('/wallet#open_positions');
  });
});

describe('PoolsLoading', () => {
  it('shows a failed pools load with its error, and Try again reads the pools again', async () => {
    poolsDown = true;
    render(<PoolsLoading message="Loading pools…" />);
    await act(() => liquidityStore.refreshPools());
    expect(screen.getByText(/no such path|HTTP 404/)).toBeTruthy();
    poolsDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    expect(liquidityStore.poolsState.value).toMatchObject({ error: null, loaded: true });
  });
});
