import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CandleChange } from '../../core/candles';
import type { Pair } from '../../core/domain';
import { clientUuid, createMemoryStorage, readStored, setStorageBackend, writeStored } from '../../state/app';
import type { CandleSource, MarketHooks } from '../../../workers/market.client';
import { candleSourceOf, useLiveCandles } from './useLiveCandles';

// The worker's side has its own tests (workers/market/chartWatch.test.ts): here, what the hook asks of it.
const client = vi.hoisted(() => ({
  open: vi.fn(async (..._: unknown[]) => 'push' as const),
  selectMarket: vi.fn(async () => undefined),
  watchCandles: vi.fn(async (..._: unknown[]) => undefined),
  setWatchedCandleBase: vi.fn(async (..._: unknown[]) => undefined),
  close: vi.fn(async () => undefined),
}));
vi.mock('../../../workers/market.client', () => ({ marketClient: () => client }));

const POOL: Pair = { src: 'defibox', srcType: 'pools', pairId: '12', isReversed: true, depth0: 100 };
const SOURCE: CandleSource = { src: 'defibox', srcType: 'pools', pairId: '12', isReversed: true, resolution: '15' };
const CANDLE = { time: 1_767_225_600, open: 1, high: 2, low: 1, close: 2, volume: 3 };
const ONE = { url: '/api/', url_socketio: '/' };
const TWO = { url: 'https://two.example/api/', url_socketio: 'https://two.example/' };

beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  for (const method of Object.values(client)) method.mockClear();
});
afterEach(cleanup);

describe('candleSourceOf', () => {
  it('names the venue as the swap service does, at the chart’s resolution', () => {
    expect(candleSourceOf(POOL, '15')).toEqual(SOURCE);
    expect(candleSourceOf(null, '15')).toBeNull();
  });
});

describe('useLiveCandles', () => {
  it('opens the socket on the first watch, with this browser’s uuid and stored token, and forwards drained changes', async () => {
    writeStored('socketSessionToken', 'stored-token-1234');
    const seen: (readonly CandleChange[])[] = [];
    const { result, rerender } = renderHook(({ onChanges }) => useLiveCandles(ONE, onChanges), {
      initialProps: { onChanges: (changes: readonly CandleChange[]) => void seen.push(changes) },
    });
    result.current.watch(null);
    expect(client.open).not.toHaveBeenCalled();
    expect(client.watchCandles).not.toHaveBeenCalled();

    result.current.watch(SOURCE);
    expect(client.open).toHaveBeenCalledWith(
      { apiUrl: `${location.origin}/api/`, socketUrl: `${location.origin}/`, uuid: clientUuid, token: 'stored-token-1234' },
      expect.anything(),
    );
    expect(client.watchCandles).toHaveBeenCalledWith(SOURCE, expect.any(Function));
    result.current.setBase(SOURCE, CANDLE);
    expect(client.setWatchedCandleBase).toHaveBeenCalledWith(SOURCE, CANDLE);

    // The worker calls the listener it was given; the newest callback of the chart answers.
    const later: (readonly CandleChange[])[] = [];
    rerender({ onChanges: (changes) => void later.push(changes) });
    const listener = client.watchCandles.mock.calls[0]![1] as (changes: CandleChange[]) => void;
    listener([{ kind: 'append', candle: CANDLE }]);
    expect(seen).toEqual([]);
    expect(later).toEqual([[{ kind: 'append', candle: CANDLE }]]);

    // Another venue (a new pair) uses the open socket.
    result.current.watch({ ...SOURCE, pairId: '13' });
    expect(client.open).toHaveBeenCalledTimes(1);

    // A token the socket renews is kept for the next visit.
    const hooks = client.open.mock.calls[0]![1] as MarketHooks;
    void hooks.onToken('renewed-token-5678');
    expect(readStored('socketSessionToken', null)).toBe('renewed-token-5678');
  });

  it('unwatches and closes the socket it opened when the chart leaves', () => {
    const { result, unmount } = renderHook(() => useLiveCandles(ONE, () => undefined));
    result.current.watch(SOURCE);
    unmount();
    expect(client.watchCandles).toHaveBeenLastCalledWith(null);
    expect(client.close).toHaveBeenCalledTimes(1);
  });

  it('leaves the worker alone when it never watched anything', () => {
    const { result, unmount } = renderHook(() => useLiveCandles(ONE, () => undefined));
    result.current.watch(null);
    result.current.setBase(SOURCE, CANDLE);
    unmount();
    expect(client.watchCandles).not.toHaveBeenCalled();
    expect(client.setWatchedCandleBase).not.toHaveBeenCalled();
    expect(client.close).not.toHaveBeenCalled();
  });

  it('closes on another endpoint and opens the next watch there (SPEC §4: a new selection reconnects)', () => {
    const { result, rerender } = renderHook(({ endpoint }) => useLiveCandles(endpoint, () => undefined), { initialProps: { endpoint: ONE } });
    result.current.watch(SOURCE);
    rerender({ endpoint: TWO });
    expect(client.close).toHaveBeenCalledTimes(1);
    result.current.watch(SOURCE);
    expect(client.open).toHaveBeenCalledTimes(2);
    expect(client.open.mock.calls[1]![0]).toMatchObject({ apiUrl: 'https://two.example/api/', socketUrl: 'https://two.example/' });
  });
});
