/**
 * The price a click on the order book hands to the trade box (SPEC §2 Market screen): the exact
 * unit_price text of the level, so the form fills it without a float round trip.
 */
import { signal } from '@preact/signals-react';
import type { BookKind } from '../../core/orderbook';

/** A level picked on the book: its market, side and exact unit_price (base per 1 quote × 10^8). */
export type PickedPrice = { readonly marketId: number; readonly side: BookKind; readonly unitPrice: string };

/** The last price picked on the book, null until one is (the trade box reads it). */
export const tradeFormPrice = signal<PickedPrice | null>(null);

const UNIT_PRICE = /^[1-9][0-9]{0,38}$/;

/** Stores a picked level; a unit_price that is not a positive integer is refused (it would reach an order). */
export function pickTradePrice(price: PickedPrice): void {
  if (!UNIT_PRICE.test(price.unitPrice)) throw new RangeError(`not a unit_price: ${price.unitPrice}`);
  tradeFormPrice.value = { marketId: price.marketId, side: price.side, unitPrice: price.unitPrice };
}

/** Forgets the picked price (another market is shown). */
export function clearTradePrice(): void {
  tradeFormPrice.value = null;
}
