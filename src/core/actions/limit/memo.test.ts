import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../amount';
import { decodeLimitMemo, encodeLimitMemo, type LimitMemo } from './memo';

const tlm = (units: bigint) => ({ amount: makeAmount(units, 4), ticker: 'TLM', contract: 'alien.worlds' });

describe('limit memos', () => {
  it('writes deposit, order and fill memos', () => {
    expect(encodeLimitMemo({ kind: 'deposit' })).toBe('deposit');
    expect(encodeLimitMemo({ kind: 'order', ask: tlm(24_000_000n) })).toBe('order:2400.0000 TLM@alien.worlds');
    expect(encodeLimitMemo({ kind: 'fill', orderId: 42n })).toBe('fill:42');
  });

  it('round-trips every kind', () => {
    const memos: LimitMemo[] = [
      { kind: 'deposit' },
      { kind: 'order', ask: tlm(1n) },
      { kind: 'fill', orderId: 0n },
      { kind: 'fill', orderId: 18_446_744_073_709_551_615n },
    ];
    for (const memo of memos) expect(decodeLimitMemo(encodeLimitMemo(memo))).toEqual({ ok: true, memo });
  });

  it('refuses malformed memos with a reason', () => {
    const reason = (text: string) => {
      const result = decodeLimitMemo(text);
      return result.ok ? 'ok' : result.reason;
    };
    expect(reason('')).toMatch(/^memo must be "deposit"/);
    expect(reason('Deposit')).toMatch(/^memo must be "deposit"/);
    expect(reason('order:2400.0000 TLM')).toMatch(/^memo must be "deposit"/);
    expect(reason('order: 1.0000 TLM@alien.worlds')).toMatch(/^memo must be "deposit"/);
    expect(reason('order:0.0000 TLM@alien.worlds')).toBe('an order must ask for a positive amount');
    expect(reason('order:-1.0000 TLM@alien.worlds')).toBe('an order must ask for a positive amount');
    expect(reason('fill:')).toBe('fill memo must be "fill:<order id>"');
    expect(reason('fill:01')).toBe('fill memo must be "fill:<order id>"');
    expect(reason('fill:18446744073709551616')).toBe('fill memo must be "fill:<order id>"');
    expect(() => encodeLimitMemo({ kind: 'order', ask: tlm(0n) })).toThrow(RangeError);
    expect(() => encodeLimitMemo({ kind: 'fill', orderId: -1n })).toThrow(RangeError);
  });
});
