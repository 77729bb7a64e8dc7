import { effect, signal, type Signal } from '@preact/signals-react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderFlow, startLiveServer, TEST_MARKET } from '../../../devnet/services/socket/fakeMarket.testutil';
import type { SwapEndpoint } from '../../core/config/types';
import { EMPTY_TAPE_VIEW } from '../../core/live';
import { OrderBook, parseOrderRow, type OrderRow } from '../../core/orderbook';
import type { MarketApi, MarketFrame, MarketHooks, PositionsFrame } from '../../../workers/market.client';
import { makeAmount } from '../../core/amount';
import { addPosition, markPending } from '../../core/positions';
import { createMarketCore } from '../../../workers/market/core';
import { createMarketStore, IDLE_CONNECTION } from './store';

const UUID = '11111111-2222-4333-8444-555555555555';
type Server = Awaited<ReturnType<typeof startLiveServer>>;

let servers: Server[];
let flows: OrderFlow[];
let frames: number;
let tokens: string[];
let endpointListeners: Set<(endpoint: SwapEndpoint | null) => void>;
let account: Signal<string | null>;
/** The market core in this thread (what marketClient() runs where there are no workers), logging here. */
let core: MarketApi;
let logs: string[];

const endpointOf = (server: Server): SwapEndpoint => ({
  flag: 'devnet',
  name: server.url,
  url: `${server.url}/api/`,
  url_socketio: server.url,
  is_dev: false,
  status: { ready: true },
  last_status_update: 0,
});

/** The client, counting the frames it hands over. */
function countingClient(): MarketApi {
  return {
    ...core,
    pullFrame: async () => {
      const frame = await core.pullFrame();
      if (frame) frames += 1;
      return frame;
    },
  };
}

beforeEach(async () => {
  servers = [await startLiveServer({ flushMs: 10 }), await startLiveServer({ flushMs: 10 })];
  flows = servers.map((server) => new OrderFlow(server.book, (table, present, row) => server.live.publishOrderDelta(TEST_MARKET.id, table, present, row)));
  flows.forEach((flow, i) => Array.from({ length: 80 + i * 40 }, () => flow.step()));
  frames = 0;
  tokens = [];
  endpointListeners = new Set();
  account = signal<string | null>(null);
  logs = [];
  core = createMarketCore({ log: (message) => void logs.push(message) });
});

afterEach(async () => {
  await core.close();
  for (const server of servers) await server.close();
});

function setup(extra: { afterPaint?: (callback: () => void) => void } = {}) {
  const client = countingClient();
  let selected: SwapEndpoint | null = endpointOf(servers[0]!);
  const store = createMarketStore({
    client: () => client,
    selectedEndpoint: () => selected,
    onEndpointChange: (listener) => {
      endpointListeners.add(listener);
      return () => void endpointListeners.delete(listener);
    },
    currentAccount: account,
    uuid: () => UUID,
    readToken: () => tokens[tokens.length - 1] ?? null,
    writeToken: (token) => void tokens.push(token),
    requestFrame: (callback) => void setTimeout(callback, 5),
    resolveUrl: (url) => url,
    warn: () => undefined,
    ...extra,
  });
  const selectEndpoint = (endpoint: SwapEndpoint | null) => {
    selected = endpoint;
    for (const listener of endpointListeners) listener(endpoint);
  };
  return { store, selectEndpoint };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}

function bestPrices(server: Server, depth: number) {
  const book = new OrderBook(TEST_MARKET);
  for (const table of ['buyorder', 'sellorder'] as const)
    book.applySnapshot(
      table,
      server.book.getOrders(TEST_MARKET.id, table).map((row) => parseOrderRow(row) as OrderRow),
      0,
    );
  return { bids: book.bids.visibleLevels(depth).unitPrices, asks: book.asks.visibleLevels(depth).unitPrices };
}

const market = { market: TEST_MARKET };

