import { describe, expect, it } from 'vitest';
import type { PricedPool, TokenPrice } from '../indexer/prices';
import { tokenId } from '../indexer/types';
import { closeOn, pastPoolValue, priceRatios } from './analyticsHistory';
import { TLM, USDT, WAX } from '../world/fakeWorld.testutil';

const pool = (key: string, token0: PricedPool['token0'], token1: PricedPool['token1'], price: number): PricedPool => ({
  key,
  token0,
  token1,
  reserve0: 1,
  reserve1: 1,
  price,
});
// USDT is priced by a WAX/USDT pool (20 WAX per USDT); TLM by a TLM/USDT pool (100 TLM per USDT), two steps from WAX.
const POOLS = new Map([pool('a_1', WAX, USDT, 20), pool('b_2', TLM, USDT, 100)].map((p) => [p.key, p]));
const price = (waxPrice: number, source: string, hops: number): TokenPrice => ({ waxPrice, source, depthWax: 1, hops });
const PRICES = new Map([
  [tokenId(WAX), price(1, '', 0)],
  [tokenId(USDT), price(20, 'a_1', 1)],
  [tokenId(TLM), price(0.2, 'b_2', 2)],
]);

describe('priceRatios', () => {
  it('follows the chain that prices a token now, each pool at its price then', () => {
    // Then: 25 WAX per USDT (USDT ×1.25), 125 TLM per USDT: TLM in WAX = 25/125 = 0.2, unchanged.
    const ratio = priceRatios(PRICES, POOLS, (key) => (key === 'a_1' ? 25 : 125));
    expect(ratio(tokenId(WAX))).toBe(1);
    expect(ratio(tokenId(USDT))).toBeCloseTo(1.25, 12);
    expect(ratio(tokenId(TLM))).toBeCloseTo(1, 12);
  });

  it('counts a step with no price then, or a token it cannot price, as unchanged', () => {
    const ratio = priceRatios(PRICES, POOLS, (key) => (key === 'a_1' ? null : 50));
    expect(ratio(tokenId(USDT))).toBe(1);
    expect(ratio(tokenId(TLM))).toBeCloseTo(2, 12);
    expect(ratio('NOPE_nowhere')).toBe(1);
  });
});

describe('pastPoolValue and closeOn', () => {
  it('scales a value by the root of both ratios, and reads the close of a day', () => {
    expect(pastPoolValue(1000, 0.81, 1)).toBeCloseTo(900, 9);
    expect(pastPoolValue(1000, 4, 0.25)).toBeCloseTo(1000, 9);
    const candles = [
      { time: 100, open: 1, close: 2 },
      { time: 300, open: 3, close: 4 },
    ];
    expect([50, 100, 200, 300, 999].map((day) => closeOn(candles, day))).toEqual([1, 2, 2, 4, 4]);
    expect(closeOn([], 10)).toBeNull();
  });
});
