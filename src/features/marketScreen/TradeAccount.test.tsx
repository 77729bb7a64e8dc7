import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { Market } from '../../core/domain';
import { frameOf } from '../../core/rowpaint/frames.testutil';
import { setNetwork, user } from '../../state/app';
import { marketOrder, pickTradePrice, showTradeMarket, tradeBox } from '../../state/market';
import { currentModal, notifications } from '../../state/ui';
import { chainAnswer, marketsRow, TEST_NETWORK } from './tradeChain.testutil';
import { TradeAccount } from './TradeAccount';
import { useTradeKeys } from './useTradeKeys';

// The balances, the live book and the signing list are stores with their own tests: here they are signals and spies.
vi.mock('../../state/balances/instance', async () => {
  const { signal } = await import('@preact/signals-react');
  const balances = signal(new Map());
  return {
    balances,
    loadingTokens: signal(new Set()),
    refreshBalances: vi.fn(() => Promise.resolve()),
    balanceOf: (token: { ticker: string; contract: string }) => balances.value.get(`${token.ticker}_${token.contract}`) ?? null,
  };
});
vi.mock('../../state/market/instance', async () => {
  const { signal } = await import('@preact/signals-react');
  return { asks: signal(null), bids: signal(null), userOrders: signal([]) };
});
vi.mock('../../state/transactions/instance', () => ({
  sendActions: vi.fn(() => Promise.resolve({ ok: true, txIds: ['ab'.repeat(32)] })),
}));
const balanceStore = await import('../../state/balances/instance');
const book = await import('../../state/market/instance');
const transactions = await import('../../state/transactions/instance');

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM_WAX: Market = {
  id: 1,
  src: 'alcormarket',
  srcId: 'alcormarket_1',
  base: WAX,
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
  frozen: false,
  lastPrice: 0.2,
  bestBid: 0.19,
  bestAsk: 0.21,
  volume24h: 500,
  priceChange24h: 0.05,
  baseWaxPrice: 1,
  bookLevels: 10,
};

function Screen() {
  useTradeKeys();
  return <TradeAccount market={TLM_WAX} />;
}
const renderAccount = () => render(<Screen />, { wrapper: MemoryRouter });
const form = (name: 'Buy TLM' | 'Sell TLM') => screen.getByRole('form', { name });
const set = <T,>(target: unknown, value: T) => void ((target as { value: T }).value = value);
const login = () => (user.value = { name: 'judy', authorization: { actor: 'judy', permission: 'active' } });

beforeEach(() => {
  setNetwork(TEST_NETWORK);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) =>
      Promise.resolve(chainAnswer(url, init, { 'markets@alcordexmain': [marketsRow(1, 'TLM')] }) ?? new Response('[]')),
    ),
  );
  set(book.asks, frameOf('asks', [{ unitPrice: '21000000', amount: '50.0000', total: '10.5000' }]));
  set(book.bids, frameOf('bids', [{ unitPrice: '19000000', amount: '40.0000', total: '7.6000' }]));
  showTradeMarket(TLM_WAX);
});

