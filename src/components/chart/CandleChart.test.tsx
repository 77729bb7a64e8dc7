import { Profiler } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CandlestickSeries } from 'lightweight-charts';
import { TIME_FRAMES, type Candle } from '../../core/candles';
import type { AverageLines } from './averageLines';
import { CandleChart, type CandleChartProps } from './CandleChart';
import type { CandleChartApi } from './types';
import type { VolumeBars } from './volumeBars';

// jsdom has no canvas: lightweight-charts' createChart is replaced by a recorder of what it was told.
const fake = vi.hoisted(() => {
  type Line = { options: Record<string, unknown> };
  const makeSeries = (definition: unknown, options: Record<string, unknown>) => {
    const series = {
      definition,
      options,
      data: [] as unknown[],
      updates: [] as unknown[],
      lines: [] as Line[],
      primitives: [] as unknown[],
      /** Redraws the primitives asked for (requestUpdate). */
      primitiveRedraws: 0,
      attachPrimitive: (primitive: { attached?: (param: unknown) => void }) => {
        series.primitives.push(primitive);
        primitive.attached?.({ requestUpdate: () => void (series.primitiveRedraws += 1) });
      },
      setData: (data: unknown[]) => void (series.data = data),
      update: (point: unknown) => void series.updates.push(point),
      applyOptions: (more: Record<string, unknown>) => void Object.assign(series.options, more),
      createPriceLine: (lineOptions: Record<string, unknown>) => {
        const line = { options: lineOptions };
        series.lines.push(line);
        return line;
      },
      removePriceLine: (line: Line) => void (series.lines = series.lines.filter((kept) => kept !== line)),
    };
    return series;
  };
  type Series = ReturnType<typeof makeSeries>;
  const makeChart = (options: Record<string, unknown>) => {
    const chart = {
      options,
      series: [] as Series[],
      removed: false,
      sizes: [] as [number, number][],
      visibleRanges: [] as unknown[],
      addSeries: (definition: unknown, seriesOptions: Record<string, unknown>) => {
        const series = makeSeries(definition, seriesOptions);
        chart.series.push(series);
        return series;
      },
      removeSeries: (series: Series) => void (chart.series = chart.series.filter((kept) => kept !== series)),
      priceScale: () => ({ applyOptions: () => undefined }),
      timeScale: () => ({
        applyOptions: () => undefined,
        fitContent: () => undefined,
        setVisibleRange: (range: unknown) => void chart.visibleRanges.push(range),
      }),
      subscribeCrosshairMove: () => undefined,
      unsubscribeCrosshairMove: () => undefined,
      resize: (width: number, height: number) => void chart.sizes.push([width, height]),
      remove: () => void (chart.removed = true),
    };
    return chart;
  };
  return { charts: [] as ReturnType<typeof makeChart>[], makeChart };
});

vi.mock('lightweight-charts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  createChart: (_container: HTMLElement, options: Record<string, unknown>) => {
    const chart = fake.makeChart(options);
    fake.charts.push(chart);
    return chart;
  },
}));

// The page loads the chart library after its first paint; here it is loaded at once, unless a test holds it.
const libraryGate = vi.hoisted(() => ({ held: false, asked: 0 }));
vi.mock('./loadChartWidget', () => ({
  loadChartWidget: () => {
    libraryGate.asked += 1;
    return libraryGate.held ? new Promise(() => undefined) : import('./chartWidget');
  },
}));

