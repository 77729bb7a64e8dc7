/**
 * The imperative chart behind <CandleChart>: lightweight-charts' chart and series, held for the
 * component's life and driven by method calls, so live ticks never go through React (STYLE:
 * imperative widgets in a ref; lightweight-charts' `update()` for live ticks).
 */
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle } from '../../core/candles';
import { AverageLines, type AverageLine } from './averageLines';
import { candleAt } from './legend';
import type { ChartPalette } from './palette';
import { OrderLinePlacesPrimitive, type OrderLinePlaces } from './orderLinePlaces';
import { OrderLines } from './orderLines';
import { RollingAverage, type AveragePoint } from './movingAverage';
import { pageRedrawClock, RedrawMarker } from './redrawMark';
import type { ChartOrderLine, ChartStudies } from './types';
import { VolumeBars } from './volumeBars';

/** What the widget reports back: the candle under the crosshair (or the newest), and whether it has data. */
export type WidgetListeners = {
  onLegend?: (candle: Candle | null) => void;
  onHasData?: (hasData: boolean) => void;
  /** Where the order lines are now (after any redraw that moved them). */
  onOrderLinePlaces?: (places: OrderLinePlaces) => void;
};

/** An MA study: its running window and the point its line ends on now (to skip repeats). */
type Average = { readonly rolling: RollingAverage; drawn: AveragePoint | null };

const at = (time: number) => time as UTCTimestamp;
// `base` (an exact integer) is what the library divides by; minMove alone would be 10^-p with float error.
const priceFormatOf = (precision: number) => ({ type: 'price' as const, precision, minMove: 1 / 10 ** precision, base: 10 ** precision });

const candlePoint = (candle: Candle) => ({ time: at(candle.time), open: candle.open, high: candle.high, low: candle.low, close: candle.close });
const rising = (candle: Candle) => candle.close >= candle.open;
const samePrices = (a: Candle, b: Candle) => a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close;
const sameCandle = (a: Candle, b: Candle) => samePrices(a, b) && a.volume === b.volume;

/** lightweight-charts' chart and series behind <CandleChart>, driven by method calls. */
export class CandleChartWidget {
  private readonly chart: IChartApi;
  private readonly candleSeries: ISeriesApi<'Candlestick'>;
  private volumeShown = false;
  private averages: Average[] = [];
  // Volume and the averages are drawn by primitives on the candle series, not series of their
  // own: each series costs every redraw its own passes (see volumeBars.ts, averageLines.ts).
  private readonly volumeBars = new VolumeBars();
  private readonly averageLines = new AverageLines();
  private readonly orderLines: OrderLines;
  private readonly orderLinePlaces: OrderLinePlacesPrimitive;
  private data: Candle[] = [];
  // The history last handed to `setCandles`: the same array again draws nothing new.
  private history: readonly Candle[] | null = null;
  private removed = false;
  // What is applied now, so a re-render that passes equal values costs nothing.
  private precision: number | null = null;
  private studiesKey: string | null = null;
  private intraday: boolean | null = null;
  // Live redraws as User Timing measures, for the e2e perf trace.
  private readonly redraws = new RedrawMarker(pageRedrawClock());

  constructor(
    container: HTMLElement,
    private readonly palette: ChartPalette,
    private readonly listeners: WidgetListeners = {},
  ) {
    this.chart = createChart(container, {
      width: container.clientWidth,
      height: container.clientHeight,
      layout: {
        background: { type: ColorType.Solid, color: palette.background },
        textColor: palette.text,
        fontFamily: palette.fontFamily,
        fontSize: 11,
        attributionLogo: false,
      },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      crosshair: { mode: CrosshairMode.Normal },
      // ~60 % of a live redraw is the price axis's labels: fewer of them (2.5 is the library's
      // default) keeps each redraw short on slow devices, and a dense axis reads no better.
      rightPriceScale: { borderColor: palette.border, tickMarkDensity: 4 },
      timeScale: { borderColor: palette.border, timeVisible: true, secondsVisible: false },
    });
    this.candleSeries = this.chart.addSeries(CandlestickSeries, {
      upColor: palette.buy,
      downColor: palette.sell,
      // A border in the body's own colour paints the same pixels a second time (over half of the
      // candles' drawing): the bodies alone look the same.
      borderVisible: false,
      wickUpColor: palette.buy,
      wickDownColor: palette.sell,
    });
    // In this order: the bars over the candles, the lines over the bars.
    this.candleSeries.attachPrimitive(this.volumeBars);
    this.candleSeries.attachPrimitive(this.averageLines);
    this.orderLines = new OrderLines(this.candleSeries, palette);
    this.orderLinePlaces = new OrderLinePlacesPrimitive((places) => this.listeners.onOrderLinePlaces?.(places));
    this.candleSeries.attachPrimitive(this.orderLinePlaces);
    this.chart.subscribeCrosshairMove(this.onCrosshair);
  }

  /** Price decimals of the axis and labels (SPEC §5's ladder). */
  setPricePrecision(precision: number): void {
    if (this.removed || precision === this.precision) return;
    this.precision = precision;
    this.candleSeries.applyOptions({ priceFormat: priceFormatOf(precision) });
  }

  /** Times of day on the axis for intraday resolutions, dates only above. */
  setIntraday(intraday: boolean): void {
    // Options applied again, even unchanged, make the chart lay itself out afresh.
    if (this.removed || intraday === this.intraday) return;
    this.intraday = intraday;
    this.chart.timeScale().applyOptions({ timeVisible: intraday });
  }

