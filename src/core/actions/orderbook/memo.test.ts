import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../amount';
import { decodeOrderMemo, encodeOrderMemo, isMarketOrder } from './memo';

const tlm = (units: bigint) => ({ amount: makeAmount(units, 4), ticker: 'TLM', contract: 'alien.worlds' });

describe('order memo', () => {
  it('writes the ask at its precision, and a market order with its worst price', () => {
    expect(encodeOrderMemo({ ask: tlm(24_000_000n) })).toBe('2400.0000 TLM@alien.worlds');
    expect(encodeOrderMemo({ ask: tlm(0n) })).toBe('0.0000 TLM@alien.worlds');
    expect(encodeOrderMemo({ ask: tlm(0n), worstUnitPrice: 500_012n })).toBe('0.0000 TLM@alien.worlds#500012');
  });

  it('round-trips limit and market memos', () => {
    for (const memo of [{ ask: tlm(1n) }, { ask: tlm(0n) }, { ask: tlm(0n), worstUnitPrice: 18_446_744_073_709_551_615n }]) {
      const decoded = decodeOrderMemo(encodeOrderMemo(memo));
      expect(decoded).toEqual({ ok: true, memo });
    }
    const market = decodeOrderMemo('0.0000 TLM@alien.worlds#7');
    expect(market.ok && isMarketOrder(market.memo)).toBe(true);
    const limit = decodeOrderMemo('1.0000 TLM@alien.worlds');
    expect(limit.ok && isMarketOrder(limit.memo)).toBe(false);
  });

  it('keeps the precision written, so the contract can refuse a wrong one', () => {
    const decoded = decodeOrderMemo('2400.00 TLM@alien.worlds');
    expect(decoded.ok && decoded.memo.ask.amount).toEqual(makeAmount(240_000n, 2));
  });

  it('refuses malformed memos with a reason', () => {
    const reason = (text: string) => {
      const result = decodeOrderMemo(text);
      return result.ok ? 'ok' : result.reason;
    };
    expect(reason('')).toMatch(/^memo must be the asked amount/);
    expect(reason('2400.0000 TLM')).toMatch(/^memo must be the asked amount/);
    expect(reason(' 1.0000 TLM@alien.worlds')).toMatch(/^memo must be the asked amount/);
    expect(reason('1.0000 tlm@alien.worlds')).toMatch(/^memo must be the asked amount/);
    expect(reason('-1.0000 TLM@alien.worlds')).toBe('an order cannot ask for a negative amount');
    expect(reason('1.0000 TLM@alien.worlds#500')).toBe('a worst price is only for market orders (zero ask)');
    expect(reason('0.0000 TLM@alien.worlds#0')).toBe('worst unit_price after "#" must be a positive whole number');
    expect(reason('0.0000 TLM@alien.worlds#')).toBe('worst unit_price after "#" must be a positive whole number');
    expect(reason('0.0000 TLM@alien.worlds#1.5')).toBe('worst unit_price after "#" must be a positive whole number');
    expect(reason('0.0000 TLM@alien.worlds#18446744073709551616')).toBe('worst unit_price must be from 1 to 18446744073709551615');
  });

  it('refuses to write what it would refuse to read', () => {
    expect(() => encodeOrderMemo({ ask: tlm(-1n) })).toThrow(RangeError);
    expect(() => encodeOrderMemo({ ask: tlm(10n), worstUnitPrice: 5n })).toThrow('only for market orders');
    expect(() => encodeOrderMemo({ ask: tlm(0n), worstUnitPrice: 0n })).toThrow(RangeError);
  });
});
