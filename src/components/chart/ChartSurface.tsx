import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { TIME_FRAMES, type Candle, type Resolution } from '../../core/candles';
import { Spinner } from '../Spinner';
import type { CandleChartWidget } from './chartWidget';
import { loadChartWidget } from './loadChartWidget';
import { legendText } from './legend';
import { AVERAGE_TOKENS, readPalette } from './palette';
import type { OrderLinePlaces } from './orderLinePlaces';
import { isIntraday, resolutionLabel } from './resolutionLabel';
import type { CandleChartApi, ChartOrderLine, ChartStudies } from './types';

/** Props of the drawing area (see CandleChartProps). */
export type ChartSurfaceProps = {
  symbol: string;
  candles: readonly Candle[];
  pricePrecision: number;
  resolution: Resolution;
  timeFrame: string | null;
  orderLines: readonly ChartOrderLine[] | undefined;
  /** When given, each order line carries a cancel button calling it with the line's id. */
  onCancelOrderLine: ((id: string) => void) | undefined;
  studies: ChartStudies;
  onReady: ((api: CandleChartApi) => void) | undefined;
  loading: boolean;
  error: string | null;
  onRetry: (() => void) | undefined;
};

const NO_ORDER_LINES: readonly ChartOrderLine[] = [];

/**
 * The canvas area: creates the widget on mount, follows the container's size with a
 * ResizeObserver, applies props in effects (the widget skips values it already has) and removes
 * the chart on unmount. The legend is written straight into the DOM as the crosshair moves.
 */
