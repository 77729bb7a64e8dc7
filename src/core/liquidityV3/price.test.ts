import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSqrtRatioAtTick, MAX_TICK, MIN_TICK, tickToPrice } from '../v3';
import { invertPrice, parsePriceText, priceAtSqrt, quickRangePrices } from './price';

const less = (a: { numerator: bigint; denominator: bigint }, b: { numerator: bigint; denominator: bigint }) =>
  a.numerator * b.denominator < b.numerator * a.denominator;

describe('parsePriceText', () => {
  it('reads decimals exactly, whatever the digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.nat({ max: 20 }), (units, decimals) => {
        const digits = units.toString().padStart(decimals + 1, '0');
        const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
        const price = parsePriceText(text);
        expect(price).not.toBeNull();
        expect(price!.numerator * 10n ** BigInt(decimals)).toBe(units * price!.denominator);
      }),
    );
  });

  it('refuses what is not a positive decimal', () => {
    for (const text of ['', '0', '0.000', '-1', '1e3', 'abc', '1.2.3', '∞']) expect(parsePriceText(text)).toBeNull();
    expect(parsePriceText('.5')).toEqual({ numerator: 5n, denominator: 10n });
    expect(parsePriceText('0,25')).toEqual({ numerator: 25n, denominator: 100n });
  });
});

describe('quickRangePrices', () => {
  it('brackets the price, and inverting twice gives the price back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 24n }), fc.bigInt({ min: 1n, max: 10n ** 24n }), fc.integer({ min: 1, max: 99 }), (n, d, percent) => {
        const price = { numerator: n, denominator: d };
        const { lower, upper } = quickRangePrices(price, percent);
        expect(less(lower, price) && less(price, upper)).toBe(true);
        expect(invertPrice(invertPrice(price))).toEqual(price);
      }),
    );
  });
});

describe('priceAtSqrt', () => {
  it('equals the reference tickToPrice on every tick', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_TICK, max: MAX_TICK }), fc.nat({ max: 12 }), fc.nat({ max: 12 }), (tick, pA, pB) => {
        expect(priceAtSqrt(getSqrtRatioAtTick(tick), pA, pB)).toEqual(tickToPrice(tick, pA, pB));
      }),
    );
  });
});
