import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle, CandleChange } from '../../core/candles';
import type { CandleChartProps } from '../../components/chart/CandleChart';
import type { CandleChartApi } from '../../components/chart/types';
import type { Market } from '../../core/domain';
import { DEFAULT_CHART_SETTINGS } from '../../state/market';
import { endpoints, selectedEndpointIndex, user } from '../../state/app';
import { currentModal } from '../../state/ui';
import { ChartPanel, orderLine } from './ChartPanel';
import { historyQuery, HISTORY_COUNT_BACK } from '../../state/market';
import type { MarketSession } from './useMarketSession';

const chart = vi.hoisted(() => ({ props: null as CandleChartProps | null, updates: [] as Candle[] }));
vi.mock('../../components/chart/CandleChart', () => ({
  CandleChart: (props: CandleChartProps) => {
    chart.props = props;
    return null;
  },
}));
const live = vi.hoisted(() => ({ listeners: new Set<(changes: readonly CandleChange[]) => void>() }));
vi.mock('../../state/market/instance', async () => {
  const { signal } = await import('@preact/signals-react');
  // The store's real HTTP history over the test's fetch.
  const { createMarketHistory } = await import('../../state/market/history');
  const { createMarketsService } = await import('../../services/marketsService');
  const history = createMarketHistory({ service: (apiUrl) => createMarketsService(apiUrl), setTapeHistory: async () => undefined, warn: () => undefined });
  return {
    readCandleHistory: history.readCandles,
    userOrders: signal([]),
    onCandles: (listener: (changes: readonly CandleChange[]) => void) => {
      live.listeners.add(listener);
      return () => live.listeners.delete(listener);
    },
    setChartResolution: vi.fn(() => Promise.resolve()),
    setCandleBase: vi.fn(() => Promise.resolve()),
  };
});
const market = await import('../../state/market/instance');

const TLM: Market = {
  id: 3,
  src: 'alcormarket',
  srcId: 'alcormarket_3',
  base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
  frozen: false,
  lastPrice: 0.2,
  bestBid: 0.19,
  bestAsk: 0.21,
  volume24h: 1,
  priceChange24h: 0,
  baseWaxPrice: 1,
  bookLevels: 2,
};
const candle = (time: number, close: number): Candle => ({ time, open: close, high: close, low: close, close, volume: 1 });
const HISTORY = [candle(1_000, 0.19), candle(15_400, 0.2)];

beforeEach(() => {
  endpoints.value = [
    {
      flag: 'devnet',
      name: 'Devnet',
      url: 'http://devnet/api/',
      url_socketio: 'http://devnet/',
      is_dev: false,
      status: { ready: true },
      last_status_update: 0,
    },
  ];
  selectedEndpointIndex.value = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(HISTORY)))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  user.value = null;
  chart.props = null;
});

const session = (resolution: MarketSession['settings']['resolution'] = '240', timeFrame: string | null = null): MarketSession => ({
  marketId: 3,
  settings: { ...DEFAULT_CHART_SETTINGS, resolution, timeFrame },
  connected: Promise.resolve(),
});

