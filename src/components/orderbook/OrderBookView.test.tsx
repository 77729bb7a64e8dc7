import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HoverSummary } from '../../core/orderbook';
import { frameOf } from './frames.testutil';
import { OrderBookView, placePanel, type OrderBookViewProps } from './OrderBookView';

// jsdom lays nothing out: give every scroll box a height so the virtual lists have a view.
let listHeight = 400;
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => listHeight }));
// The stub shadows Element.prototype's getter; removing it brings that back.
afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
afterEach(() => {
  cleanup();
  listHeight = 400;
});

// Asks cheapest first, bids dearest first (best level first, as frames come). Base cumuls: asks 10, 30, 60; bids 20, 40, 80.
const ASKS = frameOf('asks', [
  { unitPrice: '500012', amount: 2000, total: 10 },
  { unitPrice: '510000', amount: 3921.5686, total: 20, mine: true },
  { unitPrice: '520000', amount: 5769.2307, total: 30 },
]);
const BIDS = frameOf('bids', [
  { unitPrice: '490000', amount: 4081.6326, total: 20 },
  { unitPrice: '480000', amount: 4166.6666, total: 20 },
  { unitPrice: '470000', amount: 8510.6382, total: 40, mine: true },
]);

function setup(overrides: Partial<OrderBookViewProps> = {}) {
  const props: OrderBookViewProps = {
    asks: ASKS,
    bids: BIDS,
    lastPrice: 0.00495,
    lastSide: 'sell',
    fiatPrice: 0.000275,
    pricePrecision: 8,
    amountPrecision: 4,
    baseTicker: 'WAX',
    quoteTicker: 'TLM',
    onPriceClick: vi.fn(),
    onHover: vi.fn(),
    hover: null,
    ...overrides,
  };
  const view = render(<OrderBookView {...props} />);
  return { props, view };
}

const rowsOf = (side: 'Asks' | 'Bids') => Array.from(screen.getByLabelText(side).querySelectorAll<HTMLElement>('.book-row'));
const pricesOf = (side: 'Asks' | 'Bids') => rowsOf(side).map((row) => row.querySelector('.book-row__price')!.textContent);
const depthOf = (row: HTMLElement) => row.querySelector<HTMLElement>('.book-row__depth')!.style.transform;

