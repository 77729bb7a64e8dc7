import { describe, expect, it, vi } from 'vitest';
import type { CandleChange } from '../../core/candles';
import type { CandleSource } from '../../../workers/market.client';
import { createSwapCandles } from './swapCandles';

const SOURCE: CandleSource = { src: 'defibox', srcType: 'pools', pairId: '12', isReversed: true, resolution: '15' };
const CANDLE = { time: 1_767_225_600, open: 1, high: 2, low: 1, close: 2, volume: 3 };
const ENDPOINT = { url: '/api/', url_socketio: '/' };

function setup() {
  const client = { watchCandles: vi.fn(async (..._: unknown[]) => undefined), setWatchedCandleBase: vi.fn(async (..._: unknown[]) => undefined) };
  const socket = { open: vi.fn(async (..._: unknown[]) => undefined), release: vi.fn(async (..._: unknown[]) => true) };
  const warnings: string[] = [];
  const watch = createSwapCandles({ client: () => client, socket, warn: (message) => void warnings.push(message) });
  return { watch, client, socket, warnings };
}

describe('swap chart candles', () => {
  it('opens the socket for the chart on the first watch and hands drained changes to the listener', () => {
    const { watch, client, socket } = setup();
    const seen: (readonly CandleChange[])[] = [];
    watch.watch(ENDPOINT, SOURCE, (changes) => void seen.push(changes));
    watch.watch(ENDPOINT, { ...SOURCE, pairId: '13' }, () => undefined);
    expect(socket.open).toHaveBeenCalledTimes(1);
    expect(socket.open).toHaveBeenCalledWith('chart', '/api/', '/');
    const listener = client.watchCandles.mock.calls[0]![1] as (changes: CandleChange[]) => void;
    listener([{ kind: 'append', candle: CANDLE }]);
    expect(seen).toEqual([[{ kind: 'append', candle: CANDLE }]]);
  });

  it('hands the history’s newest candle over only while watching', () => {
    const { watch, client } = setup();
    watch.setBase(SOURCE, CANDLE);
    expect(client.setWatchedCandleBase).not.toHaveBeenCalled();
    watch.watch(ENDPOINT, SOURCE, () => undefined);
    watch.setBase(SOURCE, CANDLE);
    expect(client.setWatchedCandleBase).toHaveBeenCalledWith(SOURCE, CANDLE);
  });

  it('leaving unwatches and releases the socket it opened; a watch that never happened leaves the worker alone', () => {
    const { watch, client, socket } = setup();
    watch.watch(ENDPOINT, null, () => undefined);
    watch.leave();
    expect(client.watchCandles).not.toHaveBeenCalled();
    expect(socket.release).not.toHaveBeenCalled();
    watch.watch(ENDPOINT, SOURCE, () => undefined);
    watch.leave();
    expect(client.watchCandles).toHaveBeenLastCalledWith(null);
    expect(socket.release).toHaveBeenCalledWith('chart');
  });

  it('opens nothing without an endpoint, and logs a failed call', async () => {
    const { watch, client, socket, warnings } = setup();
    client.watchCandles.mockRejectedValueOnce(new Error('worker gone'));
    watch.watch(null, SOURCE, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(socket.open).not.toHaveBeenCalled();
    expect(warnings).toEqual(['swap chart live candles: Error: worker gone']);
  });
});
