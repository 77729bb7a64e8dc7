import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arraySeries, type Candle, CandleQueue, type KlineMessage } from '../../src/core/candles';
import { HeldKlines, newerThanBase } from './heldKlines';

const BUCKET = 60;

/** A trade: how many candles after the previous trade's it lands (0: the same one), its price and volume. */
const tradeArb = fc.record({ advance: fc.integer({ min: 0, max: 2 }), price: fc.integer({ min: 1, max: 1000 }), volume: fc.integer({ min: 1, max: 500 }) });

/** What the server keeps and sends: after every trade, the whole state of the trade's candle. */
function serverRun(trades: readonly { advance: number; price: number; volume: number }[]): { states: Candle[][]; klines: KlineMessage[] } {
  const candles: Candle[] = [];
  const states: Candle[][] = [[]];
  const klines: KlineMessage[] = [];
  let time = BUCKET;
  trades.forEach((trade, index) => {
    if (index > 0) time += trade.advance * BUCKET;
    const last = candles.at(-1);
    if (last?.time === time) {
      const next = {
        time,
        open: last.open,
        high: Math.max(last.high, trade.price),
        low: Math.min(last.low, trade.price),
        close: trade.price,
        volume: last.volume + trade.volume,
      };
      candles[candles.length - 1] = next;
      klines.push({ operation: 'update', row: next });
    } else {
      const next = { time, open: trade.price, high: trade.price, low: trade.price, close: trade.price, volume: trade.volume };
      candles.push(next);
      klines.push({ operation: 'insert', row: next });
    }
    states.push(candles.map((candle) => ({ ...candle })));
  });
  return { states, klines };
}

describe('held klines merged onto the chart history', () => {
  it('ends with exactly the server’s candles, whatever came before the history, with it, or after', () => {
    fc.assert(
      fc.property(fc.array(tradeArb, { minLength: 1, maxLength: 40 }), fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), (trades, cuts) => {
        const n = trades.length;
        // Joined the room before trade `joined`; the history holds the trades before `read`; it answered once the klines before `answered` had come.
        const [joined, read, answered] = [...cuts.map((cut) => cut % (n + 1))].sort((a, b) => a - b) as [number, number, number];
        const { states, klines } = serverRun(trades);
        const chart = states[read]!.map((candle) => ({ ...candle }));
        const held = new HeldKlines();
        for (const kline of klines.slice(joined, answered)) held.hold(kline);
        const queue = new CandleQueue();
        for (const kline of held.release(chart.at(-1) ?? null)) queue.enqueue(kline);
        queue.drain(arraySeries(chart));
        for (const kline of klines.slice(answered)) queue.enqueue(kline);
        queue.drain(arraySeries(chart));
        expect(chart).toEqual(states[n]);
        expect(held.size).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a later candle and a later state of the newest, and drops an earlier state of it', () => {
    const base = { time: 120, open: 1, high: 2, low: 1, close: 2, volume: 10 };
    expect(newerThanBase({ ...base, time: 60 }, base)).toBe(false);
    expect(newerThanBase({ ...base, volume: 9 }, base)).toBe(false);
    expect(newerThanBase({ ...base, volume: 12, close: 3, high: 3 }, base)).toBe(true);
    expect(newerThanBase({ ...base, time: 180, volume: 1 }, base)).toBe(true);
    expect(newerThanBase({ ...base, volume: 1 }, null)).toBe(true);
  });
});