describe('OrderBookView', () => {
  it('puts asks above the centre bar with the best ask nearest it, and bids below, best first', () => {
    const { view } = setup();
    expect(pricesOf('Asks')).toEqual(['0.00520000', '0.00510000', '0.00500012']);
    expect(pricesOf('Bids')).toEqual(['0.00490000', '0.00480000', '0.00470000']);
    const order = Array.from(view.container.querySelector('.orderbook')!.children, (child) => child.className);
    expect(order.slice(1, 4)).toEqual(['orderbook__side orderbook__side--asks', 'orderbook__centre', 'orderbook__side orderbook__side--bids']);
    const bestBid = rowsOf('Bids')[0]!;
    expect(within(bestBid).getByText('4,081.6326')).toBeTruthy();
    expect(within(bestBid).getByText('20.0000')).toBeTruthy();
  });

  it('sizes depth bars by cumulative base over the deepest level of either side', () => {
    setup();
    // Deepest cumulative: the bids' 80 WAX.
    expect(rowsOf('Asks').map(depthOf)).toEqual(['scaleX(0.75)', 'scaleX(0.375)', 'scaleX(0.125)']);
    expect(rowsOf('Bids').map(depthOf)).toEqual(['scaleX(0.25)', 'scaleX(0.5)', 'scaleX(1)']);
  });

  it('draws at most `depth` levels a side, scaling the bars over those', () => {
    setup({ depth: 2 });
    expect(pricesOf('Asks')).toEqual(['0.00510000', '0.00500012']);
    expect(pricesOf('Bids')).toEqual(['0.00490000', '0.00480000']);
    // Deepest drawn cumulative: 40 WAX (bids, second level).
    expect(rowsOf('Asks').map(depthOf)).toEqual(['scaleX(0.75)', 'scaleX(0.25)']);
    expect(rowsOf('Bids').map(depthOf)).toEqual(['scaleX(0.5)', 'scaleX(1)']);
  });

  it('marks the levels holding one of the user’s orders', () => {
    setup();
    const marked = (side: 'Asks' | 'Bids') => rowsOf(side).map((row) => within(row).queryByRole('img', { name: 'Your order' }) !== null);
    expect(marked('Asks')).toEqual([false, true, false]);
    expect(marked('Bids')).toEqual([false, false, true]);
  });

  it('hands back the exact unit price string and the side on a click', () => {
    const { props } = setup();
    fireEvent.click(rowsOf('Asks')[2]!);
    expect(props.onPriceClick).toHaveBeenCalledWith('500012', 'asks');
    fireEvent.click(within(rowsOf('Bids')[1]!).getByText('4,166.6666'));
    expect(props.onPriceClick).toHaveBeenLastCalledWith('480000', 'bids');
  });

  it('shows the last price in the last trade’s colour and its fiat value', () => {
    setup();
    const last = screen.getByLabelText('Last price');
    expect(last.textContent).toBe('0.00495000▼');
    expect(last.className).toContain('orderbook__last--sell');
    expect(screen.getByLabelText('Fiat price').textContent).toBe('≈ $0.0002750');
  });

  it('says when a side is empty, and shows a spinner while it has not arrived', () => {
    setup({ asks: frameOf('asks', []), bids: null });
    expect(screen.getByText('No asks')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading bids' })).toBeTruthy();
  });

  it('draws only the rows in view of a deep side', () => {
    listHeight = 100;
    const deep = frameOf('bids', Array.from({ length: 50 }, (_, i) => ({ unitPrice: String(490000 - i * 100), amount: 1, total: 1 })));
    setup({ bids: deep });
    // 100 px of 20 px rows, plus the overscan below.
    expect(rowsOf('Bids').length).toBeLessThanOrEqual(10);
    expect(pricesOf('Bids')[0]).toBe('0.00490000');
  });

  it('flashes a row whose amount changed, restarting the flash on the next change', () => {
    const { view, props } = setup();
    const changed = frameOf('bids', [
      { unitPrice: '490000', amount: 4081.6326, total: 20 },
      { unitPrice: '480000', amount: 100, total: 0.48 },
      { unitPrice: '470000', amount: 8510.6382, total: 40, mine: true },
    ]);
    view.rerender(<OrderBookView {...props} bids={changed} />);
    const flashes = () => rowsOf('Bids').map((row) => /book-row--flash-\d/.exec(row.className)?.[0] ?? null);
    expect(flashes()).toEqual([null, 'book-row--flash-1', null]);
    view.rerender(<OrderBookView {...props} bids={BIDS} />);
    expect(flashes()).toEqual([null, 'book-row--flash-0', null]);
  });
});

const SUMMARY: HoverSummary = {
  side: 'bids',
  levelIndex: 1,
  linePrice: 480000n,
  averageUnitPrice: 484949n,
  averagePrice: 0.00484949,
  totalBase: { units: 4_000_000_000n, precision: 8 },
  totalQuote: { units: 82_482_992n, precision: 4 },
  ordersByAccount: ['alice', 'bob', 'carol', 'dave', 'erin'].map((account, i) => ({
    account,
    ask: { units: BigInt(10_000_000 - i * 1_000_000), precision: 4 },
    bid: { units: BigInt(480_000_000 - i * 48_000_000), precision: 8 },
  })),
};

describe('OrderBookView hover panel', () => {
  it('reports the hovered level and shows its average, totals and accounts beside it', () => {
    const { view, props } = setup();
    fireEvent.mouseOver(rowsOf('Bids')[1]!);
    expect(props.onHover).toHaveBeenCalledWith('bids', 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    view.rerender(<OrderBookView {...props} hover={SUMMARY} />);
    const panel = screen.getByRole('tooltip');
    const totals = Array.from(panel.querySelectorAll('dt, dd'), (cell) => cell.textContent);
    expect(totals).toEqual(['Average price', '0.00484949', 'Total TLM', '8,248.2992', 'Total WAX', '40.00000000']);
    // A bid's quote amount is what it asks for; three accounts fit, the rest are counted.
    expect(Array.from(panel.querySelectorAll('li'), (item) => item.textContent)).toEqual(['alice1,000.0000', 'bob900.0000', 'carol800.0000']);
    expect(within(panel).getByText('and 2 more accounts')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByLabelText('Bids').parentElement!);
    expect(props.onHover).toHaveBeenLastCalledWith('bids', null);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not show a summary of another level than the hovered one', () => {
    const { view, props } = setup();
    fireEvent.mouseOver(rowsOf('Bids')[0]!);
    view.rerender(<OrderBookView {...props} hover={SUMMARY} />);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('sits left of the book when the page has room there, over the rows when not', () => {
    const { view, props } = setup();
    const root = view.container.querySelector<HTMLElement>('.orderbook')!;
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue(new DOMRect(600, 0, 280, 500));
    fireEvent.mouseOver(rowsOf('Bids')[1]!);
    view.rerender(<OrderBookView {...props} hover={SUMMARY} />);
    expect(screen.getByRole('tooltip').className).toContain('book-hover--beside');
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 390, 500));
    fireEvent.mouseLeave(screen.getByLabelText('Bids').parentElement!);
    fireEvent.mouseOver(rowsOf('Bids')[1]!);
    expect(screen.getByRole('tooltip').className).toContain('book-hover--over');
  });
});

describe('placePanel', () => {
  const viewport = { width: 1440, height: 900 };
  it('puts the 250 × 180 panel left of the book, centred on the row, inside the viewport', () => {
    const book = new DOMRect(860, 100, 280, 500);
    expect(placePanel(book, new DOMRect(860, 300, 280, 20), viewport)).toEqual({ mode: 'beside', left: 602, top: 220 });
    // Near the top of the window it is pushed down to stay on screen.
    expect(placePanel(book, new DOMRect(860, 10, 280, 20), viewport)).toEqual({ mode: 'beside', left: 602, top: 8 });
  });

  it('puts it under the row on a narrow page, or above when there is no room below', () => {
    const phone = { width: 390, height: 844 };
    const book = new DOMRect(16, 100, 358, 500);
    expect(placePanel(book, new DOMRect(16, 300, 358, 20), phone)).toEqual({ mode: 'over', left: 70, top: 324 });
    expect(placePanel(book, new DOMRect(16, 700, 358, 20), phone)).toEqual({ mode: 'over', left: 70, top: 516 });
  });
});
