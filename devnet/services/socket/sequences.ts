/** Delta numbers per market side (DESIGN §4): each side counts its own deltas from 1. */
import type { BookTable } from '../../../src/core/orderbook';

export class SideSequences {
  private readonly last = new Map<string, number>();

  /** The number of the side's latest delta, 0 before any (what a snapshot taken now is "at"). */
  current(marketId: number, table: BookTable): number {
    return this.last.get(`${marketId}:${table}`) ?? 0;
  }

  /** Numbers the next delta of the side. */
  next(marketId: number, table: BookTable): number {
    const key = `${marketId}:${table}`;
    const seq = (this.last.get(key) ?? 0) + 1;
    this.last.set(key, seq);
    return seq;
  }
}
