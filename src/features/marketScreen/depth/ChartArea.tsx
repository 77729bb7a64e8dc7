import { useState, type ReactNode } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import type { SideFrame } from '../../../core/orderbook';
import { DepthChart } from './DepthChart';
import './Depth.css';

type ChartAreaProps = {
  /** The candle chart: kept mounted while the depth chart shows, so it stays live. */
  candles: ReactNode;
  asks: ReadonlySignal<SideFrame | null>;
  bids: ReadonlySignal<SideFrame | null>;
  baseTicker: string;
  pricePrecision: number;
};

type View = 'price' | 'depth';

/** The chart area: the price (candles) or the book's depth, one at a time. */
export function ChartArea({ candles, asks, bids, baseTicker, pricePrecision }: ChartAreaProps) {
  const [view, setView] = useState<View>('price');
  return (
    <div className="chart-area">
      <div className="segmented chart-area__views" role="group" aria-label="Chart view">
        <button type="button" aria-pressed={view === 'price'} onClick={() => setView('price')}>
          Price
        </button>
        <button type="button" aria-pressed={view === 'depth'} onClick={() => setView('depth')}>
          Depth
        </button>
      </div>
      <div className="chart-area__view" hidden={view !== 'price'}>
        {candles}
      </div>
      {view === 'depth' ? (
        <div className="chart-area__view">
          <DepthChart asks={asks} bids={bids} baseTicker={baseTicker} pricePrecision={pricePrecision} />
        </div>
      ) : null}
    </div>
  );
}
