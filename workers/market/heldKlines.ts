/**
 * The chart's history and the live candle room are asked at the same time, so klines can arrive
 * before the history does. They are held until the history hands over its newest candle, then
 * merged onto it: a kline is a candle's whole state, not a change, so one of an older candle than
 * the history's newest is already in it, and one of the same candle with less volume is an earlier
 * state of it (a candle's volume only grows as trades land). What is left is newer than the history
 * and goes to the candle queue. docs/performance.md, "The book's chain", states the rule.
 */
import { type Candle, type KlineMessage, MAX_QUEUED_CANDLES } from '../../src/core/candles';

/** Klines that came before the chart's history: at most MAX_QUEUED_CANDLES, the newest kept. */
export class HeldKlines {
  private held: KlineMessage[] = [];

  get size(): number {
    return this.held.length;
  }

  hold(message: KlineMessage): void {
    if (this.held.length >= MAX_QUEUED_CANDLES) this.held.shift();
    this.held.push(message);
  }

  clear(): void {
    this.held = [];
  }

  /** Hands over what the history `base` (its newest candle, null: none) does not hold yet, in arrival order, and forgets the rest. */
  release(base: Candle | null): KlineMessage[] {
    const newer = this.held.filter((message) => newerThanBase(message.row, base));
    this.held = [];
    return newer;
  }
}

/** True when a held kline's candle is newer than the history's newest: a later candle, or a later state of the same one. */
export function newerThanBase(row: Candle, base: Candle | null): boolean {
  if (base === null || row.time > base.time) return true;
  return row.time === base.time && row.volume >= base.volume;
}
