import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RouteBookLevel, makeBookWalk } from './bookWalk';
import { levels } from './fixtures.testutil';

// WAX (8 decimals) is the base, TLM (4) the quote. Bids give WAX and want TLM.
const bids = levels([
  [500_000n, 500_000_000n, 10_000_000n], // 5 WAX for 1000 TLM at 0.005
  [400_000n, 800_000_000n, 20_000_000n], // 8 WAX for 2000 TLM at 0.004
]);
// Asks give TLM and want WAX.
const asks = levels([
  [600_000n, 10_000_000n, 600_000_000n], // 1000 TLM for 6 WAX at 0.006
  [700_000n, 10_000_000n, 700_000_000n], // 1000 TLM for 7 WAX at 0.007
]);

describe('makeBookWalk', () => {
  it('takes whole levels for their totals and the last one partly', () => {
    const sellTlm = makeBookWalk(bids, 'bids', 8, 4);
    expect(sellTlm(10_000_000n)).toBe(500_000_000n);
    // 1500 TLM: the first level whole, then 500 TLM at 0.004 = 2 WAX.
    expect(sellTlm(15_000_000n)).toBe(700_000_000n);
    expect(sellTlm(30_000_000n)).toBe(1_300_000_000n);
    expect(sellTlm(0n)).toBe(0n);
  });

  it('walks the asks when selling the base', () => {
    const sellWax = makeBookWalk(asks, 'asks', 8, 4);
    // 3 WAX at 0.006 WAX per TLM = 500 TLM.
    expect(sellWax(300_000_000n)).toBe(5_000_000n);
    // 6 WAX take the first level, 3.5 more WAX buy 500 TLM at 0.007.
    expect(sellWax(950_000_000n)).toBe(15_000_000n);
  });

  it('answers null when the side cannot absorb the input', () => {
    expect(makeBookWalk(bids, 'bids', 8, 4)(30_000_001n)).toBeNull();
    expect(makeBookWalk([], 'asks', 8, 4)(1n)).toBeNull();
  });

  it('rounds a partial fill in the book’s favour when the unit price rounds up', () => {
    // NOTES: 10 WAX for 1999.9560 TLM is unit price 500012 (0.00500011… rounded up).
    const walk = makeBookWalk(levels([[500_012n, 1_000_000_000n, 19_999_560n]]), 'bids', 8, 4);
    // 1000 TLM: the orders' own ratio gives 5.00011000 WAX, the unit price would give 5.00012000.
    expect(walk(10_000_000n)).toBe(500_011_000n);
  });

  it('refuses misordered or empty levels', () => {
    expect(() => makeBookWalk([...bids].reverse(), 'bids', 8, 4)).toThrow(/best first/);
    expect(() => makeBookWalk([...asks].reverse(), 'asks', 8, 4)).toThrow(/best first/);
    expect(() => makeBookWalk(levels([[1n, 0n, 1n]]), 'bids', 8, 4)).toThrow(/positive/);
    expect(() => makeBookWalk(bids, 'bids', 8, 4)(-1n)).toThrow(RangeError);
  });

  it('matches a level-by-level walk for any book and amount', () => {
    const naive = (side: readonly RouteBookLevel[], name: 'bids' | 'asks', amountIn: bigint): bigint | null => {
      let rest = amountIn;
      let out = 0n;
      for (const level of side) {
        if (rest === 0n) break;
        if (rest >= level.ask) {
          out += level.bid;
          rest -= level.ask;
          continue;
        }
        const byRatio = (rest * level.bid) / level.ask;
        const byPrice =
          name === 'bids' ? (rest * level.unitPrice * 10n ** 8n) / (10n ** 8n * 10n ** 4n) : (rest * 10n ** 8n * 10n ** 4n) / (level.unitPrice * 10n ** 8n);
        out += byRatio < byPrice ? byRatio : byPrice;
        rest = 0n;
      }
      return rest === 0n ? out : null;
    };
    const level = fc.record({ step: fc.bigInt(1n, 50_000n), bid: fc.bigInt(1n, 10n ** 12n), ask: fc.bigInt(1n, 10n ** 9n) });
    fc.assert(
      fc.property(fc.array(level, { maxLength: 30 }), fc.constantFrom<'bids' | 'asks'>('bids', 'asks'), fc.bigInt(0n, 10n ** 10n), (rows, name, amountIn) => {
        let price = name === 'bids' ? 2_000_000_000n : 1n;
        const side = rows.map(({ step, bid, ask }) => {
          price = name === 'bids' ? price - step : price + step;
          return { unitPrice: price, bid, ask };
        });
        expect(makeBookWalk(side, name, 8, 4)(amountIn)).toBe(naive(side, name, amountIn));
      }),
      { numRuns: 300 },
    );
  });
});
