import { signal } from '@preact/signals-react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SideFrame } from '../../../core/orderbook';
import { fakeResizeObserver } from '../../../components/fakeResizeObserver.testutil';
import { ChartArea } from './ChartArea';
import { stepLabel } from './BookGroupingSelect';

const side = (kind: 'bids' | 'asks', unitPrices: string[], cumul: number[]) =>
  ({ kind, count: unitPrices.length, unitPrices, baseCumul: Float64Array.from(cumul) }) as unknown as SideFrame;

/** A 2D context that keeps the text it was asked to write. */
function textContext() {
  const texts: string[] = [];
  const noop = () => undefined;
  const ctx = new Proxy({ fillText: (text: string) => void texts.push(text) } as Record<string, unknown>, {
    get: (target, key) => (key in target ? target[key as string] : noop),
    set: () => true,
  });
  return { ctx, texts };
}

const resize = fakeResizeObserver();
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  resize.install();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => {
  cleanup();
  resize.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the chart area and the depth chart', () => {
  it('switches from the candles to the depth of the book, drawn from the book’s frames', () => {
    const drawn = textContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(drawn.ctx as unknown as CanvasRenderingContext2D);
    const bids = signal<SideFrame | null>(side('bids', ['20000000', '19000000'], [10, 30]));
    const asks = signal<SideFrame | null>(null);
    render(<ChartArea candles={<p>candles</p>} asks={asks} bids={bids} baseTicker="WAX" pricePrecision={8} />);
    expect(screen.getByText('candles')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Depth' }));
    // The candles stay mounted (live), hidden.
    expect(screen.getByText('candles').closest('[hidden]')).not.toBeNull();
    const canvas = screen.getByRole('img');
    act(() => resize.resize(canvas.parentElement!, { contentRect: { width: 400, height: 200 } }));
    act(() => frames.splice(0).forEach((run) => run(0)));
    expect(drawn.texts).toEqual(['0.19000000', '0.20000000', '30.00 WAX']);
    expect(canvas.getAttribute('aria-label')).toBe('Depth chart: 30.00 WAX of bids and 0.00 WAX of asks between 0.19000000 and 0.20000000');

    // A new frame of the asks: drawn again at the next animation frame, the spread's middle marked.
    drawn.texts.length = 0;
    act(() => void (asks.value = side('asks', ['21000000'], [5])));
    act(() => frames.splice(0).forEach((run) => run(0)));
    // Centred on the spread's middle (0.205): 0.015 either side.
    expect(drawn.texts).toEqual(['0.19000000', '0.22000000', '0.20500000', '30.00 WAX']);
  });

  it('says when there is nothing to chart', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(textContext().ctx as unknown as CanvasRenderingContext2D);
    render(<ChartArea candles={null} asks={signal(null)} bids={signal(null)} baseTicker="WAX" pricePrecision={8} />);
    fireEvent.click(screen.getByRole('button', { name: 'Depth' }));
    act(() => frames.splice(0).forEach((run) => run(0)));
    expect(screen.getByText('No orders to chart yet.')).toBeTruthy();
  });

  it('names grouping steps as prices', () => {
    expect([stepLabel(1n), stepLabel(1_000n), stepLabel(100_000_000n)]).toEqual(['None', '0.00001', '1']);
  });
});
