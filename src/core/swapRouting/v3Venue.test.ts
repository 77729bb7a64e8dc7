import { describe, expect, it } from 'vitest';
import { quoteExactIn } from '../v3';
import { TLM, USDT, v3PoolState, WAX } from './fixtures.testutil';
import { makeV3Venue } from './v3Venue';

// 1 WAX (8 decimals) = 20 TLM (4 decimals): price 200000 / 100000000 units.
const state = v3PoolState(3000, 100_000_000n, 200_000n, 10n ** 12n, [{ lower: -120_000, upper: -60_000, liquidity: 10n ** 13n }]);
const venue = makeV3Venue({ id: '12', token0: WAX, token1: TLM, pool: state });

describe('makeV3Venue', () => {
  it('quotes exactly what the v3 reference swap pays, in both directions', () => {
    for (const amount of [1n, 10n ** 6n, 10n ** 9n, 10n ** 11n]) {
      expect(venue.quoteExactIn(WAX, amount)).toBe(quoteExactIn(state, true, amount).amountOut);
    }
    expect(venue.quoteExactIn(TLM, 5_000_000n)).toBe(quoteExactIn(state, false, 5_000_000n).amountOut);
  });

  it('refuses an input the pool cannot take before its price bound', () => {
    const narrow = makeV3Venue({
      id: '13',
      token0: WAX,
      token1: TLM,
      pool: v3PoolState(3000, 100_000_000n, 200_000n, 0n, [{ lower: -64_020, upper: -54_000, liquidity: 10n ** 9n }]),
    });
    expect(narrow.quoteExactIn(WAX, 1_000n)).not.toBeNull();
    expect(narrow.quoteExactIn(WAX, 10n ** 15n)).toBeNull();
  });

  it('has the pool fee in pips, the spot price and virtual reserves', () => {
    expect(venue.fee).toEqual({ numerator: 3000n, denominator: 1_000_000n });
    expect(venue.type).toBe('poolsv3');
    expect(venue.spotPrice(true)).toBeCloseTo(20, 6);
    expect(venue.spotPrice(false)).toBeCloseTo(0.05, 8);
    // Virtual reserves sit at the pool price: token1/token0 in whole tokens ≈ 20.
    const ratio = Number(venue.liquidity.token1.units) / 1e4 / (Number(venue.liquidity.token0.units) / 1e8);
    expect(ratio).toBeCloseTo(20, 3);
  });

  it('refuses a malformed pool and a token it does not trade', () => {
    expect(() => makeV3Venue({ id: '14', token0: WAX, token1: TLM, pool: { ...state, tickSpacing: 0 } })).toThrow(RangeError);
    expect(() => makeV3Venue({ id: '14', token0: WAX, token1: TLM, pool: { ...state, sqrtPriceX64: 1n } })).toThrow(/out of range/);
    expect(() => venue.quoteExactIn(USDT, 1n)).toThrow(RangeError);
  });
});
