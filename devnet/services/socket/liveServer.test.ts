import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { SESSION_INVALID, SESSION_REQUIRED, type WireOrderbookSnapshot, type WireOrderDelta, type WireOrderRow } from '../../../src/core/live';
import { connected, liveClient, OrderFlow, startLiveServer, TEST_MARKET } from './fakeMarket.testutil';

const UUID = '11111111-2222-4333-8444-555555555555';
const OTHER_UUID = '66666666-7777-4888-9999-000000000000';
const BOOK_ROOM = { room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: TEST_MARKET.id } };

let server: Awaited<ReturnType<typeof startLiveServer>>;
let flow: OrderFlow;
const sockets: Socket[] = [];

beforeEach(async () => {
  server = await startLiveServer({ flushMs: 10 });
  flow = new OrderFlow(server.book, (table, present, row) => server.live.publishOrderDelta(TEST_MARKET.id, table, present, row));
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await server.close();
});

function client(auth?: { token?: string; uuid?: string }): Socket {
  const socket = liveClient(server.url, auth);
  sockets.push(socket);
  return socket;
}

const authorised = () => connected(client({ token: server.live.sessionTokens.issue(UUID), uuid: UUID }));
const emitWithAck = (socket: Socket, event: string, payload: unknown) => socket.timeout(2000).emitWithAck(event, payload) as Promise<{ ok: boolean }>;
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Records snapshots and deltas in arrival order (batches flattened). */
function record(socket: Socket) {
  const events: ({ kind: 'snapshot'; message: WireOrderbookSnapshot } | { kind: 'delta'; message: WireOrderDelta })[] = [];
  socket.on('orderbookSnapshot', (message: WireOrderbookSnapshot) => events.push({ kind: 'snapshot', message }));
  socket.on('orderbooksDelta', (payload: WireOrderDelta | WireOrderDelta[]) => {
    for (const message of Array.isArray(payload) ? payload : [payload]) events.push({ kind: 'delta', message });
  });
  return events;
}

describe('live server handshake', () => {
  it('refuses a handshake without token or uuid as REQUIRED', async () => {
    await expect(connected(client())).rejects.toThrow(SESSION_REQUIRED);
    await expect(connected(client({ uuid: UUID }))).rejects.toThrow(SESSION_REQUIRED);
    expect(server.live.stats().authRejected.required).toBe(2);
  });

  it('refuses an unknown token, or one issued to another uuid, as INVALID', async () => {
    await expect(connected(client({ token: 'unknown-token-value', uuid: UUID }))).rejects.toThrow(SESSION_INVALID);
    const token = server.live.sessionTokens.issue(OTHER_UUID);
    await expect(connected(client({ token, uuid: UUID }))).rejects.toThrow(SESSION_INVALID);
    expect(server.live.stats().authRejected.invalid).toBe(2);
  });

  it('accepts the current token of the uuid', async () => {
    const socket = await authorised();
    expect(socket.connected).toBe(true);
    expect(server.live.stats().clients).toBe(1);
  });
});

describe('live server order-book room', () => {
  it('sends a snapshot of each side, then the deltas after it in order, rebuilding the server’s book', async () => {
    for (let i = 0; i < 40; i++) flow.step();
    const socket = await authorised();
    const events = record(socket);
    expect(await emitWithAck(socket, 'subscribe', BOOK_ROOM)).toEqual({ ok: true });
    for (let i = 0; i < 300; i++) flow.step();
    await until(() => events.filter((e) => e.kind === 'delta').length >= 300);

    expect(events.slice(0, 2).map((e) => e.kind)).toEqual(['snapshot', 'snapshot']);
    const rows = { buyorder: new Map<string, WireOrderRow>(), sellorder: new Map<string, WireOrderRow>() };
    const last = { buyorder: 0, sellorder: 0 };
    for (const event of events) {
      const { table } = event.message;
      if (event.kind === 'snapshot') {
        expect(event.message.market_id).toBe(TEST_MARKET.id);
        last[table] = event.message.seq;
        for (const row of event.message.rows) rows[table].set(String(row.id), row);
        continue;
      }
      expect(event.message.seq).toBe(last[table] + 1);
      last[table] = event.message.seq;
      if (event.message.present) rows[table].set(String(event.message.value.id), event.message.value);
      else rows[table].delete(String(event.message.value.id));
    }
    for (const table of ['buyorder', 'sellorder'] as const) {
      expect(new Map(server.book.getOrders(TEST_MARKET.id, table).map((row) => [String(row.id), row]))).toEqual(rows[table]);
    }
  });

  it('sends fresh snapshots when a client subscribes again (its resync)', async () => {
    const socket = await authorised();
    const events = record(socket);
    await emitWithAck(socket, 'subscribe', BOOK_ROOM);
    for (let i = 0; i < 10; i++) flow.step();
    await emitWithAck(socket, 'subscribe', BOOK_ROOM);
    const snapshots = events.filter((e) => e.kind === 'snapshot').map((e) => e.message as WireOrderbookSnapshot);
    expect(snapshots).toHaveLength(4);
    const seqs = snapshots.slice(2).reduce((sum, s) => sum + s.seq, 0);
    expect(seqs).toBe(10);
  });

  it('stops the deltas after unsubscribe', async () => {
    const socket = await authorised();
    const events = record(socket);
    await emitWithAck(socket, 'subscribe', BOOK_ROOM);
    flow.step();
    await until(() => events.some((e) => e.kind === 'delta'));
    await emitWithAck(socket, 'unsubscribe', BOOK_ROOM);
    const seen = events.length;
    for (let i = 0; i < 20; i++) flow.step();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events.length).toBe(seen);
    expect(server.live.stats().rooms).toBe(0);
  });

  it('answers a bad subscription with ok false and counts it', async () => {
    const socket = await authorised();
    expect(await emitWithAck(socket, 'subscribe', { room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: -1 } })).toEqual({
      ok: false,
      error: expect.any(String),
    });
    expect(await emitWithAck(socket, 'subscribe', { room: 'orderbooksDelta', params: { src: 'otherstream', market_id: 7 } })).toMatchObject({ ok: false });
    expect(await emitWithAck(socket, 'subscribe', 'klines')).toMatchObject({ ok: false });
    expect(server.live.stats().badSubscriptions).toBe(3);
  });
});

