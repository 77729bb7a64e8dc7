import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeBookWalk } from '../swapRouting/bookWalk';
import { quoteBookTaker } from './bookQuote';

const P = { base: 8, quote: 4 };
// Asks (sell orders): each gives TLM (bid) for WAX (ask); 0.2 then 0.25 WAX per TLM.
const ASKS = [
  { unitPrice: 20_000_000n, bid: 1_000_000n, ask: 2_000_000_000n },
  { unitPrice: 25_000_000n, bid: 400_000n, ask: 1_000_000_000n },
];

describe('quoteBookTaker', () => {
  it('takes whole levels, then a share of the last, and reports the last price touched', () => {
    expect(quoteBookTaker(ASKS, 'buy', 2_500_000_000n, P)).toEqual({
      received: 1_200_000n,
      spent: 2_500_000_000n,
      worstUnitPrice: 25_000_000n,
      complete: true,
    });
    expect(quoteBookTaker(ASKS, 'buy', 1_000_000_000n, P)).toEqual({ received: 500_000n, spent: 1_000_000_000n, worstUnitPrice: 20_000_000n, complete: true });
  });

  it('says when the side cannot take it all, and takes nothing from nothing', () => {
    expect(quoteBookTaker(ASKS, 'buy', 5_000_000_000n, P)).toEqual({
      received: 1_400_000n,
      spent: 3_000_000_000n,
      worstUnitPrice: 25_000_000n,
      complete: false,
    });
    expect(quoteBookTaker(ASKS, 'buy', 0n, P)).toEqual({ received: 0n, spent: 0n, worstUnitPrice: null, complete: false });
    expect(quoteBookTaker([], 'sell', 5n, P).complete).toBe(false);
  });

  it('agrees with the router’s book walk wherever the side absorbs the order', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 3_000_000_000n }), (give) => {
        const walk = makeBookWalk(ASKS, 'asks', 8, 4)(give);
        const quote = quoteBookTaker(ASKS, 'buy', give, P);
        return walk === null || !quote.complete || walk === quote.received;
      }),
    );
  });
});
