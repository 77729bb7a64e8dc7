import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../amount/fuzz.testutil';
import { decodeNeftyMemo, encodeNeftyDepositMemo, encodeNeftySwapMemo, neftyAddLiquidityData, neftyCreatePairData } from './nefty';

const WAX = { ticker: 'WAX', precision: 8, contract: 'eosio.token' };
const TLM = { ticker: 'TLM', precision: 4, contract: 'alien.worlds' };

describe('NeftyBlocks swap memo', () => {
  it('writes and reads swap:<pairCode>,min:<minOutRaw>', () => {
    expect(encodeNeftySwapMemo('NLPA', 1_000n)).toBe('swap:NLPA,min:1000');
    expect(decodeNeftyMemo('swap:NLPA,min:1000')).toEqual({ kind: 'swap', pairCode: 'NLPA', minOutRaw: 1_000n });
  });

  it('round-trips any code and minimum', () => {
    const code = fc.stringMatching(/^[A-Z]{1,7}$/);
    fc.assert(
      fc.property(code, fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }), (pairCode, minOutRaw) => {
        expect(decodeNeftyMemo(encodeNeftySwapMemo(pairCode, minOutRaw))).toEqual({ kind: 'swap', pairCode, minOutRaw });
      }),
      fuzzParams(0x4ef1, 500),
    );
  });

  it('explains malformed swap memos and refuses to write them', () => {
    for (const memo of ['swap:NLPA', 'swap:nlpa,min:1', 'swap:NLPA,min:01', 'swap:NLPA,min:1,x', 'swap:,min:1']) {
      expect(decodeNeftyMemo(memo)).toEqual({ kind: 'invalid', reason: `a swap memo is swap:<pairCode>,min:<minOutRaw>, got "${memo}"` });
    }
    expect(() => encodeNeftySwapMemo('NLPAAAAA', 0n)).toThrow(RangeError);
  });
});

describe('NeftyBlocks deposit memo', () => {
  it('names the pair by its two extended symbols', () => {
    const memo = encodeNeftyDepositMemo(WAX, TLM);
    expect(memo).toBe('deposit_to_pair:8,WAX@eosio.token-4,TLM@alien.worlds');
    expect(decodeNeftyMemo(memo)).toEqual({ kind: 'deposit', token0: WAX, token1: TLM });
  });

  it('explains malformed deposits and ignores memos naming no operation', () => {
    const reason = 'a deposit memo is deposit_to_pair:<p>,<SYM>@<contract>-<p>,<SYM>@<contract>';
    for (const memo of ['deposit_to_pair:', 'deposit_to_pair:8,WAX@eosio.token', 'deposit_to_pair:8,WAX@eosio.token-4,TLM@alien.worlds-4,X@a'])
      expect(decodeNeftyMemo(memo)).toEqual({ kind: 'invalid', reason });
    expect(['', 'deposit', 'swapped'].map(decodeNeftyMemo)).toEqual(Array(3).fill({ kind: 'ignored' }));
  });
});

describe('NeftyBlocks action data', () => {
  it('builds createpair and addliquidity with extended symbols', () => {
    const tokens = { token0: { sym: '8,WAX', contract: 'eosio.token' }, token1: { sym: '4,TLM', contract: 'alien.worlds' } };
    expect(neftyCreatePairData('bob', WAX, TLM)).toEqual({ creator: 'bob', ...tokens });
    expect(neftyAddLiquidityData('bob', WAX, TLM)).toEqual({ owner: 'bob', ...tokens });
  });
});
