import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderFlow, startLiveServer, TEST_MARKET } from '../../devnet/services/socket/fakeMarket.testutil';
import { makeAmount } from '../../src/core/amount';
import { clockTime, SOCKET_MAX_RETRY_MESSAGE, tapeRowsOf } from '../../src/core/live';
import { DEFAULT_ROW_THEME } from '../../src/core/rowpaint/rows';
import type { TapeEntry } from '../../src/core/tape';
import { OrderBook, parseOrderRow, type OrderRow } from '../../src/core/orderbook';
import type { MarketApi, MarketFrame, MarketHooks } from '../market.api';
import { createMarketCore } from './core';
import { fakeSockets, tokenEndpoint } from './fakeSocket.testutil';
import { MAX_DEPTH } from './frames';
import { socketIoFactory, type SocketFactory } from './socket';

const UUID = '11111111-2222-4333-8444-555555555555';

let server: Awaited<ReturnType<typeof startLiveServer>>;
let flow: OrderFlow;
let core: MarketApi;
let tokens: string[];
let logs: string[];

beforeEach(async () => {
  server = await startLiveServer({ flushMs: 10 });
  flow = new OrderFlow(server.book, (table, present, row) => server.live.publishOrderDelta(TEST_MARKET.id, table, present, row));
  tokens = [];
  logs = [];
});
afterEach(async () => {
  await core.close();
  await server.close();
});

const hooks = (extra: Partial<MarketHooks> = {}): MarketHooks => ({
  onToken: (token) => tokens.push(token),
  onFrame: () => undefined,
  fetchSnapshot: async () => null,
  ...extra,
});

async function start(options: { connectSocket?: SocketFactory; token?: string | null } = {}) {
  core = createMarketCore({ schedule: null, log: (message) => logs.push(message), retryDelayMs: () => 50, connectSocket: options.connectSocket });
  const pacing = await core.open({ apiUrl: `${server.url}/api/`, socketUrl: server.url, uuid: UUID, token: options.token ?? null }, hooks());
  await core.setDepth(MAX_DEPTH);
  await core.selectMarket({ market: TEST_MARKET });
  return pacing;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}

/** The server's book as the core would build it from scratch. */
function serverBook(): OrderBook {
  const book = new OrderBook(TEST_MARKET);
  for (const table of ['buyorder', 'sellorder'] as const)
    book.applySnapshot(
      table,
      server.book.getOrders(TEST_MARKET.id, table).map((row) => parseOrderRow(row) as OrderRow),
      0,
    );
  return book;
}

/** True when the worker's book shows exactly the server's (every visible level and the level counts). */
async function sameAsServer(): Promise<boolean> {
  const stats = await core.stats();
  if (stats.syncing || server.live.stats().queued > 0) return false;
  await core.resendAll();
  const frame = (await core.pullFrame())!;
  const reference = serverBook();
  const expected = reference.frame(MAX_DEPTH);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return (
    stats.levels.bids === reference.bids.size &&
    stats.levels.asks === reference.asks.size &&
    same({ ...frame.bids, buffer: 0 }, { ...expected.bids, buffer: 0 }) &&
    same({ ...frame.asks, buffer: 0 }, { ...expected.asks, buffer: 0 })
  );
}

async function publish(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    flow.step();
    if (i % 50 === 49) await sleep(5);
  }
}

/** The real socket, with each incoming payload passed through `edit` (drop, duplicate or add messages). */
function tampered(edit: (event: string, payload: unknown) => unknown[]): SocketFactory {
  return (url, options) => {
    const socket = socketIoFactory(url, options);
    return {
      get connected() {
        return socket.connected;
      },
      on: (event, listener) => socket.on(event, (payload, sentAt) => edit(event, payload).forEach((item) => listener(item, sentAt))),
      emit: (event, payload) => socket.emit(event, payload),
      connect: () => socket.connect(),
      disconnect: () => socket.disconnect(),
    };
  };
}

