import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import type { Market } from '../../core/domain';
import { user } from '../../state/app';
import { TradeAccount } from './TradeAccount';

// The balances store has its own tests: here it is signals the test drives and a spy for the reads.
vi.mock('../../state/balances/instance', async () => {
  const { signal } = await import('@preact/signals-react');
  return { balances: signal(new Map()), loadingTokens: signal(new Set()), refreshBalances: vi.fn(() => Promise.resolve()) };
});
const store = await import('../../state/balances/instance');

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

const renderAccount = () => render(<TradeAccount market={TLM_WAX} />, { wrapper: MemoryRouter });

afterEach(() => {
  cleanup();
  user.value = null;
  vi.clearAllMocks();
});

describe('the market screen’s account area', () => {
  it('offers buying and selling the pair through the swap router, both ways', () => {
    renderAccount();
    expect(screen.getByRole('link', { name: 'Buy TLM' }).getAttribute('href')).toBe('/swap/WAX_eosio.token/TLM_alien.worlds');
    expect(screen.getByRole('link', { name: 'Sell TLM' }).getAttribute('href')).toBe('/swap/TLM_alien.worlds/WAX_eosio.token');
  });

  it('asks to connect when logged out, and reads nothing', () => {
    renderAccount();
    expect(screen.queryByText('Connect a wallet to trade on this market.')).not.toBeNull();
    expect(store.refreshBalances).not.toHaveBeenCalled();
  });

  it('shows the account’s exact balances of both tokens once read', () => {
    user.value = { name: 'alice', authorization: { actor: 'alice', permission: 'active' } };
    store.balances.value = new Map([['TLM_alien.worlds', makeAmount(123_456_789n, 4)]]);
    store.loadingTokens.value = new Set(['WAX_eosio.token']);
    renderAccount();
    expect(store.refreshBalances).toHaveBeenCalledWith('alice', [WAX, TLM_WAX.quote]);
    expect(screen.getByTestId('balance-TLM').textContent).toBe('TLM alien.worlds12,345.6789');
    expect(screen.getByTestId('balance-WAX').textContent).toBe('WAX eosio.tokenLoading…');
  });
});
