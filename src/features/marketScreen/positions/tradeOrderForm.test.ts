import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../../core/amount';
import { priceFieldText, readPriceText, shiftedPrice, tradeSummary } from './tradeOrderForm';

describe('the Trade order fields', () => {
  it('reads a price as an exact unit_price at the base token’s decimals, truncating the rest', () => {
    expect(readPriceText('0.2', 8)).toEqual({ ok: true, unitPrice: 20_000_000n });
    expect(readPriceText('0.123456789', 8)).toEqual({ ok: true, unitPrice: 12_345_678n });
    // A 4-decimal base token: prices to 4 decimals.
    expect(readPriceText('1.23456', 4)).toEqual({ ok: true, unitPrice: 123_450_000n });
    // SPEC §5: empty is 0, negative is 0 — a price the buttons then ignore.
    expect(readPriceText('', 8)).toEqual({ ok: true, unitPrice: 0n });
    expect(readPriceText('-3', 8)).toEqual({ ok: true, unitPrice: 0n });
    expect(readPriceText('1e5', 8).ok).toBe(false);
  });

  it('writes back what it reads', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n }), fc.integer({ min: 0, max: 12 }), (unitPrice, precision) => {
        const text = priceFieldText(unitPrice, precision);
        const read = readPriceText(text, precision);
        expect(read.ok && read.unitPrice).toBe(unitPrice - (unitPrice % 10n ** BigInt(8 - Math.min(8, precision))));
      }),
    );
  });

  it('shifts prices by whole percents, never to 0', () => {
    expect(shiftedPrice(20_000_000n, 5)).toBe(21_000_000n);
    expect(shiftedPrice(20_000_000n, -10)).toBe(18_000_000n);
    expect(shiftedPrice(1n, -10)).toBe(1n);
  });

  it('sums up the worth and each side’s PnL at the last price', () => {
    const summary = tradeSummary(makeAmount(1_000_000n, 4), 20_000_000n, 22_000_000n, 8);
    expect(summary).toEqual({ value: makeAmount(2_000_000_000n, 8), atLast: { long: 200_000_000n, short: -200_000_000n, fraction: 0.1 } });
    expect(tradeSummary(makeAmount(1n, 4), 20_000_000n, null, 8).atLast).toBeNull();
  });
});
