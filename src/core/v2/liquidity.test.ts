import { describe, expect, it } from 'vitest';
import { amountsForBurn, lpMinted } from './liquidity';

describe('lpMinted', () => {
  it('mints √(a0·a1) on the first deposit, nothing locked', () => {
    expect(lpMinted(1_000_000n, 2_000_000n, 0n, 0n, 0n)).toBe(1_414_213n);
    expect(lpMinted(4n, 9n, 0n, 0n, 0n)).toBe(6n);
  });

  it('mints the smaller proportional share afterwards', () => {
    // 10 % of reserve0 but only 5 % of reserve1: the smaller share wins.
    expect(lpMinted(100_000n, 100_000n, 1_000_000n, 2_000_000n, 1_414_213n)).toBe(70_710n);
    expect(lpMinted(100_000n, 200_000n, 1_000_000n, 2_000_000n, 1_414_213n)).toBe(141_421n);
  });

  it('mints nothing into a pool with supply but an empty reserve', () => {
    expect(lpMinted(10n, 10n, 0n, 5n, 100n)).toBe(0n);
  });

  it('refuses negative values', () => {
    expect(() => lpMinted(-1n, 1n, 0n, 0n, 0n)).toThrow(RangeError);
  });
});

describe('amountsForBurn', () => {
  it('pays out the LP share of each reserve, rounded down', () => {
    expect(amountsForBurn(70_710n, 1_100_000n, 2_100_000n, 1_484_923n)).toEqual({ amount0: 52_380n, amount1: 99_999n });
  });

  it('returns the whole reserves for the whole supply', () => {
    expect(amountsForBurn(1_414_213n, 1_000_000n, 2_000_000n, 1_414_213n)).toEqual({ amount0: 1_000_000n, amount1: 2_000_000n });
  });

  it('refuses to burn more than the supply', () => {
    expect(() => amountsForBurn(11n, 100n, 100n, 10n)).toThrow(/supply/);
  });
});
