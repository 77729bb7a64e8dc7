import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HoverSummary, SideFrame } from '../../core/orderbook';
import { sourceOf } from '../VirtualListPool.testutil';
import { frameOf } from '../../core/rowpaint/frames.testutil';
import { CentreBar } from './CentreBar';
import { OrderBookView, placePanel, type OrderBookViewProps } from './OrderBookView';

// jsdom lays nothing out: give every scroll box a height so the virtual lists have a view.
let listHeight = 400;
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => listHeight }));
// The stub shadows Element.prototype's getter; removing it brings that back.
afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
// jsdom has no 2D context: the canvases draw nothing, and the mirror rows are what is tested here (on a clock the test moves).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  listHeight = 400;
});

/** Frames stopped: the mirror rows catch up (150 ms after the last one). */
const settle = () => act(() => void vi.advanceTimersByTime(150));

// Asks cheapest first, bids dearest first (best level first, as frames come). Base cumuls: asks 10, 30, 60; bids 20, 40, 80.
const ASKS = frameOf('asks', [
  { unitPrice: '500012', amount: '2,000.0000', total: '10.0000' },
  { unitPrice: '510000', amount: '3,921.5686', total: '20.0000', mine: true },
  { unitPrice: '520000', amount: '5,769.2307', total: '30.0000' },
]);
const BIDS = frameOf('bids', [
  { unitPrice: '490000', amount: '4,081.6326', total: '20.0000' },
  { unitPrice: '480000', amount: '4,166.6666', total: '20.0000' },
  { unitPrice: '470000', amount: '8,510.6382', total: '40.0000', mine: true },
]);

