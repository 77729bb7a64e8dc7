import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeAmount } from '../amount';
import { decodeOrderMemo, encodePlaceOrder, orderUnitPrice } from '../actions/orderbook';
import { planBookOrder, QUANTITY_MUST_BE_POSITIVE, worstUnitPrice } from './bookOrder';
import type { MarketTerms } from './marketTerms';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const MARKET = { id: 0, base: WAX, quote: TLM };
const TERMS: MarketTerms = { marketId: 0, feeBps: 20, minBuy: makeAmount(100n, 8), minSell: makeAmount(1n, 4), frozen: false };

const transferOf = (plan: ReturnType<typeof planBookOrder>) => {
  if (!plan.ok) throw new Error(plan.error);
  return encodePlaceOrder(plan.order);
};

describe('planBookOrder', () => {
  it('gives base and asks quote for a limit buy, at the exact price', () => {
    const transfer = transferOf(planBookOrder({ side: 'buy', kind: 'limit', unitPrice: '20000000', quoteUnits: 600_000n }, MARKET, 'judy', 50, TERMS));
    expect(transfer).toEqual({
      account: 'eosio.token',
      name: 'transfer',
      data: { from: 'judy', to: 'alcordexmain', quantity: '12.00000000 WAX', memo: '60.0000 TLM@alien.worlds' },
    });
  });

  it('gives quote and asks base for a limit sell', () => {
    const transfer = transferOf(planBookOrder({ side: 'sell', kind: 'limit', unitPrice: '500012', quoteUnits: 19_999_560n }, MARKET, 'judy', 50));
    expect(transfer.data).toMatchObject({ quantity: '1999.9560 TLM', memo: '10.00001999 WAX@eosio.token' });
  });

  it('sends a market order as a limit order at the worst price the slippage allows', () => {
    // 0.5 % under the best bid of 0.2 WAX: asks 0.199 WAX for 1 TLM.
    const sell = planBookOrder({ side: 'sell', kind: 'market', unitPrice: '20000000', quoteUnits: 10_000n }, MARKET, 'judy', 50);
    expect(transferOf(sell).data).toMatchObject({ quantity: '1.0000 TLM', memo: '0.19900000 WAX@eosio.token' });
    expect(sell.ok && sell.unitPrice).toBe(19_900_000n);
    // 0.5 % over the best ask: gives 0.201 WAX for 1 TLM.
    const buy = planBookOrder({ side: 'buy', kind: 'market', unitPrice: '20000000', quoteUnits: 10_000n }, MARKET, 'judy', 50);
    expect(transferOf(buy).data).toMatchObject({ quantity: '0.20100000 WAX', memo: '1.0000 TLM@alien.worlds' });
    expect(buy.ok && buy.unitPrice).toBe(20_100_000n);
  });

  it('never sends a zero ask or a memo suffix, and the price the contract records never passes the worst', () => {
    const USDT = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };
    fc.assert(
      fc.property(
        fc.constantFrom(MARKET, { id: 1, base: USDT, quote: TLM }),
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 5_000 }),
        (market, side, quoteUnits, best, slippage) => {
          const plan = planBookOrder({ side, kind: 'market', unitPrice: best.toString(), quoteUnits }, market, 'judy', slippage);
          if (!plan.ok) return plan.error === QUANTITY_MUST_BE_POSITIVE || plan.error === 'The order is too large for a token amount';
          const memoText = encodePlaceOrder(plan.order).data.memo;
          const memo = decodeOrderMemo(memoText);
          if (!memo.ok || memo.memo.ask.amount.units <= 0n || memoText.includes('#')) return false;
          const [base, quote] =
            side === 'buy' ? [plan.order.give.amount.units, memo.memo.ask.amount.units] : [memo.memo.ask.amount.units, plan.order.give.amount.units];
          const recorded = orderUnitPrice(base, quote, market.base.precision, market.quote.precision);
          const worst = worstUnitPrice(side, best, slippage);
          // A buy never pays more per token than the worst price, a sell never takes less.
          const inside = side === 'buy' ? recorded <= worst : recorded >= worst;
          return inside && plan.unitPrice === recorded && quote === quoteUnits;
        },
      ),
    );
  });

  it('records the worst price itself when the amounts can say it (a whole token on WAX/TLM)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 5_000 }),
        (side, tokens, best, slippage) => {
          const plan = planBookOrder({ side, kind: 'market', unitPrice: best.toString(), quoteUnits: tokens * 10_000n }, MARKET, 'judy', slippage);
          return !plan.ok || plan.unitPrice === worstUnitPrice(side, best, slippage);
        },
      ),
    );
  });

  it('refuses zero quantities, bad prices, frozen markets and orders under the minimum', () => {
    const plan = (request: Partial<Parameters<typeof planBookOrder>[0]>, terms: MarketTerms | null = TERMS) =>
      planBookOrder({ side: 'buy', kind: 'limit', unitPrice: '20000000', quoteUnits: 10_000n, ...request }, MARKET, 'judy', 50, terms);
    expect(plan({ quoteUnits: 0n })).toEqual({ ok: false, error: QUANTITY_MUST_BE_POSITIVE });
    // A total that rounds to nothing would be a zero ask: a market order in disguise.
    expect(plan({ quoteUnits: 1n, unitPrice: '1' })).toEqual({ ok: false, error: QUANTITY_MUST_BE_POSITIVE });
    expect(plan({ side: 'sell', quoteUnits: 1n, unitPrice: '1' })).toEqual({ ok: false, error: QUANTITY_MUST_BE_POSITIVE });
    expect(plan({ unitPrice: '0' })).toEqual({ ok: false, error: 'Price must be a positive unit price' });
    expect(plan({ unitPrice: '1.5' }).ok).toBe(false);
    expect(plan({}, { ...TERMS, frozen: true })).toEqual({ ok: false, error: 'This market is frozen: it takes no new orders' });
    expect(plan({ quoteUnits: 1n, unitPrice: '100000000' }, { ...TERMS, minBuy: makeAmount(100_000_000n, 8) })).toEqual({
      ok: false,
      error: 'The order is below the market minimum of 1.00000000 WAX',
    });
  });

  it('places a limit order the contract records at the unit_price asked, never a zero ask', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        fc.bigInt({ min: 10_000n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (side, quoteUnits, unitPrice) => {
          const plan = planBookOrder({ side, kind: 'limit', unitPrice: unitPrice.toString(), quoteUnits }, MARKET, 'judy', 50);
          if (!plan.ok) return plan.error === QUANTITY_MUST_BE_POSITIVE || plan.error === 'The order is too large for a token amount';
          const memo = decodeOrderMemo(encodePlaceOrder(plan.order).data.memo);
          if (!memo.ok || memo.memo.ask.amount.units <= 0n) return false;
          const [base, quote] =
            side === 'buy' ? [plan.order.give.amount.units, memo.memo.ask.amount.units] : [memo.memo.ask.amount.units, plan.order.give.amount.units];
          return quote === quoteUnits && orderUnitPrice(base, quote, 8, 4) === unitPrice;
        },
      ),
    );
  });
});

describe('worstUnitPrice', () => {
  it('moves the price against the taker, rounding against it too', () => {
    expect(worstUnitPrice('buy', 1_000n, 50)).toBe(1_005n);
    expect(worstUnitPrice('buy', 1_001n, 50)).toBe(1_007n);
    expect(worstUnitPrice('sell', 1_001n, 50)).toBe(995n);
    expect(worstUnitPrice('sell', 1n, 5_000)).toBe(1n);
    expect(worstUnitPrice('buy', (1n << 64n) - 1n, 50)).toBe((1n << 64n) - 1n);
  });
});
