import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../amount/fuzz.testutil';
import {
  decodeDefiboxMemo,
  defiboxCreatePairData,
  defiboxDepositData,
  defiboxLpCode,
  defiboxPairIdOfLp,
  encodeDefiboxDepositMemo,
  encodeDefiboxSwapMemo,
} from './defibox';

describe('Defibox swap memo', () => {
  it('writes and reads swap,<minOutRaw>,<ids>', () => {
    expect(encodeDefiboxSwapMemo(19_743n, [12])).toBe('swap,19743,12');
    expect(encodeDefiboxSwapMemo(0n, [1, 6])).toBe('swap,0,1-6');
    expect(decodeDefiboxMemo('swap,19743,12-13')).toEqual({ kind: 'swap', minOutRaw: 19_743n, pairIds: [12, 13] });
  });

  it('round-trips any minimum and path', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }), fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), (minOutRaw, pairIds) => {
        expect(decodeDefiboxMemo(encodeDefiboxSwapMemo(minOutRaw, pairIds))).toEqual({ kind: 'swap', minOutRaw, pairIds });
      }),
      fuzzParams(0xdb01, 500),
    );
  });

  it('explains malformed swap memos and refuses to write impossible ones', () => {
    expect(decodeDefiboxMemo('swap,1')).toEqual({ kind: 'invalid', reason: 'a swap memo is swap,<minOutRaw>,<pairId>[-<pairId>...]' });
    expect(decodeDefiboxMemo('swap,-1,2')).toEqual({ kind: 'invalid', reason: 'invalid minimum received "-1"' });
    expect(decodeDefiboxMemo('swap,1,2--3')).toEqual({ kind: 'invalid', reason: 'invalid pair ids "2--3"' });
    expect(decodeDefiboxMemo('swap,1,1-2-3-4-5-6')).toEqual({ kind: 'invalid', reason: 'a swap takes at most 5 pairs' });
    expect(() => encodeDefiboxSwapMemo(-1n, [1])).toThrow(RangeError);
    expect(() => encodeDefiboxSwapMemo(0n, [])).toThrow(/1 to 5 pairs/);
    expect(() => encodeDefiboxSwapMemo(0n, [1.5])).toThrow(RangeError);
  });
});

describe('Defibox deposit memo and other memos', () => {
  it('reads deposit,<pairId> and ignores memos naming no operation', () => {
    expect(encodeDefiboxDepositMemo(7)).toBe('deposit,7');
    expect(decodeDefiboxMemo('deposit,7')).toEqual({ kind: 'deposit', pairId: 7 });
    expect(decodeDefiboxMemo('deposit,')).toEqual({ kind: 'invalid', reason: 'a deposit memo is deposit,<pairId>' });
    expect(decodeDefiboxMemo('deposit')).toEqual({ kind: 'invalid', reason: 'a deposit memo is deposit,<pairId>' });
    expect(['', 'hello', 'swapping,1,2', 'Swap,1,2'].map(decodeDefiboxMemo)).toEqual(Array(4).fill({ kind: 'ignored' }));
  });
});

describe('Defibox LP symbols and action data', () => {
  it('name LP tokens BOX + letters and read them back', () => {
    expect([1, 26, 27, 475_254].map(defiboxLpCode)).toEqual(['BOXA', 'BOXZ', 'BOXAA', 'BOXZZZZ']);
    expect(() => defiboxLpCode(475_255)).toThrow(/no LP symbol/);
    expect(() => defiboxLpCode(0)).toThrow(/no LP symbol/);
    expect([defiboxPairIdOfLp('BOXAA'), defiboxPairIdOfLp('BOX'), defiboxPairIdOfLp('TLM'), defiboxPairIdOfLp('BOXAAAAA')]).toEqual([27, null, null, null]);
  });

  it('build createpair and deposit data', () => {
    const wax = { ticker: 'WAX', precision: 8, contract: 'eosio.token' };
    const tlm = { ticker: 'TLM', precision: 4, contract: 'alien.worlds' };
    expect(defiboxCreatePairData('alice', wax, tlm)).toEqual({
      creator: 'alice',
      token0: { contract: 'eosio.token', symbol: '8,WAX' },
      token1: { contract: 'alien.worlds', symbol: '4,TLM' },
    });
    expect(defiboxDepositData('alice', 3)).toEqual({ owner: 'alice', pair_id: '3' });
  });
});
