import type { Candle, Resolution, TimeFrame } from '../../core/candles';
import { ChartSurface } from './ChartSurface';
import { ChartToolbar } from './ChartToolbar';
import { DEFAULT_STUDIES, type CandleChartApi, type ChartOrderLine, type ChartStudies } from './types';
import './CandleChart.css';

/** Props of the candle chart (SPEC §4 Chart, §9 Chart). */
export type CandleChartProps = {
  /** The pair the chart is for; null when none was given ("No pairs provided", SPEC §5). */
  pairKey: string | null;
  /** The pair's name ("TLM/WAX"); null when the pair is not a known market ("Cannot resolve symbol", SPEC §8). */
  symbol: string | null;
  /** History at `resolution`, oldest first. A new array replaces what is drawn; live ticks go through `onReady`'s api. */
  candles: readonly Candle[];
  /** Decimals of prices (SPEC §5's ladder). */
  pricePrecision: number;
  resolution: Resolution;
  /** A resolution button was pressed; a time frame chosen earlier no longer applies (pass `timeFrame` null). */
  onResolutionChange: (resolution: Resolution) => void;
  /** The chosen time frame's text ("1y"), or null. */
  timeFrame: string | null;
  /** A time frame was chosen: switch to `frame.resolution` and fetch `frame.seconds` back; the chart shows that span. */
  onTimeFrameChange: (frame: TimeFrame) => void;
  /** The user's open orders in this market, as price lines. */
  orderLines?: readonly ChartOrderLine[];
  /** When given, each order line has a cancel button calling it with the line's id. */
  onCancelOrderLine?: (id: string) => void;
  /** Volume and moving averages (default: SPEC §9's Volume and MA 25, 50, 100). */
  studies?: ChartStudies;
  /** When given, the toolbar has Vol and MA toggles that call it. */
  onStudiesChange?: (studies: ChartStudies) => void;
  /** The chart exists: live candles go to `api.update` (called again if the chart is re-created). */
  onReady?: (api: CandleChartApi) => void;
  /** The history is being fetched. */
  loading?: boolean;
  /** The history fetch failed (SPEC §8: candle errors go to the chart). */
  error?: string | null;
  /** With an error, the overlay's Try again fetches the history again. */
  onRetry?: () => void;
};

function EmptyChart({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="candle-chart candle-chart--empty" role="status">
      <span className="candle-chart__empty-title">{title}</span>
      <span className="candle-chart__empty-hint">{hint}</span>
    </div>
  );
}

/**
 * Candlesticks with volume and moving averages on lightweight-charts, the resolution and time-frame
 * controls, and the user's orders as price lines. The chart itself is an imperative widget created
 * once per pair view; props are applied to it in effects, live ticks by `api.update` without React.
 */
export function CandleChart(props: CandleChartProps) {
  const { pairKey, symbol, studies = DEFAULT_STUDIES } = props;
  if (pairKey === null) return <EmptyChart title="No pairs provided" hint="Choose a market to see its chart." />;
  if (symbol === null)
    return <EmptyChart title="Cannot resolve symbol" hint="This market is not known to the selected API endpoint. Choose another market or endpoint." />;

  return (
    <div className="candle-chart">
      <ChartToolbar
        resolution={props.resolution}
        onResolutionChange={props.onResolutionChange}
        timeFrame={props.timeFrame}
        onTimeFrameChange={props.onTimeFrameChange}
        studies={studies}
        onStudiesChange={props.onStudiesChange}
      />
      <ChartSurface
        key={pairKey}
        symbol={symbol}
        candles={props.candles}
        pricePrecision={props.pricePrecision}
        resolution={props.resolution}
        timeFrame={props.timeFrame}
        orderLines={props.orderLines}
        onCancelOrderLine={props.onCancelOrderLine}
        studies={studies}
        onReady={props.onReady}
        loading={props.loading ?? false}
        error={props.error ?? null}
        onRetry={props.onRetry}
      />
    </div>
  );
}
