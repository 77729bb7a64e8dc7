/**
 * One market's live state in the worker (DESIGN §4): the order book fed by snapshots and numbered
 * deltas, the tape and last price from market matches, and queued candles. Every message is checked
 * here; a malformed one is counted in `dropped` and skipped, never thrown.
 */
import { formatAsset } from '../../src/core/amount';
import { type Candle, type CandleChange, CandleQueue, type CandleSeries, DEFAULT_RESOLUTION, type Resolution } from '../../src/core/candles';
import { checkEach, ORDERBOOK_STREAM, parseKlineFor, parseOrderbookSnapshot, type Subscription } from '../../src/core/live';
import { type BookKind, type BookTable, DEFAULT_SIDE_DISPLAY, OrderBook, parseOrderbookDelta, parseOrderRow, type SideDisplay } from '../../src/core/orderbook';
import type { BookMarket } from '../../src/core/domain';
import { HeldKlines } from './heldKlines';
import { mergeHistory, parseMarketMatch, type ShownTrade, type TapeEntry, TradeTape } from '../../src/core/tape';

/** The market to watch, and how. */
export type MarketSelection = {
  readonly market: BookMarket;
  /** The stream code (SPEC §7), `alcordexmain` by default. */
  readonly src?: string;
  /** The chart's resolution for the candle room (SPEC §9 default 240). */
  readonly resolution?: Resolution;
  /** Also fetch each side over HTTP through the caller's fetcher, to paint before the socket's snapshot. */
  readonly httpSnapshot?: boolean;
  /** Decimals of the screen's prices (SPEC §5 ladder, fixed per market): frames carry text formatted with them. */
  readonly pricePrecision?: number;
};

/** One of the logged-in account's resting orders in this market. */
export type UserOrder = {
  readonly id: string;
  readonly side: BookKind;
  /** Exact unit_price as decimal text, and its display value. */
  readonly unitPrice: string;
  readonly price: number;
  /** What the order still gives, and what it asks for, as asset text ("12.00000000 WAX"). */
  readonly bid: string;
  readonly ask: string;
  readonly timestamp: number;
};

/** Candle changes kept for the next frame; past this the oldest go (a hidden tab takes no frames). */
export const MAX_PENDING_CANDLE_CHANGES = 1_000;

/**
 * True for a message that names another market (or candle resolution): a late message of a room
 * just left, skipped without counting it as malformed. The parsers below return undefined for those.
 */
function otherMarket(raw: unknown, marketId: number, resolution?: string, src?: string): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const message = raw as Record<string, unknown>;
  if (typeof message.market_id === 'number' && message.market_id !== marketId) return true;
  // Klines name their source: a pool's room (the swap chart's watch) can share a market's id.
  if (src !== undefined && typeof message.src === 'string' && message.src !== src) return true;
  return resolution !== undefined && message.resolution !== undefined && String(message.resolution) !== resolution;
}

export class MarketFeed {
  readonly book: OrderBook;
  readonly tape = new TradeTape();
  /** How the frames' text is formatted (book levels and tape rows). */
  readonly display: SideDisplay;
  /** Malformed messages and rows dropped at the boundary. */
  dropped = 0;
  /** Deltas already covered by a snapshot. */
  stale = 0;
  /** Bumped whenever the user's orders may have changed (the virtual positions read them again). */
  userOrdersVersion = 1;
  private userOrdersFlag = true;
  /** Deltas seen that name the user's own orders (the own-order latency watches it move). */
  userDeltas = 0;
  private resolution: Resolution;
  private readonly queue = new CandleQueue();
  /** Klines that came before the chart's history handed over its newest candle (heldKlines.ts). */
  private readonly held = new HeldKlines();
  private based = false;
  private lastCandle: Candle | null = null;
  private candleChanges: CandleChange[] = [];
  private readonly series: CandleSeries = {
    last: () => this.lastCandle,
    replaceLast: (candle) => void (this.lastCandle = candle),
    append: (candle) => void (this.lastCandle = candle),
  };
  private readonly socketSynced = new Set<BookTable>();
  private readonly tradeKeys = new WeakMap<TapeEntry, number>();
  private history: readonly TapeEntry[] = [];
  private historyChanges = 0;
  private nextTradeKey = 1;

