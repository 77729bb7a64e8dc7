import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsService, readAnalyticsToken, readListingEvent } from './analyticsService';
import type { FetchFn } from './http';

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
