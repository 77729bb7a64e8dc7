import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { fuzzParams } from '../amount/fuzz.testutil';
import { TAPE_SIZE, TradeTape } from './tape';
import type { TapeEntry } from './types';

function trade(timestamp: number, tag = 0, side: 'buy' | 'sell' = 'buy'): TapeEntry {
  const unitPrice = BigInt(500000 + tag);
  return {
    side,
    trxId: tag.toString(16).padStart(64, '0'),
    unitPrice,
    price: Number(unitPrice) / 1e8,
    amount: makeAmount(1n, 4),
    total: makeAmount(1n, 8),
    timestamp,
  };
}

describe('TradeTape', () => {
  it('keeps the newest first and reports the last price and side', () => {
    const tape = new TradeTape();
    expect(tape.last).toBeNull();
    tape.push(trade(1000, 1, 'buy'));
    tape.push(trade(2000, 2, 'sell'));
    expect(tape.latest().map((entry) => entry.timestamp)).toEqual([2000, 1000]);
    expect(tape.lastPrice).toEqual({ unitPrice: 500002n, price: 0.00500002, side: 'sell' });
  });

  it('slots a late trade in by time without changing the last price', () => {
    const tape = new TradeTape();
    tape.push(trade(1000, 1));
    tape.push(trade(3000, 3));
    tape.push(trade(2000, 2));
    expect(tape.latest().map((entry) => entry.timestamp)).toEqual([3000, 2000, 1000]);
    expect(tape.last?.timestamp).toBe(3000);
  });

  it('drops the oldest past 100, and refuses a trade older than a full tape', () => {
    const tape = new TradeTape();
    for (let i = 1; i <= TAPE_SIZE + 5; i++) tape.push(trade(i * 1000, i));
    expect(tape.size).toBe(TAPE_SIZE);
    expect(tape.at(TAPE_SIZE - 1)?.timestamp).toBe(6000);
    expect(tape.push(trade(1, 0))).toBe(false);
    expect(tape.at(TAPE_SIZE)).toBeUndefined();
  });

  it('replaces its content with fetched history, newest 100 kept', () => {
    const tape = new TradeTape();
    tape.push(trade(99_999_999, 9));
    tape.replace(Array.from({ length: 150 }, (_, i) => trade((150 - i) * 10, i)));
    expect(tape.size).toBe(TAPE_SIZE);
    expect(tape.last?.timestamp).toBe(1500);
    expect(tape.at(TAPE_SIZE - 1)?.timestamp).toBe(510);
  });

  it('always equals the newest 100 of everything pushed, whatever the arrival order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 400 }), { maxLength: 300 }), (times) => {
        const tape = new TradeTape();
        const pushed = times.map((time, arrival) => trade(time, arrival));
        for (const entry of pushed) {
          tape.push(entry);
          expect(tape.size).toBeLessThanOrEqual(TAPE_SIZE);
        }
        // Newest first; between equal times the later arrival counts as newer.
        const expected = pushed
          .map((entry, arrival) => ({ entry, arrival }))
          .sort((a, b) => b.entry.timestamp - a.entry.timestamp || b.arrival - a.arrival)
          .slice(0, TAPE_SIZE)
          .map(({ entry }) => entry);
        expect(tape.latest()).toEqual(expected);
      }),
      fuzzParams(0x7a9e, 300),
    );
  });
});