  constructor(
    readonly selection: MarketSelection,
    private user: string | null,
  ) {
    this.book = new OrderBook(selection.market);
    this.book.setCurrentUser(user);
    this.display = selection.pricePrecision === undefined ? DEFAULT_SIDE_DISPLAY : { ...DEFAULT_SIDE_DISPLAY, pricePrecision: selection.pricePrecision };
    this.resolution = selection.resolution ?? DEFAULT_RESOLUTION;
  }

  get marketId(): number {
    return this.selection.market.id;
  }

  /** Set when the user's orders may have changed; the frame builder clears it. */
  get userOrdersChanged(): boolean {
    return this.userOrdersFlag;
  }

  set userOrdersChanged(changed: boolean) {
    if (changed) this.userOrdersVersion += 1;
    this.userOrdersFlag = changed;
  }

  private get src(): string {
    return this.selection.src ?? ORDERBOOK_STREAM;
  }

  /** The order-book room; subscribing again asks the server for fresh snapshots. */
  bookRoom(): Subscription {
    return { room: 'orderbooksDelta', params: { src: this.src, market_id: this.marketId } };
  }

  klineRoom(): Subscription {
    return { room: 'klines', params: { src: this.src, market_id: this.marketId, resolution: this.resolution } };
  }

  /** Every room this market needs. */
  subscriptions(): Subscription[] {
    return [this.bookRoom(), { room: 'marketMatches', params: { src: this.src, market_id: this.marketId } }, this.klineRoom()];
  }

  /** True while either side waits for a snapshot. */
  get syncing(): boolean {
    return this.book.isSyncing('buyorder') || this.book.isSyncing('sellorder');
  }

  /**
   * The same market, view and candle state on an empty book and tape: for a new endpoint, whose
   * deltas are numbered afresh (deltas buffered from the old one must never replay on the new one).
   */
  fresh(): MarketFeed {
    const next = new MarketFeed({ ...this.selection, resolution: this.resolution }, this.user);
    next.lastCandle = this.lastCandle;
    next.based = this.based;
    // What the tape showed stays, as history under the new endpoint's trades (the same trade from
    // both endpoints shows once).
    next.history = this.shownTape().map((shown) => shown.entry);
    return next;
  }

  /** The history fetch's trades, newest first: shown after the live ones (`shownTape`). */
  setHistory(entries: readonly TapeEntry[]): void {
    this.history = entries;
    this.historyChanges += 1;
  }

  /** Bumped whenever the shown tape may have changed (a live trade or a history answer). */
  get tapeVersion(): number {
    return this.tape.version + this.historyChanges;
  }

  /** The tape on screen: live trades, then history without their twins (at most 100). */
  shownTape(): ShownTrade[] {
    return mergeHistory(this.tape.latest(), this.history);
  }

  /** After a reconnect nothing is trusted: both sides wait for the server's snapshots again. */
  reconnected(): void {
    this.book.resyncAll();
    this.socketSynced.clear();
  }

  /** Applies an `orderbookSnapshot`; true when the deltas replayed after it have a gap (resync). */
  onSnapshot(raw: unknown): boolean {
    const snapshot = parseOrderbookSnapshot(raw);
    if (snapshot === null) {
      this.dropped += 1;
      return false;
    }
    if (snapshot.marketId !== this.marketId) return false;
    const result = this.book.applySnapshot(snapshot.table, snapshot.rows, snapshot.seq);
    this.dropped += snapshot.rejectedRows + result.rejected;
    this.socketSynced.add(snapshot.table);
    this.userOrdersChanged = true;
    return result.gap;
  }

  /**
   * A side fetched over HTTP (rows without a delta number): painted only while the socket's own
   * snapshot has not come, which then replaces it and proves the sequence.
   */
  onHttpSnapshot(table: BookTable, raw: unknown): void {
    if (this.socketSynced.has(table) || !this.book.isSyncing(table) || !Array.isArray(raw)) return;
    const checked = checkEach(raw, parseOrderRow);
    const result = this.book.applySnapshot(table, checked.items, null);
    this.dropped += checked.dropped + result.rejected;
    this.userOrdersChanged = true;
  }

