/** The virtual position (SPEC §3 "Virtual position", §4 "Virtual position status"), kept in the browser. */
import type { Amount } from '../amount';

/** open: no order, or an order resting; pending: its order was sent, not yet seen in the book; filled: its order left the book. */
export type PositionStatus = 'open' | 'pending' | 'filled';
/** LONG buys the quote token, SHORT sells it. */
export type PositionSide = 'LONG' | 'SHORT';

/** The trade a position was opened from: a fill is one action of one transaction. */
export type SourceTrade = { readonly trxId: string; readonly actionOrdinal: number };

/** The user's order attached to a position (SPEC §4: a pending position takes one and is then open with it). */
export type PositionOrder = {
  /** The order's id in its market (uint64 as decimal text). */
  readonly id: string;
  /** bids: a buy order, asks: a sell order. */
  readonly side: 'bids' | 'asks';
  /** Exact unit_price as decimal text (base per 1 quote × 10^8). */
  readonly unitPrice: string;
  /** Unix seconds when the chain placed it. */
  readonly timestamp: number;
};

/** One virtual position. Times are ms since the epoch; amounts are exact. */
export type VirtualPosition = {
  readonly id: string;
  readonly time: number;
  /** When it last changed status or order (SPEC §4 compares the order's time with it). */
  readonly updatedTime: number;
  /** The account that opened it, or null when nobody was signed in. */
  readonly openedBy: string | null;
  /** The market's exchange and id (SPEC §3 src, pair_id). */
  readonly src: string;
  readonly pairId: number;
  readonly status: PositionStatus;
  readonly side: PositionSide;
  /** How much of the quote token (token1) the position holds. */
  readonly amount: Amount;
  /** What it cost in the base token (token0) at the entry price. */
  readonly value: Amount;
  /** Exact unit_price it was entered at (base per 1 quote × 10^8). */
  readonly entryPrice: bigint;
  readonly sourceTrades: readonly SourceTrade[];
  readonly openedOrder: PositionOrder | null;
};

/** A market as positions name it. */
export type PositionMarket = { readonly src: string; readonly pairId: number };

/** The order side a position's own order takes: a LONG buys (bids), a SHORT sells (asks). */
export function orderSideOf(side: PositionSide): 'bids' | 'asks' {
  return side === 'LONG' ? 'bids' : 'asks';
}

/** True when the position belongs to this market and account. */
export function isPositionOf(position: VirtualPosition, market: PositionMarket, account: string | null): boolean {
  return position.src === market.src && position.pairId === market.pairId && position.openedBy === account;
}
