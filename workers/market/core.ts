/**
 * The market worker's implementation of `MarketApi` (see market.api.ts), built from injected IO so
 * Node tests run it in-thread against a real devnet socket server.
 */
import * as Comlink from 'comlink';
import { CANDLE_TICK_MS } from '../../src/core/candles';
import { CLIENT_EVENTS, parseSendStamp, SERVER_EVENTS, type Subscription } from '../../src/core/live';
import { hoverSummary } from '../../src/core/orderbook';
import { TAPE_ROW_HEIGHT } from '../../src/core/rowpaint/tape';
import { TAPE_SIZE, type TapeEntry } from '../../src/core/tape';
import type { FramePacing, MarketApi, MarketHooks } from '../market.api';
import { ChartWatch } from './chartWatch';
import { LiveConnection, type ConnectionDeps } from './connection';
import { MarketFeed } from './feed';
import { FrameBuilder, frameTransferables, tradeRow, type MarketFrame } from './frames';
import { MarketPaint, type PaintDeps, workerPaintDeps } from './paint';
import { MirrorSchedule } from './mirrorSchedule';
import { PriceWatch } from './priceWatch';
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

/** Fresh snapshots are asked for at most this often (a server answering garbage must not cause a storm). */
export const RESYNC_MIN_INTERVAL_MS = 500;

