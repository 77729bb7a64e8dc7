import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeAmount } from '../amount';
import { orderUnitPrice } from '../actions/orderbook';
import { baseForQuote, baseForQuoteUp, parseUnitPrice, priceOfUnitPrice, quoteForBase, unitPriceOfPrice } from './price';

const WAX_TLM = { base: 8, quote: 4 };

describe('unit prices and typed prices', () => {
  it('reads a typed price at the base precision as base per quote × 10^8', () => {
    expect(unitPriceOfPrice(makeAmount(20_000_000n, 8))).toBe(20_000_000n);
    expect(unitPriceOfPrice(makeAmount(2_000n, 4))).toBe(20_000_000n);
    expect(unitPriceOfPrice(makeAmount(123_456_789_012n, 10))).toBe(1_234_567_890n);
    expect(priceOfUnitPrice(500_012n, 8)).toEqual(makeAmount(500_012n, 8));
    expect(priceOfUnitPrice(500_012n, 4)).toEqual(makeAmount(50n, 4));
  });

  it('takes only whole unit prices from 1 to 2^64-1', () => {
    expect(parseUnitPrice('500012')).toBe(500_012n);
    for (const text of ['0', '-1', '1.5', '', ' 5', '018', '18446744073709551616']) expect(parseUnitPrice(text)).toBeNull();
    expect(parseUnitPrice('18446744073709551615')).toBe((1n << 64n) - 1n);
  });
});

describe('amounts at a price', () => {
  it('gives Alcor’s example back: 1999.9560 TLM at 500012 is 10.00001999 WAX, rounded down', () => {
    expect(baseForQuote(19_999_560n, 500_012n, WAX_TLM)).toBe(1_000_001_999n);
    expect(orderUnitPrice(1_000_001_999n, 19_999_560n, 8, 4)).toBe(500_012n);
  });

  it('rounds down for the order and up only when asked', () => {
    expect(baseForQuote(3n, 1n, WAX_TLM)).toBe(0n);
    expect(baseForQuoteUp(3n, 1n, WAX_TLM)).toBe(1n);
    expect(quoteForBase(1_200_000_000n, 20_000_000n, WAX_TLM)).toBe(600_000n);
    expect(baseForQuote(0n, 5n, WAX_TLM)).toBe(0n);
    expect(quoteForBase(5n, 0n, WAX_TLM)).toBe(0n);
  });

  it('keeps the order’s unit_price at the typed price once the quote is a whole step (10^4 units here)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10_000n, max: 10n ** 14n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (quote, unitPrice) => {
        const base = baseForQuote(quote, unitPrice, WAX_TLM);
        return base === 0n || orderUnitPrice(base, quote, 8, 4) === unitPrice;
      }),
    );
  });

  it('never spends more than a total pays for', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 16n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (total, unitPrice) => {
        const quote = quoteForBase(total, unitPrice, WAX_TLM);
        return baseForQuote(quote, unitPrice, WAX_TLM) <= total;
      }),
    );
  });
});