describe('live server matches, klines and faults', () => {
  it('sends market matches and klines to their rooms only, with the room’s keys', async () => {
    const socket = await authorised();
    const matches: unknown[] = [];
    const klines: unknown[] = [];
    socket.on('marketMatch', (payload: unknown) => matches.push(...(Array.isArray(payload) ? payload : [payload])));
    socket.on('kline', (payload: unknown) => klines.push(...(Array.isArray(payload) ? payload : [payload])));
    await emitWithAck(socket, 'subscribe', { room: 'marketMatches', params: { src: 'alcordexmain', market_id: 7 } });
    await emitWithAck(socket, 'subscribe', { room: 'klines', params: { src: 'alcordexmain', market_id: 7, resolution: '1' } });
    const match = {
      trx_id: 'ab'.repeat(32),
      side: 'buy' as const,
      unit_price: '50000000',
      amount_ask: '1.0000 TLM',
      amount_bid: '0.50000000 WAX',
      updated_at_time: '2026-01-01T00:00:00.000',
    };
    server.live.publishMatch(7, match);
    server.live.publishMatch(8, match);
    const row = { time: 1_767_225_600, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 };
    server.live.publishKline({ src: 'alcordexmain', market_id: 7, resolution: '1' }, { operation: 'insert', row });
    server.live.publishKline({ src: 'alcordexmain', market_id: 7, resolution: '5' }, { operation: 'insert', row });
    await until(() => matches.length > 0 && klines.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(matches).toEqual([{ ...match, market_id: 7 }]);
    expect(klines).toEqual([{ operation: 'insert', row, src: 'alcordexmain', market_id: 7, resolution: '1' }]);
  });

  it('stamps every emit with its send time as a second argument', async () => {
    const socket = await authorised();
    const stamps: { event: string; sentAt: unknown }[] = [];
    socket.on('orderbookSnapshot', (_payload: unknown, sentAt: unknown) => stamps.push({ event: 'orderbookSnapshot', sentAt }));
    socket.on('orderbooksDelta', (_payload: unknown, sentAt: unknown) => stamps.push({ event: 'orderbooksDelta', sentAt }));
    const before = Date.now();
    await emitWithAck(socket, 'subscribe', BOOK_ROOM);
    for (let i = 0; i < 5; i++) flow.step();
    await until(() => stamps.some((stamp) => stamp.event === 'orderbooksDelta'));
    const after = Date.now();
    expect(stamps.map((stamp) => stamp.event).slice(0, 3)).toEqual(['orderbookSnapshot', 'orderbookSnapshot', 'orderbooksDelta']);
    for (const { sentAt } of stamps)
      expect(sentAt).toSatisfy((value: unknown) => Number.isSafeInteger(value) && (value as number) >= before && (value as number) <= after);
  });

  it('drops every connection on dropAllSockets', async () => {
    const socket = await authorised();
    const reasons: string[] = [];
    socket.on('disconnect', (reason) => reasons.push(reason));
    expect(server.live.dropAllSockets()).toBe(1);
    await until(() => reasons.length > 0);
    expect(reasons).toEqual(['transport close']);
    expect(server.live.stats().dropped).toBe(1);
  });
});
