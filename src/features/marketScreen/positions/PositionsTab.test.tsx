import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PositionsFrame } from '../../../../workers/market.client';
import { user } from '../../../state/app';
import { positions, removePosition, watchPositions } from '../../../state/positions';
import { ModalHost } from '../../common/ModalHost';
import { PositionsTab } from './index';

// The live market is a store with its own tests: here its book and the worker's positions part are driven by the test.
const live = vi.hoisted(() => ({ listener: null as null | ((part: PositionsFrame) => void), handed: [] as unknown[] }));
vi.mock('../../../state/market/instance', async () => {
  const { signal } = await import('@preact/signals-react');
  return {
    asks: signal({ count: 1, unitPrices: ['21000000'], amountText: ['10.0000'] }),
    bids: signal({ count: 1, unitPrices: ['19000000'], amountText: ['10.0000'] }),
    watchedMarket: signal(null),
    userOrders: signal([]),
    setPositions: vi.fn(async (input: unknown) => void live.handed.push(input)),
    onPositions: (listener: (part: PositionsFrame) => void) => {
      live.listener = listener;
      return () => (live.listener = null);
    },
  };
});

const MARKET = {
  src: 'alcormarket',
  pairId: 1,
  base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
};

function renderTab() {
  return render(
    <>
      <PositionsTab />
      <ModalHost />
    </>,
  );
}

/** The worker's answer: the last price, PnL of every position. */
const frame = (part: Partial<PositionsFrame>) => act(() => live.listener!({ changed: [], pnl: [], lastUnitPrice: null, ...part }));

beforeEach(() => {
  user.value = null;
  watchPositions(MARKET);
});

afterEach(() => {
  cleanup();
  for (const position of positions.value) removePosition(position.id);
  watchPositions(null);
});

describe('the Virtual positions tab', () => {
  it('opens a LONG from the Trade order modal; a price of 0 is silently ignored', async () => {
    renderTab();
    expect(screen.getByText(/No virtual positions in this market/)).toBeTruthy();
    frame({ lastUnitPrice: '20000000' });
    fireEvent.click(screen.getByRole('button', { name: 'New position' }));
    const modal = screen.getByRole('dialog', { name: 'Trade order' });
    fireEvent.change(within(modal).getByLabelText('Amount (TLM)'), { target: { value: '100' } });
    // The price starts at the last trade; shortcuts set the book's best prices and shifts of the last.
    const price = within(modal).getByLabelText('Price (WAX)') as HTMLInputElement;
    expect(price.value).toBe('0.20000000');
    fireEvent.click(within(modal).getByRole('button', { name: 'Bid' }));
    expect(price.value).toBe('0.19000000');
    fireEvent.click(within(modal).getByRole('button', { name: '+10%' }));
    expect(price.value).toBe('0.22000000');
    // Worth 22 WAX; at the last price (0.2) a LONG would be 2 WAX down.
    const summary = within(modal).getByText('Value').parentElement!;
    expect(summary.textContent).toContain('22.00000000 WAX');
    expect(summary.textContent).toContain('-2.00000000 WAX');
    expect(summary.textContent).toContain('+2.00000000 WAX');

    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'LONG' }));
    expect(screen.getByRole('dialog', { name: 'Trade order' })).toBeTruthy();
    expect(positions.value).toEqual([]);

    fireEvent.change(price, { target: { value: '0.25' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'LONG' }));
    expect(screen.queryByRole('dialog', { name: 'Trade order' })).toBeNull();
    const row = screen.getByRole('row', { name: /LONG/ });
    expect(row.textContent).toContain('100.0000 TLM');
    expect(row.textContent).toContain('0.25000000');
    expect(row.textContent).toContain('25.00000000 WAX');
    // Signed out: the order waits for a wallet.
    expect((within(row).getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the worker’s PnL per position and deletes by id', () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'New position' }));
    const modal = screen.getByRole('dialog', { name: 'Trade order' });
    fireEvent.change(within(modal).getByLabelText('Amount (TLM)'), { target: { value: '10' } });
    fireEvent.change(within(modal).getByLabelText('Price (WAX)'), { target: { value: '0.2' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'SHORT' }));
    const id = positions.value[0]!.id;
    frame({ lastUnitPrice: '19000000', pnl: [{ id, units: 10_000_000n, text: '0.10000000', fraction: 0.05 }] });
    const row = screen.getByRole('row', { name: /SHORT/ });
    expect(within(row).getByText(/\+0\.10000000 WAX \(\+5\.00%\)/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete SHORT 10.0000 TLM' }));
    expect(screen.queryByRole('row', { name: /SHORT/ })).toBeNull();
    expect(positions.value).toEqual([]);
  });
});