describe('ChartPanel', () => {
  it('asks the history while the worker switches its candle room, draws it, then hands the worker the newest candle', async () => {
    render(<ChartPanel market={TLM} session={session('60')} pricePrecision={8} onSettingsChange={() => undefined} />);
    await waitFor(() => expect(chart.props?.candles).toEqual(HISTORY));
    const url = new URL(vi.mocked(fetch).mock.calls[0]?.[0] as string);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ duration: '60', pair_id: '3', countBack: String(HISTORY_COUNT_BACK) });
    expect(market.setChartResolution).toHaveBeenCalledWith('60');
    await waitFor(() => expect(market.setCandleBase).toHaveBeenCalledWith(HISTORY[1]));
    // The worker holds the room's live candles until the newest candle is handed over, after the switch.
    expect(vi.mocked(market.setChartResolution).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(market.setCandleBase).mock.invocationCallOrder[0]!);
    expect(chart.props).toMatchObject({ pairKey: 'alcormarket_3', symbol: 'TLM/WAX', resolution: '60', loading: false, error: null });
  });

  it('sends live candles straight to the chart widget', async () => {
    render(<ChartPanel market={TLM} session={session()} pricePrecision={8} onSettingsChange={() => undefined} />);
    const updates: Candle[] = [];
    act(() => chart.props?.onReady?.({ update: (next) => updates.push(next), fitContent: () => undefined } satisfies CandleChartApi));
    const tick = candle(15_400, 0.21);
    act(() => live.listeners.forEach((listener) => listener([{ kind: 'replace', candle: tick }])));
    expect(updates).toEqual([tick]);
    // A batch of one trade after another: each candle once, in its final state.
    const next = candle(29_800, 0.23);
    const batch: CandleChange[] = [
      { kind: 'replace', candle: candle(15_400, 0.22) },
      { kind: 'replace', candle: candle(15_400, 0.24) },
      { kind: 'append', candle: candle(29_800, 0.25) },
      { kind: 'replace', candle: next },
    ];
    act(() => live.listeners.forEach((listener) => listener(batch)));
    expect(updates).toEqual([tick, candle(15_400, 0.24), next]);
  });

  it('turns a resolution or time frame choice into new settings', async () => {
    const onSettingsChange = vi.fn();
    render(<ChartPanel market={TLM} session={session('240')} pricePrecision={8} onSettingsChange={onSettingsChange} />);
    act(() => chart.props?.onResolutionChange('15'));
    expect(onSettingsChange).toHaveBeenLastCalledWith({ ...DEFAULT_CHART_SETTINGS, resolution: '15', timeFrame: null });
    act(() => chart.props?.onTimeFrameChange({ text: '1y', resolution: '1W', seconds: 365 * 86_400 }));
    expect(onSettingsChange).toHaveBeenLastCalledWith({ ...DEFAULT_CHART_SETTINGS, resolution: '1W', timeFrame: '1y' });
  });

  it('says what failed when the history cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('busy', { status: 503 }))),
    );
    render(<ChartPanel market={TLM} session={session()} pricePrecision={8} onSettingsChange={() => undefined} />);
    await waitFor(() => expect(chart.props?.error).toBe('candles: HTTP 503'));
    expect(market.setCandleBase).not.toHaveBeenCalled();
    // Try again once the service answers: the same history, drawn.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(HISTORY)))),
    );
    act(() => chart.props?.onRetry?.());
    await waitFor(() => expect(chart.props).toMatchObject({ candles: HISTORY, loading: false, error: null }));
  });

  it('shows the logged-in user’s orders as price lines', async () => {
    user.value = { name: 'alice', authorization: { actor: 'alice', permission: 'active' } };
    act(
      () =>
        void ((market.userOrders as unknown as { value: unknown }).value = [
          { id: '7', side: 'bids', unitPrice: '19000000', price: 0.19, bid: '1.90000000 WAX', ask: '10.0000 TLM', timestamp: 1 },
        ]),
    );
    render(<ChartPanel market={TLM} session={session()} pricePrecision={8} onSettingsChange={() => undefined} />);
    expect(chart.props?.orderLines).toEqual([{ id: 'buy:7', direction: 'buy', quantity: '10.0000 TLM', price: 0.19 }]);
    // A line's cancel opens the cancel-order modal for that order alone.
    act(() => chart.props?.onCancelOrderLine?.('buy:7'));
    expect(currentModal.value).toEqual({ name: 'cancelOrder', props: { keys: ['buy:7'] } });
    act(() => void (user.value = null));
    expect(chart.props?.orderLines).toEqual([]);
    expect(chart.props?.onCancelOrderLine).toBeUndefined();
  });
});

describe('orderLine and historyQuery', () => {
  it('draws a sell order with the quote it gives', () => {
    expect(orderLine({ id: '9', side: 'asks', unitPrice: '21000000', price: 0.21, bid: '5.0000 TLM', ask: '1.05000000 WAX', timestamp: 1 })).toEqual({
      id: 'sell:9',
      direction: 'sell',
      quantity: '5.0000 TLM',
      price: 0.21,
    });
  });

  it('asks a time frame’s span back from now, else the latest candles', () => {
    expect(historyQuery(3, '1W', '1y', 1_000_000_000)).toEqual({ marketId: 3, resolution: '1W', startAt: 1_000_000_000 - 365 * 86_400 });
    expect(historyQuery(3, '240', null, 1_000_000_000)).toEqual({ marketId: 3, resolution: '240', countBack: HISTORY_COUNT_BACK });
  });
});