  /** Applies one delta or a batch; true when a side found a gap and needs a fresh snapshot. */
  onDeltas(raw: unknown): boolean {
    const checked = checkEach(raw, (item) => (otherMarket(item, this.marketId) ? undefined : parseOrderbookDelta(item)));
    this.dropped += checked.dropped;
    let gap = false;
    for (const delta of checked.items) {
      if (delta === undefined) continue;
      const outcome = this.book.applyDelta(delta);
      if (outcome === 'rejected') this.dropped += 1;
      else if (outcome === 'stale') this.stale += 1;
      else if (outcome === 'gap') gap = true;
      if (this.user !== null && delta.value.account === this.user) {
        this.userOrdersChanged = true;
        this.userDeltas += 1;
      }
    }
    return gap;
  }

  /** Puts market matches on the tape (SPEC §7: they update last price, side and history). */
  onMatches(raw: unknown): void {
    const checked = checkEach(raw, (item) => (otherMarket(item, this.marketId) ? undefined : parseMarketMatch(item, this.selection.market)));
    this.dropped += checked.dropped;
    for (const entry of checked.items) {
      if (entry === undefined) continue;
      this.tradeKeys.set(entry, this.nextTradeKey++);
      this.tape.push(entry);
    }
  }

  /** The stable key of a trade on the tape. */
  tradeKey(entry: TapeEntry): number {
    return this.tradeKeys.get(entry) ?? 0;
  }

  /** Queues klines until the next 500 ms drain; before the chart's history came, holds them (docs/performance.md, "The book's chain"). */
  onKlines(raw: unknown): void {
    const key = { marketId: this.marketId, resolution: this.resolution };
    const checked = checkEach(raw, (item) => (otherMarket(item, this.marketId, this.resolution, this.src) ? undefined : parseKlineFor(item, key)));
    this.dropped += checked.dropped;
    for (const message of checked.items) {
      if (message === undefined) continue;
      if (this.based) this.queue.enqueue(message);
      else this.held.hold(message);
    }
  }

  /** Applies the queued klines in time order against the chart's newest candle; true when a candle changed. */
  drainCandles(): boolean {
    if (this.queue.size === 0) return false;
    const changes = this.queue.drain(this.series);
    this.candleChanges.push(...changes);
    if (this.candleChanges.length > MAX_PENDING_CANDLE_CHANGES) this.candleChanges.splice(0, this.candleChanges.length - MAX_PENDING_CANDLE_CHANGES);
    return changes.length > 0;
  }

  /** Candle changes since the last call. */
  takeCandleChanges(): CandleChange[] {
    const changes = this.candleChanges;
    this.candleChanges = [];
    return changes;
  }

  /** The chart's newest candle from its history, so realtime updates land on it; the klines held until now that it does not hold yet are queued. */
  setCandleBase(candle: Candle | null): void {
    this.lastCandle = candle;
    this.based = true;
    for (const message of this.held.release(candle)) this.queue.enqueue(message);
  }

  /** Switches the candle room; returns the rooms to leave and join. */
  setResolution(resolution: Resolution): { leave: Subscription; join: Subscription } | null {
    if (resolution === this.resolution) return null;
    const leave = this.klineRoom();
    this.resolution = resolution;
    this.queue.clear();
    this.held.clear();
    this.based = false;
    this.candleChanges = [];
    this.lastCandle = null;
    return { leave, join: this.klineRoom() };
  }

  /** Flags the account's orders (null when logged out). */
  setUser(account: string | null): void {
    this.user = account;
    this.book.setCurrentUser(account);
    this.userOrdersChanged = true;
  }

  /** The logged-in account's orders on both sides, best price first. */
  userOrders(): UserOrder[] {
    if (this.user === null) return [];
    const orders: UserOrder[] = [];
    for (const side of [this.book.bids, this.book.asks]) {
      for (const level of side.levels()) {
        for (const order of level.orders.values()) {
          if (order.account !== this.user) continue;
          orders.push({
            id: order.id.toString(),
            side: side.kind,
            unitPrice: order.unitPrice.toString(),
            price: Number(order.unitPrice) / 1e8,
            bid: formatAsset(order.bid.amount, order.bid.ticker),
            ask: formatAsset(order.ask.amount, order.ask.ticker),
            timestamp: order.timestamp,
          });
        }
      }
    }
    return orders;
  }
}
