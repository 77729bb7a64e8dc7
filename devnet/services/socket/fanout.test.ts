import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { WireOrderbookSnapshot, WireOrderDelta } from '../../../src/core/live';
import { connected, liveClient, OrderFlow, startLiveServer, TEST_MARKET } from './fakeMarket.testutil';

const CLIENTS = 200;
const RATE = 2_000;
const SECONDS = 3;
const UUID = '11111111-2222-4333-8444-555555555555';

type Tally = { received: number; gaps: number; stale: number };

let server: Awaited<ReturnType<typeof startLiveServer>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

/** A client that checks every delta's number against its side's last one. */
async function watcher(token: string): Promise<Tally> {
  const socket = liveClient(server.url, { token, uuid: UUID });
  sockets.push(socket);
  const tally: Tally = { received: 0, gaps: 0, stale: 0 };
  const last = { buyorder: 0, sellorder: 0 };
  socket.on('orderbookSnapshot', (snapshot: WireOrderbookSnapshot) => void (last[snapshot.table] = snapshot.seq));
  socket.on('orderbooksDelta', (payload: WireOrderDelta | WireOrderDelta[]) => {
    for (const delta of Array.isArray(payload) ? payload : [payload]) {
      if (delta.seq <= last[delta.table]) tally.stale += 1;
      else if (delta.seq !== last[delta.table] + 1) tally.gaps += 1;
      last[delta.table] = Math.max(delta.seq, last[delta.table]);
      tally.received += 1;
    }
  });
  await connected(socket);
  await socket.timeout(5000).emitWithAck('subscribe', { room: 'orderbooksDelta', params: { src: 'alcordexmain', market_id: TEST_MARKET.id } });
  return tally;
}

describe('live server fan-out', () => {
  it(`delivers ${RATE} deltas/s to ${CLIENTS} clients with no gap and none behind`, async () => {
    const flow = new OrderFlow(server.book, (table, present, row) => server.live.publishOrderDelta(TEST_MARKET.id, table, present, row));
    for (let i = 0; i < 50; i++) flow.step();
    const token = server.live.sessionTokens.issue(UUID);
    const tallies = await Promise.all(Array.from({ length: CLIENTS }, () => watcher(token)));

    const total = RATE * SECONDS;
    const started = performance.now();
    let published = 0;
    await new Promise<void>((done) => {
      const timer = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
        for (; published < due; published++) flow.step();
        if (published === total) {
          clearInterval(timer);
          done();
        }
      }, 5);
    });
    const deadline = Date.now() + 5_000;
    while (tallies.some((t) => t.received < total) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));

    expect(tallies.map((t) => t.received)).toEqual(new Array(CLIENTS).fill(total));
    expect(tallies.reduce((sum, t) => sum + t.gaps + t.stale, 0)).toBe(0);
    expect(server.live.stats().delivered).toBe(total * CLIENTS);
  }, 20_000);
});
