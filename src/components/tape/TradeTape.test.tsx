import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sourceOf } from '../VirtualListPool.testutil';
import { wholeTape } from '../../core/live';
import { TAPE_MIRROR_QUIET_MS } from './tapePainter';
import { TradeTape, type TapeRow, type TapeView } from './TradeTape';

beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 100 }));
afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
// jsdom has no 2D context: the canvas draws nothing, and the mirror list is what is tested here (on a clock the test moves).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const row = (key: number, side: 'buy' | 'sell', price: string, amount: string, time: string): TapeRow => ({
  key,
  side,
  timestamp: key * 1000,
  price,
  amount,
  time,
});
const TRADES: TapeRow[] = [row(2, 'buy', '0.00500012', '2,400.0000', '13:04:05'), row(1, 'sell', '0.00490000', '0.5000', '09:00:59')];

const lines = () => within(screen.getByRole('list', { name: 'Recent trades' })).getAllByRole('listitem');
/** A line's side and price, amount and time, as its accessible name reads them (blank when it has none). */
const cells = (line: HTMLElement) => {
  const [, price = '', amount = '', time = ''] = /^(.+), amount (.+), (.+)$/.exec(line.getAttribute('aria-label') ?? '') ?? [];
  return [price, amount, time];
};

describe('TradeTape', () => {
  it('says so when there are no trades', () => {
    render(<TradeTape trades={sourceOf<TapeView>(wholeTape([]))} />);
    expect(screen.getByText('No trades yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists side, price, amount and time, newest first', () => {
    render(<TradeTape trades={sourceOf<TapeView>(wholeTape(TRADES))} baseTicker="WAX" quoteTicker="TLM" />);
    expect(lines().map(cells)).toEqual([
      ['Buy at 0.00500012', '2,400.0000', '13:04:05'],
      ['Sell at 0.00490000', '0.5000', '09:00:59'],
    ]);
    expect(screen.getByText('Price (WAX)')).toBeTruthy();
  });

  it('puts a new trade on top and moves the others down, keeping their elements and names', () => {
    const trades = sourceOf<TapeView>(wholeTape(TRADES));
    render(<TradeTape trades={trades} />);
    const newest = lines()[0]!;
    act(() => trades.set(wholeTape([row(3, 'sell', '0.00490000', '7.0000', '13:04:06'), ...TRADES])));
    // The list follows once the trades stop for a while (TAPE_MIRROR_QUIET_MS).
    expect(lines()).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(TAPE_MIRROR_QUIET_MS));
    expect(lines().map(cells)).toEqual([
      ['Sell at 0.00490000', '7.0000', '13:04:06'],
      ['Buy at 0.00500012', '2,400.0000', '13:04:05'],
      ['Sell at 0.00490000', '0.5000', '09:00:59'],
    ]);
    expect(lines()[1]).toBe(newest);
    expect(newest.getAttribute('aria-label')).toBe('Buy at 0.00500012, amount 2,400.0000, 13:04:05');
  });

  it('keeps only the lines in view in the page', () => {
    const many = Array.from({ length: 100 }, (_, i) => row(100 - i, 'buy', '0.1', `${i}.0000`, '00:00:00'));
    render(<TradeTape trades={sourceOf<TapeView>(wholeTape(many))} />);
    // 100 px of 20 px rows, one partly shown, one of overscan each way.
    expect(lines()).toHaveLength(8);
    expect(cells(lines()[0]!)[1]).toBe('0.0000');
  });

  it('lists the rows of a window of the tape where they are, the others as blank lines', () => {
    const all = Array.from({ length: 100 }, (_, i) => row(100 - i, 'buy', '0.1', `${i}.0000`, '00:00:00'));
    // The worker sent rows 2–5 of 100 (the view it was told about).
    render(<TradeTape trades={sourceOf<TapeView>({ total: 100, first: 2, rows: all.slice(2, 6) })} />);
    expect(lines().map((line) => cells(line)[1])).toEqual(['', '', '2.0000', '3.0000', '4.0000', '5.0000', '', '']);
  });
});
