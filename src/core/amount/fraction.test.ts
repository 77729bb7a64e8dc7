import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from './amount';
import { fractionOfAmount, maxAmount, minimumReceived, percentOfAmount, unitsLessSlippageRoundedDown } from './fraction';

const tlm = (units: bigint) => makeAmount(units, 4);

describe('percentOfAmount', () => {
  it('rounds down to the token precision', () => {
    expect(percentOfAmount(tlm(10001n), 50)).toEqual(tlm(5000n));
    expect(percentOfAmount(tlm(3n), 25)).toEqual(tlm(0n));
    expect(percentOfAmount(tlm(99999n), 75)).toEqual(tlm(74999n));
  });

  it('gives the whole balance at 100 and nothing at 0', () => {
    expect(percentOfAmount(tlm(12345n), 100)).toEqual(tlm(12345n));
    expect(percentOfAmount(tlm(12345n), 0)).toEqual(tlm(0n));
  });

  it('refuses fractional or out-of-range percents', () => {
    expect(() => percentOfAmount(tlm(1n), 50.5)).toThrow(/whole number/);
    expect(() => percentOfAmount(tlm(1n), 101)).toThrow(RangeError);
    expect(() => percentOfAmount(tlm(1n), -1)).toThrow(RangeError);
  });

  it('treats a negative balance as nothing to spend', () => {
    expect(percentOfAmount(tlm(-100n), 50)).toEqual(tlm(0n));
  });
});

describe('fractionOfAmount', () => {
  it('takes basis points for finer steps', () => {
    expect(fractionOfAmount(tlm(10000n), 3333n, 10000n)).toEqual(tlm(3333n));
    expect(fractionOfAmount(tlm(7n), 1n, 3n)).toEqual(tlm(2n));
  });

  it('refuses fractions outside 0..1', () => {
    expect(() => fractionOfAmount(tlm(1n), 3n, 2n)).toThrow(/between 0 and 1/);
    expect(() => fractionOfAmount(tlm(1n), 1n, 0n)).toThrow(RangeError);
    expect(() => fractionOfAmount(tlm(1n), -1n, 2n)).toThrow(RangeError);
  });
});

describe('maxAmount', () => {
  it('fills in the whole balance', () => {
    expect(maxAmount(makeAmount(123_456_789n, 8))).toEqual(makeAmount(123_456_789n, 8));
  });

  it('never offers a negative amount', () => {
    expect(maxAmount(tlm(-5n))).toEqual(tlm(0n));
  });
});

describe('minimumReceived (SPEC §5)', () => {
  it('keeps (10000 − slippage)/10000 of the quote, rounded down', () => {
    expect(minimumReceived(tlm(10000n), 50)).toEqual(tlm(9950n));
    expect(minimumReceived(tlm(12345n), 50)).toEqual(tlm(12283n));
    expect(minimumReceived(makeAmount(1n, 0), 1)).toEqual(makeAmount(0n, 0));
  });

  it('keeps the quote at zero slippage and nothing at 100 percent', () => {
    expect(minimumReceived(tlm(12345n), 0)).toEqual(tlm(12345n));
    expect(minimumReceived(tlm(12345n), 10000)).toEqual(tlm(0n));
  });

  it('refuses slippage that is not clamped and negative quotes', () => {
    expect(() => minimumReceived(tlm(1n), 10001)).toThrow(/Slippage/);
    expect(() => minimumReceived(tlm(1n), 0.5)).toThrow(RangeError);
    expect(() => minimumReceived(tlm(-1n), 50)).toThrow(/negative/);
  });
});

describe('unitsLessSlippageRoundedDown', () => {
  it('is the greatest whole number of units whose shortfall is at least the slippage', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 62n }), fc.integer({ min: 0, max: 10_000 }), (units, slippage) => {
        const kept = unitsLessSlippageRoundedDown(units, slippage);
        // kept / units ≤ (10000 − s) / 10000 < (kept + 1) / units, in integers.
        expect(kept * 10_000n <= units * BigInt(10_000 - slippage)).toBe(true);
        expect((kept + 1n) * 10_000n > units * BigInt(10_000 - slippage)).toBe(true);
        expect(minimumReceived(makeAmount(units, 8), slippage).units).toBe(kept);
      }),
    );
  });

  it('refuses a slippage outside 0..10000 or a negative amount', () => {
    expect(() => unitsLessSlippageRoundedDown(1n, -1)).toThrow(RangeError);
    expect(() => unitsLessSlippageRoundedDown(1n, 10_001)).toThrow(RangeError);
    expect(() => unitsLessSlippageRoundedDown(-1n, 50)).toThrow(/negative/);
  });
});
