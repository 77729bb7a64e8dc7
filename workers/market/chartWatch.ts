/**
 * The swap chart's live candles in the market worker (SPEC §2 Swap screen chart, §4 Chart): one
 * venue's `klines` room at one resolution, on the worker's socket beside (and independent of) the
 * selected market. Rows are checked at the boundary, inverted for a reversed pair, queued, and
 * applied every 500 ms in time order against the chart's newest candle — but only once the chart's
 * history has handed that candle over, so a row that came during the fetch lands on it, not on nothing.
 */
import * as Comlink from 'comlink';
import { type Candle, type CandleChange, CandleQueue, type CandleSeries, CANDLE_TICK_MS, type Resolution } from '../../src/core/candles';
import { checkEach, ORDERBOOK_STREAM, parseKlineFor, type Subscription } from '../../src/core/live';
import type { PairVenue } from '../../src/core/domain';

/** A venue's candles as the swap service names the venue (pairDirectSources), at one resolution; a reversed venue's are inverted. */
export type CandleSource = PairVenue & { readonly resolution: Resolution };

/** Gets each drain's candle changes, oldest first. */
export type CandleChangesListener = (changes: CandleChange[]) => unknown;

/** What the watch needs from the core: its socket's room calls (false when not connected) and a log. */
export type ChartWatchIo = {
  readonly subscribe: (subscription: Subscription) => boolean;
  readonly unsubscribe: (subscription: Subscription) => boolean;
  readonly log: (message: string) => void;
};

const DECIMAL_ID = /^(0|[1-9]\d{0,15})$/;

/**
 * The `klines` room of a venue: an order-book market streams under `alcordexmain` (SPEC §7), a pool
 * under its exchange. Null for a pool the socket cannot name (TacoSwap and NeftyBlocks key pools by
 * a symbol code, and rooms take numeric ids).
 */
export function candleRoom(source: CandleSource): Subscription | null {
  const marketId = DECIMAL_ID.test(source.pairId) ? Number(source.pairId) : NaN;
  if (!Number.isSafeInteger(marketId)) return null;
  const src = source.srcType === 'markets' ? ORDERBOOK_STREAM : source.src;
  return { room: 'klines', params: { src, market_id: marketId, resolution: source.resolution } };
}

const inverse = (price: number): number => (price > 0 ? 1 / price : 0);

/**
 * A token0-per-token1 candle as the candles API inverts it for `is_reversed` (high and low swap).
 * The socket's row carries token0 volume only, so token1 volume is that at the close price: exact
 * for a candle of one trade, off by the candle's price drift otherwise (the next history fetch
 * shows the exact sum).
 */
export function invertCandle(candle: Candle): Candle {
  return {
    time: candle.time,
    open: inverse(candle.open),
    high: inverse(candle.low),
    low: inverse(candle.high),
    close: inverse(candle.close),
    volume: candle.volume * inverse(candle.close),
  };
}

/** True for a message naming another market or resolution: a late row of a room just left, or the market screen's. */
function otherRoom(raw: unknown, src: string, marketId: number, resolution: string): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const message = raw as Record<string, unknown>;
  if (typeof message.src === 'string' && message.src !== src) return true;
  return (
    (typeof message.market_id === 'number' && message.market_id !== marketId) || (message.resolution !== undefined && String(message.resolution) !== resolution)
  );
}

const sameSource = (a: CandleSource, b: CandleSource) =>
  a.src === b.src && a.srcType === b.srcType && a.pairId === b.pairId && a.isReversed === b.isReversed && a.resolution === b.resolution;

/** Releases a listener proxied from another thread (a plain function has nothing to release). */
function release(listener: CandleChangesListener | null): void {
  (listener as Partial<Record<typeof Comlink.releaseProxy, () => void>> | null)?.[Comlink.releaseProxy]?.();
}

/** One watched venue's candle room; at most one at a time. */
export class ChartWatch {
  /** Malformed rows dropped at the boundary since the watch began. */
  dropped = 0;
  private source: CandleSource | null = null;
  private room: Subscription | null = null;
  private listener: CandleChangesListener | null = null;
  private readonly queue = new CandleQueue();
  private last: Candle | null = null;
  /** The chart's history has handed over its newest candle: the queue may drain. */
  private based = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly series: CandleSeries = {
    last: () => this.last,
    replaceLast: (candle) => void (this.last = candle),
    append: (candle) => void (this.last = candle),
  };

  constructor(private readonly io: ChartWatchIo) {}

  /**
   * Follows `source` (null: stops), its changes going to `onCandles`. The same source again only
   * swaps the listener, keeping the room and the candle; another one leaves the old room and waits
   * for `setBase` before drawing anything.
   */
  watch(source: CandleSource | null, onCandles: CandleChangesListener | null = null): void {
    if (this.listener !== onCandles) release(this.listener);
    this.listener = source === null ? null : onCandles;
    if (source !== null && this.source !== null && sameSource(source, this.source)) return;
    if (this.room !== null) this.io.unsubscribe(this.room);
    this.queue.clear();
    this.last = null;
    this.based = false;
    this.dropped = 0;
    this.source = source;
    this.room = source === null ? null : candleRoom(source);
    if (source !== null && this.room === null) this.io.log(`no live candles for ${source.src} ${source.pairId}: the socket names pools by number`);
    if (this.room === null) {
      this.stopTimer();
      return;
    }
    this.io.subscribe(this.room);
    this.timer ??= setInterval(() => this.drain(), CANDLE_TICK_MS);
  }

  /** The chart's newest candle from its history fetch (null: none yet); ignored unless `source` is still watched. */
  setBase(source: CandleSource, candle: Candle | null): void {
    if (this.source === null || !sameSource(source, this.source)) return;
    this.last = candle;
    this.based = true;
  }

  /** A new connection has no rooms: join the watched one again. */
  resubscribe(): void {
    if (this.room !== null) this.io.subscribe(this.room);
  }

  /** Queues the rows of a `kline` event (one message or a batch) that belong to the watched room. */
  onKlines(raw: unknown): void {
    const room = this.room;
    if (room === null || room.room !== 'klines') return;
    const { src, market_id: marketId, resolution } = room.params;
    const checked = checkEach(raw, (item) => (otherRoom(item, src, marketId, resolution) ? undefined : parseKlineFor(item, { marketId, resolution })));
    this.dropped += checked.dropped;
    for (const message of checked.items) {
      if (message === undefined) continue;
      this.queue.enqueue(this.source?.isReversed ? { operation: message.operation, row: invertCandle(message.row) } : message);
    }
  }

  /** The 500 ms tick: applies the queue in time order and hands the changes over. */
  drain(): void {
    if (!this.based || this.queue.size === 0) return;
    const changes = this.queue.drain(this.series);
    const listener = this.listener;
    if (changes.length === 0 || listener === null) return;
    // A listener in another thread answers with a promise; a closed page must not crash the worker.
    void Promise.resolve()
      .then(() => listener(changes))
      .catch((error: unknown) => this.io.log(`candle delivery failed: ${String(error)}`));
  }

  private stopTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