export function ChartSurface({
  symbol,
  candles,
  pricePrecision,
  resolution,
  timeFrame,
  orderLines = NO_ORDER_LINES,
  onCancelOrderLine,
  studies,
  onReady,
  loading,
  error,
  onRetry,
}: ChartSurfaceProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const legendRef = useRef<HTMLSpanElement>(null);
  const [widget, setWidget] = useState<CandleChartWidget | null>(null);
  const [hasData, setHasData] = useState(false);
  const [linePlaces, setLinePlaces] = useState<OrderLinePlaces | null>(null);

  const writeLegend = useEffectEvent((candle: Candle | null) => {
    const legend = legendRef.current;
    if (!legend) return;
    // Writing equal text still dirties the node (style and layout in the next frame): compare first.
    const text = legendText(candle, pricePrecision);
    if (legend.textContent !== text) legend.textContent = text;
    const direction = candle && candle.close < candle.open ? 'down' : 'up';
    if (legend.dataset.direction !== direction) legend.dataset.direction = direction;
  });
  const announceReady = useEffectEvent((api: CandleChartApi) => onReady?.(api));
  // Everything the chart shows, applied in the task that creates it: the library draws once, in the
  // next frame, instead of once for the empty chart and again as each effect hands it a value.
  const applyProps = useEffectEvent((target: CandleChartWidget) => {
    target.setPricePrecision(pricePrecision);
    target.setIntraday(isIntraday(resolution));
    target.setStudies(studies);
    target.setOrderLines(orderLines);
    target.setCandles(candles);
  });

  // Until the library has loaded, the legend already shows the newest candle: the chart's frame and
  // its figures paint with the rest of the screen.
  useLayoutEffect(() => {
    if (widget === null) writeLegend(candles.at(-1) ?? null);
  }, [widget, candles]);

  // The widget is made once the library is in and the container has a size: a chart out of sight
  // (a phone's hidden tab has none) draws nothing until it shows, so its first draw, the chart's
  // longest task, never holds up the view the user went to (docs/performance.md, rule 7).
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let made: CandleChartWidget | null = null;
    let library: Awaited<ReturnType<typeof loadChartWidget>> | null = null;
    let size = { width: 0, height: 0 };
    let unmounted = false;
    const make = () => {
      if (made !== null || library === null || size.width === 0 || size.height === 0) return;
      const created = new library.CandleChartWidget(container, readPalette(container), {
        onLegend: writeLegend,
        onHasData: setHasData,
        onOrderLinePlaces: setLinePlaces,
      });
      made = created;
      applyProps(created);
      created.resize(size.width, size.height);
      setWidget(created);
      announceReady({ update: (candle) => created.update(candle), fitContent: () => created.fitContent() });
    };
    // The library itself is asked for once the chart is first in sight: hidden from the start, it is
    // neither fetched nor run before it shows.
    let asked = false;
    const ask = () => {
      if (asked) return;
      asked = true;
      void loadChartWidget().then((module) => {
        if (unmounted) return;
        library = module;
        make();
      });
    };
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      size = { width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) };
      if (size.width > 0 && size.height > 0) ask();
      if (made) made.resize(size.width, size.height);
      else make();
    });
    observer.observe(container);
    return () => {
      unmounted = true;
      observer.disconnect();
      made?.remove();
    };
  }, []);

  useEffect(() => {
    if (widget) applyProps(widget);
  });

  useEffect(() => {
    const frame = TIME_FRAMES.find((option) => option.text === timeFrame);
    if (frame) widget?.showSpan(frame.seconds);
  }, [widget, candles, timeFrame]);

  let overlay = null;
  if (error) {
    overlay = (
      <div className="candle-chart__overlay" role="alert">
        <span className="candle-chart__empty-title">Could not load the chart</span>
        <span className="candle-chart__empty-hint">{error}</span>
        {onRetry ? (
          <button type="button" className="button button--secondary button--sm candle-chart__retry" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    );
  } else if (loading) {
    overlay = (
      <div className="candle-chart__overlay">
        <Spinner size={28} label="Loading chart" />
      </div>
    );
  } else if (!hasData && candles.length === 0) {
    overlay = (
      <div className="candle-chart__overlay" role="status">
        <span className="candle-chart__empty-title">No trades yet</span>
        <span className="candle-chart__empty-hint">Candles appear here with this market’s first trade.</span>
      </div>
    );
  } else if (widget === null) {
    overlay = (
      <div className="candle-chart__overlay">
        <Spinner size={28} label="Drawing the chart" />
      </div>
    );
  }

  return (
    <div className="candle-chart__surface">
      <div ref={containerRef} className="candle-chart__canvas" />
      <div className="candle-chart__legend">
        <span className="candle-chart__symbol">
          {symbol} · {resolutionLabel(resolution)}
        </span>
        <span ref={legendRef} className="candle-chart__ohlc" />
        {studies.ma.length > 0 ? (
          <span className="candle-chart__averages">
            {studies.ma.map((period, index) => (
              <span key={period} style={{ color: `var(${AVERAGE_TOKENS[index % AVERAGE_TOKENS.length]})` }}>
                MA {period}
              </span>
            ))}
          </span>
        ) : null}
      </div>
      {onCancelOrderLine && linePlaces && <OrderLineCancels lines={orderLines} places={linePlaces} onCancel={onCancelOrderLine} />}
      {overlay}
    </div>
  );
}

/** A cancel button at the start of each order line on the pane (the lines themselves are drawn on the canvas; their labels sit at the axis end). */
function OrderLineCancels({ lines, places, onCancel }: { lines: readonly ChartOrderLine[]; places: OrderLinePlaces; onCancel: (id: string) => void }) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return (
    <>
      {places.places.map(({ id, y }) => {
        const line = byId.get(id);
        if (!line || y === null) return null;
        const what = `${line.direction === 'buy' ? 'buy' : 'sell'} order ${line.quantity} at ${line.price}`;
        return (
          <button
            key={id}
            type="button"
            className={`candle-chart__cancel candle-chart__cancel--${line.direction}`}
            style={{ top: y }}
            aria-label={`Cancel ${what}`}
            title={`Cancel ${what}`}
            onClick={() => onCancel(id)}
          >
            ×
          </button>
        );
      })}
    </>
  );
}
