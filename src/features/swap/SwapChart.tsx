import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { lastPerTime } from '../../components/chart/candleBatch';
import { CandleChart } from '../../components/chart/CandleChart';
import type { CandleChartApi, ChartOrderLine } from '../../components/chart/types';
import { Loader } from '../../components/Loader';
import { Panel } from '../../components/Panel';
import { DEFAULT_RESOLUTION, PAIR_CHART_COUNT_BACK, resolutionSeconds, TIME_FRAMES, type Candle, type Resolution } from '../../core/candles';
import { pricePrecision } from '../../core/format';
import { deepestSource, type Pair } from '../../core/domain';
import { selectedEndpoint } from '../../state/app';
import { failLoading, startLoading, stopLoading } from '../../state/ui';
import { swapService, swapStore } from '../../state/swap';
import { candleSourceOf, useLiveCandles } from './useLiveCandles';
import './SwapChart.css';

/** The most candles one request asks for. */
const MAX_COUNT_BACK = 2000;
/** SPEC §8 loading area of this chart on /swap (the limit screen names its own). */
const SWAP_CHART_LOADER = 'swap_chart';

type SwapChartProps = {
  /** The SPEC §8 loading area ("swap_chart", or "spot_limit_chart" on /limit). */
  loader?: string;
  /** Price lines over the candles (the limit screen's price), in the chart's input-per-output terms. */
  orderLines?: readonly ChartOrderLine[];
};

/** What the last finished request gave, and which request it was. */
type ChartData = { key: string | null; source: Pair | null; candles: readonly Candle[]; error: string | null };

/** Writes the chart's newest candle where tests and tools can read it without parsing the canvas. */
function markNewest(element: HTMLElement | null, candle: Candle): void {
  if (!element) return;
  element.dataset.lastTime = String(candle.time);
  element.dataset.lastClose = String(candle.close);
}

/**
 * The pair's price chart (SPEC §2: 500 px, right side): candles of the deepest venue trading the two
 * tokens directly, as input per output, following that venue's trades live (SPEC §4 Chart).
 */
export function SwapChart({ loader = SWAP_CHART_LOADER, orderLines }: SwapChartProps = {}) {
  useSignals();
  const pair = swapStore.pair.value;
  const service = swapService.value;
  const [resolution, setResolution] = useState<Resolution>(DEFAULT_RESOLUTION);
  const [timeFrame, setTimeFrame] = useState<string | null>(null);
  const [data, setData] = useState<ChartData>({ key: null, source: null, candles: [], error: null });
  // Bumped by Try again after a failed read: the same chart asks again.
  const [attempt, setAttempt] = useState(0);
  const inputKey = pair?.input.key ?? null;
  const outputKey = pair?.output.key ?? null;
  const endpoint = selectedEndpoint.value;
  // The socket's URL too: the live watch is joined again on the new socket with a fresh history.
  const requestKey = `${service?.baseUrl}|${endpoint?.url_socketio}|${inputKey}|${outputKey}|${resolution}|${timeFrame}|${attempt}`;
  const loading = data.key !== requestKey;
  const chartRef = useRef<CandleChartApi | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const live = useLiveCandles(endpoint, (changes) => {
    // Each candle's last state only: every series update makes the chart recompute its panes.
    const candles = lastPerTime(changes);
    for (const candle of candles) chartRef.current?.update(candle);
    const newest = candles[candles.length - 1];
    if (newest) markNewest(frameRef.current, newest);
  });

  useEffect(() => {
    if (service === null || pair === null) {
      live.watch(null);
      return undefined;
    }
    let cancelled = false;
    const frame = TIME_FRAMES.find((item) => item.text === timeFrame);
    const countBack = frame ? Math.min(MAX_COUNT_BACK, Math.ceil(frame.seconds / resolutionSeconds(resolution))) : PAIR_CHART_COUNT_BACK;
    startLoading(loader);
    void (async () => {
      try {
        const source = deepestSource(await service.pairDirectSources(pair.input, pair.output));
        if (cancelled) return;
        // Joined before the history is fetched, so a trade during the fetch lands on its newest candle.
        const watched = candleSourceOf(source, resolution);
        live.watch(watched);
        const candles = source
          ? await service.candles({ duration: resolution, src: source.src, pairId: source.pairId, isReversed: source.isReversed, countBack })
          : [];
        if (cancelled) return;
        stopLoading(loader);
        setData({ key: requestKey, source, candles, error: null });
        if (watched) live.setBase(watched, candles[candles.length - 1] ?? null);
      } catch (error) {
        if (cancelled) return;
        failLoading(loader, error);
        setData({ key: requestKey, source: null, candles: [], error: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pair is followed through its token keys: a new object for the same tokens is the same chart
  }, [requestKey]);

  let body;
  if (pair === null) body = <Loader message="Choose two tokens to see their chart" />;
  else if (!loading && data.error === null && data.source === null) {
    body = (
      <div className="candle-chart candle-chart--empty" role="status">
        <span className="candle-chart__empty-title">No direct market for this pair</span>
        <span className="candle-chart__empty-hint">{`No single pool or book trades ${pair.output.ticker} against ${pair.input.ticker}; routes still go through other tokens.`}</span>
      </div>
    );
  } else {
    const last = data.candles[data.candles.length - 1];
    body = (
      <div ref={frameRef} className="swap-chart" data-testid="swap-chart" data-last-time={last?.time} data-last-close={last?.close}>
        <CandleChart
          pairKey={data.source ? `${data.source.src}_${data.source.pairId}_${data.source.isReversed ? 'r' : 'd'}` : `${pair.input.key}/${pair.output.key}`}
          symbol={`${pair.output.ticker}/${pair.input.ticker}`}
          candles={data.candles}
          pricePrecision={pricePrecision(last?.close ?? null)}
          resolution={resolution}
          onResolutionChange={(next) => {
            setResolution(next);
            setTimeFrame(null);
          }}
          timeFrame={timeFrame}
          onTimeFrameChange={(frame) => {
            setResolution(frame.resolution);
            setTimeFrame(frame.text);
          }}
          orderLines={orderLines}
          onReady={(api) => (chartRef.current = api)}
          loading={loading}
          error={loading ? null : data.error}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </div>
    );
  }
  return (
    <Panel title={pair ? `${pair.output.ticker}/${pair.input.ticker} chart` : 'Chart'} className="spot-chart">
      {body}
    </Panel>
  );
}
