import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { publishKlines } from '../../devnet/services/socket/publish';
import type { TradeEvent } from '../../devnet/services/indexer/indexer';
import { startLiveServer } from '../../devnet/services/socket/fakeMarket.testutil';
import type { Candle, CandleChange } from '../../src/core/candles';
import { CLIENT_EVENTS, type Subscription } from '../../src/core/live';
import type { MarketApi, MarketHooks } from '../market.api';
import { candleRoom, ChartWatch, invertCandle, type CandleSource } from './chartWatch';
import { createMarketCore } from './core';
import { fakeSockets, tokenEndpoint, type FakeSocket } from './fakeSocket.testutil';

const UUID = '11111111-2222-4333-8444-555555555555';
const T = 1_767_225_600;
const POOL: CandleSource = { src: 'defibox', srcType: 'pools', pairId: '12', isReversed: false, resolution: '5' };
const ROOM = { room: 'klines', params: { src: 'defibox', market_id: 12, resolution: '5' } };
const candle = (time: number, close: number, volume = 10): Candle => ({ time, open: 2, high: Math.max(2, close), low: Math.min(2, close), close, volume });
const kline = (operation: 'update' | 'insert', row: Candle, extra: Record<string, unknown> = { market_id: 12, resolution: '5' }) => ({
  operation,
  row,
  ...extra,
});

describe('candleRoom', () => {
  it('names pools by exchange and markets by the order-book stream', () => {
    expect(candleRoom(POOL)).toEqual(ROOM);
    expect(candleRoom({ ...POOL, src: 'alcormarket', srcType: 'markets', pairId: '3' })).toEqual({
      room: 'klines',
      params: { src: 'alcordexmain', market_id: 3, resolution: '5' },
    });
  });

  it('has no room for a pool keyed by symbol code or an id past a safe integer', () => {
    expect(candleRoom({ ...POOL, src: 'taco', pairId: 'TLMWAX' })).toBeNull();
    expect(candleRoom({ ...POOL, pairId: '9007199254740993' })).toBeNull();
    expect(candleRoom({ ...POOL, pairId: '' })).toBeNull();
  });
});

describe('invertCandle', () => {
  it('inverts prices as the candles API does for is_reversed, high and low swapped', () => {
    expect(invertCandle({ time: T, open: 4, high: 5, low: 2, close: 2.5, volume: 10 })).toEqual({
      time: T,
      open: 0.25,
      high: 0.5,
      low: 0.2,
      close: 0.4,
      volume: 4,
    });
    expect(invertCandle({ time: T, open: 0, high: 1, low: 0, close: 0, volume: 3 })).toEqual({ time: T, open: 0, high: 0, low: 1, close: 0, volume: 0 });
  });
});

