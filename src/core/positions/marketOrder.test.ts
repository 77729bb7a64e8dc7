import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderUnitPrice } from '../actions/orderbook/pricing';
import type { SideFrame } from '../orderbook';
import { baseForQuote, closingSide, quoteLevelsOf, worstUnitPrice } from './marketOrder';

const levels = [
  { unitPrice: 20_000_000n, quoteUnits: 1_000_000n },
  { unitPrice: 19_900_000n, quoteUnits: 2_000_000n },
  { unitPrice: 19_000_000n, quoteUnits: 5_000_000n },
];

describe('closing a position at market', () => {
  it('sells a LONG and buys back a SHORT', () => {
    expect([closingSide('LONG'), closingSide('SHORT')]).toEqual(['sell', 'buy']);
  });

  it('reaches the level that completes the amount, then gives way by the slippage', () => {
    // 250 TLM: the first two bids hold 300.
    expect(worstUnitPrice('sell', levels, 2_500_000n, 50)).toBe(19_800_500n);
    expect(worstUnitPrice('sell', levels, 2_500_000n, 0)).toBe(19_900_000n);
    // More than the book shows: the deepest level shown.
    expect(worstUnitPrice('sell', levels, 100_000_000n, 0)).toBe(19_000_000n);
    expect(worstUnitPrice('buy', [{ unitPrice: 3n, quoteUnits: 1n }], 1n, 50)).toBe(4n);
    expect(worstUnitPrice('sell', [], 1n, 50)).toBeNull();
    expect(worstUnitPrice('sell', [{ unitPrice: 1n, quoteUnits: 1n }], 1n, 5_000)).toBe(1n);
  });

  it('never lets a buy pay less, or a sell take less, than the level it reaches', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 63n }), fc.integer({ min: 0, max: 5_000 }), (price, slippage) => {
        const level = [{ unitPrice: price, quoteUnits: 1n }];
        expect(worstUnitPrice('buy', level, 1n, slippage)! >= price).toBe(true);
        expect(worstUnitPrice('sell', level, 1n, slippage)! <= price).toBe(true);
      }),
    );
  });

  it('gives enough base for the quote at the price: the order’s own unit_price is not below it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 10n }), (quote, price) => {
        const base = baseForQuote(quote, price, 8, 4);
        expect(orderUnitPrice(base, quote, 8, 4) >= price).toBe(true);
      }),
    );
  });

  it('reads a side frame’s exact quote amounts', () => {
    const frame = { count: 2, unitPrices: ['20000000', '19900000'], amountText: ['5,098.6506', 'x'] } as unknown as SideFrame;
    expect(quoteLevelsOf(frame, 4)).toEqual([{ unitPrice: 20_000_000n, quoteUnits: 50_986_506n }]);
    expect(quoteLevelsOf(null, 4)).toEqual([]);
  });
});
