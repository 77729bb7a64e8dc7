import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { pnlFraction, pnlUnits, valueAt } from './pnl';

const tlm = (units: bigint) => makeAmount(units, 4);

describe('a position’s worth and PnL', () => {
  it('values 1999.9560 TLM at 0.00500012 WAX as 10.00000199 WAX (rounded down from 10.000001994…)', () => {
    expect(valueAt(tlm(19_999_560n), 500_012n, 8)).toEqual(makeAmount(1_000_001_999n, 8));
  });

  it('gains on a LONG when the price rises and on a SHORT when it falls, by amount × move', () => {
    // 100 TLM entered at 0.2 WAX; the last price is 0.25 WAX: 5 WAX either way.
    expect(pnlUnits('LONG', tlm(1_000_000n), 20_000_000n, 25_000_000n, 8)).toBe(500_000_000n);
    expect(pnlUnits('SHORT', tlm(1_000_000n), 20_000_000n, 25_000_000n, 8)).toBe(-500_000_000n);
    expect(pnlFraction('LONG', 20_000_000n, 25_000_000n)).toBe(0.25);
    expect(pnlFraction('SHORT', 20_000_000n, 25_000_000n)).toBe(-0.25);
    expect(pnlFraction('LONG', 0n, 25_000_000n)).toBeNull();
  });

  it('is the difference of the worth at the last price and at the entry, give or take a unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        (units, entry, last) => {
          const amount = tlm(units);
          const difference = valueAt(amount, last, 8).units - valueAt(amount, entry, 8).units;
          const long = pnlUnits('LONG', amount, entry, last, 8);
          expect(long - difference <= 1n && difference - long <= 1n).toBe(true);
          expect(pnlUnits('SHORT', amount, entry, last, 8)).toBe(-long);
        },
      ),
    );
  });
});
