/**
 * Live prices of the pairs a list shows (SPEC §2 Markets page: visible rows tick), on the market
 * worker's socket beside — and independent of — the selected market and the swap chart. An
 * order-book market is followed through its `marketMatches` room, a pool through its 1-minute
 * `klines` room (TacoSwap and NeftyBlocks name pools by symbol code: no room, no ticks). Messages
 * are checked at the boundary; each pair's newest price is kept and handed over every 500 ms, one
 * batch, only when something traded.
 */
import * as Comlink from 'comlink';
import { CANDLE_TICK_MS } from '../../src/core/candles';
import { ORDERBOOK_STREAM, parseKlineClose, parseMatchPrice, PRICE_KLINE_RESOLUTION, roomName, checkEach, type Subscription } from '../../src/core/live';
import type { SourceType } from '../../src/core/urlParams/exchanges';
import type { ChartWatchIo } from './chartWatch';

/** A pair to follow, as the swap service names it. */
export type PriceSource = {
  /** `${src}_${pair_id}`: what ticks are keyed by. */
  readonly srcId: string;
  readonly src: string;
  readonly srcType: SourceType;
  readonly pairId: string;
};

/** A pair's newest trade price, token0 per token1 (the swap service's orientation). */
export type PriceTick = { readonly srcId: string; readonly price: number };

/** Gets each 500 ms batch of ticks. */
export type PriceTicksListener = (ticks: PriceTick[]) => unknown;

/** Most pairs followed at once: a screenful and its margins, never a whole list. */
export const MAX_PRICE_SOURCES = 200;

const DECIMAL_ID = /^(0|[1-9]\d{0,15})$/;

/** The room a pair's trades arrive in; null for a pool the socket cannot name. */
export function priceRoom(source: PriceSource): Subscription | null {
  const marketId = DECIMAL_ID.test(source.pairId) ? Number(source.pairId) : NaN;
  if (!Number.isSafeInteger(marketId)) return null;
  if (source.srcType === 'markets') return { room: 'marketMatches', params: { src: ORDERBOOK_STREAM, market_id: marketId } };
  return { room: 'klines', params: { src: source.src, market_id: marketId, resolution: PRICE_KLINE_RESOLUTION } };
}

function release(listener: PriceTicksListener | null): void {
  (listener as Partial<Record<typeof Comlink.releaseProxy, () => void>> | null)?.[Comlink.releaseProxy]?.();
}

/** The followed pairs' rooms and their newest prices. */
export class PriceWatch {
  /** Malformed messages dropped at the boundary. */
  dropped = 0;
  /** Room name → the pair it reports. */
  private rooms = new Map<string, { readonly subscription: Subscription; readonly srcId: string }>();
  private pending = new Map<string, number>();
  private listener: PriceTicksListener | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly io: ChartWatchIo) {}

  /** Follows these pairs (at most MAX_PRICE_SOURCES; none stops), leaving the rooms of the others. */
  watch(sources: readonly PriceSource[], onTicks: PriceTicksListener | null): void {
    if (this.listener !== onTicks) release(this.listener);
    this.listener = sources.length === 0 ? null : onTicks;
    const next = new Map<string, { subscription: Subscription; srcId: string }>();
    for (const source of sources.slice(0, MAX_PRICE_SOURCES)) {
      const subscription = priceRoom(source);
      if (subscription !== null) next.set(roomName(subscription), { subscription, srcId: source.srcId });
    }
    for (const [name, room] of this.rooms) if (!next.has(name)) this.io.unsubscribe(room.subscription);
    for (const [name, room] of next) if (!this.rooms.has(name)) this.io.subscribe(room.subscription);
    this.rooms = next;
    for (const srcId of [...this.pending.keys()]) if (![...next.values()].some((room) => room.srcId === srcId)) this.pending.delete(srcId);
    if (next.size === 0) this.stop();
    else this.timer ??= setInterval(() => this.drain(), CANDLE_TICK_MS);
  }

  /** A new connection has no rooms: join them again. */
  resubscribe(): void {
    for (const room of this.rooms.values()) this.io.subscribe(room.subscription);
  }

  /** Keeps the price of each `marketMatch` of a followed market. */
  onMatches(raw: unknown): void {
    if (this.rooms.size === 0) return;
    const checked = checkEach(raw, parseMatchPrice);
    this.dropped += checked.dropped;
    for (const match of checked.items)
      this.keep(roomName({ room: 'marketMatches', params: { src: ORDERBOOK_STREAM, market_id: match.marketId } }), match.price);
  }

  /** Keeps the close of each 1-minute `kline` of a followed pool (other resolutions are another watch's). */
  onKlines(raw: unknown): void {
    if (this.rooms.size === 0) return;
    const checked = checkEach(raw, (item) => parseKlineClose(item) ?? undefined);
    for (const kline of checked.items)
      if (kline !== undefined)
        this.keep(roomName({ room: 'klines', params: { src: kline.src, market_id: kline.marketId, resolution: PRICE_KLINE_RESOLUTION } }), kline.price);
  }

  /** The 500 ms tick: hands over each pair's newest price since the last one. */
  drain(): void {
    const listener = this.listener;
    if (this.pending.size === 0 || listener === null) return;
    const ticks = [...this.pending].map(([srcId, price]) => ({ srcId, price }));
    this.pending.clear();
    // A listener in another thread answers with a promise; a closed page must not crash the worker.
    void Promise.resolve()
      .then(() => listener(ticks))
      .catch((error: unknown) => this.io.log(`price delivery failed: ${String(error)}`));
  }

  private keep(room: string, price: number): void {
    const followed = this.rooms.get(room);
    if (followed !== undefined) this.pending.set(followed.srcId, price);
  }

  private stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.pending.clear();
  }
}
