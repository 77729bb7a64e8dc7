import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { limitFillPayout, limitUnitPrice } from './price';
import { limitPairKey } from './pairHash';
import { sha256Text } from './sha256';

describe('limitUnitPrice', () => {
  it('prices one whole bid token in ask tokens with 18 decimals, rounded down', () => {
    // 12 WAX for 2400 TLM: one WAX is 200 TLM.
    expect(limitUnitPrice(1_200_000_000n, 24_000_000n, 8, 4)).toBe(200n * 10n ** 18n);
    // 2400 TLM for 12 WAX: one TLM is 0.005 WAX.
    expect(limitUnitPrice(24_000_000n, 1_200_000_000n, 4, 8)).toBe(5n * 10n ** 15n);
    expect(limitUnitPrice(3n, 1n, 0, 0)).toBe(333_333_333_333_333_333n);
    expect(() => limitUnitPrice(0n, 1n, 4, 4)).toThrow(RangeError);
  });
});

describe('limitFillPayout', () => {
  const order = { initialBid: 1_000n, initialAsk: 3_000n, bid: 1_000n, ask: 3_000n };

  it('pays in proportion to the opening amounts and exactly the rest on the last fill', () => {
    expect(limitFillPayout(order, 1_000n)).toBe(333n);
    const after = { ...order, bid: 667n, ask: 2_000n };
    expect(limitFillPayout(after, 1_000n)).toBe(333n);
    expect(limitFillPayout({ ...order, bid: 334n, ask: 1_000n }, 1_000n)).toBe(334n);
    expect(limitFillPayout(order, 0n)).toBe(0n);
    expect(() => limitFillPayout(order, 3_001n)).toThrow(RangeError);
  });

  it('sums to the whole bid over any sequence of partial fills', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { maxLength: 8 }),
        (initialBid, initialAsk, fills) => {
          let state = { initialBid, initialAsk, bid: initialBid, ask: initialAsk };
          let paidOut = 0n;
          for (const want of [...fills, initialAsk]) {
            const paid = want < state.ask ? want : state.ask;
            const out = limitFillPayout(state, paid);
            if (out < 0n || out > state.bid) return false;
            paidOut += out;
            state = { ...state, bid: state.bid - out, ask: state.ask - paid };
            if (state.ask === 0n) break;
          }
          return paidOut === initialBid && state.bid === 0n && state.ask === 0n;
        },
      ),
    );
  });
});

describe('limitPairKey', () => {
  it('is sha256 of "<bid id>-<ask id>-<owner>"', () => {
    expect(limitPairKey(0n, 3n, 'alice')).toBe(sha256Text('0-3-alice'));
    expect(limitPairKey(0n, 3n, 'alice')).toMatch(/^[0-9a-f]{64}$/);
    expect(limitPairKey(3n, 0n, 'alice')).not.toBe(limitPairKey(0n, 3n, 'alice'));
  });
});
