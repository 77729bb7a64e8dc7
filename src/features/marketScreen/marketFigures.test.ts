import { describe, expect, it } from 'vitest';
import type { Market } from '../../core/domain';
import { fiatPrice, marketPricePrecision } from './marketFigures';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const USDT = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };
const market = (extra: Partial<Market> = {}): Market => ({
  id: 1,
  src: 'alcormarket',
  srcId: 'alcormarket_1',
  base: WAX,
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
  frozen: false,
  lastPrice: 0.2,
  bestBid: 0.19,
  bestAsk: 0.21,
  volume24h: 0,
  priceChange24h: 0,
  baseWaxPrice: 1,
  bookLevels: 0,
  ...extra,
});

describe('fiatPrice', () => {
  it('is last × WAX/USD on a WAX market', () => {
    expect(fiatPrice(0.2, market(), 0.05)).toBeCloseTo(0.01, 12);
  });

  it('goes through the base token’s WAX price on other markets', () => {
    expect(fiatPrice(0.5, market({ base: USDT, baseWaxPrice: 20 }), 0.05)).toBeCloseTo(0.5, 12);
    expect(fiatPrice(0.5, market({ base: USDT, baseWaxPrice: 0 }), 0.05)).toBeNull();
  });

  it('is unknown without a last price or a rate', () => {
    expect(fiatPrice(null, market(), 0.05)).toBeNull();
    expect(fiatPrice(0.2, market(), null)).toBeNull();
    expect(fiatPrice(0.2, market(), 0)).toBeNull();
  });

  it('does not take a token called WAX on another contract for WAX', () => {
    expect(fiatPrice(0.2, market({ base: { ...WAX, contract: 'fake.token' }, baseWaxPrice: 0 }), 0.05)).toBeNull();
  });
});

describe('marketPricePrecision', () => {
  it('follows SPEC §5’s ladder from the last price, else the best ask or bid, else 8', () => {
    expect(marketPricePrecision(market())).toBe(8);
    expect(marketPricePrecision(market({ lastPrice: 25 }))).toBe(6);
    expect(marketPricePrecision(market({ lastPrice: 0, bestAsk: 0.0005 }))).toBe(12);
    expect(marketPricePrecision(market({ lastPrice: 0, bestAsk: 0, bestBid: 0 }))).toBe(8);
  });
});