describe('market store', () => {
  it('opens the socket ahead of the market, whose rooms are then joined on it; a screen that leaves without a market releases it', async () => {
    const { store } = setup();
    const release = store.prepareMarketSocket();
    expect(store.prepareMarketSocket()).toBe(release);
    await until(() => servers[0]!.live.stats().clients === 1 && tokens.length === 1);
    await store.connectMarket(market);
    await until(() => !store.syncing.value && servers[0]!.live.stats().rooms === 3);
    // The same socket and session: no second connection, no second token.
    expect([servers[0]!.live.stats().clients, tokens.length]).toEqual([1, 1]);
    // The screen still watches its market: the release leaves the socket to it.
    release();
    await sleep(50);
    expect(servers[0]!.live.stats().clients).toBe(1);
    await store.disconnectMarket();
    await until(() => servers[0]!.live.stats().clients === 0);
    const again = store.prepareMarketSocket();
    expect(again).not.toBe(release);
    await until(() => servers[0]!.live.stats().clients === 1);
    again();
    await until(() => servers[0]!.live.stats().clients === 0);
  });

  it('fills the book, tape and status signals from frames, one batch per frame, and keeps the token', async () => {
    const { store } = setup();
    await store.connectMarket({ ...market, resolution: '1' });
    let runs = 0;
    frames = 0;
    // Every frame writes several signals; in one batch, a reader reruns once per frame at most.
    const stop = effect(() => {
      void [
        store.asks.value,
        store.bids.value,
        store.tape.value,
        store.lastPrice.value,
        store.lastSide.value,
        store.connectionStatus.value,
        store.syncing.value,
        store.dropped.value,
      ];
      runs += 1;
    });
    await store.setBookDepth(20);
    await until(() => servers[0]!.live.stats().rooms === 3);
    servers[0]!.live.publishMatch(TEST_MARKET.id, {
      trx_id: 'cd'.repeat(32),
      side: 'buy',
      unit_price: '50100000',
      amount_ask: '2.0000 TLM',
      amount_bid: '1.00200000 WAX',
      updated_at_time: '2026-01-01T00:00:00.000',
    });
    for (let i = 0; i < 100; i++) flows[0]!.step();
    await until(
      () =>
        store.connectionStatus.value.status === 'connected' && !store.syncing.value && store.tape.value.total === 1 && servers[0]!.live.stats().queued === 0,
    );
    await sleep(50);
    stop();
    expect({ bids: store.bids.value?.unitPrices, asks: store.asks.value?.unitPrices }).toEqual(bestPrices(servers[0]!, 20));
    expect([store.lastPrice.value, store.lastSide.value]).toEqual([0.501, 'buy']);
    expect(tokens).toHaveLength(1);
    expect(frames).toBeGreaterThan(1);
    expect(runs).toBeLessThanOrEqual(frames + 1);
    await store.disconnectMarket();
  });

  it('hands candle changes to the chart’s listeners', async () => {
    const { store } = setup();
    const seen: unknown[] = [];
    const unsubscribe = store.onCandles((changes) => seen.push(...changes));
    await store.connectMarket({ ...market, resolution: '5' });
    // The worker holds live candles until the chart's history hands over its newest (here: none).
    await store.setCandleBase(null);
    await until(() => servers[0]!.live.stats().rooms === 3);
    const row = { time: 1_767_225_600, open: 1, high: 2, low: 1, close: 2, volume: 5 };
    servers[0]!.live.publishKline({ src: 'alcordexmain', market_id: TEST_MARKET.id, resolution: '5' }, { operation: 'insert', row });
    await until(() => seen.length > 0, 3000);
    expect(seen).toEqual([{ kind: 'append', candle: row }]);
    unsubscribe();
    await store.disconnectMarket();
  });

  it('reconnects to the newly selected endpoint and shows its book', async () => {
    const { store, selectEndpoint } = setup();
    await store.connectMarket(market);
    await until(() => store.connectionStatus.value.status === 'connected' && !store.syncing.value && servers[0]!.live.stats().clients === 1);
    selectEndpoint(endpointOf(servers[1]!));
    await until(() => servers[1]!.live.stats().clients === 1 && servers[0]!.live.stats().clients === 0);
    await until(() => !store.syncing.value && JSON.stringify(store.bids.value?.unitPrices) === JSON.stringify(bestPrices(servers[1]!, 30).bids));
    // The new endpoint refused the first one's session token: the worker asked it for its own.
    expect(logs.filter((line) => line.includes('socket session refused'))).toHaveLength(1);
    expect(tokens).toHaveLength(2);
    selectEndpoint(null);
    await until(() => servers[1]!.live.stats().clients === 0);
    expect(store.connectionStatus.value).toEqual(IDLE_CONNECTION);
    await store.disconnectMarket();
  });

  it('keeps the chart’s chosen resolution and newest candle across an endpoint change', async () => {
    const { store, selectEndpoint } = setup();
    const seen: unknown[] = [];
    const unsubscribe = store.onCandles((changes) => seen.push(...changes));
    await store.connectMarket({ ...market, resolution: '5' });
    await until(() => store.connectionStatus.value.status === 'connected' && servers[0]!.live.stats().rooms === 3);
    await store.setChartResolution('15');
    const base = { time: 1_767_225_600, open: 1, high: 2, low: 1, close: 2, volume: 5 };
    await store.setCandleBase(base);
    selectEndpoint(endpointOf(servers[1]!));
    await until(() => servers[1]!.live.stats().rooms === 3 && servers[0]!.live.stats().clients === 0);
    await sleep(50);
    // An update of the newest 15-minute candle on the new endpoint lands on the chart's candle.
    const row = { ...base, close: 3, high: 3 };
    servers[1]!.live.publishKline({ src: 'alcordexmain', market_id: TEST_MARKET.id, resolution: '5' }, { operation: 'update', row: { ...row, close: 9 } });
    servers[1]!.live.publishKline({ src: 'alcordexmain', market_id: TEST_MARKET.id, resolution: '15' }, { operation: 'update', row });
    await until(() => seen.length > 0, 3000);
    await sleep(600);
    expect(seen).toEqual([{ kind: 'replace', candle: row }]);
    unsubscribe();
    await store.disconnectMarket();
  });

  it('records how long the server’s stamped messages took to be painted', async () => {
    const paints: (() => void)[] = [];
    const { store } = setup({ afterPaint: (callback) => void paints.push(callback) });
    await store.perf.clear();
    await store.connectMarket(market);
    await until(() => store.connectionStatus.value.status === 'connected' && !store.syncing.value);
    const before = Date.now();
    for (let i = 0; i < 50; i++) flows[0]!.step();
    await until(() => paints.length > 0);
    // A timer can fire a fraction of a millisecond early by the clock the worker stamps with.
    await sleep(25);
    for (const paint of paints.splice(0)) paint();
    const waited = Date.now() - before;
    // The in-thread core draws nothing (no canvas handed over): the page's own samples.
    const latencies = await store.perf.socketToPaint();
    expect(latencies.length).toBeGreaterThan(0);
    for (const ms of latencies) expect(ms).toSatisfy((value: number) => value >= 20 && value <= waited);
    // Its stages add up to it; the paint came 20 ms after the frame was applied.
    const stages = await store.perf.stages();
    latencies.forEach((ms, i) => expect(stages.toWorker[i]! + stages.toApplied[i]! + stages.toPainted[i]!).toBeCloseTo(ms));
    expect(Math.min(...stages.toPainted)).toBeGreaterThanOrEqual(20);
    await store.perf.clear();
    expect(await store.perf.socketToPaint()).toEqual([]);
    await store.disconnectMarket();
  });

  it('applies a pushed frame as it arrives and answers the worker at the next animation frame', async () => {
    let hooks: MarketHooks | null = null;
    const rafs: (() => void)[] = [];
    const client = {
      ...core,
      open: async (_endpoint: unknown, given: MarketHooks) => ((hooks = given), 'push' as const),
      selectMarket: async () => undefined,
      setCurrentUser: async () => undefined,
      close: async () => undefined,
    };
    const store = createMarketStore({
      client: () => client,
      selectedEndpoint: () => endpointOf(servers[0]!),
      onEndpointChange: () => () => undefined,
      currentAccount: account,
      uuid: () => UUID,
      readToken: () => null,
      writeToken: () => undefined,
      requestFrame: (callback) => void rafs.push(callback),
      resolveUrl: (url) => url,
      warn: () => undefined,
    });
    await store.connectMarket(market);
    const frame = (lastPrice: number): MarketFrame => ({
      stamp: lastPrice,
      marketId: TEST_MARKET.id,
      asks: null,
      bids: null,
      tape: null,
      lastPrice,
      lastSide: 'buy',
      connection: { status: 'connected', retries: 0, message: null },
      syncing: false,
      dropped: 0,
      candles: [],
      userOrdersChanged: false,
      sentAt: null,
      receivedAt: null,
    });
    let answered = false;
    const delivered = Promise.resolve(hooks!.onFrame(frame(0.5))).then(() => (answered = true));
    await sleep(5);
    // Drawn at once; the worker waits for the animation frame that paints it.
    expect([store.lastPrice.value, answered, rafs.length]).toEqual([0.5, false, 1]);
    rafs.shift()!();
    await delivered;
    expect(answered).toBe(true);
    await store.disconnectMarket();
  });

  it('hands the virtual positions to the worker and passes on what the book did to them', async () => {
    const { store } = setup();
    const parts: PositionsFrame[] = [];
    const stop = store.onPositions((part) => void parts.push(part));
    await store.connectMarket(market);
    await until(() => store.connectionStatus.value.status === 'connected' && !store.syncing.value);
    account.value = 'trader';
    const bids = servers[0]!.book.getOrders(TEST_MARKET.id, 'buyorder').filter((row) => row.account === 'trader');
    expect(bids.length).toBeGreaterThan(0);
    const added = addPosition([], {
      id: 'p1',
      time: 0,
      openedBy: 'trader',
      market: { src: 'alcormarket', pairId: TEST_MARKET.id },
      side: 'LONG',
      amount: makeAmount(10_000n, 4),
      entryPrice: 20_000_000n,
      basePrecision: 8,
    });
    if (!added.ok) throw new Error(added.reason);
    await store.setPositions({
      market: { src: 'alcormarket', pairId: TEST_MARKET.id },
      account: 'trader',
      positions: markPending(added.positions, 'p1', 0),
      visible: [],
    });
    await until(() => parts.some((part) => part.changed.length > 0));
    const opened = parts.flatMap((part) => part.changed)[0]!.position;
    expect(opened.status).toBe('open');
    expect(bids.map((row) => String(row.id))).toContain(opened.openedOrder!.id);
    stop();
    await store.disconnectMarket();
  });

  it('flags the logged-in user’s orders and lists them; hover asks the worker', async () => {
    const { store } = setup();
    await store.connectMarket(market);
    await until(() => store.connectionStatus.value.status === 'connected' && !store.syncing.value);
    account.value = 'trader';
    const traderOrders = () =>
      ['buyorder', 'sellorder'].flatMap((table) => servers[0]!.book.getOrders(TEST_MARKET.id, table as 'buyorder').filter((row) => row.account === 'trader'));
    expect(traderOrders().length).toBeGreaterThan(0);
    await until(() => store.userOrders.value.length === traderOrders().length);
    expect(new Set(store.userOrders.value.map((order) => order.id))).toEqual(new Set(traderOrders().map((row) => String(row.id))));
    await store.hoverLevel('asks', 0);
    expect(store.hover.value?.linePrice).toBe(BigInt(store.asks.value!.unitPrices[0]!));
    await store.hoverLevel('asks', null);
    expect(store.hover.value).toBeNull();
    account.value = null;
    await until(() => store.userOrders.value.length === 0);
    await store.disconnectMarket();
    expect([store.bids.value, store.tape.value, store.connectionStatus.value]).toEqual([null, EMPTY_TAPE_VIEW, IDLE_CONNECTION]);
    await sleep(50);
    expect(servers[0]!.live.stats().clients).toBe(0);
  });
});