describe('market core against the devnet socket', () => {
  it('gets a session token, then builds the server’s book from its snapshot and deltas', async () => {
    await publish(100);
    expect(await start()).toBe('pull');
    await publish(500);
    await until(sameAsServer);
    expect(tokens).toHaveLength(1);
    expect(server.live.sessionTokens.verify(tokens[0]!, UUID)).toBe(true);
    expect((await core.stats()).dropped).toBe(0);
  });

  it('renews a stored token the server refuses', async () => {
    await start({ token: 'stale-token-from-storage' });
    await until(async () => (await core.stats()).connection.status === 'connected');
    expect(tokens).toHaveLength(1);
    expect(logs.some((line) => line.includes('SESSION_TOKEN&&SESSION_UUID:INVALID'))).toBe(true);
  });

  it('re-syncs after the server drops every socket', async () => {
    await start();
    await publish(200);
    await until(sameAsServer);
    expect(server.live.dropAllSockets()).toBe(1);
    await publish(300);
    await until(async () => (await core.stats()).connection.status === 'connected');
    await publish(200);
    await until(sameAsServer);
    expect(server.live.stats().snapshotsSent).toBe(4);
    expect((await core.stats()).connection.retries).toBe(0);
  });

  it('asks for a fresh snapshot when a delta goes missing', async () => {
    let lost = 0;
    let seen = 0;
    const dropOne = tampered((event, payload) => {
      if (event !== 'orderbooksDelta' || lost > 0) return [payload];
      const batch = (Array.isArray(payload) ? payload : [payload]) as { table: string }[];
      // The 10th buy-side delta after the snapshot goes missing.
      const kept = batch.filter((delta) => !(delta.table === 'buyorder' && ++seen === 10 && ++lost));
      return kept.length > 0 ? [kept] : [];
    });
    await start({ connectSocket: dropOne });
    await until(async () => !(await core.stats()).syncing);
    await publish(400);
    await until(sameAsServer);
    expect(lost).toBe(1);
    expect((await core.stats()).resyncs).toBeGreaterThanOrEqual(1);
  });

  it('counts malformed messages and carries on', async () => {
    const garbage = [null, 'junk', 42, [{ table: 'buyorder' }], { market_id: 7, table: 'sellorder', seq: 'x', rows: [] }];
    let injected = false;
    const noisy = tampered((event, payload) => {
      if (injected || event !== 'orderbooksDelta') return [payload];
      injected = true;
      return [...garbage, payload];
    });
    await start({ connectSocket: noisy });
    await publish(300);
    await until(sameAsServer);
    expect((await core.stats()).dropped).toBe(5);
    const frame = (await core.pullFrame()) ?? (await core.resendAll(), await core.pullFrame());
    expect(frame?.dropped).toBe(5);
  });

  it('fetches the book over HTTP through the caller on select and after each reconnect', async () => {
    const calls: string[] = [];
    const fetchSnapshot = async (marketId: number, table: 'buyorder' | 'sellorder') => {
      calls.push(`${marketId}:${table}`);
      return server.book.getOrders(marketId, table);
    };
    core = createMarketCore({ schedule: null, log: (message) => logs.push(message), retryDelayMs: () => 50 });
    await core.open({ apiUrl: `${server.url}/api/`, socketUrl: server.url, uuid: UUID, token: null }, hooks({ fetchSnapshot }));
    await core.setDepth(MAX_DEPTH);
    await publish(100);
    await core.selectMarket({ market: TEST_MARKET, httpSnapshot: true });
    await until(sameAsServer);
    server.live.dropAllSockets();
    await until(() => calls.length === 4);
    expect(calls).toEqual(['7:buyorder', '7:sellorder', '7:buyorder', '7:sellorder']);
    await publish(100);
    await until(sameAsServer);
  });

  it('puts matches on the tape and klines in the frame’s candle changes', async () => {
    await start();
    await core.setResolution('1');
    await core.setCandleBase({ time: 1_767_225_600, open: 1, high: 1, low: 1, close: 1, volume: 1 });
    await until(() => server.live.stats().rooms === 3);
    const match = {
      trx_id: 'ab'.repeat(32),
      side: 'sell' as const,
      unit_price: '49000000',
      amount_ask: '0.49000000 WAX',
      amount_bid: '1.0000 TLM',
      updated_at_time: '2026-01-01T00:00:00.000',
    };
    server.live.publishMatch(TEST_MARKET.id, match);
    const row = { time: 1_767_225_600, open: 1, high: 2, low: 1, close: 2, volume: 5 };
    server.live.publishKline({ src: 'alcordexmain', market_id: TEST_MARKET.id, resolution: '1' }, { operation: 'update', row });
    const frames: MarketFrame[] = [];
    await until(async () => {
      const frame = await core.pullFrame();
      if (frame) frames.push(frame);
      return frames.some((f) => f.candles.length > 0) && frames.some((f) => f.tape?.columns.key.length);
    });
    expect(frames.flatMap((f) => f.candles)).toEqual([{ kind: 'replace', candle: row }]);
    const last = frames[frames.length - 1]!;
    expect([last.lastPrice, last.lastSide]).toEqual([0.49, 'sell']);
    expect(tapeRowsOf(frames.find((f) => f.tape?.columns.key.length)!.tape!.columns)).toEqual([
      { key: 1, side: 'sell', timestamp: Date.UTC(2026, 0, 1), price: '0.49000000', amount: '1.0000', time: clockTime(Date.UTC(2026, 0, 1)) },
    ]);
    expect(await core.trades(5)).toEqual([expect.objectContaining({ trxId: 'ab'.repeat(32), total: '0.49000000' })]);
  });

  it('carries the server’s send stamp of the book messages a frame shows, in the screen’s price decimals', async () => {
    core = createMarketCore({ schedule: null, log: (message) => logs.push(message), retryDelayMs: () => 50 });
    await core.open({ apiUrl: `${server.url}/api/`, socketUrl: server.url, uuid: UUID, token: null }, hooks());
    await core.selectMarket({ market: TEST_MARKET, pricePrecision: 6 });
    await until(async () => !(await core.stats()).syncing && (await core.stats()).connection.status === 'connected');
    while ((await core.pullFrame()) !== null);
    const before = Date.now();
    await publish(20);
    let frame: MarketFrame | null = null;
    await until(async () => (frame = await core.pullFrame()) !== null && (frame.bids !== null || frame.asks !== null));
    const shown = frame! as MarketFrame;
    expect(shown.sentAt).toSatisfy((sentAt: number | null) => sentAt !== null && sentAt >= before && sentAt <= Date.now());
    expect((shown.bids ?? shown.asks)!.priceText[0]).toMatch(/^\d+\.\d{6}$/);
    // Once the flow is drawn, a frame built without new messages (a resend) carries no stamp.
    await until(async () => server.live.stats().queued === 0 && (await core.pullFrame()) === null);
    await core.resendAll();
    expect((await core.pullFrame())?.sentAt).toBeNull();
  });

  it('pushes a frame as soon as something changed and the previous one was applied, one in flight, only when something changed', async () => {
    const scheduled: (() => void)[] = [];
    const pushed: MarketFrame[] = [];
    let release: () => void = () => undefined;
    core = createMarketCore({ schedule: (callback) => scheduled.push(callback), log: (message) => logs.push(message) });
    const onFrame = (frame: MarketFrame) => {
      pushed.push(frame);
      return new Promise<void>((resolve) => (release = resolve));
    };
    const run = async () => {
      await sleep(0);
      scheduled.splice(0).forEach((callback) => callback());
      await sleep(0);
    };
    expect(
      await core.open({ apiUrl: `${server.url}/api/`, socketUrl: server.url, uuid: UUID, token: null }, hooks({ onFrame: onFrame as MarketHooks['onFrame'] })),
    ).toBe('push');
    await core.selectMarket({ market: TEST_MARKET });
    await run();
    expect(pushed).toHaveLength(1);
    // Connected and synced while the first frame is in flight: nothing more goes out until it is applied.
    await until(async () => (await core.stats()).connection.status === 'connected' && !(await core.stats()).syncing);
    await run();
    expect(pushed).toHaveLength(1);
    expect(scheduled).toEqual([]);
    release();
    await run();
    expect(pushed).toHaveLength(2);
    expect([pushed[1]!.connection.status, pushed[1]!.syncing]).toEqual(['connected', false]);
    // Applied, and nothing changed since: no frame, and nothing left scheduled.
    release();
    await run();
    await run();
    const settled = pushed.length;
    expect(scheduled).toEqual([]);
    // The next socket message schedules a push by itself (no animation frame of the worker's).
    flow.step();
    await until(async () => {
      await run();
      return pushed.length > settled;
    });
    expect(pushed).toHaveLength(settled + 1);
    expect(pushed[settled]!.bids !== null || pushed[settled]!.asks !== null).toBe(true);
    expect(pushed[settled]!.sentAt).toSatisfy((sentAt: number | null) => sentAt !== null && pushed[settled]!.receivedAt! >= sentAt);
  });
});

