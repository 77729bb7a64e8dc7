/** Shapes the chart takes and gives (SPEC §3 "Chart order line", §9 "Chart"). */
import type { Candle } from '../../core/candles';

/** One of the user's open orders, drawn as a price line. */
export type ChartOrderLine = {
  readonly id: string;
  readonly direction: 'sell' | 'buy';
  /** What the order trades, as shown ("2400.0000 TLM"). */
  readonly quantity: string;
  /** Base per 1 quote, for display. */
  readonly price: number;
};

/** The studies drawn over the candles. */
export type ChartStudies = {
  /** A volume histogram on its own scale at the bottom. */
  readonly volume: boolean;
  /** Simple moving averages of the close, by period. */
  readonly ma: readonly number[];
};

/** SPEC §9: "Default studies: Volume and moving averages 25, 50, 100." */
export const DEFAULT_STUDIES: ChartStudies = { volume: true, ma: [25, 50, 100] };

/** What `onReady` hands over: the chart's imperative side, for live ticks that must not re-render React. */
export type CandleChartApi = {
  /** Draws a realtime candle: the same time as the newest rewrites it, a later one appends; older is ignored. */
  update(candle: Candle): void;
  /** Scrolls and zooms to show every candle. */
  fitContent(): void;
};
