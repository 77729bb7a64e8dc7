import { describe, expect, it } from 'vitest';
import { bookMarketOf, marketKey, type Market } from './market';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const MARKET: Market = {
  id: 3,
  src: 'alcormarket',
  srcId: 'alcormarket_3',
  base: WAX,
  quote: TLM,
  frozen: false,
  lastPrice: 0.5,
  bestBid: 0.49,
  bestAsk: 0.51,
  volume24h: 1200,
  priceChange24h: 0.05,
  baseWaxPrice: 1,
  bookLevels: 40,
};

describe('bookMarketOf', () => {
  it('gives the book its market: the id and both tokens, without the list figures', () => {
    expect(bookMarketOf(MARKET)).toEqual({ id: 3, base: WAX, quote: TLM });
  });
});

describe('marketKey', () => {
  it('is the favourite key src_id (SPEC §3 Favourites)', () => {
    expect(marketKey('alcormarket', 3)).toBe(MARKET.srcId);
  });
});
