import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsService, readAnalyticsToken, readListingEvent, readOverview } from './analyticsService';
import type { FetchFn } from './http';

const OVERVIEW = {
  time: 1_795_764_436,
  excluded_sources: ['adex'],
  tvl: 12_150_942.09,
  tvl_24h_ago: 12_098_407.76,
  volume24h: 155_907.7,
  volume24h_prev: 58_161.2,
  volume24h_usd: 7826.6,
  volume7d: 457_400.1,
  volume7d_prev: 331_923.9,
  volume7d_usd: 22_961.5,
  trades24h: 841,
  trades24h_prev: 487,
  tokens: 28,
  tokens_24h_ago: 25,
  pools: 58,
  pools_24h_ago: 55,
  markets: 8,
  markets_24h_ago: 8,
  exchanges: [{ src: 'defibox', volume24h: 115_866.2, volume7d: 254_130.9, tvl: 5_970_180.2 }, { src: 7 }],
  days: [
    { time: 1_795_046_400, volume: 48_656.4, volume_usd: 2442.6, trades: 448, tvl: 12_457_915.4 },
    { time: 1_794_960_000, volume: 53_676.2, volume_usd: 2694.5, trades: 447, tvl: 12_436_099.9 },
    { time: 'yesterday' },
  ],
};
const LISTING = {
  contractA: 'eosio.token',
  codeA: 'WAX',
  precisionA: 8,
  contractB: 'farmerstoken',
  codeB: 'FWF',
  precisionB: 4,
  listing_type: 'poolsv3',
  fee: 3000,
  src: 'alcorv2',
  pair_id: 7,
  creator: 'alice',
  global_sequence: 2915,
  updated_at_time: '2026-11-27T06:41:47.500Z',
  trx_id: 'ab'.repeat(32),
};

describe('readOverview', () => {
  it('reads the figures, the exchanges and the days oldest first, skipping malformed entries', () => {
    const overview = readOverview(OVERVIEW);
    expect(overview).toMatchObject({ tvl: 12_150_942.09, tvl24hAgo: 12_098_407.76, trades24hPrev: 487, tokens24hAgo: 25, excludedSources: ['adex'] });
    expect(overview.exchanges).toEqual([{ src: 'defibox', volume24h: 115_866.2, volume7d: 254_130.9, tvl: 5_970_180.2 }]);
    expect(overview.days.map((day) => day.time)).toEqual([1_794_960_000, 1_795_046_400]);
  });

  it('names a missing figure', () => {
    expect(() => readOverview({ ...OVERVIEW, tvl: null })).toThrow('analytics/overview: tvl must be a number');
    expect(() => readOverview([])).toThrow('the answer must be an object');
  });
});

describe('tokens and listings', () => {
  it('reads a token’s prices, change and the exchanges of its pools', () => {
    expect(
      readAnalyticsToken({
        contract: 'alien.worlds',
        symbol: { ticker: 'TLM', precision: 4 },
        logo: '/tlm.svg',
        wax_price: 0.2,
        price: 0.01,
        price_changes: { '24h': 0.05 },
        in_pool: [{ src: 'defibox', src_type: 'pools', pairid: '1' }, { nope: 1 }],
      }),
    ).toEqual({ ticker: 'TLM', contract: 'alien.worlds', logo: '/tlm.svg', waxPrice: 0.2, usdPrice: 0.01, change24h: 0.05, inPool: [{ src: 'defibox' }] });
  });

  it('reads a listing, and never throws on a malformed one', () => {
    expect(readListingEvent(LISTING)).toEqual({
      contractA: 'eosio.token',
      codeA: 'WAX',
      contractB: 'farmerstoken',
      codeB: 'FWF',
      listingType: 'poolsv3',
      fee: 3000,
      src: 'alcorv2',
      pairId: '7',
      globalSequence: 2915,
      time: Date.UTC(2026, 10, 27, 6, 41, 47, 500),
    });
    expect(readListingEvent({ ...LISTING, listing_type: 'farms' })).toBeNull();
    fc.assert(fc.property(fc.anything(), (raw) => void readListingEvent(raw)));
  });

  it('asks for 100 listings below the last one held', async () => {
    const fetchFn = vi.fn<FetchFn>(async () => new Response(JSON.stringify([LISTING, { junk: true }])));
    const service = createAnalyticsService('/api/', fetchFn);
    expect(await service.listings(null)).toHaveLength(1);
    await service.listings(2914);
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual(['/api/listingevents?limit=100', '/api/listingevents?limit=100&max_global_sequence=2914']);
  });
});