function setup(overrides: Partial<OrderBookViewProps> = {}) {
  const props: OrderBookViewProps = {
    asks: sourceOf<SideFrame | null>(ASKS),
    bids: sourceOf<SideFrame | null>(BIDS),
    centre: <CentreBar lastPrice={0.00495} lastSide="sell" fiatPrice={0.000275} pricePrecision={8} />,
    pricePrecision: 8,
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

const listOf = (side: 'Asks' | 'Bids') => screen.getByLabelText(side);
/** A side's rows best level first (the order of `data-level`, whatever the DOM order). */
const rowsOf = (side: 'Asks' | 'Bids') =>
  Array.from(listOf(side).querySelectorAll<HTMLElement>('.book-row')).sort((a, b) => Number(a.dataset.level) - Number(b.dataset.level));
/** A row's price, amount and total, and its "your order" mark, as its accessible name reads them. */
const cellsOf = (row: HTMLElement) => {
  const [, price, amount, total, mine] = /^Price (.+), amount (.+), total (.+?)(, your order)?$/.exec(row.getAttribute('aria-label') ?? '') ?? [];
  return { price, amount, total, mine: mine !== undefined };
};
const pricesOf = (side: 'Asks' | 'Bids') => rowsOf(side).map((row) => cellsOf(row).price);
const amountOf = (row: HTMLElement | undefined) => (row ? cellsOf(row).amount : undefined);

/** A click, and the price lookup it starts (the canvas's drawn level is asked for asynchronously). */
async function click(element: Element, init?: MouseEventInit): Promise<void> {
  fireEvent.click(element, init);
  await act(async () => {});
}

describe('OrderBookView', () => {
  it('puts asks above the centre bar with the best ask nearest it, and bids below, best first', () => {
    const { view } = setup();
    expect(pricesOf('Asks')).toEqual(['0.00500012', '0.00510000', '0.00520000']);
    expect(pricesOf('Bids')).toEqual(['0.00490000', '0.00480000', '0.00470000']);
    // Asks grow upwards from the bottom of their box (the centre bar); bids downwards from the top.
    expect(listOf('Asks').classList.contains('virtual-list-pool--bottom')).toBe(true);
    expect(listOf('Bids').classList.contains('virtual-list-pool--top')).toBe(true);
    // The DOM holds the rows as they show, top to bottom (the order a screen reader or Tab follows).
    const domLevels = (side: 'Asks' | 'Bids') => Array.from(listOf(side).querySelectorAll<HTMLElement>('.book-row'), (row) => row.dataset.level);
    expect([domLevels('Asks'), domLevels('Bids')]).toEqual([
      ['2', '1', '0'],
      ['0', '1', '2'],
    ]);
    const order = Array.from(view.container.querySelector('.orderbook')!.children, (child) => child.className);
    expect(order.slice(1, 4)).toEqual(['orderbook__side orderbook__side--asks', 'orderbook__centre', 'orderbook__side orderbook__side--bids']);
    const bestBid = rowsOf('Bids')[0]!;
    expect(bestBid).toBe(screen.getByRole('button', { name: 'Price 0.00490000, amount 4,081.6326, total 20.0000' }));
  });

  it('draws at most `depth` levels a side', () => {
    setup({ depth: 2 });
    expect(pricesOf('Asks')).toEqual(['0.00500012', '0.00510000']);
    expect(pricesOf('Bids')).toEqual(['0.00490000', '0.00480000']);
  });

  it('marks the levels holding one of the user’s orders', () => {
    setup();
    const marked = (side: 'Asks' | 'Bids') => rowsOf(side).map((row) => cellsOf(row).mine);
    expect(marked('Asks')).toEqual([false, true, false]);
    expect(marked('Bids')).toEqual([false, false, true]);
  });

  it('hands back the exact unit price string and the side on a click', async () => {
    const { props } = setup();
    await click(rowsOf('Asks')[0]!);
    expect(props.onPriceClick).toHaveBeenCalledWith('500012', 'asks');
    await click(rowsOf('Bids')[1]!);
    expect(props.onPriceClick).toHaveBeenLastCalledWith('480000', 'bids');
  });

  it('chooses a level with Enter or Space, as a button would', () => {
    const { props } = setup();
    const row = rowsOf('Bids')[2]!;
    expect([row.getAttribute('role'), row.tabIndex]).toEqual(['button', 0]);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(props.onPriceClick).toHaveBeenCalledWith('470000', 'bids');
    fireEvent.keyDown(rowsOf('Asks')[1]!, { key: ' ' });
    expect(props.onPriceClick).toHaveBeenLastCalledWith('510000', 'asks');
    fireEvent.keyDown(row, { key: 'a' });
    expect(props.onPriceClick).toHaveBeenCalledTimes(2);
  });

  it('shows the last price in the last trade’s colour and its fiat value', () => {
    setup();
    const last = screen.getByLabelText('Last price');
    expect(last.textContent).toBe('0.00495000▼');
    expect(last.className).toContain('orderbook__last--sell');
    expect(screen.getByLabelText('Fiat price').textContent).toBe('≈ $0.0002750');
  });

  it('says when a side is empty, and shows a spinner while it has not arrived', () => {
    const bids = sourceOf<SideFrame | null>(null);
    setup({ asks: sourceOf<SideFrame | null>(frameOf('asks', [])), bids });
    expect(screen.getByText('No asks')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading bids' })).toBeTruthy();
    act(() => bids.set(BIDS));
    expect(screen.queryByRole('status', { name: 'Loading bids' })).toBeNull();
    expect(pricesOf('Bids')).toHaveLength(3);
  });

  it('while waiting for its market, shows both loaders and makes no canvas; once live, draws the frames', () => {
    const { props, view } = setup({ waiting: true });
    expect(screen.getByRole('status', { name: 'Loading asks' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading bids' })).toBeTruthy();
    expect(view.container.querySelectorAll('canvas')).toHaveLength(0);
    view.rerender(<OrderBookView {...props} waiting={false} />);
    expect(view.container.querySelectorAll('canvas')).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'Loading asks' })).toBeNull();
    expect(pricesOf('Bids')).toHaveLength(3);
    // Waiting again (another market): the last market's levels give way to the loaders.
    view.rerender(<OrderBookView {...props} waiting />);
    expect(screen.getByRole('status', { name: 'Loading bids' })).toBeTruthy();
  });

  it('draws only the rows in view of a deep side, and the next ones as it scrolls', () => {
    listHeight = 100;
    const deep = frameOf(
      'bids',
      Array.from({ length: 50 }, (_, i) => ({ unitPrice: String(490000 - i * 100), amount: '1.0000', total: '1.0000' })),
    );
    setup({ bids: sourceOf<SideFrame | null>(deep) });
    // 100 px of 20 px rows, one more partly shown, and one of overscan each way (both below at the top).
    expect(rowsOf('Bids')).toHaveLength(8);
    expect(pricesOf('Bids')[0]).toBe('0.00490000');
    const list = listOf('Bids');
    list.scrollTop = 400;
    fireEvent.scroll(list);
    expect(rowsOf('Bids').map((row) => Number(row.dataset.level))).toEqual([19, 20, 21, 22, 23, 24, 25, 26]);
    expect(pricesOf('Bids')[1]).toBe('0.00488000');
    // The rows not drawn are paddings before and after the ones drawn.
    const sizer = list.firstElementChild as HTMLElement;
    expect([sizer.style.paddingTop, sizer.style.paddingBottom]).toEqual(['380px', '460px']);
  });

  it('writes only what changed into the mirror rows, once the frames stop', () => {
    const bids = sourceOf<SideFrame | null>(BIDS);
    setup({ bids });
    const elements = rowsOf('Bids');
    bids.set(
      frameOf('bids', [
        { unitPrice: '490000', amount: '4,081.6326', total: '20.0000' },
        { unitPrice: '480000', amount: '100.0000', total: '0.4800' },
        { unitPrice: '470000', amount: '8,510.6382', total: '40.0000', mine: true },
      ]),
    );
    act(() => void vi.advanceTimersByTime(149));
    expect(amountOf(rowsOf('Bids')[1])).toBe('4,166.6666');
    act(() => void vi.advanceTimersByTime(1));
    // The rows are renamed in place, never replaced.
    expect(rowsOf('Bids')).toEqual(elements);
    expect(cellsOf(rowsOf('Bids')[1]!)).toEqual({ price: '0.00480000', amount: '100.0000', total: '0.4800', mine: false });
    // A better bid pushes every level down a row: each keeps its element and its text.
    const byPrice = new Map(rowsOf('Bids').map((row) => [row.dataset.unitPrice, row]));
    bids.set(
      frameOf('bids', [
        { unitPrice: '495000', amount: '1.0000', total: '0.0050' },
        { unitPrice: '490000', amount: '4,081.6326', total: '20.0000' },
        { unitPrice: '480000', amount: '100.0000', total: '0.4800' },
        { unitPrice: '470000', amount: '9,000.0000', total: '42.3000', mine: true },
      ]),
    );
    settle();
    expect(pricesOf('Bids')).toEqual(['0.00495000', '0.00490000', '0.00480000', '0.00470000']);
    const [, best, second, third] = rowsOf('Bids');
    expect([best, second, third]).toEqual(['490000', '480000', '470000'].map((price) => byPrice.get(price)));
    expect(best!.dataset.level).toBe('1');
    // The DOM keeps the book's order (screen readers and Tab follow it).
    expect(Array.from(listOf('Bids').querySelectorAll<HTMLElement>('.book-row'), (row) => row.dataset.level)).toEqual(['0', '1', '2', '3']);
  });

  it('mirrors a book that never stops changing once a second, and exactly once it pauses', () => {
    const bids = sourceOf<SideFrame | null>(BIDS);
    setup({ bids });
    const amountAt = (frame: number) => `${frame}.0000`;
    const seen: string[] = [];
    const shown = () => amountOf(rowsOf('Bids')[0])!;
    for (let frame = 1; frame <= 120; frame++) {
      bids.set(frameOf('bids', [{ unitPrice: '490000', amount: amountAt(frame), total: '20.0000' }]));
      act(() => void vi.advanceTimersByTime(16));
      if (seen.at(-1) !== shown()) seen.push(shown());
    }
    // 1,920 ms of frames: the mirror caught up on the 1 s grid (once or twice, wherever the clock
    // started), each time to the book of that frame — never on every frame.
    expect(seen[0]).toBe('4,081.6326');
    expect(seen.length - 1).toBeGreaterThanOrEqual(1);
    expect(seen.length - 1).toBeLessThanOrEqual(2);
    for (const amount of seen.slice(1)) expect(Number(amount.replace(/,/g, ''))).toBeLessThan(120);
    act(() => void vi.advanceTimersByTime(150));
    expect(shown()).toBe(amountAt(120));
  });

  it('hands a click the level of the current frame where the pointer is, before the mirror caught up', async () => {
    const bids = sourceOf<SideFrame | null>(BIDS);
    const { props } = setup({ bids });
    const levels = [499000, 490000, 480000, 470000, 460000].map((price) => ({ unitPrice: String(price), amount: '1.0000', total: '1.0000' }));
    bids.set(frameOf('bids', levels));
    // The mirror still shows 490000 as level 0; the canvas shows 499000 there.
    expect(rowsOf('Bids')[0]!.dataset.unitPrice).toBe('490000');
    await click(rowsOf('Bids')[0]!);
    expect(props.onPriceClick).toHaveBeenLastCalledWith('499000', 'bids');
    // Below the three mirror rows there is no row yet: the pointer's height names level 4 (jsdom puts the list at y 0).
    fireEvent.mouseMove(listOf('Bids'), { clientY: 90 });
    expect(props.onHover).toHaveBeenLastCalledWith('bids', 4);
    await click(listOf('Bids'), { clientY: 90 });
    expect(props.onPriceClick).toHaveBeenLastCalledWith('460000', 'bids');
    // Past the last level nothing is chosen, and the hover ends.
    fireEvent.mouseMove(listOf('Bids'), { clientY: 150 });
    expect(props.onHover).toHaveBeenLastCalledWith('bids', null);
    await click(listOf('Bids'), { clientY: 150 });
    expect(props.onPriceClick).toHaveBeenCalledTimes(2);
  });

  it('redraws a price whose decimals changed across a market switch', () => {
    const bids = sourceOf<SideFrame | null>(BIDS);
    setup({ bids });
    act(() => bids.set(null));
    act(() => bids.set(frameOf('bids', [{ unitPrice: '490000', price: '0.0049000000', amount: '1.0000', total: '0.0049' }])));
    expect(pricesOf('Bids')).toEqual(['0.0049000000']);
  });

  it('stops following the frames when unmounted', () => {
    const asks = sourceOf<SideFrame | null>(ASKS);
    const { view } = setup({ asks });
    expect(asks.subscribers).toBe(1);
    view.unmount();
    expect(asks.subscribers).toBe(0);
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
