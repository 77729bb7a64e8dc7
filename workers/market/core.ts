/**
 * The market worker's implementation of `MarketApi` (see market.api.ts), built from injected IO so
 * Node tests run it in-thread against a real devnet socket server. It composes small units: the
 * connection (connection.ts), the rooms it is in (rooms.ts), the selected market's feed (feed.ts)
 * kept in step by the resync (resync.ts), frames built (frames.ts), timed (frameTiming.ts) and sent
 * (framePush.ts), the worker's own drawing (paint.ts) and the swap chart's candles (chartWatch.ts);
 * the API is assembled by concern, as market.api.ts splits it.
 */
import { parseSendStamp, SERVER_EVENTS } from '../../src/core/live';
import type { BookTable } from '../../src/core/orderbook';
import { TAPE_SIZE, type TapeEntry } from '../../src/core/tape';
import type {
  MarketApi,
  MarketBookApi,
  MarketChartApi,
  MarketConnectionApi,
  MarketFramesApi,
  MarketHooks,
  MarketPositionsApi,
  MarketPricesApi,
  MarketTapeApi,
} from '../market.api';
import { ChartWatch } from './chartWatch';
import { LiveConnection, type ConnectionDeps } from './connection';
import { MarketFeed } from './feed';
import { takerQuote } from './takerQuote';
import { FramePusher } from './framePush';
import { FrameBuilder, tradeRow } from './frames';
import { FrameTiming } from './frameTiming';
import { MarketPaint, type PaintDeps, workerPaintDeps } from './paint';
import { paintCommands } from './paintCommands';
import { PriceWatch } from './priceWatch';
import { BookResync, fetchHttpSnapshots } from './resync';
import { MarketRooms } from './rooms';
import { socketIoFactory } from './socket';

/** IO the core needs; every member has a default for a real worker. */
export type MarketCoreDeps = Partial<ConnectionDeps> & {
  /**
   * Runs a callback soon, after the tasks already queued (a socket tick's other messages), to push
   * a frame; null where frames are pulled instead ('pull' pacing: no worker, the core runs in the
   * main thread).
   */
  readonly schedule?: ((callback: () => void) => unknown) | null;
  /** The thread's animation frame and clocks for drawing on handed-over canvases (paint.ts). */
  readonly paint?: PaintDeps;
};

// A worker scope (it has its own requestAnimationFrame) pushes; the in-thread core of Node and jsdom pulls.
const scopeSchedule = (): ((callback: () => void) => unknown) | null =>
  typeof requestAnimationFrame === 'function' ? (callback) => setTimeout(callback, 0) : null;

