import { describe, expect, it } from 'vitest';
import { makeBookVenue } from './bookVenue';
import { levels, TLM, WAX } from './fixtures.testutil';

const market = (takerFeeBps: number) =>
  makeBookVenue({
    id: '26',
    base: WAX,
    quote: TLM,
    bids: levels([
      [500_000n, 500_000_000n, 10_000_000n],
      [400_000n, 800_000_000n, 20_000_000n],
    ]),
    asks: levels([[600_000n, 10_000_000n, 600_000_000n]]),
    takerFeeBps,
  });

describe('makeBookVenue', () => {
  it('sells the quote into the bids and the base into the asks', () => {
    expect(market(0).quoteExactIn(TLM, 15_000_000n)).toBe(700_000_000n);
    expect(market(0).quoteExactIn(WAX, 300_000_000n)).toBe(5_000_000n);
  });

  it('takes the taker fee from the output, rounded up', () => {
    // 7 WAX gross, 0.25 % fee = 0.0175 WAX.
    expect(market(25).quoteExactIn(TLM, 15_000_000n)).toBe(698_250_000n);
    // 1 unit of TLM buys 50 WAX units; the fee of 0.125 units rounds up to 1.
    expect(market(25).quoteExactIn(TLM, 1n)).toBe(49n);
  });

  it('cannot fill beyond the side', () => {
    expect(market(0).quoteExactIn(WAX, 600_000_001n)).toBeNull();
  });

  it('reports the best prices, depth and type', () => {
    const venue = market(25);
    expect(venue.type).toBe('markets');
    expect(venue.exchange).toBe('alcormarket');
    expect(venue.spotPrice(false)).toBeCloseTo(0.005, 12);
    expect(venue.spotPrice(true)).toBeCloseTo(1 / 0.006, 9);
    expect(venue.liquidity.token0.units).toBe(1_300_000_000n);
    expect(venue.liquidity.token1.units).toBe(10_000_000n);
    expect(() => makeBookVenue({ id: '1', base: WAX, quote: TLM, bids: [], asks: [], takerFeeBps: -1 })).toThrow(RangeError);
  });
});
