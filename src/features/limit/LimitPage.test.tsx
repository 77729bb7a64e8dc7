import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { NetworkConfig } from '../../core/config/types';
import { createMemoryStorage, network, setStorageBackend, user } from '../../state/app';
import { clearBalances } from '../../state/balances';
import { limitStore } from '../../state/limit';
import { notifications } from '../../state/ui';
import { ModalHost } from '../common/ModalHost';
import { withPageWorld } from '../common/pageWorld.testutil';
import { swapApiFetch } from '../swap/swapWire.testutil';
import LimitPage from './LimitPage';

// jsdom has no canvas; the chart component has its own tests.
vi.mock('../../components/chart/CandleChart', () => ({ CandleChart: (props: { symbol: string }) => <div data-testid="chart">{props.symbol}</div> }));
// The chain: alice holds 10 WAX; the limit contract lists WAX and TLM and alice has one order.
vi.mock('../../state/app/clients', async () => {
  // As the real client: nothing reaches the chain before the network's config has loaded.
  const { network } = await import('../../state/app/signals');
  const tables: Record<string, unknown[]> = {
    config: [{ fee: 25, maker_fee: 10, next_order_id: 8 }],
    tokens: [
      { id: 0, token: { sym: '8,WAX', contract: 'eosio.token' } },
      { id: 1, token: { sym: '4,TLM', contract: 'alien.worlds' } },
    ],
    orders: [
      {
        id: 7,
        owner: 'alice',
        bid: '3.00000000 WAX',
        ask: '600.0000 TLM',
        initial_bid: '12.00000000 WAX',
        initial_ask: '2400.0000 TLM',
        bid_token: 0,
        ask_token: 1,
        unit_price: '200000000000000000000',
        scale_power: 18,
        timestamp: 1_790_000_000,
      },
    ],
    balances: [
      {
        owner: 'alice',
        quantities: [
          { quantity: '0.00000000 WAX', contract: 'eosio.token' },
          { quantity: '599.4000 TLM', contract: 'alien.worlds' },
        ],
      },
    ],
  };
  const chain = async (method: string, body: { symbol: string }) => (method === 'get_currency_balance' && body.symbol === 'WAX' ? ['10.00000000 WAX'] : []);
  return {
    requireChainClient: () => {
      if (network.value === null) throw new Error('No network loaded yet: cannot reach the chain');
      return { chain, getTableRows: async ({ table }: { table: string }) => tables[table] ?? [] };
    },
    requireLightApiClient: () => ({ balances: async () => ({ account_name: 'alice', chain: {}, balances: [] }) }),
  };
});

const PATH = '/limit/WAX_eosio.token/TLM_alien.worlds';
const close = {
  owner: 'alice',
  order_id: '5',
  bid_contract: 'eosio.token',
  bid_code: 'WAX',
  bid_precision: 8,
  ask_contract: 'alien.worlds',
  ask_code: 'TLM',
  ask_precision: 4,
  initial_bid: '2.00000000',
  initial_ask: '400.0000',
  bid: '2.00000000',
  ask: '400.0000',
  global_sequence: 40,
  updated_at_time: '2026-11-27T10:00:00.000Z',
  trx_id: 'ab'.repeat(32),
};

// Only the fields the limit page reads; the rest of a NetworkConfig does not matter here, hence the cast.
const DEVNET = {
  name: 'devnet',
  rpcNodes: ['http://devnet.test'],
  lightApiHosts: [],
  explorerTxUrl: 'http://explorer.test/tx/{id}',
} as unknown as NetworkConfig;

const swap = swapApiFetch();
withPageWorld({
  fetch: async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/limitlogorderfill') return new Response('[]');
    if (url.pathname === '/api/limitlogorderclose') return new Response(JSON.stringify([close]));
    return swap(input);
  },
});
beforeAll(() => {
  network.value = DEVNET;
});
beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  clearBalances();
  user.value = null;
  limitStore.forgetAccount();
  limitStore.resetForm();
});
afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/limit/:input?/:output?', element: <LimitPage /> }], { initialEntries: [path] });
  render(
    <>
      <RouterProvider router={router} />
      <ModalHost />
    </>,
  );
  return router;
}

