import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { startLiveServer } from '../../devnet/services/socket/fakeMarket.testutil';
import type { Subscription } from '../../src/core/live';
import { createMarketCore } from './core';
import { fakeSockets, tokenEndpoint } from './fakeSocket.testutil';
import { MAX_PRICE_SOURCES, priceRoom, PriceWatch, type PriceSource, type PriceTick } from './priceWatch';

const UUID = '11111111-2222-4333-8444-555555555555';
const MARKET: PriceSource = { srcId: 'alcormarket_3', src: 'alcormarket', srcType: 'markets', pairId: '3' };
const POOL: PriceSource = { srcId: 'defibox_12', src: 'defibox', srcType: 'pools', pairId: '12' };
const TACO: PriceSource = { srcId: 'taco_TLMWAX', src: 'taco', srcType: 'pools', pairId: 'TLMWAX' };
const MARKET_ROOM = { room: 'marketMatches', params: { src: 'alcordexmain', market_id: 3 } };
const POOL_ROOM = { room: 'klines', params: { src: 'defibox', market_id: 12, resolution: '1' } };
const row = (close: number) => ({ time: 1_767_225_600, open: close, high: close, low: close, close, volume: 1 });
const match = (marketId: number, unitPrice: string) => ({ market_id: marketId, unit_price: unitPrice, side: 'buy', trx_id: 'ab'.repeat(32) });

describe('priceRoom', () => {
  it('follows a market through its matches and a pool through its 1-minute candles; a symbol-coded pool has no room', () => {
    expect(priceRoom(MARKET)).toEqual(MARKET_ROOM);
    expect(priceRoom(POOL)).toEqual(POOL_ROOM);
    expect(priceRoom(TACO)).toBeNull();
  });
});

describe('PriceWatch', () => {
  let io: { subscribe: Mock<(s: Subscription) => boolean>; unsubscribe: Mock<(s: Subscription) => boolean>; log: Mock<(m: string) => void> };
  let watch: PriceWatch;
  let batches: PriceTick[][];
  beforeEach(() => {
    vi.useFakeTimers();
    io = { subscribe: vi.fn(() => true), unsubscribe: vi.fn(() => true), log: vi.fn() };
    watch = new PriceWatch(io);
    batches = [];
  });
  afterEach(() => {
    watch.watch([], null);
    vi.useRealTimers();
  });

  it('hands over each pair’s newest price once per 500 ms, and nothing when nothing traded', async () => {
    watch.watch([MARKET, POOL, TACO], (ticks) => void batches.push(ticks));
    expect(io.subscribe.mock.calls.map(([s]) => s)).toEqual([MARKET_ROOM, POOL_ROOM]);
    watch.onMatches([match(3, '20000000'), match(3, '21000000'), match(9, '1')]);
    watch.onKlines({ operation: 'update', row: row(0.05), src: 'defibox', market_id: 12, resolution: '1' });
    watch.onKlines({ operation: 'update', row: row(9), src: 'defibox', market_id: 12, resolution: '5' });
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toEqual([
      [
        { srcId: 'alcormarket_3', price: 0.21 },
        { srcId: 'defibox_12', price: 0.05 },
      ],
    ]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(batches).toHaveLength(1);
  });

  it('leaves the rooms of pairs scrolled away, joins the new ones, and forgets their pending prices', async () => {
    watch.watch([MARKET, POOL], (ticks) => void batches.push(ticks));
    watch.onMatches(match(3, '20000000'));
    watch.watch([POOL], (ticks) => void batches.push(ticks));
    expect(io.unsubscribe.mock.calls.map(([s]) => s)).toEqual([MARKET_ROOM]);
    expect(io.subscribe).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toEqual([]);
    watch.watch([], null);
    expect(io.unsubscribe.mock.calls.map(([s]) => s)).toEqual([MARKET_ROOM, POOL_ROOM]);
  });

  it('follows at most a screenful of pairs and counts malformed matches', () => {
    const many = Array.from({ length: MAX_PRICE_SOURCES + 50 }, (_, i) => ({ ...MARKET, srcId: `alcormarket_${i}`, pairId: String(i) }));
    watch.watch(many, () => undefined);
    expect(io.subscribe).toHaveBeenCalledTimes(MAX_PRICE_SOURCES);
    watch.onMatches([{ market_id: 1 }, 'junk']);
    expect(watch.dropped).toBe(2);
  });

  it('logs a listener that fails instead of throwing from the tick', async () => {
    watch.watch([MARKET], () => Promise.reject(new Error('port closed')));
    watch.onMatches(match(3, '1'));
    await vi.advanceTimersByTimeAsync(500);
    expect(io.log).toHaveBeenCalledWith('price delivery failed: Error: port closed');
  });
});

describe('the market core’s price watch', () => {
  it('joins the rooms without a selected market and again after a reconnect; close leaves them', async () => {
    vi.useFakeTimers();
    const sockets = fakeSockets(() => 'connect');
    const core = createMarketCore({ schedule: null, log: () => undefined, connectSocket: sockets, fetch: tokenEndpoint().fetch, retryDelayMs: () => 50 });
    try {
      await core.open(
        { apiUrl: '/api/', socketUrl: '/', uuid: UUID, token: 'stored-token-1234' },
        { onToken: () => undefined, onFrame: () => undefined, fetchSnapshot: async () => null },
      );
      const ticks: PriceTick[][] = [];
      await core.watchPrices([MARKET], (batch) => void ticks.push(batch));
      await vi.advanceTimersByTimeAsync(0);
      const socket = sockets.sockets[0]!;
      const subscribed = () => socket.emitted.filter((sent) => sent.event === 'subscribe').map((sent) => sent.payload);
      expect(subscribed()).toEqual([MARKET_ROOM]);
      socket.fire('marketMatch', match(3, '30000000'));
      await vi.advanceTimersByTimeAsync(500);
      expect(ticks).toEqual([[{ srcId: 'alcormarket_3', price: 0.3 }]]);
      socket.drop();
      await vi.advanceTimersByTimeAsync(100);
      expect(subscribed()).toEqual([MARKET_ROOM, MARKET_ROOM]);
      await core.close();
      expect(socket.emitted.filter((sent) => sent.event === 'unsubscribe').map((sent) => sent.payload)).toEqual([MARKET_ROOM]);
    } finally {
      await core.close();
      vi.useRealTimers();
    }
  });

  it('ticks as the devnet’s socket publishes a market’s match', async () => {
    const server = await startLiveServer({ flushMs: 10 });
    const core = createMarketCore({ schedule: null, log: () => undefined });
    try {
      await core.open(
        { apiUrl: `${server.url}/api/`, socketUrl: server.url, uuid: UUID, token: null },
        { onToken: () => undefined, onFrame: () => undefined, fetchSnapshot: async () => null },
      );
      const ticks: PriceTick[][] = [];
      await core.watchPrices([MARKET], (batch) => void ticks.push(batch));
      await vi.waitFor(() => expect(server.live.stats().rooms).toBe(1), { timeout: 5000 });
      const { market_id: _, ...published } = match(3, '25000000');
      server.live.publishMatch(3, { ...published, side: 'buy', amount_ask: '100.0000 TLM', amount_bid: '25.00000000 WAX', updated_at_time: 1_767_225_600 });
      await vi.waitFor(() => expect(ticks).toEqual([[{ srcId: 'alcormarket_3', price: 0.25 }]]), { timeout: 5000 });
    } finally {
      await core.close();
      await server.close();
    }
  });
});
