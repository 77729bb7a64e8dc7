import { describe, expect, it } from 'vitest';
import type { Market } from './market';
import { busiestMarket, marketPath, matchMarketRoute } from './marketRoute';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const USDT = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };
const token = (ticker: string, contract: string) => ({ ticker, contract, precision: 4 });

function market(id: number, quote: Market['quote'], extra: Partial<Market> = {}): Market {
  return {
    id,
    src: 'alcormarket',
    srcId: `alcormarket_${id}`,
    base: WAX,
    quote,
    frozen: false,
    lastPrice: 0,
    bestBid: 0,
    bestAsk: 0,
    volume24h: 0,
    priceChange24h: 0,
    baseWaxPrice: 1,
    bookLevels: 0,
    ...extra,
  };
}

const TLM = market(1, token('TLM', 'alien.worlds'), { volume24h: 500 });
const NEFTY = market(2, token('NEFTY', 'token.nefty'), { volume24h: 900 });
const TLM_USDT = market(3, token('TLM', 'alien.worlds'), { base: USDT, volume24h: 100 });
const MARKETS = [TLM, NEFTY, TLM_USDT];
const tlm = { ticker: 'TLM', contract: 'alien.worlds' };
const wax = { ticker: 'WAX', contract: 'eosio.token' };

describe('busiestMarket', () => {
  it('takes the most 24 h volume, then the deepest book, then the lowest id', () => {
    expect(busiestMarket(MARKETS)).toBe(NEFTY);
    const quiet = [market(7, tlm as never, { bookLevels: 10 }), market(5, tlm as never, { bookLevels: 40 }), market(4, tlm as never, { bookLevels: 40 })];
    expect(busiestMarket(quiet)?.id).toBe(4);
    expect(busiestMarket([])).toBeNull();
  });
});

describe('matchMarketRoute', () => {
  it('finds the market a full route names, in its own orientation only', () => {
    expect(matchMarketRoute(MARKETS, { src: 'alcormarket', quote: tlm, base: wax })).toEqual({ kind: 'found', market: TLM });
    expect(matchMarketRoute(MARKETS, { src: 'alcormarket', quote: tlm, base: { ticker: 'USDT', contract: 'usdt.alcor' } })).toEqual({
      kind: 'found',
      market: TLM_USDT,
    });
    expect(matchMarketRoute(MARKETS, { src: 'alcormarket', quote: wax, base: tlm })).toEqual({ kind: 'notFound' });
    expect(matchMarketRoute(MARKETS, { src: 'defibox', quote: tlm, base: wax })).toEqual({ kind: 'notFound' });
    expect(matchMarketRoute(MARKETS, { src: 'alcormarket', quote: { ticker: 'TLM', contract: 'fake.worlds' }, base: wax })).toEqual({ kind: 'notFound' });
  });

  it('redirects a partial route to the busiest market that fits it', () => {
    expect(matchMarketRoute(MARKETS, { src: null, quote: null, base: null })).toEqual({ kind: 'redirect', market: NEFTY });
    expect(matchMarketRoute(MARKETS, { src: 'alcormarket', quote: tlm, base: null })).toEqual({ kind: 'redirect', market: TLM });
    expect(matchMarketRoute(MARKETS, { src: 'taco', quote: null, base: null })).toEqual({ kind: 'notFound' });
    expect(matchMarketRoute([], { src: null, quote: null, base: null })).toEqual({ kind: 'notFound' });
  });
});

describe('marketPath', () => {
  it('writes /trade/{src}/{quote}/{base} with ticker_contract tokens', () => {
    expect(marketPath(TLM)).toBe('/trade/alcormarket/tlm_alien.worlds/wax_eosio.token');
    expect(marketPath(TLM_USDT)).toBe('/trade/alcormarket/tlm_alien.worlds/usdt_usdt.alcor');
  });
});
