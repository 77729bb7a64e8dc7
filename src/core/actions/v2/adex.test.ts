import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../amount/fuzz.testutil';
import { adexAddLiquidityData, adexRemoveLiquidityData, decodeAdexMemo, encodeAdexDepositMemo, encodeAdexSwapMemo } from './adex';

describe('Adex memos', () => {
  it('writes and reads swap:<poolId>;min:<minOutRaw> and deposit:<poolId>', () => {
    expect(encodeAdexSwapMemo(4, 250n)).toBe('swap:4;min:250');
    expect(decodeAdexMemo('swap:4;min:250')).toEqual({ kind: 'swap', poolId: 4, minOutRaw: 250n });
    expect(encodeAdexDepositMemo(4)).toBe('deposit:4');
    expect(decodeAdexMemo('deposit:4')).toEqual({ kind: 'deposit', poolId: 4 });
  });

  it('round-trips any pool and minimum', () => {
    fc.assert(
      fc.property(fc.nat(), fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }), (poolId, minOutRaw) => {
        expect(decodeAdexMemo(encodeAdexSwapMemo(poolId, minOutRaw))).toEqual({ kind: 'swap', poolId, minOutRaw });
        expect(decodeAdexMemo(encodeAdexDepositMemo(poolId))).toEqual({ kind: 'deposit', poolId });
      }),
      fuzzParams(0xade1, 500),
    );
  });

  it('explains malformed memos, ignores others, and refuses to write bad ones', () => {
    for (const memo of ['swap:1', 'swap:1,min:2', 'swap:a;min:2', 'swap:1;min:9223372036854775808']) {
      expect(decodeAdexMemo(memo)).toEqual({ kind: 'invalid', reason: `a swap memo is swap:<poolId>;min:<minOutRaw>, got "${memo}"` });
    }
    expect(decodeAdexMemo('deposit:')).toEqual({ kind: 'invalid', reason: 'a deposit memo is deposit:<poolId>, got "deposit:"' });
    expect(['', 'deposit', 'swap'].map(decodeAdexMemo)).toEqual(Array(3).fill({ kind: 'ignored' }));
    expect(() => encodeAdexSwapMemo(-1, 0n)).toThrow(RangeError);
    expect(() => encodeAdexSwapMemo(1, 2n ** 63n)).toThrow(RangeError);
  });
});

describe('Adex liquidity data', () => {
  it('carries ids and LP units as decimal strings', () => {
    expect(adexAddLiquidityData('dave', 1, 0n)).toEqual({ owner: 'dave', pool_id: '1', min_liquidity: '0' });
    expect(adexRemoveLiquidityData('dave', 1, 12_345n)).toEqual({ owner: 'dave', pool_id: '1', liquidity: '12345' });
    expect(() => adexRemoveLiquidityData('dave', 1, -1n)).toThrow('A liquidity must be 0 to 9223372036854775807 units, got -1');
  });
});
