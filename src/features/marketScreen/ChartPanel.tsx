import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef } from 'react';
import { DEFAULT_RESOLUTION, type TimeFrame } from '../../core/candles';
import { lastPerTime } from '../../components/chart/candleBatch';
import { CandleChart } from '../../components/chart/CandleChart';
import type { CandleChartApi, ChartOrderLine } from '../../components/chart/types';
import type { Market } from '../../core/domain';
import { selectedEndpoint, user } from '../../state/app';
import { onCandles, userOrders } from '../../state/market';
import { openModal } from '../../state/ui';
import { orderKey } from '../../core/trading';
import type { UserOrder } from '../../../workers/market.client';
import { pairName } from './marketFilter';
import { useCandleHistory } from './useCandleHistory';
import type { MarketSession } from './useMarketSession';

type ChartPanelProps = {
  market: Market;
  session: MarketSession | null;
  pricePrecision: number;
  onSettingsChange: (settings: MarketSession['settings']) => void;
};

/**
 * An open order as a price line: what it trades in the quote token, at its price, with a cancel.
 * Its id is the order's key across both tables, the one the cancel-order modal takes.
 */
export function orderLine(order: UserOrder): ChartOrderLine {
  const isBuy = order.side === 'bids';
  return { id: orderKey(isBuy ? 'buy' : 'sell', order.id), direction: isBuy ? 'buy' : 'sell', quantity: isBuy ? order.ask : order.bid, price: order.price };
}

/** A line's cancel button: the cancel-order modal for that one order. */
const cancelFromLine = (key: string) => openModal('cancelOrder', { keys: [key] });

/**
 * The market's chart (SPEC §2, §4 Chart): history from the candles API, live candles from the
 * market worker straight into the chart widget (no React render per tick), resolution, time frame
 * and studies saved per pair, and the logged-in user's open orders as price lines.
 */
export function ChartPanel({ market, session, pricePrecision, onSettingsChange }: ChartPanelProps) {
  useSignals();
  const apiUrl = selectedEndpoint.value?.url ?? null;
  const history = useCandleHistory(session, apiUrl);
  const chartRef = useRef<CandleChartApi | null>(null);
  const orders = userOrders.value;
  const loggedIn = user.value !== null;
  const orderLines = useMemo(() => (loggedIn ? orders.map(orderLine) : []), [orders, loggedIn]);

  useEffect(
    () =>
      onCandles((changes) => {
        // Only each candle's final state in the batch: one series update per candle, not per trade.
        for (const candle of lastPerTime(changes)) chartRef.current?.update(candle);
      }),
    [],
  );

  const settings = session?.settings;
  return (
    <CandleChart
      pairKey={market.srcId}
      symbol={pairName(market)}
      candles={history.candles}
      pricePrecision={pricePrecision}
      resolution={settings?.resolution ?? DEFAULT_RESOLUTION}
      onResolutionChange={(resolution) => settings && onSettingsChange({ ...settings, resolution, timeFrame: null })}
      timeFrame={settings?.timeFrame ?? null}
      onTimeFrameChange={(frame: TimeFrame) => settings && onSettingsChange({ ...settings, resolution: frame.resolution, timeFrame: frame.text })}
      orderLines={orderLines}
      onCancelOrderLine={loggedIn ? cancelFromLine : undefined}
      studies={settings?.studies}
      onStudiesChange={(studies) => settings && onSettingsChange({ ...settings, studies })}
      onReady={(api) => (chartRef.current = api)}
      loading={history.loading}
      error={history.error}
      onRetry={history.retry}
    />
  );
}