/** A market worker core: one connection, at most one market. */
export function createMarketCore(deps: MarketCoreDeps = {}): MarketApi {
  const log = deps.log ?? ((message: string) => console.warn(`market worker: ${message}`));
  const schedule = deps.schedule === undefined ? scopeSchedule() : deps.schedule;
  const frames = new FrameBuilder();
  const paintDeps = deps.paint ?? workerPaintDeps();
  const paint = new MarketPaint(frames, paintDeps);
  // While the worker draws the book and the tape, their rows go to the page at the mirror's rate.
  const mirror = new MirrorSchedule(paintDeps.clock.now);
  let feed: MarketFeed | null = null;
  // The latest history fetch's trades (the page fetches them; the tape shows them after the live ones).
  let history: { readonly marketId: number; readonly entries: readonly TapeEntry[] } | null = null;
  let hooks: MarketHooks | null = null;
  let user: string | null = null;
  let resyncs = 0;
  let delivered = 0;
  let pushing = false;
  let pushScheduled = false;
  let frameInFlight = false;
  /** A held-back last price goes out with the next frame (set at a candle tick). */
  let lastPriceDue = false;
  let candleTimer: ReturnType<typeof setInterval> | null = null;

  const subscribe = (subscription: Subscription) => connection.emit(CLIENT_EVENTS.subscribe, subscription);
  const unsubscribe = (subscription: Subscription) => connection.emit(CLIENT_EVENTS.unsubscribe, subscription);
  // The swap chart's candle room (chartWatch.ts), on the same socket whether or not a market is selected.
  const chart = new ChartWatch({ subscribe, unsubscribe, log });
  // The markets list's visible pairs (priceWatch.ts): their trade rooms, on the same socket.
  const prices = new PriceWatch({ subscribe, unsubscribe, log });

  // A book subscribe is answered by one snapshot per side; until both came, no new request goes out.
  let snapshotsDue = 0;
  let gapInReplay = false;
  let lastResyncAt = -Infinity;
  let resyncTimer: ReturnType<typeof setTimeout> | null = null;

  const subscribeAll = (target: MarketFeed) => {
    for (const subscription of target.subscriptions()) subscribe(subscription);
    snapshotsDue = connection.connected ? 2 : 0;
    gapInReplay = false;
  };

  /** Asks the server for fresh snapshots (a re-subscribe), at most every RESYNC_MIN_INTERVAL_MS. */
  const resync = () => {
    if (feed === null || snapshotsDue > 0 || resyncTimer !== null) return;
    const wait = lastResyncAt + RESYNC_MIN_INTERVAL_MS - Date.now();
    if (wait > 0) {
      resyncTimer = setTimeout(() => {
        resyncTimer = null;
        resync();
      }, wait);
      return;
    }
    if (!subscribe(feed.bookRoom())) return;
    lastResyncAt = Date.now();
    snapshotsDue = 2;
    resyncs += 1;
  };

  const onSnapshot = (target: MarketFeed, payload: unknown) => {
    if (target.onSnapshot(payload)) gapInReplay = true;
    if (snapshotsDue > 0) snapshotsDue -= 1;
    // Both sides answered: a replay that hit a gap, or a side still without a good snapshot, asks again.
    if (snapshotsDue === 0 && (gapInReplay || target.syncing)) {
      gapInReplay = false;
      resync();
    }
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
    if (event === SERVER_EVENTS.orderbooksDelta) {
      if (feed.onDeltas(payload)) resync();
    } else if (event === SERVER_EVENTS.orderbookSnapshot) onSnapshot(feed, payload);
    else if (event === SERVER_EVENTS.marketMatch) feed.onMatches(payload);
    else if (event === SERVER_EVENTS.kline) feed.onKlines(payload);
    // Klines wait in the candle queue for its tick; everything else may show in the next frame.
    if (event === SERVER_EVENTS.kline) return;
    mirror.changed();
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
        subscribeAll(feed);
        // Servers that do not number their deltas send no snapshot either: fetch the book again.
        fetchHttpSnapshots(feed);
      },
      onToken: (token) => void Promise.resolve(hooks?.onToken(token)).catch((error: unknown) => log(`could not hand over the session token: ${String(error)}`)),
      onMessage,
    },
    Object.values(SERVER_EVENTS),
  );

  const nextFrame = (): MarketFrame | null => {
    const mirrorOnly = paint.attached && !mirror.take();
    const lastPriceHeld = paint.attached && !lastPriceDue;
    lastPriceDue = false;
    const frame = frames.build(feed, connection.state, mirrorOnly, lastPriceHeld);
    if (frame !== null) delivered += 1;
    return frame;
  };

  /**
   * 'push' pacing: a frame goes out as soon as something changed and the main thread has applied
   * the previous one. One frame in flight at most, and the main thread answers at its next
   * animation frame (src/state/market/store.ts), so it never gets more than one per animation frame; what
   * changes meanwhile waits here and goes out, merged, in the next frame.
   */
  const push = () => {
    pushScheduled = false;
    if (!pushing || frameInFlight || hooks === null) return;
    const frame = nextFrame();
    if (frame === null) return;
    frameInFlight = true;
    void Promise.resolve(hooks.onFrame(Comlink.transfer(frame, frameTransferables(frame))))
      .catch((error: unknown) => log(`frame delivery failed: ${String(error)}`))
      .finally(() => {
        frameInFlight = false;
        // What changed while the frame was in flight goes out now.
        changed();
      });
  };

  /** Something on screen may have changed: push a frame once the current task's siblings ran. */
  function changed(): void {
    paint.changed(feed);
    if (!pushing || pushScheduled || frameInFlight || schedule === null) return;
    pushScheduled = true;
    schedule(push);
  }

  const fetchHttpSnapshots = (target: MarketFeed) => {
    if (!target.selection.httpSnapshot || hooks === null) return;
    for (const table of ['buyorder', 'sellorder'] as const) {
      hooks
        .fetchSnapshot(target.marketId, table)
        .then((rows) => {
          if (feed !== target) return;
          target.onHttpSnapshot(table, rows);
          changed();
        })
        .catch((error: unknown) => log(`order book ${target.marketId} ${table} fetch failed: ${String(error)}`));
    }
  };

  /**
   * Every CANDLE_TICK_MS: the candle queue drains (SPEC §4 "Chart"), and a held-back last price,
   * and mirror rows when due, go out with it: one page frame, not two.
   */
  const candleTick = () => {
    const mirrorDue = mirror.tick(paint.attached && frames.holdsBack(feed));
    lastPriceDue = frames.holdsLastPrice(feed);
    if (feed?.drainCandles() || mirrorDue || lastPriceDue) changed();
  };

  const stopCandles = () => {
    if (candleTimer !== null) clearInterval(candleTimer);
    candleTimer = null;
  };

  return {
    async open(endpoint, nextHooks): Promise<FramePacing> {
      hooks = nextHooks;
      frames.reset();
      if (feed !== null) feed = feed.fresh();
      connection.open(endpoint);
      if (schedule === null) return 'pull';
      pushing = true;
      changed();
      return 'push';
    },
    async selectMarket(selection) {
      if (feed !== null) for (const subscription of feed.subscriptions()) unsubscribe(subscription);
      stopCandles();
      feed = selection === null ? null : new MarketFeed(selection, user);
      if (feed === null) return paint.changed(null);
      // A history fetch that answered before the market was selected.
      if (history?.marketId === feed.marketId) feed.setHistory(history.entries);
      subscribeAll(feed);
      fetchHttpSnapshots(feed);
      candleTimer = setInterval(candleTick, CANDLE_TICK_MS);
      changed();
    },
    async close() {
      chart.watch(null);
      prices.watch([], null);
      pushing = false;
      stopCandles();
      if (resyncTimer !== null) clearTimeout(resyncTimer);
      resyncTimer = null;
      connection.close();
      feed = null;
      paint.changed(null);
      hooks = null;
      frames.reset();
    },
    async setDepth(depth) {
      frames.setDepth(depth);
      changed();
    },
    async setTapeRows(rows) {
      frames.setTapeRows(rows);
      changed();
    },
    async setCurrentUser(account) {
      user = account;
      feed?.setUser(account);
      changed();
    },
    async setResolution(resolution) {
      const change = feed?.setResolution(resolution);
      if (!change) return;
      unsubscribe(change.leave);
      subscribe(change.join);
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
    async watchPrices(sources, onTicks) {
      prices.watch(sources, onTicks ?? null);
    },
    async attachBook(canvases, views) {
      paint.attachBook(canvases, views);
    },
    async attachTape(canvas, view) {
      paint.attachTape(canvas, view);
    },
    async setRowView(id, view) {
      paint.setView(id, view);
      if (id !== 'tape') return;
      // The frames carry the tape rows in view (and one either side) for the page's mirror.
      frames.setTapeFirst(Math.floor(view.offset / TAPE_ROW_HEIGHT) - 1);
      frames.setTapeRows(Math.ceil(view.viewHeight / TAPE_ROW_HEIGHT) + 2);
      changed();
    },
    async setTapeHistory(marketId, entries) {
      history = { marketId, entries };
      if (feed?.marketId !== marketId) return;
      feed.setHistory(entries);
      changed();
    },
    async detachRows(which) {
      paint.detach(which);
    },
    async hoverRow(side, level) {
      paint.hover(side, level);
    },
    async drawnUnitPrice(side, level) {
      return paint.drawnUnitPrice(side, level);
    },
    async paintLatencies() {
      const samples = paint.latencies;
      return samples === null ? null : { socketToPaint: samples.socketToPaint(), stages: samples.stages() };
    },
    async clearPaintLatencies() {
      paint.latencies?.clear();
    },
    async pullFrame() {
      const frame = nextFrame();
      return frame === null ? null : Comlink.transfer(frame, frameTransferables(frame));
    },
    async resendAll() {
      frames.reset();
      changed();
    },
    async hover(side, levelIndex) {
      return feed === null ? null : hoverSummary(side === 'bids' ? feed.book.bids : feed.book.asks, levelIndex);
    },
    async userOrders() {
      return feed?.userOrders() ?? [];
    },
    async trades(count) {
      const target = feed;
      return (
        target?.tape.latest(Math.min(Math.max(0, count), TAPE_SIZE)).map((entry) => tradeRow(entry, target.tradeKey(entry), target.display.pricePrecision)) ??
        []
      );
    },
    async stats() {
      return {
        connection: connection.state,
        marketId: feed?.marketId ?? null,
        dropped: feed?.dropped ?? 0,
        stale: feed?.stale ?? 0,
        resyncs,
        syncing: feed?.syncing ?? false,
        levels: { bids: feed?.book.bids.size ?? 0, asks: feed?.book.asks.size ?? 0 },
        frames: delivered,
      };
    },
  };
}