/** A market worker core: one connection, at most one market. */
export function createMarketCore(deps: MarketCoreDeps = {}): MarketApi {
  const log = deps.log ?? ((message: string) => console.warn(`market worker: ${message}`));
  const frames = new FrameBuilder();
  const paintDeps = deps.paint ?? workerPaintDeps();
  const paint = new MarketPaint(frames, paintDeps);
  let feed: MarketFeed | null = null;
  // The latest history fetch's trades (the page fetches them; the tape shows them after the live ones).
  let history: { readonly marketId: number; readonly entries: readonly TapeEntry[] } | null = null;
  let hooks: MarketHooks | null = null;
  let user: string | null = null;

  const rooms = new MarketRooms(() => connection);
  // The swap chart's candle room, on the same socket whether or not a market is selected.
  const chart = new ChartWatch({ subscribe: (room) => rooms.subscribe(room), unsubscribe: (room) => rooms.unsubscribe(room), log });
  // The markets list's visible pairs (priceWatch.ts): their trade rooms, on the same socket.
  const prices = new PriceWatch({ subscribe: (room) => rooms.subscribe(room), unsubscribe: (room) => rooms.unsubscribe(room), log });
  const resync = new BookResync({ bookRoom: () => feed?.bookRoom() ?? null, subscribe: (room) => rooms.subscribe(room) });
  const timing = new FrameTiming({ frames, drawing: () => paint.attached, now: paintDeps.clock.now, changed: () => changed() });
  const pusher = new FramePusher({
    schedule: deps.schedule === undefined ? scopeSchedule() : deps.schedule,
    build: () => timing.build(feed, connection.state),
    log,
  });

  /** Something on screen may have changed: the worker's drawing, then a frame to the page. */
  function changed(): void {
    paint.changed(feed);
    pusher.changed();
  }

  const join = (target: MarketFeed) => {
    rooms.join(target);
    resync.joined(connection.connected);
  };

  const fetchBook = (target: MarketFeed) => {
    const current = hooks;
    // A call on the hooks themselves: they are a Comlink proxy in a worker.
    const fetchSnapshot = current && ((marketId: number, table: BookTable) => current.fetchSnapshot(marketId, table));
    fetchHttpSnapshots(target, fetchSnapshot, { isCurrent: () => feed === target, changed, log });
  };

  const onMessage = (event: string, payload: unknown, sentAt: unknown) => {
    if (event === SERVER_EVENTS.kline) {
      chart.onKlines(payload);
      prices.onKlines(payload);
    } else if (event === SERVER_EVENTS.marketMatch) prices.onMatches(payload);
    if (feed === null) return;
    // Book and trade messages show in the next frame; klines wait for the 500 ms candle tick, so their stamps would measure that.
    if (event === SERVER_EVENTS.orderbooksDelta || event === SERVER_EVENTS.marketMatch) {
      const stamp = parseSendStamp(sentAt);
      const receivedAt = Date.now();
      frames.noteSent(stamp, receivedAt);
      paint.noteSent(stamp, receivedAt);
    }
    const target = feed;
    if (event === SERVER_EVENTS.orderbooksDelta) {
      const own = target.userDeltas;
      if (target.onDeltas(payload)) resync.request();
      if (target.userDeltas !== own) paint.noteOwnOrder(Date.now());
    } else if (event === SERVER_EVENTS.orderbookSnapshot) resync.snapshot(target.onSnapshot(payload), () => target.syncing);
    else if (event === SERVER_EVENTS.marketMatch) target.onMatches(payload);
    else if (event === SERVER_EVENTS.kline) target.onKlines(payload);
    // Klines wait in the candle queue for its tick; everything else may show in the next frame.
    if (event === SERVER_EVENTS.kline) return;
    timing.fed();
    changed();
  };

  const connection = new LiveConnection(
    { connectSocket: deps.connectSocket ?? socketIoFactory, fetch: deps.fetch ?? ((url, init) => fetch(url, init)), log, retryDelayMs: deps.retryDelayMs },
    {
      onState: () => changed(),
      onConnect: () => {
        chart.resubscribe();
        prices.resubscribe();
        // A new connection has no rooms and may have missed deltas: subscribe again, resync the book.
        if (feed === null) return;
        feed.reconnected();
        join(feed);
        // Servers that do not number their deltas send no snapshot either: fetch the book again.
        fetchBook(feed);
      },
      onToken: (token) => void Promise.resolve(hooks?.onToken(token)).catch((error: unknown) => log(`could not hand over the session token: ${String(error)}`)),
      onMessage,
    },
    Object.values(SERVER_EVENTS),
  );

  const connectionApi: MarketConnectionApi = {
    async open(endpoint, nextHooks) {
      hooks = nextHooks;
      frames.reset();
      if (feed !== null) feed = feed.fresh();
      connection.open(endpoint);
      const pacing = pusher.start((frame) => nextHooks.onFrame(frame));
      if (pacing === 'push') changed();
      return pacing;
    },
    async close() {
      chart.watch(null);
      prices.watch([], null);
      pusher.stop();
      timing.stop();
      resync.stop();
      connection.close();
      feed = null;
      paint.changed(null);
      hooks = null;
      frames.reset();
    },
    async stats() {
      return {
        connection: connection.state,
        marketId: feed?.marketId ?? null,
        dropped: feed?.dropped ?? 0,
        stale: feed?.stale ?? 0,
        resyncs: resync.count,
        syncing: feed?.syncing ?? false,
        levels: { bids: feed?.book.bids.size ?? 0, asks: feed?.book.asks.size ?? 0 },
        frames: pusher.delivered,
      };
    },
  };

  const bookApi: MarketBookApi = {
    async selectMarket(selection) {
      if (feed !== null) rooms.leave(feed);
      timing.stop();
      feed = selection === null ? null : new MarketFeed(selection, user);
      if (feed === null) return paint.changed(null);
      // A history fetch that answered before the market was selected.
      if (history?.marketId === feed.marketId) feed.setHistory(history.entries);
      join(feed);
      fetchBook(feed);
      timing.start(() => feed);
      changed();
    },
    async setDepth(depth) {
      frames.setDepth(depth);
      changed();
    },
    async setGrouping(step) {
      frames.setGrouping(step);
      changed();
    },
    async setCurrentUser(account) {
      user = account;
      feed?.setUser(account);
      changed();
    },
    async hover(side, levelIndex) {
      return feed === null ? null : frames.grouping.hover(side === 'bids' ? feed.book.bids : feed.book.asks, levelIndex);
    },
    async userOrders() {
      return feed?.userOrders() ?? [];
    },
    async quoteTaker(side, giveUnits) {
      if (feed === null || !/^\d{1,30}$/.test(giveUnits)) return null;
      return takerQuote(feed, side, BigInt(giveUnits));
    },
  };

  const tapeApi: MarketTapeApi = {
    async setTapeRows(rows) {
      frames.setTapeRows(rows);
      changed();
    },
    async setTapeHistory(marketId, entries) {
      history = { marketId, entries };
      if (feed?.marketId !== marketId) return;
      feed.setHistory(entries);
      changed();
    },
    async trades(count) {
      const target = feed;
      if (target === null) return [];
      // What the tape shows: live trades, then the history fetch's (the trade box's "last" price needs one before any live trade).
      const latest = target.shownTape().slice(0, Math.min(Math.max(0, count), TAPE_SIZE));
      return latest.map(({ entry }) => tradeRow(entry, target.tradeKey(entry), target.display.pricePrecision));
    },
  };

  const chartApi: MarketChartApi = {
    async setResolution(resolution) {
      const change = feed?.setResolution(resolution);
      if (change) rooms.move(change);
    },
    async setCandleBase(candle) {
      feed?.setCandleBase(candle);
    },
    async watchCandles(source, onCandles) {
      chart.watch(source, onCandles ?? null);
    },
    async setWatchedCandleBase(source, candle) {
      chart.setBase(source, candle);
    },
  };

  const pricesApi: MarketPricesApi = {
    async watchPrices(sources, onTicks) {
      prices.watch(sources, onTicks ?? null);
    },
  };

  const paintApi = paintCommands(paint, frames, changed);

  const framesApi: MarketFramesApi = {
    async pullFrame() {
      return pusher.pull();
    },
    async resendAll() {
      frames.reset();
      changed();
    },
  };

  const positionsApi: MarketPositionsApi = {
    async setPositions(input) {
      frames.positions.set(input);
      changed();
    },
  };

  return { ...connectionApi, ...bookApi, ...tapeApi, ...chartApi, ...pricesApi, ...paintApi, ...framesApi, ...positionsApi };
}
