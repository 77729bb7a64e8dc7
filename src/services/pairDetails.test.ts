import { describe, expect, it } from 'vitest';
import type { FetchFn } from './http';
import { pairListPath } from '../core/urlParams';
import { fetchAssociatedPairs, fetchPairDetails, readPairDetails } from './pairDetails';

const WAX = { contract: 'eosio.token', symbol: { ticker: 'WAX', precision: 8 } };
const TLM = { contract: 'alien.worlds', symbol: { ticker: 'TLM', precision: 4 } };
const figures = { tvl: 800000, volume24h: 689.5, volume7d: 4736, volume30d: 23341, volume24h_usd: 34.6, tokenA_wax_price: 1, tokenB_wax_price: 0.2 };
// Rows as the devnet answers pools/, poolsv3/ and markets/ (devnet/API.md).
const POOL = {
  pairid: '1',
  src: 'defibox',
  src_type: 'pools',
  fee: 30,
  token0: WAX,
  token1: TLM,
  reserve0: '400000.00000000',
  reserve1: '1991436.8216',
  price: 0.2,
  price_change24h: 0.017,
  ...figures,
};
const V3 = {
  id: 2,
  src: 'alcorv2',
  src_type: 'poolsv3',
  active: false,
  fee: 3000,
  token0: TLM,
  token1: WAX,
  reserve0: '999999.9980',
  reserve1: '196943.58532086',
  price: 5,
  ...figures,
};
const MARKET = {
  id: 0,
  src: 'alcormarket',
  src_type: 'markets',
  token0: WAX,
  token1: TLM,
  frozen: false,
  fee: 20,
  best_bid: 0.1999,
  best_ask: 0.2001,
  last_price: 0.19994,
  orderbook: { bids: [], asks: [], total_bid: '174745.73345377', total_ask: '865840.4132', bid_levels: 122, ask_levels: 120 },
  ...figures,
};

const answering =
  (body: unknown, asked: string[] = []): FetchFn =>
  async (url) => {
    asked.push(url);
    return new Response(JSON.stringify(body));
  };

describe('pairDetails', () => {
  it('reads a v2 pool: exact reserves, fee in basis points, figures', () => {
    const pair = readPairDetails(POOL);
    expect(pair).toMatchObject({ src: 'defibox', srcType: 'pools', id: '1', feeBps: 30, price: 0.2, live: true, tvl: 800000, change24h: 0.017 });
    expect(pair.depth).toMatchObject({
      kind: 'reserves',
      reserve0: { units: 40_000_000_000_000n, precision: 8 },
      reserve1: { units: 19_914_368_216n, precision: 4 },
    });
  });

  it('reads a v3 pool (fee pips as basis points) and an inactive one as not live', () => {
    expect(readPairDetails(V3)).toMatchObject({ id: '2', feeBps: 30, live: false, token0: { ticker: 'TLM' } });
  });

  it("reads a market: its book's depth, and its last price as the pair's price", () => {
    const pair = readPairDetails(MARKET);
    expect(pair).toMatchObject({ srcType: 'markets', id: '0', feeBps: 20, price: 0.19994, live: true });
    expect(pair.depth).toMatchObject({ kind: 'book', bidLevels: 122, askLevels: 120, bestBid: 0.1999, totalAsk: { units: 8_658_404_132n } });
  });

  it('names the field of a malformed row', () => {
    expect(() => readPairDetails({ ...POOL, reserve0: 400000 })).toThrow('reserve0 must be text');
    expect(() => readPairDetails({ ...POOL, src: 'uniswap' })).toThrow('not a known exchange');
  });

  it('finds a pair in the list of its exchange, by id', async () => {
    expect([pairListPath('alcormarket'), pairListPath('alcorv2'), pairListPath('taco')]).toEqual(['markets/', 'poolsv3/', 'pools/']);
    const asked: string[] = [];
    const found = await fetchPairDetails('/api/', 'alcorv2', '2', answering([{ bad: 1 }, V3], asked));
    expect(asked).toEqual(['/api/poolsv3/']);
    expect(found?.id).toBe('2');
    await expect(fetchPairDetails('/api/', 'alcorv2', '7', answering([V3]))).resolves.toBeNull();
  });

  it("turns a reversed venue of pairDirectSources to the pair's token order", async () => {
    const rows = [
      {
        src: 'defibox',
        src_type: 'pools',
        pair_id: '1',
        token0: WAX,
        token1: TLM,
        is_reversed: false,
        fee: 30,
        price: 0.2,
        reserve0: '10.00000000',
        reserve1: '50.0000',
      },
      {
        src: 'alcorv2',
        src_type: 'poolsv3',
        pair_id: '2',
        token0: TLM,
        token1: WAX,
        is_reversed: true,
        fee: 10000,
        price: 4,
        reserve0: '80.0000',
        reserve1: '20.00000000',
      },
      { src: 'nowhere', src_type: 'pools', pair_id: '3' },
    ];
    const asked: string[] = [];
    const venues = await fetchAssociatedPairs(
      '/api/',
      { ticker: 'WAX', contract: 'eosio.token' },
      { ticker: 'TLM', contract: 'alien.worlds' },
      answering(rows, asked),
    );
    expect(asked).toEqual(['/api/pairDirectSources/WAX_eosio.token/TLM_alien.worlds']);
    expect(venues).toHaveLength(2);
    expect(venues[1]).toMatchObject({
      src: 'alcorv2',
      id: '2',
      feeBps: 100,
      price: 0.25,
      reserve0: { units: 2_000_000_000n, precision: 8 },
      reserve1: { units: 800_000n },
    });
  });
});
