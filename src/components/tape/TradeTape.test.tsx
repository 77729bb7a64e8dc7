import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TradeTape, type TapeRow } from './TradeTape';

beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 }));
afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
afterEach(cleanup);

// Local-time constructors, so the expected clock reads the same in every time zone.
const TRADES: TapeRow[] = [
  { key: 2, side: 'buy', price: 0.00500012, amount: '2400.0000', timestamp: new Date(2026, 0, 2, 13, 4, 5).getTime() },
  { key: 1, side: 'sell', price: 0.0049, amount: '0.5000', timestamp: new Date(2026, 0, 2, 9, 0, 59).getTime() },
];

const cells = (row: HTMLElement) => Array.from(row.firstElementChild!.children, (cell) => cell.textContent);

describe('TradeTape', () => {
  it('says so when there are no trades', () => {
    render(<TradeTape trades={[]} pricePrecision={8} amountPrecision={4} />);
    expect(screen.getByText('No trades yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists price, amount and HH:MM:SS, newest first, the price in the taker’s colour', () => {
    render(<TradeTape trades={TRADES} pricePrecision={8} amountPrecision={4} />);
    const rows = within(screen.getByRole('list', { name: 'Recent trades' })).getAllByRole('listitem');
    expect(rows.map(cells)).toEqual([
      ['Buy at 0.00500012', '2,400.0000', '13:04:05'],
      ['Sell at 0.00490000', '0.5000', '09:00:59'],
    ]);
    expect(rows.map((row) => row.firstElementChild!.className)).toEqual(['tape-row tape-row--buy', 'tape-row tape-row--sell']);
  });

  it('shows the exact amount at the decimals asked for', () => {
    render(<TradeTape trades={TRADES.slice(0, 1)} pricePrecision={6} amountPrecision={2} />);
    expect(cells(screen.getByRole('listitem'))).toEqual(['Buy at 0.005000', '2,400.00', '13:04:05']);
  });
});
