import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { CandleChart } from '../../../components/chart/CandleChart';
import { DEFAULT_RESOLUTION, resolutionSeconds, TIME_FRAMES, type Candle, type Resolution } from '../../../core/candles';
import { pricePrecision } from '../../../core/format';
import type { Exchange } from '../../../core/urlParams';
import { errorMessage } from '../../../core/format';
import { readVenueCandles } from '../../../state/venueCandles';
import { selectedEndpoint } from '../../../state/app';
import './VenueChart.css';

/** The venue whose candles are drawn (the candles API's `src`, `pair_id`, `is_reversed`). */
export type ChartVenue = { readonly src: Exchange; readonly pairId: string; readonly isReversed: boolean };

/** Candles asked for when no time frame is chosen, and the most one request asks for. */
const COUNT_BACK = 300;
const MAX_COUNT_BACK = 2000;

type ChartData = { key: string; candles: readonly Candle[]; error: string | null };

/**
 * A venue's price chart (the swap and market screens' CandleChart, SPEC §9 Chart): its candles at
 * the chosen resolution or time frame from the selected endpoint. The newest candle is written on
 * the frame (`data-last-time`, `data-last-close`) for tests and tools.
 */
export function VenueChart({ venue, symbol, testId }: { venue: ChartVenue; symbol: string; testId?: string }) {
  useSignals();
  const url = selectedEndpoint.value?.url ?? null;
  const [resolution, setResolution] = useState<Resolution>(DEFAULT_RESOLUTION);
  const [timeFrame, setTimeFrame] = useState<string | null>(null);
  const [data, setData] = useState<ChartData | null>(null);
  // Bumped by Try again after a failed read: the same chart asks again.
  const [attempt, setAttempt] = useState(0);
  const key = `${url}|${venue.src}|${venue.pairId}|${venue.isReversed}|${resolution}|${timeFrame}|${attempt}`;

  useEffect(() => {
    if (url === null) return undefined;
    let cancelled = false;
    const frame = TIME_FRAMES.find((item) => item.text === timeFrame);
    const countBack = frame ? Math.min(MAX_COUNT_BACK, Math.ceil(frame.seconds / resolutionSeconds(resolution))) : COUNT_BACK;
    readVenueCandles(url, { duration: resolution, src: venue.src, pairId: venue.pairId, isReversed: venue.isReversed, countBack }).then(
      (candles) => !cancelled && setData({ key, candles, error: null }),
      (error: unknown) => !cancelled && setData({ key, candles: [], error: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names every input of the request
  }, [key]);

  const loading = data?.key !== key;
  const candles = loading ? [] : (data?.candles ?? []);
  const last = candles[candles.length - 1];
  return (
    <div className="venue-chart" data-testid={testId} data-last-time={last?.time} data-last-close={last?.close}>
      <CandleChart
        pairKey={`${venue.src}_${venue.pairId}_${venue.isReversed ? 'r' : 'd'}`}
        symbol={symbol}
        candles={candles}
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
        loading={loading}
        error={loading ? null : (data?.error ?? null)}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    </div>
  );
}
