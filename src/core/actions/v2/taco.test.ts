import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../../amount';
import { fuzzParams } from '../../amount/fuzz.testutil';
import { decodeTacoMemo, encodeTacoSwapMemo, tacoAddLiquidityData, tacoRemoveLiquidityData } from './taco';

describe('Taco swap memo', () => {
  it('is the minimum received as an extended asset', () => {
    const minOut = { amount: makeAmount(12_345n, 4), ticker: 'USDT', contract: 'usdt.alcor' };
    expect(encodeTacoSwapMemo(minOut)).toBe('1.2345 USDT@usdt.alcor');
    expect(decodeTacoMemo('1.2345 USDT@usdt.alcor')).toEqual({ kind: 'swap', minOut });
    expect(decodeTacoMemo('0 WAX@eosio.token')).toMatchObject({ kind: 'swap', minOut: { amount: { units: 0n, precision: 0 } } });
  });

  it('round-trips any minimum', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 62n }), fc.integer({ min: 0, max: 18 }), (units, precision) => {
        const minOut = { amount: makeAmount(units, precision), ticker: 'TLM', contract: 'alien.worlds' };
        expect(decodeTacoMemo(encodeTacoSwapMemo(minOut))).toEqual({ kind: 'swap', minOut });
      }),
      fuzzParams(0x7ac0, 500),
    );
  });

  it('refuses malformed and negative minimums, reads deposit, ignores the rest', () => {
    expect(decodeTacoMemo('1.0 tlm@alien.worlds')).toEqual({
      kind: 'invalid',
      reason: 'a swap memo is the minimum received like "1.0000 TLM@alien.worlds", got "1.0 tlm@alien.worlds"',
    });
    expect(decodeTacoMemo(' 1.0000 TLM@alien.worlds')).toMatchObject({ kind: 'invalid' });
    expect(decodeTacoMemo('-1.0000 TLM@alien.worlds')).toEqual({ kind: 'invalid', reason: 'the minimum received cannot be negative' });
    expect(() => encodeTacoSwapMemo({ amount: makeAmount(-1n, 4), ticker: 'TLM', contract: 'alien.worlds' })).toThrow(RangeError);
    expect(decodeTacoMemo('deposit')).toEqual({ kind: 'deposit' });
    expect(['', 'deposit ', 'thanks'].map(decodeTacoMemo)).toEqual(Array(3).fill({ kind: 'ignored' }));
  });
});

describe('Taco liquidity data', () => {
  it('names LP amounts in the pair code at precision 0', () => {
    expect(tacoAddLiquidityData('alice', 'TLMWAX', 1_500n)).toEqual({ user: 'alice', to_buy: '1500 TLMWAX' });
    expect(tacoRemoveLiquidityData('alice', 'TLMWAX', 20n)).toEqual({ user: 'alice', to_sell: '20 TLMWAX' });
    expect(() => tacoAddLiquidityData('alice', 'tlm', 1n)).toThrow(RangeError);
  });
});
