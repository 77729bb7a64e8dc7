import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeAmount } from '../../amount';
import { fuzzParams } from '../../amount/fuzz.testutil';
import { decodeSwapMemo, encodeSwapMemo, tryDecodeSwapMemo, type SwapMemo } from './memo';

const usdt = (units: bigint) => ({ amount: makeAmount(units, 4), ticker: 'USDT', contract: 'usdt.alcor' });

describe('swap memo', () => {
  it('writes the NOTES example', () => {
    expect(encodeSwapMemo({ kind: 'swapexactin', poolIds: [0, 12], recipient: 'alice', asset: usdt(12_345n), deadline: 0 })).toBe(
      'swapexactin#0,12#alice#1.2345 USDT@usdt.alcor#0',
    );
  });

  it('reads it back', () => {
    expect(decodeSwapMemo('swapexactout#7#bob.wam#10.00000000 WAX@eosio.token#1767225600')).toEqual({
      kind: 'swapexactout',
      poolIds: [7],
      recipient: 'bob.wam',
      asset: { amount: makeAmount(1_000_000_000n, 8), ticker: 'WAX', contract: 'eosio.token' },
      deadline: 1_767_225_600,
    });
  });

  it('round-trips any valid memo', () => {
    const memo: fc.Arbitrary<SwapMemo> = fc.record({
      kind: fc.constantFrom('swapexactin' as const, 'swapexactout' as const),
      poolIds: fc.array(fc.nat({ max: 2 ** 40 }), { minLength: 1, maxLength: 4 }),
      recipient: fc.stringMatching(/^[a-z1-5]{1,12}$/),
      asset: fc
        .tuple(fc.bigInt({ min: 1n, max: 2n ** 62n }), fc.integer({ min: 0, max: 18 }))
        .map(([units, precision]) => ({ amount: makeAmount(units, precision), ticker: 'TLM', contract: 'alien.worlds' })),
      deadline: fc.nat({ max: 0xffff_ffff }),
    });
    fc.assert(
      fc.property(memo, (m) => {
        expect(decodeSwapMemo(encodeSwapMemo(m))).toEqual(m);
      }),
      fuzzParams(7, 300),
    );
  });

  it.each([
    ['swapexactin#0#alice#1.0000 USDT@usdt.alcor', 'a swap memo has 5 #-separated parts'],
    ['swap#0#alice#1.0000 USDT@usdt.alcor#0', 'unknown swap kind "swap"'],
    ['swapexactin##alice#1.0000 USDT@usdt.alcor#0', 'invalid pool ids ""'],
    ['swapexactin#0,,1#alice#1.0000 USDT@usdt.alcor#0', 'invalid pool ids "0,,1"'],
    ['swapexactin#01#alice#1.0000 USDT@usdt.alcor#0', 'invalid pool ids "01"'],
    ['swapexactin#-1#alice#1.0000 USDT@usdt.alcor#0', 'invalid pool ids "-1"'],
    ['swapexactin#0#Alice#1.0000 USDT@usdt.alcor#0', 'recipient "Alice" is not an account name'],
    ['swapexactin#0#alice#1.0000 USDT#0', '"1.0000 USDT" is not an extended asset like "1.0000 TLM@alien.worlds"'],
    ['swapexactin#0#alice# 1.0000 USDT@usdt.alcor#0', '" 1.0000 USDT@usdt.alcor" has surrounding spaces'],
    ['swapexactin#0#alice#-1.0000 USDT@usdt.alcor#0', 'the asset must not be negative'],
    ['swapexactout#0#alice#0.0000 USDT@usdt.alcor#0', 'the exact output must be positive'],
    ['swapexactin#0#alice#1.0000 USDT@usdt.alcor#4294967296', 'invalid deadline "4294967296"'],
    ['swapexactin#0#alice#1.0000 USDT@usdt.alcor#', 'invalid deadline ""'],
  ])('refuses %j: %s', (text, reason) => {
    expect(tryDecodeSwapMemo(text)).toEqual({ ok: false, reason });
    expect(() => decodeSwapMemo(text)).toThrow(new RangeError(`Invalid swap memo: ${reason}`));
  });

  it('refuses to write a memo it could not read', () => {
    expect(() => encodeSwapMemo({ kind: 'swapexactin', poolIds: [], recipient: 'alice', asset: usdt(1n), deadline: 0 })).toThrow('the path has no pool');
    expect(() => encodeSwapMemo({ kind: 'swapexactin', poolIds: [1.5], recipient: 'alice', asset: usdt(1n), deadline: 0 })).toThrow(
      'pool ids must be non-negative integers',
    );
    expect(() => encodeSwapMemo({ kind: 'swapexactout', poolIds: [1], recipient: 'alice', asset: usdt(0n), deadline: 0 })).toThrow(
      'the exact output must be positive',
    );
    expect(() => encodeSwapMemo({ kind: 'swapexactin', poolIds: [1], recipient: 'alice', asset: usdt(1n), deadline: -1 })).toThrow(
      'the deadline must be a uint32 of seconds',
    );
  });
});
