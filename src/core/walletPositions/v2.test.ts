import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { fuzzParams } from '../amount/fuzz.testutil';
import { lpShareAmounts, v2Position } from './v2';
import { v2Pool } from './positions.testutil';

describe('v2 positions: an LP balance is a share of the reserves', () => {
  it('holds reserve × lp / supply of each token, rounded down, valued at the WAX prices', () => {
    const position = v2Position(v2Pool(), 'poolprovider', 333_333n);
    expect(position.amountA).toEqual(makeAmount(13_333_320_000_000n, 8)); // 133,333.2 WAX
    expect(position.amountB).toEqual(makeAmount(6_666_660_000n, 4)); // 666,666 TLM
    expect(position.amountAValue).toBeCloseTo(133_333.2, 6);
    expect(position.amountBValue).toBeCloseTo(133_333.2, 6);
    expect(position).toMatchObject({
      key: 'defibox:1',
      pair: 'WAX/TLM',
      isPositionInRange: true,
      priceLower: 0,
      priceUpper: Infinity,
      feesA: null,
      poolShare: 0.333333,
    });
  });

  it('values a token without a WAX price at 0 (SPEC §3)', () => {
    expect(v2Position(v2Pool({ token1WaxPrice: null }), 'x', 10n).amountBValue).toBe(0);
  });

  it('refuses a balance above the supply, and holds nothing of an empty pool', () => {
    expect(() => lpShareAmounts(1_000_001n, v2Pool())).toThrow('exceeds');
    expect(lpShareAmounts(0n, v2Pool({ lpSupply: 0n })).amount0.units).toBe(0n);
  });

  it('two holders splitting the supply never get more than the reserves, and at most one unit less each', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 62n }), fc.bigInt({ min: 0n, max: 2n ** 62n }), fc.bigInt({ min: 0n, max: 2n ** 62n }), (supply, r0, r1) =>
        fc.assert(
          fc.property(fc.bigInt({ min: 0n, max: supply }), (lp) => {
            const pool = { lpSupply: supply, reserve0: makeAmount(r0, 8), reserve1: makeAmount(r1, 4) };
            const mine = lpShareAmounts(lp, pool);
            const theirs = lpShareAmounts(supply - lp, pool);
            const sum0 = mine.amount0.units + theirs.amount0.units;
            expect(sum0 <= r0 && sum0 >= r0 - 1n).toBe(true);
            const sum1 = mine.amount1.units + theirs.amount1.units;
            expect(sum1 <= r1 && sum1 >= r1 - 1n).toBe(true);
          }),
          { numRuns: 3 },
        ),
      ),
      fuzzParams(0x9051, 500),
    );
  });
});
