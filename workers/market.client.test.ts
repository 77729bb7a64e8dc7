import type * as Comlink from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderFlow, startLiveServer, TEST_MARKET } from '../devnet/services/socket/fakeMarket.testutil';
import { marketClient, releaseMarketWorker, type MarketApi, type MarketFrame } from './market.client';
import { exposeMarket } from './market.worker';

const UUID = '11111111-2222-4333-8444-555555555555';

/** A stand-in for the browser's Worker: a MessagePort served by the real worker module. */
class FakeWorker {
  static created: FakeWorker[] = [];
  readonly port: MessagePort;
  terminated = false;

  constructor(readonly url: URL) {
    const channel = new MessageChannel();
    exposeMarket(channel.port1 as unknown as Comlink.Endpoint);
    this.port = channel.port2;
    FakeWorker.created.push(this);
  }

  postMessage(message: unknown, transfer?: Transferable[]): void {
    this.port.postMessage(message, transfer ?? []);
  }

  addEventListener(type: string, listener: EventListener): void {
    this.port.addEventListener(type, listener);
    this.port.start();
  }

  removeEventListener(type: string, listener: EventListener): void {
    this.port.removeEventListener(type, listener);
  }

  terminate(): void {
    this.terminated = true;
    this.port.close();
  }
}

let server: Awaited<ReturnType<typeof startLiveServer>>;

beforeEach(async () => {
  server = await startLiveServer({ flushMs: 10 });
  const flow = new OrderFlow(server.book, (table, present, row) => server.live.publishOrderDelta(TEST_MARKET.id, table, present, row));
  for (let i = 0; i < 60; i++) flow.step();
});
afterEach(async () => {
  await marketClient().close();
  releaseMarketWorker();
  vi.unstubAllGlobals();
  FakeWorker.created = [];
  await server.close();
});

/** Opens the client on the test server and pulls until a frame shows the synced book. */
async function syncedFrame(client: MarketApi, tokens: string[]): Promise<MarketFrame> {
  const pacing = await client.open(
    { apiUrl: `${server.url}/api/`, socketUrl: server.url, uuid: UUID, token: null },
    { onToken: (token) => void tokens.push(token), onFrame: () => undefined, fetchSnapshot: async () => null },
  );
  expect(pacing).toBe('pull');
  await client.selectMarket({ market: TEST_MARKET });
  const end = Date.now() + 5000;
  for (;;) {
    const frame = await client.pullFrame();
    if (frame && !frame.syncing && frame.bids && frame.connection.status === 'connected') return frame;
    if (Date.now() > end) throw new Error('no synced frame');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('marketClient', () => {
  it('runs the core in this thread where Worker does not exist (Node)', async () => {
    expect(typeof Worker).toBe('undefined');
    const client = marketClient();
    expect(marketClient()).toBe(client);
    const tokens: string[] = [];
    const frame = await syncedFrame(client, tokens);
    expect(frame.bids!.count).toBeGreaterThan(0);
    expect(tokens).toHaveLength(1);
  });

  it('talks to the worker over Comlink: hooks proxied, frames’ buffers transferred', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = marketClient();
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]!.url.pathname.endsWith('/market.worker.ts')).toBe(true);
    const tokens: string[] = [];
    const frame = await syncedFrame(client, tokens);
    expect(tokens).toHaveLength(1);
    expect(server.live.sessionTokens.verify(tokens[0]!, UUID)).toBe(true);
    expect(frame.bids!.baseCumul).toBeInstanceOf(Float64Array);
    expect(frame.bids!.baseCumul.buffer).toBe(frame.bids!.buffer);
    expect(frame.bids!.baseCumul[0]).toBeGreaterThan(0);
    expect(frame.bids!.priceText[0]).toMatch(/^\d+\.\d{8}$/);
    const hover = await client.hover('bids', 0);
    expect(hover?.linePrice).toBe(BigInt(frame.bids!.unitPrices[0]!));
    await client.close();
    releaseMarketWorker();
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });
});
