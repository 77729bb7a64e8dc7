import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairName, pairView, relativeChange, withLivePrice, type ListedPair } from './pairs';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const USDT = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };
const pair = (token0: typeof WAX, token1: typeof WAX, price: number | null, change24h: number | null): ListedPair => ({
  srcId: 'alcorv2_2',
  src: 'alcorv2',
  srcType: 'poolsv3',
  pairId: '2',
  token0,
  token1,
  price,
  price24hAgo: price === null || change24h === null ? null : price / (1 + change24h),
  change24h,
  volume24h: null,
  volume7d: null,
  volume30d: null,
  tvl: null,
  fee: 3000,
  reserve0: null,
  reserve1: null,
  waxPrice0: null,
  waxPrice1: null,
});

describe('pairView', () => {
  it('prices the token in WAX: WAX as token0 keeps the service’s orientation', () => {
    expect(pairView(pair(WAX, TLM, 0.2, 0.05))).toEqual({ token: TLM, quote: WAX, price: 0.2, change24h: 0.05, reversed: false });
    expect(pairName(pairView(pair(WAX, TLM, 0.2, 0.05)))).toBe('TLM/WAX');
  });

  it('reverses a pair whose token1 is WAX: inverted price, change by 1/(1+c)−1', () => {
    const view = pairView(pair(TLM, WAX, 5, 0.25));
    expect(view).toMatchObject({ token: TLM, quote: WAX, reversed: true });
    expect(view.price).toBeCloseTo(0.2, 12);
    expect(view.change24h).toBeCloseTo(-0.2, 12);
  });

  it('keeps token1 priced in token0 for a pair without WAX, and unknown figures unknown', () => {
    expect(pairView(pair(USDT, TLM, 0.01, null))).toMatchObject({ token: TLM, quote: USDT, price: 0.01, change24h: null });
    expect(pairView(pair(TLM, WAX, null, null))).toMatchObject({ price: null, change24h: null });
  });

  it('a reversed pair’s change is the change of its inverted price', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), fc.double({ min: -0.99, max: 10, noNaN: true }), (before, change) => {
        const now = before * (1 + change);
        const view = pairView(pair(TLM, WAX, now, change));
        expect(view.change24h!).toBeCloseTo(1 / now / (1 / before) - 1, 6);
      }),
    );
  });
});

describe('relativeChange and withLivePrice', () => {
  it('measures a change against a positive price only', () => {
    expect(relativeChange(0.21, 0.2)).toBeCloseTo(0.05, 12);
    expect(relativeChange(1, 0)).toBeNull();
    expect(relativeChange(null, 1)).toBeNull();
  });

  it('moves the price and recomputes the change against 24 h ago; a bad tick changes nothing', () => {
    const before = pair(WAX, TLM, 0.2, 0);
    const after = withLivePrice(before, 0.22);
    expect(after.price).toBe(0.22);
    expect(after.change24h).toBeCloseTo(0.1, 12);
    expect(withLivePrice(before, 0)).toBe(before);
    expect(withLivePrice(before, Number.NaN)).toBe(before);
  });
});