describe('ChartWatch', () => {
  let io: {
    subscribe: Mock<(subscription: Subscription) => boolean>;
    unsubscribe: Mock<(subscription: Subscription) => boolean>;
    log: Mock<(message: string) => void>;
  };
  let watch: ChartWatch;
  let delivered: CandleChange[][];
  const listener = (changes: CandleChange[]) => void delivered.push(changes);
  /** One 500 ms tick and the listener's turn. */
  const tick = () => vi.advanceTimersByTimeAsync(500);

  beforeEach(() => {
    vi.useFakeTimers();
    io = { subscribe: vi.fn((_: Subscription) => true), unsubscribe: vi.fn((_: Subscription) => true), log: vi.fn((_: string) => undefined) };
    watch = new ChartWatch(io);
    delivered = [];
  });
  afterEach(() => {
    watch.watch(null);
    vi.useRealTimers();
  });

  it('holds rows until the history’s newest candle comes, then applies them against it', async () => {
    watch.watch(POOL, listener);
    expect(io.subscribe).toHaveBeenCalledWith(ROOM);
    watch.onKlines(kline('update', candle(T, 3)));
    await tick();
    expect(delivered).toEqual([]);
    watch.setBase(POOL, candle(T, 2.5));
    await tick();
    expect(delivered).toEqual([[{ kind: 'replace', candle: candle(T, 3) }]]);
  });

  it('sorts a batch by time: an update rewrites the newest only at its time, an insert appends, older rows are ignored', async () => {
    watch.watch(POOL, listener);
    watch.setBase(POOL, candle(T, 2));
    watch.onKlines([
      kline('insert', candle(T + 600, 4)),
      kline('update', candle(T + 900, 9)),
      kline('update', candle(T, 3)),
      kline('insert', candle(T - 300, 1)),
      kline('update', candle(T + 600, 5)),
    ]);
    await tick();
    expect(delivered).toEqual([
      [
        { kind: 'replace', candle: candle(T, 3) },
        { kind: 'append', candle: candle(T + 600, 4) },
        { kind: 'replace', candle: candle(T + 600, 5) },
      ],
    ]);
    // Nothing queued: a quiet tick hands nothing over.
    await tick();
    expect(delivered).toHaveLength(1);
  });

  it('skips rows of another source, market or resolution without counting them, and counts malformed ones', async () => {
    watch.watch(POOL, listener);
    watch.setBase(POOL, null);
    watch.onKlines([
      kline('insert', candle(T, 7), { src: 'alcordexmain', market_id: 12, resolution: '5' }),
      kline('insert', candle(T, 7), { market_id: 13, resolution: '5' }),
      kline('insert', candle(T, 7), { market_id: 12, resolution: 240 }),
      { operation: 'upsert', row: candle(T, 7) },
      kline('insert', { ...candle(T, 7), high: 1 }),
      'garbage',
      kline('insert', candle(T, 6), { resolution: 5 }),
    ]);
    watch.onKlines(null);
    await tick();
    expect(watch.dropped).toBe(4);
    expect(delivered).toEqual([[{ kind: 'append', candle: candle(T, 6) }]]);
  });

  it('inverts rows for a reversed pair before they meet the (already inverted) history', async () => {
    const reversed = { ...POOL, isReversed: true };
    watch.watch(reversed, listener);
    watch.setBase(reversed, { time: T, open: 0.5, high: 0.5, low: 0.5, close: 0.5, volume: 5 });
    watch.onKlines(kline('update', { time: T, open: 2, high: 4, low: 2, close: 4, volume: 30 }));
    await tick();
    expect(delivered).toEqual([[{ kind: 'replace', candle: { time: T, open: 0.5, high: 0.5, low: 0.25, close: 0.25, volume: 7.5 } }]]);
  });

  it('moves to another resolution’s room and waits for that history; the same source again keeps room and candle', async () => {
    watch.watch(POOL, listener);
    watch.setBase(POOL, candle(T, 2));
    const other = vi.fn();
    watch.watch(POOL, other);
    expect(io.subscribe).toHaveBeenCalledTimes(1);
    watch.onKlines(kline('update', candle(T, 3)));
    await tick();
    expect(other).toHaveBeenCalledWith([{ kind: 'replace', candle: candle(T, 3) }]);

    const hourly = { ...POOL, resolution: '60' as const };
    watch.watch(hourly, listener);
    expect(io.unsubscribe).toHaveBeenCalledWith(ROOM);
    expect(io.subscribe).toHaveBeenLastCalledWith({ room: 'klines', params: { src: 'defibox', market_id: 12, resolution: '60' } });
    // A late base of the old resolution does not unlock the new one.
    watch.setBase(POOL, candle(T, 2));
    watch.onKlines(kline('insert', candle(T + 3600, 8), { market_id: 12, resolution: '60' }));
    await tick();
    expect(delivered).toEqual([]);
    watch.setBase(hourly, candle(T, 2));
    await tick();
    expect(delivered).toEqual([[{ kind: 'append', candle: candle(T + 3600, 8) }]]);
  });

  it('stops on null: leaves the room, drops the queue and the listener', async () => {
    watch.watch(POOL, listener);
    watch.setBase(POOL, candle(T, 2));
    watch.onKlines(kline('update', candle(T, 3)));
    watch.watch(null);
    expect(io.unsubscribe).toHaveBeenCalledWith(ROOM);
    watch.onKlines(kline('update', candle(T, 4)));
    await tick();
    expect(delivered).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs instead of joining when the venue has no numeric id', () => {
    watch.watch({ ...POOL, src: 'taco', pairId: 'TLMWAX' }, listener);
    expect(io.subscribe).not.toHaveBeenCalled();
    expect(io.log).toHaveBeenCalledWith(expect.stringContaining('taco TLMWAX'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a listener that fails instead of throwing from the tick', async () => {
    watch.watch(POOL, () => Promise.reject(new Error('port closed')));
    watch.setBase(POOL, null);
    watch.onKlines(kline('insert', candle(T, 3)));
    await tick();
    expect(io.log).toHaveBeenCalledWith('candle delivery failed: Error: port closed');
  });
});

describe('the market core’s candle watch on a fake socket', () => {
  let core: MarketApi;
  let sockets: ReturnType<typeof fakeSockets>;
  const hooks: MarketHooks = { onToken: () => undefined, onFrame: () => undefined, fetchSnapshot: async () => null };
  const subscriptions = (socket: FakeSocket, event: string) =>
    socket.emitted.filter((sent) => sent.event === event).map((sent) => sent.payload as Subscription);

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = fakeSockets(() => 'connect');
    core = createMarketCore({ schedule: null, log: () => undefined, connectSocket: sockets, fetch: tokenEndpoint().fetch, retryDelayMs: () => 50 });
  });
  afterEach(async () => {
    await core.close();
    vi.useRealTimers();
  });

  it('joins the room without a selected market, delivers drained changes, and joins again after a reconnect', async () => {
    await core.open({ apiUrl: '/api/', socketUrl: '/', uuid: UUID, token: 'stored-token-1234' }, hooks);
    const delivered: CandleChange[][] = [];
    await core.watchCandles(POOL, (changes) => void delivered.push(changes));
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets.sockets[0]!;
    expect(subscriptions(socket, CLIENT_EVENTS.subscribe)).toEqual([ROOM]);

    await core.setWatchedCandleBase(POOL, candle(T, 2));
    socket.fire('kline', [kline('update', candle(T, 3)), kline('insert', candle(T + 300, 4))]);
    await vi.advanceTimersByTimeAsync(500);
    expect(delivered).toEqual([
      [
        { kind: 'replace', candle: candle(T, 3) },
        { kind: 'append', candle: candle(T + 300, 4) },
      ],
    ]);

    socket.drop();
    await vi.advanceTimersByTimeAsync(100);
    expect(subscriptions(socket, CLIENT_EVENTS.subscribe)).toEqual([ROOM, ROOM]);

    await core.close();
    expect(subscriptions(socket, CLIENT_EVENTS.unsubscribe)).toEqual([ROOM]);
  });

  it('keeps the market screen’s klines apart: another market id reaches neither the chart nor its drops', async () => {
    await core.open({ apiUrl: '/api/', socketUrl: '/', uuid: UUID, token: 'stored-token-1234' }, hooks);
    const onCandles = vi.fn();
    await core.watchCandles(POOL, onCandles);
    await core.setWatchedCandleBase(POOL, candle(T, 2));
    await vi.advanceTimersByTimeAsync(0);
    sockets.sockets[0]!.fire('kline', kline('update', candle(T, 3), { market_id: 1, resolution: '5' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(onCandles).not.toHaveBeenCalled();
  });
});

describe('the market core’s candle watch on the devnet’s socket', () => {
  it('follows a pool’s room as the devnet publishes a trade’s klines, inverted for the reversed pair', async () => {
    const server = await startLiveServer({ flushMs: 10 });
    const core = createMarketCore({ schedule: null, log: () => undefined });
    try {
      await core.open(
        { apiUrl: `${server.url}/api/`, socketUrl: server.url, uuid: UUID, token: null },
        { onToken: () => undefined, onFrame: () => undefined, fetchSnapshot: async () => null },
      );
      const reversed = { ...POOL, isReversed: true };
      const delivered: CandleChange[][] = [];
      await core.watchCandles(reversed, (changes) => void delivered.push(changes));
      await core.setWatchedCandleBase(reversed, { time: T, open: 0.5, high: 0.5, low: 0.5, close: 0.5, volume: 5 });
      await vi.waitFor(() => expect(server.live.stats().rooms).toBe(1), { timeout: 5000 });
      const row = { time: T, open: 2, high: 4, low: 2, close: 4, volume: 30, mode: 'direct', block_num: 1, global_sequence: 2 };
      const trade = {
        pair: { src: 'defibox', srcType: 'pools', pairId: '12' },
        trade: {},
        klines: [
          { resolution: '1', operation: 'update', row },
          { resolution: '5', operation: 'update', row },
        ],
      } as unknown as TradeEvent;
      publishKlines(server.live, trade);
      await vi.waitFor(
        () => expect(delivered).toEqual([[{ kind: 'replace', candle: { time: T, open: 0.5, high: 0.5, low: 0.25, close: 0.25, volume: 7.5 } }]]),
        { timeout: 5000 },
      );
    } finally {
      await core.close();
      await server.close();
    }
  });
});