describe('LimitPage', () => {
  // First in the file: the contract's tables are read once per app.
  it('reads the limit contract once the network config has loaded, not before (a direct visit)', async () => {
    network.value = null;
    renderAt(PATH);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void (network.value = DEVNET));
    expect(await screen.findByText(/0\.10% maker · 0\.25% taker/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks Limit as the current order type, links to the swap of the pair, and draws the pair’s chart', async () => {
    renderAt(PATH);
    const types = screen.getByRole('navigation', { name: 'Order type' });
    expect(within(types).getByRole('link', { name: 'Limit' }).getAttribute('aria-current')).toBe('page');
    expect(within(types).getByRole('link', { name: 'Swap' }).getAttribute('href')).toBe('/swap/WAX_eosio.token/TLM_alien.worlds');
    expect(await screen.findByRole('heading', { name: 'TLM/WAX chart' })).toBeTruthy();
  });

  it('writes the fallback pair into a bare /limit URL', async () => {
    const router = renderAt('/limit');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/limit\/[A-Z]+_[a-z.]+\/[A-Z]+_[a-z.]+$/));
  });

  it('asks a logged-out visitor to connect, in the form and instead of the orders', async () => {
    renderAt(PATH);
    const form = await screen.findByRole('form', { name: 'Limit order form' });
    expect(within(form).getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
    const orders = screen.getByRole('region', { name: 'My orders' });
    expect(within(orders).queryByRole('tab')).toBeNull();
    expect(within(orders).getByText('Connect a wallet to see your limit orders.')).toBeTruthy();
  });

  it('follows the amounts exactly, shows the fee, and refuses a zero amount with the SPEC message', async () => {
    user.value = { name: 'alice', authorization: { actor: 'alice', permission: 'active' } };
    renderAt(PATH);
    const form = await screen.findByRole('form', { name: 'Limit order form' });
    fireEvent.change(within(within(form).getByTestId('sell')).getByRole('textbox'), { target: { value: '5' } });
    fireEvent.change(within(within(form).getByTestId('limit-price')).getByRole('textbox'), { target: { value: '200' } });
    expect((within(within(form).getByTestId('receive')).getByRole('textbox') as HTMLInputElement).value).toBe('1000');
    await waitFor(() => expect(within(form).getByTestId('limit-fee').textContent).toBe('0.10% maker · 0.25% taker'));
    expect(within(form).getByTestId('limit-net').textContent).toBe('999.0000 TLM');
    fireEvent.change(within(within(form).getByTestId('limit-price')).getByRole('textbox'), { target: { value: '0' } });
    expect(within(form).getByRole('alert').textContent).toBe('The price must be above 0');
    fireEvent.change(within(within(form).getByTestId('sell')).getByRole('textbox'), { target: { value: '0' } });
    fireEvent.change(within(within(form).getByTestId('limit-price')).getByRole('textbox'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(notifications.value.at(-1)).toMatchObject({ kind: 'error', title: 'Order failed', text: 'Quantity must be positive' }));
    expect(within(within(form).getByTestId('sell')).getByRole('alert').textContent).toBe('Quantity must be positive');
  });

  it('lists the open orders and the history with cancelled orders marked; the pair filter is remembered', async () => {
    user.value = { name: 'alice', authorization: { actor: 'alice', permission: 'active' } };
    renderAt(PATH);
    const orders = screen.getByRole('region', { name: 'My orders' });
    const row = await within(orders).findByRole('row', { name: /Buy TLM\/WAX/ });
    expect(row.textContent).toContain('3.00000000 WAX');
    expect(row.textContent).toContain('75%');
    fireEvent.click(within(orders).getByRole('tab', { name: 'History' }));
    const history = await within(orders).findByRole('table', { name: 'Limit order history' });
    expect(within(history).getByText('Cancelled')).toBeTruthy();
    expect(history.textContent).toContain('2.00000000 WAX back');
    fireEvent.click(within(orders).getByRole('checkbox', { name: 'Hide other pairs' }));
    expect(limitStore.hideOtherPairs.value).toBe(true);
  });

  it('lists what the account holds in the contract, the held tokens only, each with Withdraw, and Withdraw all', async () => {
    user.value = { name: 'alice', authorization: { actor: 'alice', permission: 'active' } };
    renderAt(PATH);
    const orders = screen.getByRole('region', { name: 'My orders' });
    fireEvent.click(within(orders).getByRole('tab', { name: 'Balances' }));
    const table = await within(orders).findByRole('table', { name: 'Balances in the limit contract' });
    expect(
      within(table)
        .getAllByTestId('limit-balance')
        .map((cell) => cell.textContent),
    ).toEqual(['599.4000 TLM']);
    expect(within(table).getByRole('button', { name: 'Withdraw TLM' })).toBeTruthy();
    expect(within(orders).getByRole('button', { name: 'Withdraw all' })).toBeTruthy();
    expect(within(orders).queryByRole('checkbox', { name: 'Hide other pairs' })).toBeNull();
  });
});
