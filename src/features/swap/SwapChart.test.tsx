import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle, CandleChange, Resolution } from '../../core/candles';
import type { CandleChartProps } from '../../components/chart/CandleChart';
import type { CandleChartApi } from '../../components/chart/types';
import { endpoints, selectedEndpointIndex } from '../../state/app';
import { swapStore } from '../../state/swap';
import { TLM, WAX } from '../../state/swap/fakes.testutil';
import { SwapChart } from './SwapChart';

// jsdom has no canvas: the chart hands over a recording api and shows what it was given.
const drawn = vi.hoisted(() => ({
  updates: [] as Candle[],
  props: null as null | { resolution: string; onResolutionChange: (resolution: Resolution) => void },
}));
vi.mock('../../components/chart/CandleChart', async () => {
  const { useEffect } = await import('react');
  return {
    CandleChart: (props: CandleChartProps) => {
      drawn.props = props;
      const { onReady } = props;
      // Handed over once, as the real chart does when its widget is created.
      useEffect(() => {
        onReady?.({ update: (candle: Candle) => void drawn.updates.push(candle), fitContent: () => undefined } satisfies CandleChartApi);
      }, [onReady]);
      return <div data-testid="chart">{props.candles.length} candles</div>;
    },
  };
});
const client = vi.hoisted(() => ({
  calls: [] as string[],
  open: vi.fn(async (..._: unknown[]) => 'push' as const),
  watchCandles: vi.fn(async (..._: unknown[]) => undefined),
  setWatchedCandleBase: vi.fn(async (..._: unknown[]) => undefined),
  close: vi.fn(async () => undefined),
}));
vi.mock('../../../workers/market.client', () => ({ marketClient: () => client }));

const T = 1_767_225_600;
const candle = (time: number, close: number) => ({ time, open: 0.05, high: Math.max(0.05, close), low: Math.min(0.05, close), close, volume: 100 });
const realFetch = globalThis.fetch;

beforeAll(() => {
  globalThis.fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://localhost');
    client.calls.push(url.pathname);
    const json = (body: unknown) => Response.json(body);
    if (url.pathname.startsWith('/api/pairDirectSources/'))
      return json([
        { src: 'defibox', src_type: 'pools', pair_id: '12', is_reversed: true, reserve0: '5000.0000', reserve1: '900.00000000' },
        { src: 'alcormarket', src_type: 'markets', pair_id: '3', is_reversed: false, reserve0: '10.00000000' },
      ]);
    if (url.pathname === '/api/candles') return json([candle(T - 900, 0.05), candle(T, 0.051)]);
    return new Response('{}', { status: 404 });
  }) as typeof fetch;
  endpoints.value = [{ flag: 'devnet', name: 'Devnet', url: '/api/', url_socketio: '/', is_dev: false, status: { ready: true }, last_status_update: 0 }];
  selectedEndpointIndex.value = 0;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
beforeEach(() => {
  client.calls = [];
  drawn.updates = [];
  for (const method of [client.open, client.watchCandles, client.setWatchedCandleBase, client.close]) method.mockClear();
  client.watchCandles.mockImplementation(async () => void client.calls.push('watchCandles'));
  swapStore.setPair({ input: WAX, output: TLM });
});
afterEach(cleanup);

const SOURCE = { src: 'defibox', srcType: 'pools', pairId: '12', isReversed: true, resolution: '240' };

describe('SwapChart live candles (SPEC §4 Chart)', () => {
  it('watches the deepest venue before fetching its history, then draws each drain on the chart', async () => {
    render(<SwapChart />);
    await screen.findByText('2 candles');
    expect(client.watchCandles).toHaveBeenCalledWith(SOURCE, expect.any(Function));
    expect(client.calls.indexOf('watchCandles')).toBeLessThan(client.calls.indexOf('/api/candles'));
    await waitFor(() => expect(client.setWatchedCandleBase).toHaveBeenCalledWith(SOURCE, candle(T, 0.051)));
    const frame = screen.getByTestId('swap-chart');
    expect([frame.dataset.lastTime, frame.dataset.lastClose]).toEqual([String(T), '0.051']);

    const deliver = client.watchCandles.mock.calls[0]![1] as (changes: CandleChange[]) => void;
    deliver([
      { kind: 'replace', candle: candle(T, 0.052) },
      { kind: 'append', candle: candle(T + 14_400, 0.053) },
    ]);
    expect(drawn.updates).toEqual([candle(T, 0.052), candle(T + 14_400, 0.053)]);
    expect([frame.dataset.lastTime, frame.dataset.lastClose]).toEqual([String(T + 14_400), '0.053']);
  });

  it('follows the resolution the user picks, and unwatches and closes when the screen goes', async () => {
    const { unmount } = render(<SwapChart />);
    await screen.findByText('2 candles');
    act(() => drawn.props!.onResolutionChange('15'));
    await waitFor(() => expect(client.setWatchedCandleBase).toHaveBeenLastCalledWith({ ...SOURCE, resolution: '15' }, candle(T, 0.051)));
    expect(client.watchCandles).toHaveBeenLastCalledWith({ ...SOURCE, resolution: '15' }, expect.any(Function));
    expect(client.open).toHaveBeenCalledTimes(1);
    unmount();
    expect(client.watchCandles).toHaveBeenLastCalledWith(null);
    expect(client.close).toHaveBeenCalledTimes(1);
  });
});
