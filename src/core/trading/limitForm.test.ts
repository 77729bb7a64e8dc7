import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeAmount } from '../amount';
import { orderUnitPrice } from '../actions/orderbook';
import {
  editAmount,
  editPrice,
  editTotal,
  EMPTY_LIMIT_FIELDS,
  formatPriceField,
  limitOrderFigures,
  setShare,
  setUnitPrice,
  type LimitFields,
} from './limitForm';

const P = { base: 8, quote: 4 };

describe('the limit form', () => {
  it('follows the amount with the total, and the total with the amount, exactly', () => {
    let fields = editPrice(EMPTY_LIMIT_FIELDS, '0.2', P);
    fields = editAmount(fields, '60', P);
    expect(fields.total).toBe('12');
    fields = editTotal(fields, '1', P);
    expect(fields).toMatchObject({ amount: '5', total: '1', anchor: 'total' });
    // A new price keeps the field typed last.
    fields = editPrice(fields, '0.25', P);
    expect(fields).toMatchObject({ amount: '4', total: '1' });
    fields = editAmount(fields, '3', P);
    fields = editPrice(fields, '0.5', P);
    expect(fields).toMatchObject({ amount: '3', total: '1.5' });
  });

  it('truncates typed decimals to each token’s precision and drops signs', () => {
    const fields = editAmount(editPrice(EMPTY_LIMIT_FIELDS, '0.123456789', P), '-1.234567', P);
    expect(fields.price).toBe('0.12345678');
    expect(fields.amount).toBe('1.2345');
    expect(fields.total).toBe('0.15240739');
  });

  it('writes the price at the base precision, an empty one as 0 at that precision (SPEC §5)', () => {
    expect(formatPriceField(EMPTY_LIMIT_FIELDS, P).price).toBe('0.00000000');
    expect(formatPriceField(editPrice(EMPTY_LIMIT_FIELDS, '0.2', P), P).price).toBe('0.20000000');
    expect(formatPriceField(editPrice(EMPTY_LIMIT_FIELDS, '0.2', { base: 4, quote: 8 }), { base: 4, quote: 8 }).price).toBe('0.2000');
  });

  it('fills a picked level’s exact price and a share of a balance', () => {
    let fields = setUnitPrice(EMPTY_LIMIT_FIELDS, 19_989_826n, P);
    expect(fields.price).toBe('0.19989826');
    fields = setShare(fields, makeAmount(1_000_000_000n, 8), 'total', P);
    expect(fields).toMatchObject({ total: '10', amount: '50.0254' });
  });

  it('leaves the follower empty while the price or the anchor is missing', () => {
    expect(editAmount(EMPTY_LIMIT_FIELDS, '5', P).total).toBe('');
    expect(editPrice(editTotal(EMPTY_LIMIT_FIELDS, '5', P), '', P).amount).toBe('');
    expect(limitOrderFigures(EMPTY_LIMIT_FIELDS, P)).toEqual({ unitPrice: null, quoteUnits: 0n, baseUnits: 0n, chainUnitPrice: null });
  });

  it('describes the order the contract records', () => {
    const fields = editAmount(editPrice(EMPTY_LIMIT_FIELDS, '0.19989826', P), '60', P);
    expect(limitOrderFigures(fields, P)).toEqual({ unitPrice: 19_989_826n, quoteUnits: 600_000n, baseUnits: 1_199_389_560n, chainUnitPrice: 19_989_826n });
  });

  const typed = fc.record({
    price: fc.bigInt({ min: 1n, max: 10n ** 10n }),
    amount: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    total: fc.bigInt({ min: 0n, max: 10n ** 14n }),
    totalLast: fc.boolean(),
  });
  const text = (units: bigint, precision: number) => {
    const digits = units.toString().padStart(precision + 1, '0');
    return `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  };

  it('never places more than the total typed, and records the price typed once the amount is a whole step', () => {
    fc.assert(
      fc.property(typed, ({ price, amount, total, totalLast }) => {
        let fields: LimitFields = editPrice(EMPTY_LIMIT_FIELDS, text(price, 8), P);
        fields = totalLast ? editTotal(fields, text(total, 8), P) : editAmount(fields, text(amount, 4), P);
        const order = limitOrderFigures(fields, P);
        if (totalLast && order.baseUnits > total) return false;
        if (!totalLast && order.quoteUnits !== amount) return false;
        return order.chainUnitPrice === null || order.quoteUnits < 10_000n || orderUnitPrice(order.baseUnits, order.quoteUnits, 8, 4) === price;
      }),
    );
  });
});

describe('the limit form at the limits', () => {
  it('leaves a follower empty rather than overflow a token amount', () => {
    const fields = editAmount(editPrice(EMPTY_LIMIT_FIELDS, '99999999999', P), '922337203685477', P);
    expect(fields.total).toBe('');
  });
});
