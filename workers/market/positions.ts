/**
 * The selected market's virtual positions in the market worker (SPEC §4 "Order book": every change
 * also refreshes the virtual positions). The page hands over the signed-in account's positions of
 * this market; on every book change that may touch the user's orders the worker reconciles them
 * (src/core/positions) against the user's orders in the synced book, and prices them at the last
 * trade. A frame carries what changed — moved positions and PnL rows — and nothing when nothing
 * did, so the page's work follows the user's few positions, never the book.
 */
import { formatUnits } from '../../src/core/format';
import { pnlFraction, pnlUnits, type PositionMarket, reconcile, type VirtualPosition } from '../../src/core/positions';
import type { MarketFeed } from './feed';

/**
 * What the page hands over: the account's positions of one market that the book can move (pending,
 * or open with an order) and those on the page's screen, and which of them it shows (they get PnL rows).
 */
export type PositionsInput = {
  readonly market: PositionMarket;
  readonly account: string | null;
  readonly positions: readonly VirtualPosition[];
  readonly visible: readonly string[];
};

/** A position's profit or loss at the last price, formatted in the base token. */
export type PositionPnl = {
  readonly id: string;
  /** Signed base-token units (exact), and their text at the base token's precision ("-1.25000000"). */
  readonly units: bigint;
  readonly text: string;
  /** The price move from the entry as a signed fraction, for display. */
  readonly fraction: number | null;
};

/** The positions' part of a frame. */
export type PositionsFrame = {
  /** Positions the worker moved (pending → open with an order, open → filled), each with the `updatedTime` it started from. */
  readonly changed: readonly { readonly basedOn: number; readonly position: VirtualPosition }[];
  /** The shown positions' PnL at `lastUnitPrice` (a page of rows at most); empty when there is no last price yet. */
  readonly pnl: readonly PositionPnl[];
  /** The exact last unit_price the PnL used, or null. */
  readonly lastUnitPrice: string | null;
};

/** The newest trade's exact price: a live one, else the history fetch's newest. */
function lastUnitPrice(feed: MarketFeed): bigint | null {
  return feed.tape.last?.unitPrice ?? feed.shownTape()[0]?.entry.unitPrice ?? null;
}

export class PositionWatch {
  private input: PositionsInput | null = null;
  private inputVersion = 0;
  /** `${inputVersion}|${feed's user-orders version}` last reconciled, and `${inputVersion}|${last price}` last priced. */
  private reconciled = '';
  private priced = '';
  private lastPrice: bigint | null = null;
  private pricedTape: { feed: MarketFeed | null; version: number } = { feed: null, version: -1 };

  /** The page's positions (null: none watched). */
  set(input: PositionsInput | null): void {
    this.input = input;
    this.inputVersion += 1;
  }

  /** The page lost what it had: the next frame carries the PnL rows again. */
  reset(): void {
    this.priced = '';
  }

  /**
   * The positions' part of the next frame, or null when nothing changed. With `reprice` false a new
   * last price waits (the page shows it with the candle tick), as the frame's own last price does.
   */
  frame(feed: MarketFeed | null, now: number, reprice: boolean): PositionsFrame | null {
    const input = this.input;
    if (feed === null || input === null || input.market.pairId !== feed.marketId) return null;
    const changed = this.reconcile(feed, input, now);
    if (reprice && (this.pricedTape.feed !== feed || this.pricedTape.version !== feed.tapeVersion)) {
      this.pricedTape = { feed, version: feed.tapeVersion };
      this.lastPrice = lastUnitPrice(feed);
    }
    const key = `${this.inputVersion}|${this.lastPrice}`;
    if (changed.length === 0 && key === this.priced) return null;
    this.priced = key;
    const shown = new Set(this.input!.visible);
    const rows = this.input!.positions.filter((position) => shown.has(position.id));
    return { changed, pnl: this.pnlRows(feed, rows), lastUnitPrice: this.lastPrice?.toString() ?? null };
  }

  /** Reconciles once per change of the positions or of the user's orders, and only on a synced book of the same account. */
  private reconcile(feed: MarketFeed, input: PositionsInput, now: number): { basedOn: number; position: VirtualPosition }[] {
    const key = `${this.inputVersion}|${feed.userOrdersVersion}`;
    // Until both sides have their snapshot the user's orders are not known: an order missing then is not filled.
    if (key === this.reconciled || feed.syncing || feed.book.bids.currentUser !== input.account || input.account === null) return [];
    this.reconciled = key;
    const orders = feed.userOrders().map(({ id, side, unitPrice, timestamp }) => ({ id, side, unitPrice, timestamp }));
    const result = reconcile(input.positions, input.market, input.account, orders, now);
    if (result.changed.length === 0) return [];
    const before = new Map(input.positions.map((position) => [position.id, position.updatedTime]));
    // The worker goes on from its own result; the page's next hand-over confirms it.
    this.input = { ...input, positions: result.positions };
    this.inputVersion += 1;
    this.reconciled = `${this.inputVersion}|${feed.userOrdersVersion}`;
    return result.changed.map((position) => ({ basedOn: before.get(position.id)!, position }));
  }

  private pnlRows(feed: MarketFeed, positions: readonly VirtualPosition[]): PositionPnl[] {
    const last = this.lastPrice;
    if (last === null) return [];
    const base = feed.selection.market.base.precision;
    return positions.map((position) => {
      const units = pnlUnits(position.side, position.amount, position.entryPrice, last, base);
      return { id: position.id, units, text: formatUnits(units, base, base), fraction: pnlFraction(position.side, position.entryPrice, last) };
    });
  }
}
