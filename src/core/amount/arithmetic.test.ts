import { describe, expect, it } from 'vitest';
import { makeAmount, MAX_UNITS } from './amount';
import { addAmounts, compareAmounts, isZeroAmount, rescale, subAmounts } from './arithmetic';

const tlm = (units: bigint) => makeAmount(units, 4);

describe('add, subtract, compare', () => {
  it('work on units at the shared precision', () => {
    expect(addAmounts(tlm(15000n), tlm(1n))).toEqual(tlm(15001n));
    expect(subAmounts(tlm(1n), tlm(15000n))).toEqual(tlm(-14999n));
    expect(compareAmounts(tlm(2n), tlm(10n))).toBe(-1);
    expect(compareAmounts(tlm(10n), tlm(10n))).toBe(0);
    expect(compareAmounts(tlm(11n), tlm(10n))).toBe(1);
  });

  it('refuse amounts of different precisions', () => {
    const wax = makeAmount(1n, 8);
    expect(() => addAmounts(tlm(1n), wax)).toThrow(/precision 4 and 8/);
    expect(() => subAmounts(tlm(1n), wax)).toThrow(RangeError);
    expect(() => compareAmounts(tlm(1n), wax)).toThrow(RangeError);
  });

  it('refuse a sum beyond int64', () => {
    expect(() => addAmounts(tlm(MAX_UNITS), tlm(1n))).toThrow(/int64/);
  });

  it('tell zero apart', () => {
    expect(isZeroAmount(tlm(0n))).toBe(true);
    expect(isZeroAmount(tlm(-1n))).toBe(false);
  });
});

describe('rescale', () => {
  it('adds zero decimals when the precision grows', () => {
    expect(rescale(tlm(12345n), 8)).toEqual(makeAmount(123_450_000n, 8));
  });

  it('truncates toward zero when the precision shrinks', () => {
    expect(rescale(makeAmount(199_999_999n, 8), 4)).toEqual(tlm(19999n));
    expect(rescale(makeAmount(-199_999_999n, 8), 4)).toEqual(tlm(-19999n));
    expect(rescale(makeAmount(999n, 3), 0)).toEqual(makeAmount(0n, 0));
  });

  it('refuses a result beyond int64 and a bad precision', () => {
    expect(() => rescale(makeAmount(MAX_UNITS, 0), 1)).toThrow(/int64/);
    expect(() => rescale(tlm(1n), 19)).toThrow(/Precision/);
  });
});
