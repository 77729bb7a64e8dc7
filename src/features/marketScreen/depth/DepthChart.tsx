import type { ReadonlySignal } from '@preact/signals-react';
import { useEffect, useRef, useState } from 'react';
import { formatFixed } from '../../../core/format';
import type { SideFrame } from '../../../core/orderbook';
import { depthShape } from './depthGeometry';
import { paintDepth, type DepthTheme } from './depthPainter';
import './Depth.css';

type DepthChartProps = {
  asks: ReadonlySignal<SideFrame | null>;
  bids: ReadonlySignal<SideFrame | null>;
  baseTicker: string;
  pricePrecision: number;
};

function themeOf(element: Element): DepthTheme {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    buy: read('--buy', '#26c281'),
    sell: read('--sell', '#f0506e'),
    text: read('--text-muted', '#9aa4b5'),
    grid: read('--border-strong', '#343d4d'),
    font: `11px ${read('--font-mono', 'monospace')}`,
  };
}

/** The sentence a screen reader gets for the chart. */
function describe(bids: SideFrame | null, asks: SideFrame | null, ticker: string, decimals: number): string {
  const shape = depthShape(bids, asks);
  if (shape === null) return 'Depth chart: no orders';
  const total = (points: readonly { cumulative: number }[]) => formatFixed(points.at(-1)?.cumulative ?? 0, 2);
  return `Depth chart: ${total(shape.bids)} ${ticker} of bids and ${total(shape.asks)} ${ticker} of asks between ${formatFixed(shape.minPrice, decimals)} and ${formatFixed(shape.maxPrice, decimals)}`;
}

/**
 * The depth chart (issue 16 item 6): cumulative bids and asks against price, drawn on a canvas from
 * the book's own frames (the visible levels, grouped as the book is), redrawn at most once per
 * animation frame when a side changes, without a React render.
 */
export function DepthChart({ asks, bids, baseTicker, pricePrecision }: DepthChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const box = boxRef.current!;
    const canvas = canvasRef.current!;
    let size = { width: 0, height: 0 };
    let pending = 0;
    const draw = () => {
      pending = 0;
      const shape = depthShape(bids.peek(), asks.peek());
      setEmpty(shape === null);
      canvas.setAttribute('aria-label', describe(bids.peek(), asks.peek(), baseTicker, pricePrecision));
      const ctx = canvas.getContext('2d');
      if (ctx === null || shape === null || size.width === 0) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(size.width * ratio);
      canvas.height = Math.round(size.height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      paintDepth(ctx, shape, size, themeOf(box), { priceDecimals: pricePrecision, baseTicker });
    };
    const request = () => {
      if (pending === 0) pending = requestAnimationFrame(draw);
    };
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      size = { width: entry.contentRect.width, height: entry.contentRect.height };
      request();
    });
    observer.observe(box);
    const stopAsks = asks.subscribe(request);
    const stopBids = bids.subscribe(request);
    return () => {
      observer.disconnect();
      stopAsks();
      stopBids();
      if (pending !== 0) cancelAnimationFrame(pending);
    };
  }, [asks, bids, baseTicker, pricePrecision]);

  return (
    <div ref={boxRef} className="depth-chart">
      <canvas ref={canvasRef} className="depth-chart__canvas" role="img" aria-label="Depth chart" />
      {empty ? <p className="depth-chart__empty">No orders to chart yet.</p> : null}
    </div>
  );
}