afterEach(() => {
  cleanup();
  showTradeMarket(null);
  tradeBox.reset();
  tradeBox.tradeType.value = 'limit';
  tradeBox.helpOpen.value = false;
  currentModal.value = null;
  marketOrder.close();
  user.value = null;
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the trade box', () => {
  it('shows both forms logged out, each asking to connect, and reads no balance', () => {
    renderAccount();
    expect(within(form('Buy TLM')).getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
    expect(within(form('Sell TLM')).getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
    fireEvent.click(within(form('Buy TLM')).getByRole('button', { name: 'Connect wallet' }));
    expect(currentModal.value?.name).toBe('login');
    expect(balanceStore.refreshBalances).not.toHaveBeenCalled();
  });

  it('follows the amount with the total exactly, and shows what the transfer will say and the market’s fee', async () => {
    login();
    set(balanceStore.balances, new Map([['WAX_eosio.token', makeAmount(4_940_000_000_000n, 8)]]));
    renderAccount();
    const buy = form('Buy TLM');
    expect(within(buy).getByTestId('buy-available').textContent).toBe('Available 49,400.00000000 WAX');
    fireEvent.change(within(buy).getByTestId('buy-price'), { target: { value: '0.18' } });
    fireEvent.change(within(buy).getByTestId('buy-amount'), { target: { value: '60' } });
    expect((within(buy).getByTestId('buy-total') as HTMLInputElement).value).toBe('10.8');
    expect(within(buy).getByTestId('buy-give').textContent).toBe('10.80000000 WAX');
    expect(within(buy).getByTestId('buy-ask').textContent).toBe('60.0000 TLM');
    expect(within(buy).getByTestId('buy-unit-price').textContent).toBe('0.18000000');
    await waitFor(() => expect(within(buy).getByTestId('buy-fee').textContent).toBe('0.2% (20/10000) ≈ 0.1200 TLM'));
    expect(within(buy).queryByTestId('buy-crosses')).toBeNull();
    // At or above the best ask it would take, not rest: it says so before signing.
    fireEvent.change(within(buy).getByTestId('buy-price'), { target: { value: '0.21' } });
    expect(within(buy).getByTestId('buy-crosses').textContent).toContain('fills now, as a taker');
    // The percent buttons spend a rounded-down share of the WAX balance.
    fireEvent.click(within(buy).getByRole('button', { name: '25%' }));
    expect((within(buy).getByTestId('buy-total') as HTMLInputElement).value).toBe('12350');
  });

  it('refuses a zero order with "Order failed" / "Quantity must be positive" and signs nothing', () => {
    login();
    renderAccount();
    fireEvent.click(within(form('Sell TLM')).getByRole('button', { name: 'Sell TLM' }));
    expect(notifications.value.at(-1)).toMatchObject({ kind: 'error', title: 'Order failed', text: 'Quantity must be positive' });
    expect(transactions.sendActions).not.toHaveBeenCalled();
  });

  it('places on Enter from a field, as the transfer to alcordexmain, and clears the amounts on success', async () => {
    login();
    renderAccount();
    const sell = form('Sell TLM');
    fireEvent.change(within(sell).getByTestId('sell-price'), { target: { value: '0.22' } });
    fireEvent.change(within(sell).getByTestId('sell-amount'), { target: { value: '5' } });
    fireEvent.keyDown(within(sell).getByTestId('sell-amount'), { key: 'Enter' });
    await waitFor(() => expect(transactions.sendActions).toHaveBeenCalledTimes(1));
    expect(vi.mocked(transactions.sendActions).mock.calls[0]?.[0].actions).toEqual([
      { account: 'alien.worlds', name: 'transfer', data: { from: 'judy', to: 'alcordexmain', quantity: '5.0000 TLM', memo: '1.10000000 WAX@eosio.token' } },
    ]);
    await waitFor(() => expect((within(sell).getByTestId('sell-amount') as HTMLInputElement).value).toBe(''));
    expect((within(sell).getByTestId('sell-price') as HTMLInputElement).value).toBe('0.22');
  });

  it('focuses a form on B and S, lists the keys on ?, clears on Esc, and takes no letter typed into a field', () => {
    login();
    renderAccount();
    fireEvent.keyDown(document.body, { key: 's' });
    expect(document.activeElement).toBe(within(form('Sell TLM')).getByTestId('sell-price'));
    fireEvent.keyDown(document.activeElement!, { key: 'b' });
    expect(document.activeElement).toBe(within(form('Sell TLM')).getByTestId('sell-price'));
    fireEvent.keyDown(document.body, { key: 'b' });
    const price = within(form('Buy TLM')).getByTestId('buy-price');
    expect(document.activeElement).toBe(price);
    fireEvent.change(price, { target: { value: '0.1' } });
    fireEvent.change(within(form('Buy TLM')).getByTestId('buy-amount'), { target: { value: '3' } });
    fireEvent.keyDown(price, { key: 'Escape' });
    expect((within(form('Buy TLM')).getByTestId('buy-amount') as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(document.body, { key: '?' });
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' }).textContent).toContain('Focus the buy form');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
  });

  it('fills both forms with a price picked on the book', () => {
    renderAccount();
    act(() => pickTradePrice({ marketId: 1, side: 'asks', unitPrice: '20012345' }));
    expect((within(form('Buy TLM')).getByTestId('buy-price') as HTMLInputElement).value).toBe('0.20012345');
    expect((within(form('Sell TLM')).getByTestId('sell-price') as HTMLInputElement).value).toBe('0.20012345');
    expect(screen.getByTestId('picked-price').textContent).toBe('Price picked: 0.20012345 WAX');
  });

  it('sends a market order to the Market order modal with what the side spends', () => {
    login();
    renderAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Market' }));
    const buy = form('Buy TLM');
    expect(within(buy).getByRole('button', { name: 'Book + pools' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(within(buy).getByTestId('buy-market-amount'), { target: { value: '100' } });
    fireEvent.click(within(buy).getByRole('button', { name: 'Buy TLM at market' }));
    expect(currentModal.value?.name).toBe('marketOrder');
    expect(marketOrder.request.value).toEqual({ side: 'buy', marketType: 'marketpools', give: makeAmount(10_000_000_000n, 8) });
  });
});

describe('the balances panel', () => {
  it('asks to connect when logged out', () => {
    renderAccount();
    expect(screen.queryByText('Connect a wallet to trade on this market.')).not.toBeNull();
  });

  it('shows the account’s exact balances of both tokens once read, and reads them again at once on Refresh', () => {
    login();
    set(balanceStore.balances, new Map([['TLM_alien.worlds', makeAmount(123_456_789n, 4)]]));
    set(balanceStore.loadingTokens, new Set(['WAX_eosio.token']));
    renderAccount();
    expect(balanceStore.refreshBalances).toHaveBeenCalledWith('judy', [WAX, TLM_WAX.quote]);
    expect(screen.getByTestId('balance-TLM').textContent).toBe('TLM alien.worlds12,345.6789');
    expect(screen.getByTestId('balance-WAX').textContent).toBe('WAX eosio.tokenLoading…');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balances' }));
    expect(balanceStore.refreshBalances).toHaveBeenLastCalledWith('judy', [WAX, TLM_WAX.quote], { force: true });
    set(balanceStore.loadingTokens, new Set());
  });
});
