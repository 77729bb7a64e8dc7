import { describe, expect, it, vi } from 'vitest';
import type { FetchFn } from './http';
import { createPairsService, readListedPair, withPairStats } from './pairsService';

const WAX = { contract: 'eosio.token', symbol: { ticker: 'WAX', precision: 8 }, hash: 'wax_eosio.token' };
const TLM = { contract: 'alien.worlds', symbol: { ticker: 'TLM', precision: 4 }, hash: 'tlm_alien.worlds' };
const figures = { tvl: 1000, volume24h: 10, volume7d: 70, volume30d: 300, price_change24h: 0.25 };
const ROWS: Record<string, unknown[]> = {
  'markets/': [
    { id: 0, src: 'alcormarket', token0: WAX, token1: TLM, last_price: 0.2, fee: 20, ...figures },
    { id: 1, src: 'alcormarket' },
  ],
  'pools/': [
    { pairid: '1', src: 'defibox', token0: WAX, token1: TLM, price: 0.25, fee: 30, ...figures },
    { pairid: 'TLMWAX', src: 'taco', token0: TLM, token1: WAX, price: 4, fee: 30, ...figures },
    { pairid: '9', src: 'nowhere', token0: WAX, token1: TLM, price: 1 },
  ],
  'poolsv3/': [{ id: 2, src: 'alcorv2', token0: TLM, token1: WAX, price: 5, fee: 3000, ...figures }],
  'lastVolumes/': [{ src_id: 'defibox_1', volume24h: 11, volume7d: 77, volume30d: 333 }, { volume24h: 5 }],
  'lastPriceChanges/': [{ src_id: 'alcormarket_0', price: 0.21, price_24h_ago: 0.2, change24h: 0.05 }],
  'tokens/': [
    { contract: 'alien.worlds', symbol: { ticker: 'TLM', precision: 4 }, logo: '/logos/TLM.svg' },
    { contract: 'eosio.token', symbol: { ticker: 'WAX', precision: 8 }, logo: null },
  ],
};

const fetchFn = vi.fn<FetchFn>(async (url) => {
  const path = new URL(url, 'http://x').pathname.replace(/^\/api\//, '');
  const body = ROWS[path];
  return body ? new Response(JSON.stringify(body)) : new Response('{"error":"no"}', { status: 404 });
});

describe('the pairs service', () => {
  it('reads markets, v2 pools and v3 pools into one list, skipping rows it cannot use', async () => {
    const pairs = await createPairsService('/api/', fetchFn).pairs();
    expect(pairs.map((pair) => [pair.srcId, pair.srcType, pair.price])).toEqual([
      ['alcormarket_0', 'markets', 0.2],
      ['defibox_1', 'pools', 0.25],
      ['taco_TLMWAX', 'pools', 4],
      ['alcorv2_2', 'poolsv3', 5],
    ]);
    expect(pairs[0]).toMatchObject({
      token0: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
      volume7d: 70,
      tvl: 1000,
      fee: 20,
      change24h: 0.25,
      price24hAgo: 0.16,
    });
  });

  it('merges lastVolumes/ and lastPriceChanges/ by src_id; a market takes its last trade’s price', async () => {
    const service = createPairsService('/api/', fetchFn);
    const [pairs, volumes, changes] = await Promise.all([service.pairs(), service.lastVolumes(), service.lastPriceChanges()]);
    const merged = pairs.map((pair) => withPairStats(pair, volumes.get(pair.srcId), changes.get(pair.srcId)));
    expect(merged[0]).toMatchObject({ price: 0.21, price24hAgo: 0.2, change24h: 0.05, volume24h: 10 });
    expect(merged[1]).toMatchObject({ price: 0.25, volume24h: 11, volume7d: 77, volume30d: 333, change24h: 0.25 });
    expect(volumes.size).toBe(1);
  });

  it('reads token logos by TICKER_contract and fails naming the path that did not answer', async () => {
    expect([...(await createPairsService('/api/', fetchFn).tokenLogos())]).toEqual([['TLM_alien.worlds', '/logos/TLM.svg']]);
    const failing = vi.fn<FetchFn>(async () => new Response('', { status: 503 }));
    await expect(createPairsService('/api/', failing).pairs()).rejects.toThrow('markets/: HTTP 503');
    const notList = vi.fn<FetchFn>(async () => new Response('{}'));
    await expect(createPairsService('/api/', notList).lastVolumes()).rejects.toThrow('lastVolumes/: the answer must be a list');
  });

  it('never throws on a malformed row', () => {
    for (const raw of [null, 1, 'x', [], { src: 'defibox' }, { pairid: -1, src: 'defibox', token0: WAX, token1: TLM }])
      expect(readListedPair(raw, 'pools')).toBeNull();
  });
});
