import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeBookWalk } from '../../swapRouting/bookWalk';
import { byPriceKey, crosses, feeOf, makerPayout, MAX_UNIT_PRICE, orderUnitPrice, restingAsk, type BookSide } from './pricing';

describe('orderUnitPrice', () => {
  it('gives Alcor’s 500012 for 10 WAX against 1999.9560 TLM, rounding up', () => {
    expect(orderUnitPrice(1_000_000_000n, 19_999_560n, 8, 4)).toBe(500_012n);
    expect(orderUnitPrice(3_500_000_000n, 50_000_000n, 8, 4)).toBe(700_000n);
    expect(orderUnitPrice(1n, 10n ** 18n, 8, 4)).toBe(1n);
  });

  it('refuses empty amounts', () => {
    expect(() => orderUnitPrice(0n, 1n, 8, 4)).toThrow(RangeError);
    expect(() => orderUnitPrice(1n, 0n, 8, 4)).toThrow(RangeError);
  });
});

describe('makerPayout', () => {
  const sell = { bid: 20_000_000n, ask: 1_000_000_000n, unitPrice: 500_000n }; // 2000.0000 TLM for 10 WAX

  it('pays the whole bid for the whole ask, and a rounded-down share for less', () => {
    expect(makerPayout(sell, 'sell', 1_000_000_000n, 8, 4)).toBe(20_000_000n);
    expect(makerPayout(sell, 'sell', 2_000_000_000n, 8, 4)).toBe(20_000_000n);
    expect(makerPayout(sell, 'sell', 250_000_000n, 8, 4)).toBe(5_000_000n);
    expect(makerPayout(sell, 'sell', 1n, 8, 4)).toBe(0n);
    const buy = { bid: 1_000_000_000n, ask: 19_999_560n, unitPrice: 500_012n };
    // By ratio 0.50001100 WAX, by unit price 0.50001200 WAX: the ratio is lower and caps the payout.
    expect(makerPayout(buy, 'buy', 1_000_000n, 8, 4)).toBe(50_001_100n);
  });

  const orderArb = fc.record({
    bid: fc.bigInt({ min: 1n, max: 10n ** 15n }),
    ask: fc.bigInt({ min: 1n, max: 10n ** 15n }),
    side: fc.constantFrom<BookSide>('buy', 'sell'),
  });

  it('never pays more than the order holds, and pays more for more', () => {
    fc.assert(
      fc.property(orderArb, fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: 10n ** 15n }), ({ bid, ask, side }, a, b) => {
        const [base, quote] = side === 'buy' ? [bid, ask] : [ask, bid];
        const order = { bid, ask, unitPrice: orderUnitPrice(base, quote, 8, 4) };
        const [lo, hi] = a < b ? [a, b] : [b, a];
        const low = makerPayout(order, side, lo, 8, 4);
        const high = makerPayout(order, side, hi, 8, 4);
        return low <= high && high <= bid && (lo >= ask ? low === bid : low * ask <= lo * bid);
      }),
    );
  });

  it('agrees with the app’s book walk on a one-order level', () => {
    fc.assert(
      fc.property(orderArb, fc.bigInt({ min: 0n, max: 10n ** 15n }), ({ bid, ask, side }, restSeed) => {
        const [base, quote] = side === 'buy' ? [bid, ask] : [ask, bid];
        const unitPrice = orderUnitPrice(base, quote, 8, 4);
        const rest = restSeed % (ask + 1n);
        const walk = makeBookWalk([{ unitPrice, bid, ask }], side === 'buy' ? 'bids' : 'asks', 8, 4);
        return walk(rest) === makerPayout({ bid, ask, unitPrice }, side, rest, 8, 4);
      }),
    );
  });
});

describe('restingAsk and feeOf', () => {
  it('rounds the remainder’s ask up for its owner', () => {
    expect(restingAsk(600_000_000n, 1_200_000_000n, 24_000_000n)).toBe(12_000_000n);
    expect(restingAsk(1n, 3n, 10n)).toBe(4n);
    expect(() => restingAsk(1n, 0n, 1n)).toThrow(RangeError);
  });

  it('rounds fees up, in the contract’s favour', () => {
    expect(feeOf(10_000n, 25)).toBe(25n);
    expect(feeOf(1n, 25)).toBe(1n);
    expect(feeOf(0n, 25)).toBe(0n);
    expect(feeOf(123_456n, 0n)).toBe(0n);
    expect(() => feeOf(1n, 10_000)).toThrow(RangeError);
  });
});

describe('crosses', () => {
  it('lets a buy take asks at or below its limit and a sell take bids at or above it', () => {
    expect(crosses('buy', 500n, 500n)).toBe(true);
    expect(crosses('buy', 501n, 500n)).toBe(false);
    expect(crosses('sell', 500n, 500n)).toBe(true);
    expect(crosses('sell', 499n, 500n)).toBe(false);
    expect(crosses('sell', 1n, undefined)).toBe(true);
  });
});

describe('byPriceKey', () => {
  const sortByKey = (side: BookSide, orders: { price: bigint; id: bigint }[]) =>
    [...orders].sort((a, b) => {
      const x = byPriceKey(side, a.price, a.id);
      const y = byPriceKey(side, b.price, b.id);
      return x < y ? -1 : x > y ? 1 : 0;
    });

  it('runs best price first, then oldest, on both sides', () => {
    const orders = [
      { price: 500n, id: 4n },
      { price: 700n, id: 9n },
      { price: 500n, id: 2n },
      { price: 600n, id: 1n },
    ];
    expect(sortByKey('sell', orders).map((o) => o.id)).toEqual([2n, 4n, 1n, 9n]);
    expect(sortByKey('buy', orders).map((o) => o.id)).toEqual([9n, 1n, 2n, 4n]);
  });

  it('fits a uint128 at the extremes and refuses prices outside 1..2^64-1', () => {
    expect(byPriceKey('sell', MAX_UNIT_PRICE, MAX_UNIT_PRICE)).toBe((1n << 128n) - 1n);
    expect(byPriceKey('buy', MAX_UNIT_PRICE, 0n)).toBe(0n);
    expect(() => byPriceKey('buy', 0n, 1n)).toThrow(RangeError);
    expect(() => byPriceKey('sell', MAX_UNIT_PRICE + 1n, 1n)).toThrow(RangeError);
  });
});
