import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../amount/fuzz.testutil';
import { decodeFusionMemo, encodeFusionSwapMemo, fusionAddLiquidityData, fusionLiquifyData, fusionStakeData } from './fusion';
import { FUSION_RATE_SCALE, lswaxForSwax, waxPerLswaxAt } from './fusionRate';

describe('WaxFusion memos and data', () => {
  it('reads stake, deposit and swap,<minOutRaw>; ignores the rest', () => {
    expect(decodeFusionMemo('stake')).toEqual({ kind: 'stake' });
    expect(decodeFusionMemo('deposit')).toEqual({ kind: 'deposit' });
    expect(encodeFusionSwapMemo(99n)).toBe('swap,99');
    expect(decodeFusionMemo('swap,99')).toEqual({ kind: 'swap', minOutRaw: 99n });
    expect(decodeFusionMemo('swap,x')).toEqual({ kind: 'invalid', reason: 'a swap memo is swap,<minOutRaw>, got "swap,x"' });
    expect(decodeFusionMemo('swap')).toMatchObject({ kind: 'invalid' });
    expect(['', 'Stake', 'unstake'].map(decodeFusionMemo)).toEqual(Array(3).fill({ kind: 'ignored' }));
  });

  it('round-trips any minimum', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }), (minOutRaw) => {
        expect(decodeFusionMemo(encodeFusionSwapMemo(minOutRaw))).toEqual({ kind: 'swap', minOutRaw });
      }),
      fuzzParams(0xf051, 300),
    );
  });

  it('builds stake, liquifyexact and addliquidity data', () => {
    expect(fusionStakeData('bob')).toEqual({ user: 'bob' });
    expect(fusionLiquifyData('bob', 12_345_678_900n, 1n)).toEqual({ user: 'bob', quantity: '123.45678900 SWAX', minimum_output: '0.00000001 LSWAX' });
    expect(fusionAddLiquidityData('bob', 5n)).toEqual({ owner: 'bob', min_liquidity: '5' });
    expect(() => fusionLiquifyData('bob', -1n, 0n)).toThrow(RangeError);
  });
});

describe('the LSWAX rate model', () => {
  const rate = { base: 102_000_000n, sinceSec: 1_000, growthPerDay: 27_945n };

  it('grows linearly per second from the base, rounded down, never before the start', () => {
    expect(waxPerLswaxAt(rate, 1_000)).toBe(102_000_000n);
    expect(waxPerLswaxAt(rate, 500)).toBe(102_000_000n);
    expect(waxPerLswaxAt(rate, 1_000 + 86_400)).toBe(102_027_945n);
    expect(waxPerLswaxAt(rate, 1_000 + 43_200)).toBe(102_013_972n);
    expect(() => waxPerLswaxAt({ ...rate, base: 0n }, 0)).toThrow(RangeError);
  });

  it('converts SWAX to LSWAX at the rate, rounding down so the backing is never overdrawn', () => {
    expect(lswaxForSwax(102_000_000n, 102_000_000n)).toBe(FUSION_RATE_SCALE);
    expect(lswaxForSwax(100_000_000n, 102_000_000n)).toBe(98_039_215n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 62n }), fc.bigInt({ min: 1n, max: 10n ** 10n }), (swax, waxPerLswax) => {
        const lswax = lswaxForSwax(swax, waxPerLswax);
        expect(lswax * waxPerLswax <= swax * FUSION_RATE_SCALE && swax * FUSION_RATE_SCALE < (lswax + 1n) * waxPerLswax).toBe(true);
      }),
      fuzzParams(0xf052, 500),
    );
  });
});