  /** Adds or removes the volume histogram and the moving averages, and draws them from the candles held. */
  setStudies(studies: ChartStudies): void {
    const key = `${studies.volume}|${studies.ma.join(',')}`;
    if (this.removed || key === this.studiesKey) return;
    this.studiesKey = key;
    this.volumeShown = studies.volume;
    this.averages = studies.ma.map((period) => ({ rolling: new RollingAverage(period), drawn: null }));
    // The averages' primitive takes part in autoscale, but a redraw it asks for does not rescale:
    // the candles set again make the price scale take its range afresh with the new lines.
    if (this.data.length > 0) this.candleSeries.setData(this.data.map(candlePoint));
    this.drawStudies();
  }

  /** Replaces the history (oldest first). */
  setCandles(candles: readonly Candle[]): void {
    if (this.removed || candles === this.history) return;
    this.history = candles;
    const hadData = this.data.length > 0;
    this.data = [...candles];
    this.candleSeries.setData(this.data.map(candlePoint));
    this.drawStudies();
    this.listeners.onLegend?.(this.data.at(-1) ?? null);
    if (hadData !== this.data.length > 0) this.listeners.onHasData?.(this.data.length > 0);
  }

  /**
   * A realtime candle (see CandleChartApi.update). Each `series.update` makes lightweight-charts
   * recompute its panes and redraw, so a series is told only when what it draws changed: a trade
   * that leaves the OHLC alone (volume only) touches the volume bar alone, a close that did not
   * change leaves the averages alone, and a repeat of the newest candle costs nothing.
   */
  update(candle: Candle): void {
    if (this.removed) return;
    const last = this.data.at(-1);
    if (last && candle.time < last.time) return;
    const rewrite = last !== undefined && candle.time === last.time;
    if (rewrite && sameCandle(last, candle)) return;
    const redrawn = this.redraws.before();
    if (rewrite) this.data[this.data.length - 1] = candle;
    else this.data.push(candle);
    const index = this.data.length - 1;
    const pricesMoved = !rewrite || !samePrices(last, candle);
    if (pricesMoved) this.candleSeries.update(candlePoint(candle));
    if (this.volumeShown && (!rewrite || last.volume !== candle.volume || rising(last) !== rising(candle))) {
      // A volume-only trade asks for a redraw of its own (a full layout pass, but rare); otherwise
      // the candles' update brings one.
      this.volumeBars.setBar(index, this.volumeBar(candle), !pricesMoved);
    }
    // An average moves only with the close, so the candle series was told above and the chart
    // redraws (and rescales, the averages included) anyway: no request of the lines' own.
    this.averages.forEach((average, line) => {
      const point = average.rolling.next(candle);
      // A new candle whose window is not full yet still takes a slot, so indices stay the candles'.
      if (!rewrite && !point) this.averageLines.setValue(line, index, NaN);
      if (!point || (average.drawn?.time === point.time && average.drawn.value === point.value)) return;
      average.drawn = point;
      this.averageLines.setValue(line, index, point.value);
    });
    redrawn();
    this.listeners.onLegend?.(candle);
    if (!last) this.listeners.onHasData?.(true);
  }

  /** The user's open orders as price lines. */
  setOrderLines(lines: readonly ChartOrderLine[]): void {
    if (this.removed) return;
    this.orderLines.set(lines);
    if (this.listeners.onOrderLinePlaces) this.orderLinePlaces.setLines(lines);
  }

  /** Shows the last `seconds` up to the newest candle (a time frame); with no candles, nothing to do. */
  showSpan(seconds: number): void {
    const last = this.data.at(-1);
    if (this.removed || !last) return;
    this.chart.timeScale().setVisibleRange({ from: at(last.time - seconds), to: at(last.time) });
  }

  fitContent(): void {
    if (!this.removed) this.chart.timeScale().fitContent();
  }

  resize(width: number, height: number): void {
    if (!this.removed && width > 0 && height > 0) this.chart.resize(width, height);
  }

  /** Frees the canvases and handlers; every later call is a no-op. */
  remove(): void {
    if (this.removed) return;
    this.removed = true;
    this.chart.unsubscribeCrosshairMove(this.onCrosshair);
    this.chart.remove();
  }

  private drawStudies(): void {
    this.volumeBars.setBars(this.volumeShown ? this.data.map((candle) => this.volumeBar(candle)) : []);
    const lines: AverageLine[] = this.averages.map((average, index) => {
      const points = average.rolling.seed(this.data);
      average.drawn = points.at(-1) ?? null;
      // Indexed by candle (the chart's logical index): NaN until the window is full.
      const values = new Array<number>(this.data.length - points.length).fill(NaN).concat(points.map((point) => point.value));
      return { color: this.palette.averages[index % this.palette.averages.length] ?? this.palette.text, values };
    });
    this.averageLines.setLines(lines);
  }

  private volumeBar(candle: Candle) {
    return { volume: candle.volume, color: rising(candle) ? this.palette.buyVolume : this.palette.sellVolume };
  }

  private readonly onCrosshair = (param: MouseEventParams) => {
    const time = param.time;
    const hovered = typeof time === 'number' ? candleAt(this.data, time) : null;
    this.listeners.onLegend?.(hovered ?? this.data.at(-1) ?? null);
  };
}
