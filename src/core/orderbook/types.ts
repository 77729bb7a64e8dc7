/** Shared shapes of the order-book market (SPEC §3 "Order-book side", NOTES "Alcor order book"). */
import type { AssetParts } from '../amount';
import type { BookMarket, Token } from '../domain';

/** The two on-chain tables of an order-book market, one per side. */
export type BookTable = 'buyorder' | 'sellorder';
/** A side of the book: bids are the buy orders, asks the sell orders. */
export type BookKind = 'bids' | 'asks';

/**
 * One resting order, as the `buyorder`/`sellorder` row carries it, checked and exact.
 * A buy order bids the base token and asks the quote token; a sell order the other way round.
 */
export type OrderRow = {
  /** uint64 primary key, unique within its table. */
  readonly id: bigint;
  readonly account: string;
  /** What the order gives (still unfilled). */
  readonly bid: AssetParts;
  /** What the order asks for in return. */
  readonly ask: AssetParts;
  /** Base per 1 quote × 10^8 (uint128). */
  readonly unitPrice: bigint;
  /** Unix seconds when the order was placed. */
  readonly timestamp: number;
};

/** 10^8: unit_price is base per 1 quote scaled by this (SPEC §9 "Price scale"). */
export const PRICE_SCALE = 100_000_000n;

/** The token an order of this side bids (gives) and the token it asks for. */
export function sideSymbols(kind: BookKind, market: BookMarket): { bid: Token; ask: Token } {
  return kind === 'bids' ? { bid: market.base, ask: market.quote } : { bid: market.quote, ask: market.base };
}
