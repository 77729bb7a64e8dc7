import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { arraySeries, CandleQueue, MAX_QUEUED_CANDLES } from './candleQueue';
import type { Candle, KlineMessage } from './kline';

const candle = (time: number, close = 1): Candle => ({ time, open: 1, high: Math.max(1, close), low: Math.min(1, close), close, volume: 0 });
const msg = (operation: 'update' | 'insert', time: number, close = 1): KlineMessage => ({ operation, row: candle(time, close) });

describe('CandleQueue', () => {
  it('holds messages until the tick, then applies them in time order', () => {
    const candles = [candle(60)];
    const queue = new CandleQueue();
    queue.enqueue(msg('insert', 180));
    queue.enqueue(msg('insert', 120));
    expect(candles).toHaveLength(1);
    const changes = queue.drain(arraySeries(candles));
    expect(candles.map((c) => c.time)).toEqual([60, 120, 180]);
    expect(changes.map((change) => change.kind)).toEqual(['append', 'append']);
    expect(queue.size).toBe(0);
  });

  it('lets an update change only the newest candle, and only at its time', () => {
    const candles = [candle(60), candle(120)];
    const queue = new CandleQueue();
    queue.enqueue(msg('update', 60, 5));
    queue.enqueue(msg('update', 180, 5));
    queue.enqueue(msg('update', 120, 7));
    queue.drain(arraySeries(candles));
    expect(candles).toEqual([candle(60), candle(120, 7)]);
  });

  it('ignores an insert older than the newest candle and rewrites one at the same time', () => {
    const candles = [candle(120)];
    const queue = new CandleQueue();
    queue.enqueue(msg('insert', 60, 3));
    queue.enqueue(msg('insert', 120, 4));
    expect(queue.drain(arraySeries(candles))).toEqual([{ kind: 'replace', candle: candle(120, 4) }]);
    expect(candles).toEqual([candle(120, 4)]);
  });

  it('keeps arrival order between equal times, so an update after its insert wins', () => {
    const candles: Candle[] = [];
    const queue = new CandleQueue();
    queue.enqueue(msg('insert', 60, 2));
    queue.enqueue(msg('update', 60, 3));
    queue.drain(arraySeries(candles));
    expect(candles).toEqual([candle(60, 3)]);
  });

  it('keeps at most MAX_QUEUED_CANDLES between ticks, dropping the oldest', () => {
    const queue = new CandleQueue();
    for (let i = 0; i <= MAX_QUEUED_CANDLES; i++) queue.enqueue(msg('insert', i * 60));
    expect(queue.size).toBe(MAX_QUEUED_CANDLES);
    const candles: Candle[] = [];
    queue.drain(arraySeries(candles));
    expect(candles[0]?.time).toBe(60);
  });

  it('leaves the series strictly increasing and equal to applying the sorted messages one by one', () => {
    const messageArb = fc.tuple(fc.constantFrom<'update' | 'insert'>('update', 'insert'), fc.nat({ max: 30 }), fc.integer({ min: 1, max: 9 }));
    fc.assert(
      fc.property(fc.array(fc.array(messageArb, { maxLength: 12 }), { maxLength: 6 }), (ticks) => {
        const candles: Candle[] = [];
        const reference: Candle[] = [];
        const queue = new CandleQueue();
        for (const tick of ticks) {
          const messages = tick.map(([operation, slot, close]) => msg(operation, slot * 60, close));
          for (const message of messages) queue.enqueue(message);
          queue.drain(arraySeries(candles));
          // Reference: the SPEC §4 rules, one sorted message at a time, on a plain array.
          for (const { operation, row } of [...messages].sort((a, b) => a.row.time - b.row.time)) {
            const last = reference[reference.length - 1];
            if (last && last.time === row.time) reference[reference.length - 1] = row;
            else if (operation === 'insert' && (!last || row.time > last.time)) reference.push(row);
          }
          expect(candles).toEqual(reference);
          for (let i = 1; i < candles.length; i++) expect(candles[i]!.time).toBeGreaterThan(candles[i - 1]!.time);
        }
      }),
      fuzzParams(0xca9d1e, 500),
    );
  });
});
