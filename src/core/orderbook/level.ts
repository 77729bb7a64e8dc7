/** A price level of one book side (SPEC §3): its orders, exact totals and running totals. */
import type { OrderRow } from './types';

/** A level as readers see it: a live view, valid until the side next changes. */
export interface PriceLevel {
  /** Base per 1 quote × 10^8, the key of the level. */
  readonly unitPrice: bigint;
  readonly orders: ReadonlyMap<bigint, OrderRow>;
  /** Sum of the orders' bids, in units of the token this side bids. */
  readonly totalBid: bigint;
  /** Sum of the orders' asks, in units of the token this side asks for. */
  readonly totalAsk: bigint;
  /** totalBid summed from the best level through this one. */
  readonly cumulBid: bigint;
  /** totalAsk summed from the best level through this one. */
  readonly cumulAsk: bigint;
  /** True when one of the orders belongs to the current user. */
  readonly currentUser: boolean;
}

/** The mutable level the side keeps; only `OrderBookSide` writes it. */
export class BookLevel implements PriceLevel {
  readonly orders = new Map<bigint, OrderRow>();
  totalBid = 0n;
  totalAsk = 0n;
  cumulBid = 0n;
  cumulAsk = 0n;
  /** How many of the orders are the current user's; a count keeps the flag O(1) per change. */
  userOrders = 0;

  constructor(readonly unitPrice: bigint) {}

  get currentUser(): boolean {
    return this.userOrders > 0;
  }

  /** Adds an order that is not in the level yet. */
  add(order: OrderRow, isUser: boolean): void {
    this.orders.set(order.id, order);
    this.totalBid += order.bid.amount.units;
    this.totalAsk += order.ask.amount.units;
    if (isUser) this.userOrders += 1;
  }

  /** Swaps an order for its new state at the same price (a partial fill). */
  replace(previous: OrderRow, next: OrderRow, wasUser: boolean, isUser: boolean): void {
    this.orders.set(next.id, next);
    this.totalBid += next.bid.amount.units - previous.bid.amount.units;
    this.totalAsk += next.ask.amount.units - previous.ask.amount.units;
    if (wasUser !== isUser) this.userOrders += isUser ? 1 : -1;
  }

  /** Takes an order out; the caller drops the level when it is empty. */
  remove(order: OrderRow, wasUser: boolean): void {
    this.orders.delete(order.id);
    this.totalBid -= order.bid.amount.units;
    this.totalAsk -= order.ask.amount.units;
    if (wasUser) this.userOrders -= 1;
  }

  /** Recounts the user's orders after the current user changes. */
  recountUser(account: string | null): void {
    let count = 0;
    if (account !== null) for (const order of this.orders.values()) if (order.account === account) count += 1;
    this.userOrders = count;
  }
}
