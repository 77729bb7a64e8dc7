import { describe, expect, it } from 'vitest';
import type { Market } from '../../core/domain';
import { filterMarkets, marketFilters, pairName } from './marketFilter';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
function market(id: number, ticker: string, contract: string, volume24h: number, src: Market['src'] = 'alcormarket'): Market {
  return {
    id,
    src,
    srcId: `${src}_${id}`,
    base: WAX,
    quote: { ticker, contract, precision: 4 },
    frozen: false,
    lastPrice: 1,
    bestBid: 0,
    bestAsk: 0,
    volume24h,
    priceChange24h: 0,
    baseWaxPrice: 1,
    bookLevels: 0,
  };
}

const TLM = market(1, 'TLM', 'alien.worlds', 50);
const NEFTY = market(2, 'NEFTY', 'token.nefty', 900);
const FWW = market(3, 'FWW', 'farmerstoken', 50);
const ALL = [TLM, NEFTY, FWW];

describe('filterMarkets', () => {
  it('lists every market busiest first, equal volumes by id', () => {
    expect(filterMarkets(ALL, 'all', '', []).map(pairName)).toEqual(['NEFTY/WAX', 'TLM/WAX', 'FWW/WAX']);
  });

  it('searches tickers, contracts and the pair name, ignoring case and spaces around', () => {
    expect(filterMarkets(ALL, 'all', ' tlm ', [])).toEqual([TLM]);
    expect(filterMarkets(ALL, 'all', 'FARMERS', [])).toEqual([FWW]);
    expect(filterMarkets(ALL, 'all', 'nefty/w', [])).toEqual([NEFTY]);
    expect(filterMarkets(ALL, 'all', 'eosio', [])).toHaveLength(3);
    expect(filterMarkets(ALL, 'all', 'zzz', [])).toEqual([]);
  });

  it('keeps the favourites on the Favourites tab, and one exchange on its tab', () => {
    expect(filterMarkets(ALL, 'favorites', '', ['alcormarket_3', 'alcormarket_1'])).toEqual([TLM, FWW]);
    expect(filterMarkets(ALL, 'favorites', 'fww', ['alcormarket_3', 'alcormarket_1'])).toEqual([FWW]);
    const other = market(9, 'TLM', 'alien.worlds', 1, 'defibox');
    expect(filterMarkets([...ALL, other], 'defibox', '', [])).toEqual([other]);
  });
});

describe('marketFilters', () => {
  it('offers exchange tabs only when the list spans more than one exchange', () => {
    expect(marketFilters(ALL).map((tab) => tab.id)).toEqual(['all', 'favorites']);
    expect(marketFilters([...ALL, market(9, 'TLM', 'alien.worlds', 1, 'defibox')])).toEqual([
      { id: 'all', label: 'All' },
      { id: 'favorites', label: 'Favourites' },
      { id: 'alcormarket', label: 'Alcor markets' },
      { id: 'defibox', label: 'Defibox' },
    ]);
  });
});