let resizeCallbacks: ResizeObserverCallback[] = [];
/** The size an observed container reports at once, as a laid-out one does (0 × 0: out of sight). */
let laidOut = { width: 800, height: 400 };
beforeEach(() => {
  libraryGate.held = false;
  libraryGate.asked = 0;
  fake.charts.length = 0;
  resizeCallbacks = [];
  laidOut = { width: 800, height: 400 };
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {
        resizeCallbacks.push(callback);
      }
      observe() {
        const contentRect = laidOut;
        queueMicrotask(() => this.callback([{ contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver));
      }
      disconnect() {}
      unobserve() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 3600;
/** `count` hourly candles, closes 1, 2, 3 …; every other one falls. */
const history = (count: number): Candle[] =>
  Array.from({ length: count }, (_, i) => ({ time: i * HOUR, open: i % 2 ? i + 2 : i, high: i + 3, low: i, close: i + 1, volume: 10 + i }));

/** Renders the chart and, when it draws one, waits for the widget the library loads. */
async function setup(overrides: Partial<CandleChartProps> = {}) {
  const props: CandleChartProps = {
    pairKey: 'alcor:26',
    symbol: 'TLM/WAX',
    candles: history(120),
    pricePrecision: 4,
    resolution: '240',
    onResolutionChange: vi.fn(),
    timeFrame: null,
    onTimeFrameChange: vi.fn(),
    onReady: vi.fn(),
    ...overrides,
  };
  const view = render(<CandleChart {...props} />);
  if (props.pairKey !== null && props.symbol !== null) await act(() => vi.waitFor(() => expect(fake.charts.length).toBeGreaterThan(0)));
  return { props, view, chart: () => fake.charts.at(-1)! };
}

const seriesOf = (chart: (typeof fake.charts)[number], definition: unknown) => chart.series.filter((series) => series.definition === definition);
/** The candle series and the volume and averages primitives drawn on it (attached in that order). */
const candlesOf = (chart: (typeof fake.charts)[number]) => {
  const candles = seriesOf(chart, CandlestickSeries)[0]!;
  const [volume, averages] = candles.primitives as [VolumeBars, AverageLines];
  return { candles, volume, averages };
};

describe('CandleChart empty states', () => {
  it('says "No pairs provided" and draws nothing without a pair', async () => {
    await setup({ pairKey: null });
    expect(screen.getByRole('status').textContent).toContain('No pairs provided');
    expect(fake.charts).toHaveLength(0);
  });

  it('says "Cannot resolve symbol" for a pair that is not a known market', async () => {
    await setup({ symbol: null });
    expect(screen.getByRole('status').textContent).toContain('Cannot resolve symbol');
    expect(fake.charts).toHaveLength(0);
  });

  it('says a market without candles has no trades yet, and what failed when the fetch failed', async () => {
    const { view, props } = await setup({ candles: [] });
    expect(screen.getByRole('status').textContent).toContain('No trades yet');
    view.rerender(<CandleChart {...props} candles={[]} error="HTTP 502 from the swap service" />);
    expect(screen.getByRole('alert').textContent).toBe('Could not load the chartHTTP 502 from the swap service');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const retry = vi.fn();
    view.rerender(<CandleChart {...props} candles={[]} error="HTTP 502 from the swap service" onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('CandleChart drawing', () => {
  it('shows the newest candle in the legend and a spinner while the chart library is still loading', () => {
    libraryGate.held = true;
    render(
      <CandleChart
        pairKey="alcor:26"
        symbol="TLM/WAX"
        candles={history(3)}
        pricePrecision={2}
        resolution="60"
        onResolutionChange={vi.fn()}
        timeFrame={null}
        onTimeFrameChange={vi.fn()}
      />,
    );
    expect(screen.getByText(/^O.2\.00/).textContent).toBe('O\u00a02.00  H\u00a05.00  L\u00a02.00  C\u00a03.00  V\u00a012.0000');
    expect(screen.getByRole('status', { name: 'Drawing the chart' })).toBeTruthy();
    expect(fake.charts).toHaveLength(0);
  });

  it('draws candles, volume coloured by direction and MA 25/50/100 on a dark panel without the logo', async () => {
    const { chart } = await setup();
    const layout = chart().options.layout as { background: { color: string }; attributionLogo: boolean };
    expect(layout.background.color).toBe('#12161d');
    expect(layout.attributionLogo).toBe(false);
    const { candles, volume, averages } = candlesOf(chart());
    expect(chart().series).toEqual([candles]);
    expect(candles.data).toHaveLength(120);
    expect(volume.current).toHaveLength(120);
    expect(volume.current[0]).toEqual({ volume: 10, color: 'rgba(38, 194, 129, 0.45)' });
    expect(volume.current[1]).toEqual({ volume: 11, color: 'rgba(240, 80, 110, 0.45)' });
    expect(averages.current.map((line) => line.color)).toEqual(['#e6e9ef', '#9aa4b5', '#6b7588']);
    expect(screen.getByText('MA 25').style.color).toBe('var(--text)');
    expect(screen.getByText('MA 100').style.color).toBe('var(--text-faint)');
    // One value per candle, from the one that fills the window on (before it: none).
    expect(averages.current.map((line) => line.values.filter((value) => !Number.isNaN(value)).length)).toEqual([96, 71, 21]);
    expect(averages.current.map((line) => line.values.length)).toEqual([120, 120, 120]);
    // Closes 1…25 average 13, at the 25th candle.
    expect(averages.current[0]!.values[23]).toBeNaN();
    expect(averages.current[0]!.values[24]).toBe(13);
    expect(seriesOf(chart(), CandlestickSeries)[0]!.options.priceFormat).toEqual({ type: 'price', precision: 4, minMove: 0.0001, base: 10_000 });
  });

  it('takes live candles through the api without a React render', async () => {
    const onRender = vi.fn();
    const onReady = vi.fn<(api: CandleChartApi) => void>();
    render(
      <Profiler id="chart" onRender={onRender}>
        <CandleChart
          pairKey="alcor:26"
          symbol="TLM/WAX"
          candles={history(30)}
          pricePrecision={2}
          resolution="60"
          onResolutionChange={vi.fn()}
          timeFrame={null}
          onTimeFrameChange={vi.fn()}
          onReady={onReady}
        />
      </Profiler>,
    );
    await act(() => vi.waitFor(() => expect(onReady).toHaveBeenCalled()));
    const api = onReady.mock.calls[0]![0];
    const renders = onRender.mock.calls.length;
    const tick: Candle = { time: 29 * HOUR, open: 29, high: 40, low: 29, close: 39, volume: 50 };
    act(() => api.update(tick));
    const chart = fake.charts[0]!;
    const { candles, volume, averages } = candlesOf(chart);
    expect(candles.updates).toEqual([{ time: 29 * HOUR, open: 29, high: 40, low: 29, close: 39 }]);
    expect(volume.current.at(-1)).toEqual({ volume: 50, color: 'rgba(38, 194, 129, 0.45)' });
    // MA 25 over closes 6…29 and the rewritten 39: (sum 6..29 + 39) / 25.
    expect(averages.current[0]!.values.at(-1)).toBe((420 + 39) / 25);
    expect(averages.current[0]!.values).toHaveLength(30);
    expect(screen.getByText(/^O.29\.00/).textContent).toBe('O\u00a029.00  H\u00a040.00  L\u00a029.00  C\u00a039.00  V\u00a050.0000');
    expect(onRender.mock.calls.length).toBe(renders);
    // Older than the newest candle: ignored, as lightweight-charts would throw on it.
    act(() => api.update({ ...tick, time: 0 }));
    expect(candles.updates).toHaveLength(1);
    // A new candle: the bars and lines take a slot each.
    act(() => api.update({ ...tick, time: 30 * HOUR, open: 39, close: 38 }));
    expect(volume.current).toHaveLength(31);
    expect(volume.current.at(-1)).toEqual({ volume: 50, color: 'rgba(240, 80, 110, 0.45)' });
    expect(averages.current[0]!.values).toHaveLength(31);
    // MA 100 has no value yet at candle 31, but its slot is there (NaN), so indices stay the candles'.
    expect(averages.current[2]!.values).toHaveLength(31);
    expect(averages.current[2]!.values.at(-1)).toBeNaN();
  });

  it('tells each series about a live candle only when what it draws changed', async () => {
    const onReady = vi.fn<(api: CandleChartApi) => void>();
    const { chart } = await setup({ onReady });
    const api = onReady.mock.calls[0]![0];
    const { candles, volume, averages } = candlesOf(chart());
    const newest = history(120).at(-1)!;
    const lastValues = () => averages.current.map((line) => line.values.at(-1));
    const before = lastValues();
    const redraws = candles.primitiveRedraws;
    // The same candle again: nothing to draw.
    act(() => api.update({ ...newest }));
    expect([candles.updates.length, candles.primitiveRedraws - redraws]).toEqual([0, 0]);
    // A trade at the close: only the volume grows, and asks for the redraw itself.
    act(() => api.update({ ...newest, volume: newest.volume + 5 }));
    expect([candles.updates.length, candles.primitiveRedraws - redraws]).toEqual([0, 1]);
    expect(volume.current.at(-1)?.volume).toBe(newest.volume + 5);
    // A new high without a new close: the candle redraws (bringing the bars along), the averages of the close stay.
    act(() => api.update({ ...newest, volume: newest.volume + 5, high: newest.high + 1 }));
    expect([candles.updates.length, candles.primitiveRedraws - redraws]).toEqual([1, 1]);
    expect(lastValues()).toEqual(before);
    // A new close moves every line, in the candles' redraw (no request of the lines' own).
    act(() => api.update({ ...newest, volume: newest.volume + 5, high: newest.high + 1, close: newest.close - 1 }));
    expect([candles.updates.length, candles.primitiveRedraws - redraws]).toEqual([2, 1]);
    const moved = lastValues().map((value, line) => before[line]! - value!);
    [1 / 25, 1 / 50, 1 / 100].forEach((step, line) => expect(moved[line]).toBeCloseTo(step, 12));
  });

  it('drops and brings back the volume bars and average lines with the studies', async () => {
    const { view, props, chart } = await setup();
    const { candles, volume, averages } = candlesOf(chart());
    view.rerender(<CandleChart {...props} studies={{ volume: false, ma: [] }} />);
    expect([volume.current.length, averages.current.length]).toEqual([0, 0]);
    view.rerender(<CandleChart {...props} studies={{ volume: true, ma: [50] }} />);
    expect(volume.current).toHaveLength(120);
    expect(averages.current.map((line) => line.color)).toEqual(['#e6e9ef']);
    expect(averages.current[0]!.values[49]).toBe(25.5);
    // The candles are set again, so the price scale takes its range afresh with the new lines.
    expect(candles.data).toHaveLength(120);
  });

  it('draws the user’s orders as price lines and redraws only the ones that changed', async () => {
    const buy = { id: '7', direction: 'buy' as const, quantity: '100.0000 TLM', price: 0.05 };
    const sell = { id: '9', direction: 'sell' as const, quantity: '5.0000 TLM', price: 0.07 };
    const { view, props, chart } = await setup({ orderLines: [buy, sell] });
    const candles = seriesOf(chart(), CandlestickSeries)[0]!;
    expect(candles.lines.map((line) => line.options)).toEqual([
      expect.objectContaining({ price: 0.05, color: '#26c281', title: 'Buy 100.0000 TLM', axisLabelVisible: true }),
      expect.objectContaining({ price: 0.07, color: '#f0506e', title: 'Sell 5.0000 TLM' }),
    ]);
    const buyLine = candles.lines[0];
    view.rerender(<CandleChart {...props} orderLines={[buy]} />);
    expect(candles.lines).toEqual([buyLine]);
  });

  it('follows its container’s size and removes the chart on unmount', async () => {
    const { view, chart, props } = await setup();
    act(() => resizeCallbacks[0]!([{ contentRect: { width: 640.7, height: 480 } } as ResizeObserverEntry], {} as ResizeObserver));
    // Made at the size its container had, then following it.
    expect(chart().sizes).toEqual([
      [800, 400],
      [640, 480],
    ]);
    const api = vi.mocked(props.onReady!).mock.calls[0]![0];
    view.unmount();
    expect(chart().removed).toBe(true);
    api.update({ time: 999 * HOUR, open: 1, high: 1, low: 1, close: 1, volume: 1 });
    expect(candlesOf(chart()).candles.updates).toEqual([]);
  });
});

describe('CandleChart out of sight', () => {
  it('neither asks for the library nor makes a chart while its container has no size (a phone’s hidden tab), and does once it shows', async () => {
    laidOut = { width: 0, height: 0 };
    const props: CandleChartProps = {
      pairKey: 'alcor:26',
      symbol: 'TLM/WAX',
      candles: history(10),
      pricePrecision: 4,
      resolution: '240',
      onResolutionChange: vi.fn(),
      timeFrame: null,
      onTimeFrameChange: vi.fn(),
    };
    render(<CandleChart {...props} />);
    await act(async () => {
      await import('./chartWidget');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(fake.charts).toHaveLength(0);
    expect(libraryGate.asked).toBe(0);
    // The legend shows the newest candle all the same.
    expect(document.querySelector('.candle-chart__ohlc')?.textContent).toMatch(/C\s10\.0000/);
    act(() => resizeCallbacks[0]!([{ contentRect: { width: 500, height: 300 } } as ResizeObserverEntry], {} as ResizeObserver));
    await act(() => vi.waitFor(() => expect(fake.charts).toHaveLength(1)));
    expect(fake.charts[0]!.sizes).toEqual([[500, 300]]);
    expect(libraryGate.asked).toBe(1);
  });
});

describe('CandleChart controls', () => {
  it('offers every chart resolution with the current one pressed', async () => {
    const { props } = await setup();
    const group = screen.getByRole('group', { name: 'Resolution' });
    expect(Array.from(group.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      '1m',
      '5m',
      '15m',
      '30m',
      '1h',
      '2h',
      '4h',
      '6h',
      '12h',
      '1D',
      '3D',
      '1W',
      '1M',
    ]);
    expect(screen.getByRole('button', { name: '4h' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '1h' }));
    expect(props.onResolutionChange).toHaveBeenCalledWith('60');
  });

  it('chooses a time frame from the menu and shows its span', async () => {
    const { props, view, chart } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Range' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /^1d/ }));
    expect(props.onTimeFrameChange).toHaveBeenCalledWith(TIME_FRAMES.find((frame) => frame.text === '1d'));
    view.rerender(<CandleChart {...props} timeFrame="1d" />);
    expect(chart().visibleRanges.at(-1)).toEqual({ from: 119 * HOUR - 86_400, to: 119 * HOUR });
    expect(screen.getByRole('button', { name: 'Range: 1d' })).toBeTruthy();
  });

  it('toggles the studies when the caller lets the user change them', async () => {
    const onStudiesChange = vi.fn();
    await setup({ studies: { volume: true, ma: [25, 50, 100] }, onStudiesChange });
    fireEvent.click(screen.getByRole('button', { name: 'Vol' }));
    expect(onStudiesChange).toHaveBeenLastCalledWith({ volume: false, ma: [25, 50, 100] });
    fireEvent.click(screen.getByRole('button', { name: 'MA' }));
    expect(onStudiesChange).toHaveBeenLastCalledWith({ volume: true, ma: [] });
  });
});
