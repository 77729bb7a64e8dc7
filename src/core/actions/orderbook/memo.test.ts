import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../amount';
import { decodeOrderMemo, encodeOrderMemo, isMarketOrder } from './memo';

const tlm = (units: bigint) => ({ amount: makeAmount(units, 4), ticker: 'TLM', contract: 'alien.worlds' });

describe('order memo', () => {
  it('writes the ask at its precision and nothing else', () => {
    expect(encodeOrderMemo({ ask: tlm(24_000_000n) })).toBe('2400.0000 TLM@alien.worlds');
    expect(encodeOrderMemo({ ask: tlm(0n) })).toBe('0.0000 TLM@alien.worlds');
  });

  it('round-trips limit and market memos', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 62n - 1n }), (units) => {
        expect(decodeOrderMemo(encodeOrderMemo({ ask: tlm(units) }))).toEqual({ ok: true, memo: { ask: tlm(units) } });
      }),
    );
    const market = decodeOrderMemo('0.0000 TLM@alien.worlds');
    expect(market.ok && isMarketOrder(market.memo)).toBe(true);
    const limit = decodeOrderMemo('1.0000 TLM@alien.worlds');
    expect(limit.ok && isMarketOrder(limit.memo)).toBe(false);
  });

  it('keeps the precision written, so the contract can refuse a wrong one', () => {
    const decoded = decodeOrderMemo('2400.00 TLM@alien.worlds');
    expect(decoded.ok && decoded.memo.ask.amount).toEqual(makeAmount(240_000n, 2));
  });

  it('refuses malformed memos with a reason, a suffix of any kind among them', () => {
    const reason = (text: string) => {
      const result = decodeOrderMemo(text);
      return result.ok ? 'ok' : result.reason;
    };
    expect(reason('')).toMatch(/^memo must be the asked amount/);
    expect(reason('2400.0000 TLM')).toMatch(/^memo must be the asked amount/);
    expect(reason(' 1.0000 TLM@alien.worlds')).toMatch(/^memo must be the asked amount/);
    expect(reason('1.0000 tlm@alien.worlds')).toMatch(/^memo must be the asked amount/);
    expect(reason('-1.0000 TLM@alien.worlds')).toBe('an order cannot ask for a negative amount');
    // A worst price after "#" is not something the real contract reads.
    expect(reason('0.0000 TLM@alien.worlds#500012')).toMatch(/^memo must be the asked amount/);
    expect(reason('1.0000 TLM@alien.worlds#500')).toMatch(/^memo must be the asked amount/);
  });

  it('refuses to write what it would refuse to read', () => {
    expect(() => encodeOrderMemo({ ask: tlm(-1n) })).toThrow(RangeError);
  });
});
