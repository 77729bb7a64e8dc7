import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceFieldText, priceOfAmounts, readPriceField, sanitizePriceText } from './price';

describe('readPriceField', () => {
  it('reads typed prices exactly as fractions', () => {
    expect(readPriceField('200')).toEqual({ price: { numerator: 200n, denominator: 1n }, error: null });
    expect(readPriceField('0.005')).toEqual({ price: { numerator: 5n, denominator: 1000n }, error: null });
    expect(readPriceField('.5').price).toEqual({ numerator: 5n, denominator: 10n });
    expect(readPriceField('')).toEqual({ price: null, error: null });
  });

  it('refuses zero, junk and too many decimals with a reason at the field', () => {
    expect(readPriceField('0.000').error).toBe('The price must be above 0');
    expect(readPriceField('.').error).toBe('Enter a price like 200 or 0.005');
    expect(readPriceField('1e5').error).toBe('Enter a price like 200 or 0.005');
    expect(readPriceField('1.2.3').error).toBe('Enter a price like 200 or 0.005');
    expect(readPriceField(`0.${'1'.repeat(19)}`).error).toBe('A price has at most 18 decimals');
  });

  it('never throws, and any sanitized text reads as a price or a reason', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const field = readPriceField(sanitizePriceText(text));
        return field.price === null || (field.price.numerator > 0n && field.price.denominator > 0n && field.error === null);
      }),
    );
  });
});

describe('priceFieldText', () => {
  it('writes a price rounded down to the display ladder, without trailing zeros', () => {
    expect(priceFieldText(priceOfAmounts(1_200_000_000n, 24_000_000n, 8, 4))).toBe('200');
    expect(priceFieldText({ numerator: 1n, denominator: 3n })).toBe('0.33333333');
    expect(priceFieldText({ numerator: 2n, denominator: 3n * 10n ** 6n })).toBe('0.00000066666666');
  });

  it('reads back as at most the price it came from, within one unit of its last decimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 15n }), (numerator, denominator) => {
        const read = readPriceField(priceFieldText({ numerator, denominator })).price;
        if (read === null) return numerator * 10n ** 16n < denominator; // below the ladder's last decimal
        return read.numerator * denominator <= numerator * read.denominator;
      }),
    );
  });
});
