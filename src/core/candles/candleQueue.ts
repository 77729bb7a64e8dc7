/**
 * Realtime candles are queued and applied on a tick (SPEC §4 "Chart", §9: every 500 ms). The
 * caller owns the timer and calls `drain` on each tick; the queue holds no clock of its own.
 */
import type { Candle, KlineMessage } from './kline';

/** SPEC §9 "Candle queue tick". */
export const CANDLE_TICK_MS = 500;
/** Messages kept between ticks; past this the oldest go (a stalled tab must not grow without bound). */
export const MAX_QUEUED_CANDLES = 5_000;

/** What the queue writes to: the chart's series, or a worker's copy of it. */
export interface CandleSeries {
  /** The newest candle, or null when the series is empty. */
  last(): Candle | null;
  /** Rewrites the newest candle (same time). */
  replaceLast(candle: Candle): void;
  /** Adds a candle newer than the newest. */
  append(candle: Candle): void;
}

/** A change the drain made, for a worker to forward to the chart (`series.update(candle)`). */
export type CandleChange = { readonly kind: 'replace' | 'append'; readonly candle: Candle };

export class CandleQueue {
  private pending: KlineMessage[] = [];

  /** Messages waiting for the next tick. */
  get size(): number {
    return this.pending.length;
  }

  /** Queues a checked message until the next tick. */
  enqueue(message: KlineMessage): void {
    if (this.pending.length >= MAX_QUEUED_CANDLES) this.pending.shift();
    this.pending.push(message);
  }

  /** Drops everything queued (market or resolution change). */
  clear(): void {
    this.pending = [];
  }

  /**
   * Applies the queued messages in time order (arrival order between equal times): an update
   * rewrites the newest candle only when its time matches; an insert appends a newer candle,
   * rewrites the newest at the same time, and is ignored when older. Returns what changed.
   */
  drain(series: CandleSeries): CandleChange[] {
    const messages = this.pending;
    this.pending = [];
    messages.sort((a, b) => a.row.time - b.row.time);
    const changes: CandleChange[] = [];
    for (const { operation, row } of messages) {
      const last = series.last();
      if (last !== null && row.time === last.time) {
        series.replaceLast(row);
        changes.push({ kind: 'replace', candle: row });
      } else if (operation === 'insert' && (last === null || row.time > last.time)) {
        series.append(row);
        changes.push({ kind: 'append', candle: row });
      }
    }
    return changes;
  }
}

/** A series over a plain array (a worker's candle history, or tests). */
export function arraySeries(candles: Candle[]): CandleSeries {
  return {
    last: () => candles[candles.length - 1] ?? null,
    replaceLast: (candle) => {
      candles[candles.length - 1] = candle;
    },
    append: (candle) => {
      candles.push(candle);
    },
  };
}