describe('market core tape', () => {
  /** A history trade `minutesAgo` minutes before 2026-01-01, newest first when listed in order. */
  const historyTrade = (minutesAgo: number): TapeEntry => ({
    side: 'sell',
    trxId: minutesAgo.toString(16).padStart(64, '0'),
    unitPrice: 49_000_000n,
    price: 0.49,
    amount: makeAmount(10_000n, 4),
    total: makeAmount(49_000_000n, 8),
    timestamp: Date.UTC(2026, 0, 1) - minutesAgo * 60_000,
  });

  it('shows a history that answered before the market was selected, under the live trades', async () => {
    core = createMarketCore({ schedule: null, log: (message) => logs.push(message) });
    await core.open({ apiUrl: `${server.url}/api/`, socketUrl: server.url, uuid: UUID, token: null }, hooks());
    await core.setTapeHistory(TEST_MARKET.id, [historyTrade(1), historyTrade(2)]);
    await core.selectMarket({ market: TEST_MARKET });
    const frame = await core.pullFrame();
    expect(frame?.tape && [frame.tape.total, tapeRowsOf(frame.tape.columns).map((row) => row.key)]).toEqual([2, [-1, -2]]);
  });

  it('sends the tape rows in the view the page tells it, and one either side', async () => {
    await start();
    await core.setTapeHistory(
      TEST_MARKET.id,
      Array.from({ length: 30 }, (_, i) => historyTrade(i + 1)),
    );
    // Scrolled three rows down a view of five rows: rows 2–8 (one above, one below).
    await core.setRowView('tape', {
      theme: DEFAULT_ROW_THEME,
      width: 300,
      rowWidth: 300,
      viewHeight: 100,
      offset: 60,
      bitmapWidth: 300,
      bitmapHeight: 100,
      pixelRatio: 1,
    });
    let tape: MarketFrame['tape'] = null;
    await until(async () => (tape = (await core.pullFrame())?.tape ?? tape)?.first === 2);
    expect([tape!.total, tapeRowsOf(tape!.columns).map((row) => row.key)]).toEqual([30, [-3, -4, -5, -6, -7, -8, -9]]);
  });
});

describe('market core connection status', () => {
  it('shows the retries, then the 30-retry stop, in its frames', async () => {
    vi.useFakeTimers();
    try {
      core = createMarketCore({
        schedule: null,
        log: (message) => logs.push(message),
        connectSocket: fakeSockets(() => 'websocket error'),
        fetch: tokenEndpoint().fetch,
      });
      await core.open({ apiUrl: '/api/', socketUrl: '/', uuid: UUID, token: 'stored-token-1234' }, hooks());
      await core.selectMarket({ market: TEST_MARKET });
      await vi.advanceTimersByTimeAsync(0);
      expect((await core.pullFrame())?.connection).toEqual({ status: 'reconnecting', retries: 1, message: 'websocket error' });
      await vi.advanceTimersByTimeAsync(1_100_000);
      expect((await core.pullFrame())?.connection).toEqual({ status: 'failed', retries: 30, message: SOCKET_MAX_RETRY_MESSAGE });
      expect(await core.pullFrame()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
