/**
 * One side of an order book (SPEC §3 "Order-book side", §4 "Order book"): orders grouped by
 * unit_price into levels with exact totals, running totals from the best level and current_user
 * flags. Built for the market worker's delta rate (DESIGN §6): a delta costs a few map look-ups,
 * a few bigint additions and a search that gallops from the best level (O(log d) for a level d
 * steps down), so the busy top of the book is cheap whatever the depth.
 * Running totals are lazy: a change only marks them stale from its level outward, and a read
 * recomputes them through the depth it asks for.
 */
import type { AssetParts } from '../amount';
import { type SideDisplay, type SideFrame, sideFrame } from './frame';
import { Ladder } from './ladder';
import { BookLevel, type PriceLevel } from './level';
import type { BookMarket, Token } from '../domain';
import { type BookKind, sideSymbols, type OrderRow } from './types';

function fits(asset: AssetParts, symbol: Token): boolean {
  return asset.amount.precision === symbol.precision && asset.ticker === symbol.ticker;
}

export class OrderBookSide {
  /** The token this side's orders give, and the token they ask for. */
  readonly bidSymbol: Token;
  readonly askSymbol: Token;
  /** Bumped on every change, so a publisher can skip frames when nothing moved. */
  version = 0;
  private readonly ladder: Ladder;
  private readonly byPrice = new Map<bigint, BookLevel>();
  private readonly byId = new Map<bigint, OrderRow>();
  /** Levels (from the best) whose cumulBid/cumulAsk are up to date. */
  private cumulValid = 0;
  private user: string | null = null;

  constructor(
    readonly kind: BookKind,
    market: BookMarket,
  ) {
    const symbols = sideSymbols(kind, market);
    this.bidSymbol = symbols.bid;
    this.askSymbol = symbols.ask;
    this.ladder = new Ladder(kind === 'bids');
  }

  /** Number of price levels. */
  get size(): number {
    return this.ladder.size;
  }

  /** Number of orders across all levels. */
  get orderCount(): number {
    return this.byId.size;
  }

  /** The account whose orders are flagged, or null when logged out. */
  get currentUser(): string | null {
    return this.user;
  }

  /** True when the row's assets are this side's tokens at their precision. */
  accepts(row: OrderRow): boolean {
    return fits(row.bid, this.bidSymbol) && fits(row.ask, this.askSymbol);
  }

  /** The order with this id, if resting on this side. */
  order(id: bigint): OrderRow | undefined {
    return this.byId.get(id);
  }

  /** The level `index` steps from the best (0 = best), running totals included; a live view. */
  level(index: number): PriceLevel | undefined {
    if (index < 0 || index >= this.ladder.size) return undefined;
    this.ensureCumul(index);
    return this.ladder.at(index);
  }

  /** The best `depth` levels, best first (live views, valid until the next change). */
  levels(depth = this.ladder.size): PriceLevel[] {
    const count = Math.min(Math.max(depth, 0), this.ladder.size);
    if (count > 0) this.ensureCumul(count - 1);
    const out: PriceLevel[] = [];
    for (let i = 0; i < count; i++) out.push(this.ladder.at(i)!);
    return out;
  }

  /** The best `depth` levels as a frame to post to the main thread (see `SideFrame`). */
  visibleLevels(depth: number, display?: SideDisplay): SideFrame {
    return sideFrame(this, depth, display);
  }

  /** The level at this exact price, if any. */
  levelAt(unitPrice: bigint): PriceLevel | undefined {
    const index = this.ladder.indexOf(unitPrice);
    return index < 0 ? undefined : this.level(index);
  }

  /** Empties the side (SPEC §4: the initial fetch clears the book unless refreshing). */
  clear(): void {
    this.byId.clear();
    this.byPrice.clear();
    this.ladder.reset([]);
    this.cumulValid = 0;
    this.version += 1;
  }

  /**
   * Replaces the side with a fetched table (a later row with the same id wins). Rows for other
   * tokens are skipped; returns how many were.
   */
  applySnapshot(rows: readonly OrderRow[]): number {
    this.byId.clear();
    this.byPrice.clear();
    let rejected = 0;
    for (const row of rows) {
      if (this.accepts(row)) this.byId.set(row.id, row);
      else rejected += 1;
    }
    for (const row of this.byId.values()) {
      let level = this.byPrice.get(row.unitPrice);
      if (!level) {
        level = new BookLevel(row.unitPrice);
        this.byPrice.set(row.unitPrice, level);
      }
      level.add(row, row.account === this.user);
    }
    this.ladder.reset([...this.byPrice.values()]);
    this.cumulValid = 0;
    this.version += 1;
    return rejected;
  }

  /**
   * Adds a new order or replaces an existing one (a partial fill), moving it if its price changed.
   * Returns false, changing nothing, for a row in other tokens or precisions than this side's.
   */
  upsert(row: OrderRow): boolean {
    if (!this.accepts(row)) return false;
    const previous = this.byId.get(row.id);
    this.byId.set(row.id, row);
    if (previous !== undefined && previous.unitPrice === row.unitPrice) {
      const level = this.byPrice.get(row.unitPrice)!;
      level.replace(previous, row, previous.account === this.user, row.account === this.user);
      this.invalidateFrom(this.ladder.indexOf(row.unitPrice));
    } else {
      if (previous !== undefined) this.detach(previous);
      this.attach(row);
    }
    this.version += 1;
    return true;
  }

  /** Deletes an order (filled or cancelled); its level goes with its last order. False if unknown. */
  remove(id: bigint): boolean {
    const previous = this.byId.get(id);
    if (previous === undefined) return false;
    this.byId.delete(id);
    this.detach(previous);
    this.version += 1;
    return true;
  }

  /** Flags the orders of `account` (null when logged out) on every level. */
  setCurrentUser(account: string | null): void {
    if (account === this.user) return;
    this.user = account;
    for (const level of this.byPrice.values()) level.recountUser(account);
    this.version += 1;
  }

  private attach(row: OrderRow): void {
    let level = this.byPrice.get(row.unitPrice);
    let index: number;
    if (level === undefined) {
      level = new BookLevel(row.unitPrice);
      this.byPrice.set(row.unitPrice, level);
      index = this.ladder.insert(level);
    } else {
      index = this.ladder.indexOf(row.unitPrice);
    }
    level.add(row, row.account === this.user);
    this.invalidateFrom(index);
  }

  private detach(row: OrderRow): void {
    const level = this.byPrice.get(row.unitPrice)!;
    const index = this.ladder.indexOf(row.unitPrice);
    level.remove(row, row.account === this.user);
    if (level.orders.size === 0) {
      this.byPrice.delete(row.unitPrice);
      this.ladder.removeAt(index);
    }
    this.invalidateFrom(index);
  }

  /** A change at `index` leaves the running totals of better levels intact. */
  private invalidateFrom(index: number): void {
    if (index < this.cumulValid) this.cumulValid = index;
  }

  private ensureCumul(through: number): void {
    let index = this.cumulValid;
    if (index > through) return;
    const previous = index > 0 ? this.ladder.at(index - 1) : undefined;
    let cumulBid = previous ? previous.cumulBid : 0n;
    let cumulAsk = previous ? previous.cumulAsk : 0n;
    for (; index <= through; index++) {
      const level = this.ladder.at(index)!;
      cumulBid += level.totalBid;
      cumulAsk += level.totalAsk;
      level.cumulBid = cumulBid;
      level.cumulAsk = cumulAsk;
    }
    this.cumulValid = through + 1;
  }
}
