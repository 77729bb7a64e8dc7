import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { summarisePositions } from './summary';
import { v2Withdrawal, v3Withdrawal, withdrawnLiquidity } from './calculator';
import { managePositionPath } from './list';
import { v2Position } from './v2';
import { v2Pool } from './positions.testutil';

describe('the positions calculator', () => {
  it('withdraws a whole percent of the liquidity, rounded down', () => {
    expect(withdrawnLiquidity(999n, 50)).toBe(499n);
    expect(withdrawnLiquidity(999n, 100)).toBe(999n);
    expect(() => withdrawnLiquidity(999n, 0)).toThrow('1 to 100');
    expect(() => withdrawnLiquidity(999n, 12.5)).toThrow('whole percent');
  });

  it('a v2 withdrawal of 100 % returns the whole position, 25 % a quarter of the LP share', () => {
    const pool = v2Pool();
    const position = v2Position(pool, 'me', 400_000n);
    const all = v2Withdrawal(position, pool, 100);
    expect([all.amountA, all.amountB]).toEqual([position.amountA, position.amountB]);
    const quarter = v2Withdrawal(position, pool, 25);
    expect(quarter.liquidity).toBe(100_000n);
    expect(quarter.amountA).toEqual(makeAmount(4_000_000_000_000n, 8));
    expect(quarter.valueWax).toBeCloseTo(80_000, 6);
  });

  it('a v3 withdrawal adds the uncollected fees to what it is worth', () => {
    const position = { ...v2Position(v2Pool(), 'me', 1n), feesA: makeAmount(1n, 8), feesB: makeAmount(1n, 4), feesAValue: 1, feesBValue: 2 };
    const quote = v3Withdrawal(position, 5n, { amountA: 10n ** 8n, amountB: 0n });
    expect(quote.valueWax).toBeCloseTo(4, 10);
    expect(quote.feesB).toEqual(makeAmount(1n, 4));
  });
});

describe('summarisePositions', () => {
  it('counts positions in range and sums their worth and fees in WAX', () => {
    const a = v2Position(v2Pool(), 'me', 100_000n);
    const b = { ...v2Position(v2Pool({ pairId: '2', token1WaxPrice: null }), 'me', 100_000n), isPositionInRange: false, feesAValue: 3, feesBValue: 0 };
    const summary = summarisePositions([a, b]);
    expect(summary).toMatchObject({ count: 2, inRange: 1, feesWax: 3, unpriced: 1 });
    expect(summary.liquidityWax).toBeCloseTo(40_000 + 40_000 + 40_000, 6);
  });
});

describe('managePositionPath', () => {
  it('names the exchange and pool, and a v3 position in the query', () => {
    expect(managePositionPath({ src: 'defibox', poolId: '1', positionId: null })).toBe('/liquidity/manage/defibox/1');
    expect(managePositionPath({ src: 'alcorv2', poolId: '4', positionId: '2' })).toBe('/liquidity/manage/alcorv2/4?position=2');
  });
});
