import { describe, expect, it } from 'vitest';
import { TLM, v2, WAX } from './fixtures.testutil';
import { makeV2Venue } from './v2Venue';

// 1000.0000 TLM against 50.00000000 WAX, 0.30 % fee.
const pool = () => v2('7', 'defibox', TLM, WAX, 10_000_000n, 5_000_000_000n, 30);

describe('makeV2Venue', () => {
  it('quotes the constant-product output in both directions, fee taken from the input', () => {
    // 10.0000 TLM in: 100000·9970·5e9 / (1e7·10000 + 100000·9970) = 49357901.7… → 0.49357901 WAX.
    expect(pool().quoteExactIn(TLM, 100_000n)).toBe(49_357_901n);
    // 1.00000000 WAX in: 1e8·9970·1e7 / (5e9·10000 + 1e8·9970) = 195501.… → 19.5501 TLM.
    expect(pool().quoteExactIn(WAX, 100_000_000n)).toBe(195_501n);
    expect(pool().quoteDirected(false, 100_000_000n)).toBe(195_501n);
  });

  it('refuses a token it does not trade', () => {
    expect(() => pool().quoteExactIn({ ticker: 'USDT', contract: 'usdt.alcor' }, 1n)).toThrow(RangeError);
  });

  it('cannot fill from an empty pool', () => {
    const empty = v2('8', 'taco', TLM, WAX, 0n, 5_000_000_000n);
    expect(empty.quoteExactIn(TLM, 100n)).toBeNull();
    expect(empty.quoteExactIn(TLM, 0n)).toBe(0n);
  });

  it('reports fees, platform share, depth and spot price', () => {
    const venue = v2('9', 'adex', TLM, WAX, 10_000_000n, 5_000_000_000n, 25, 5);
    expect(venue.type).toBe('pools');
    expect(venue.fee).toEqual({ numerator: 25n, denominator: 10_000n });
    expect(venue.platformFee).toEqual({ numerator: 5n, denominator: 10_000n });
    expect(venue.liquidity.token0.units).toBe(10_000_000n);
    expect(venue.spotPrice(true)).toBeCloseTo(0.05, 12);
    expect(venue.spotPrice(false)).toBeCloseTo(20, 10);
  });

  it('validates its input', () => {
    const base = { id: '1', token0: TLM, token1: WAX, reserve0: 1n, reserve1: 1n, feeBps: 30 };
    expect(() => makeV2Venue({ ...base, exchange: 'alcorv2' })).toThrow(/no v2 pools/);
    expect(() => makeV2Venue({ ...base, exchange: 'taco', reserve0: -1n })).toThrow(/negative/);
    expect(() => makeV2Venue({ ...base, exchange: 'taco', feeBps: 10_000 })).toThrow(RangeError);
    expect(() => makeV2Venue({ ...base, exchange: 'adex', platformFeeBps: 31 })).toThrow(/within the pool fee/);
    expect(() => makeV2Venue({ ...base, exchange: 'taco', token1: TLM })).toThrow(/two different tokens/);
    expect(() => makeV2Venue({ ...base, exchange: 'taco', id: 'a-b' })).toThrow(/Venue id/);
  });
});
