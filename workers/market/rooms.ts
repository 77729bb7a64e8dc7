/**
 * The socket rooms the worker is in (SPEC §7 "Live socket"): the selected market's book, trades and
 * candles, and the swap chart's candle room. A room call while disconnected is dropped: every room
 * is joined again on connect.
 */
import { CLIENT_EVENTS, type Subscription } from '../../src/core/live';

/** The little of the connection the rooms use: `emit` answers false when it was not sent. */
export type RoomSocket = { emit(event: string, payload: unknown): boolean };

/** Something with rooms to be in: a market feed (book, trades, klines). */
export type HasRooms = { subscriptions(): Subscription[] };

export class MarketRooms {
  constructor(private readonly socket: () => RoomSocket) {}

  /** Joins a room; false when the socket is not connected (the room is joined on connect). */
  subscribe(subscription: Subscription): boolean {
    return this.socket().emit(CLIENT_EVENTS.subscribe, subscription);
  }

  unsubscribe(subscription: Subscription): boolean {
    return this.socket().emit(CLIENT_EVENTS.unsubscribe, subscription);
  }

  /** Joins every room of a market. */
  join(target: HasRooms): void {
    for (const subscription of target.subscriptions()) this.subscribe(subscription);
  }

  /** Leaves every room of a market. */
  leave(target: HasRooms): void {
    for (const subscription of target.subscriptions()) this.unsubscribe(subscription);
  }

  /** Moves from one room to another (the chart's candle room at a new resolution). */
  move(change: { readonly leave: Subscription; readonly join: Subscription }): void {
    this.unsubscribe(change.leave);
    this.subscribe(change.join);
  }
}
