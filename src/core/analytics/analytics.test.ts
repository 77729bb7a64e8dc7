import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListStore, LIST_PRESETS } from '../lists';
import { appendListings, hasMoreListings, listingFeeBps, nextListingsBound, type ListingEvent } from './listings';
import { overviewOf, topStats } from './overview';
import type { ListedPair } from './pairs';
import { arcPath, shareSlices } from './shares';
import { formatListVolume } from './volume';
import { TOP_PAIRS, TOP_PAIRS_ID, TOP_TOKENS, TOP_TOKENS_ID, topPairColumns, topTokenColumns, type TopPairRow, type TopTokenRow } from './topLists';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const ADX = { ticker: 'ADX', contract: 'adex.token', precision: 4 };

const pair = (srcId: string, token1: typeof WAX, extra: Partial<ListedPair> = {}): ListedPair => {
  const [src, pairId] = srcId.split('_') as [ListedPair['src'], string];
  return {
    srcId,
    src,
    srcType: src === 'alcormarket' ? 'markets' : 'pools',
    pairId,
    token0: WAX,
    token1,
    price: 0.2,
    price24hAgo: 0.2,
    change24h: 0,
    volume24h: 10,
    volume7d: 70,
    volume30d: 300,
    tvl: 1000,
    fee: 30,
    reserve0: 500,
    reserve1: 2500,
    waxPrice0: 1,
    waxPrice1: 0.2,
    ...extra,
  };
};

describe('overviewOf and topStats', () => {
  const pairs = [
    pair('alcormarket_0', TLM, { volume24h: 5, volume7d: 40, tvl: 100 }),
    pair('defibox_1', TLM, { volume24h: 20, volume7d: 100, tvl: 3000 }),
    pair('defibox_2', ADX, { volume24h: null, volume7d: null, tvl: null }),
    pair('alcor_3', TLM, { srcType: 'poolsv3', volume24h: 1, volume7d: 10, tvl: 500 }),
    // Excluded from analytics: counts nowhere.
    pair('adex_4', ADX, { volume24h: 1000, volume7d: 7000, tvl: 9000 }),
  ];

  it('sums the counted pairs per exchange, largest 7 d volume first, and counts pools and markets', () => {
    const overview = overviewOf(pairs, 12);
    expect(overview).toEqual({
      tvl: 3600,
      volume24h: 26,
      volume7d: 150,
      tokens: 12,
      pools: 3,
      markets: 1,
      exchanges: [
        { src: 'defibox', volume24h: 20, volume7d: 100, tvl: 3000 },
        { src: 'alcormarket', volume24h: 5, volume7d: 40, tvl: 100 },
        { src: 'alcor', volume24h: 1, volume7d: 10, tvl: 500 },
      ],
    });
  });

  it('shows WAX figures in USD once the oracle price is known, counts without', () => {
    const stats = topStats(overviewOf(pairs, 12), 0.05);
    expect(stats.map((stat) => stat.id)).toEqual(['tvl', 'volume24h', 'volume7d', 'tokens', 'pools', 'markets']);
    expect(stats[0]!.usd).toBeCloseTo(180, 9);
    expect(stats[3]).toEqual({ id: 'tokens', label: 'Tokens', unit: 'count', value: 12, usd: null });
    expect(topStats(overviewOf(pairs, 12), null).every((stat) => stat.usd === null)).toBe(true);
  });
});

describe('shareSlices and arcPath', () => {
  it('slices by share, largest first, folding the smallest into other', () => {
    const slices = shareSlices(
      [
        { key: 'a', value: 1 },
        { key: 'b', value: 5 },
        { key: 'c', value: 2 },
        { key: 'd', value: 2 },
        { key: 'z', value: 0 },
      ],
      3,
    );
    expect(slices.map((slice) => [slice.key, slice.share])).toEqual([
      ['b', 0.5],
      ['c', 0.2],
      ['other', 0.3],
    ]);
    expect(shareSlices([{ key: 'a', value: 0 }])).toEqual([]);
  });

  it('shares always add up to the whole', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { maxLength: 20 }), (values) => {
        const slices = shareSlices(values.map((value, i) => ({ key: String(i), value })));
        if (slices.length > 0) expect(slices.reduce((total, slice) => total + slice.share, 0)).toBeCloseTo(1, 9);
      }),
    );
  });

  it('draws a ring segment, and a whole ring as two halves', () => {
    expect(arcPath(0, 0.25, 50, 30)).toBe('M 50.000 0.000 A 50 50 0 0 1 100.000 50.000 L 80.000 50.000 A 30 30 0 0 0 50.000 20.000 Z');
    expect(arcPath(0, 1, 50, 30).match(/M /g)).toHaveLength(2);
  });
});

describe('top lists', () => {
  const pairs = [
    pair('defibox_1', TLM, { volume7d: 70 }),
    pair('alcormarket_0', TLM, { volume7d: 500, tvl: 90 }),
    pair('adex_1', TLM, { volume7d: 9999 }),
    pair('adex_2', ADX, { volume7d: 5000 }),
  ];
  const tokens = [
    {
      ticker: 'TLM',
      contract: 'alien.worlds',
      logo: '/tlm.svg',
      waxPrice: 0.2,
      usdPrice: 0.01,
      change24h: 0.05,
      inPool: [{ src: 'defibox' }, { src: 'adex' }],
    },
    { ticker: 'ADX', contract: 'adex.token', logo: null, waxPrice: 1, usdPrice: 0.05, change24h: 0, inPool: [{ src: 'adex' }] },
    { ticker: 'WAX', contract: 'eosio.token', logo: null, waxPrice: 1, usdPrice: 0.05, change24h: 0, inPool: [{ src: 'defibox' }] },
  ];

  it('lists tokens in a counted pool, with volume over counted pairs and liquidity over counted pools', () => {
    const store = new ListStore();
    store.load(TOP_TOKENS_ID, TOP_TOKENS, topTokenColumns(tokens, pairs));
    const rows = store.view({ listId: TOP_TOKENS_ID, sort: LIST_PRESETS.tokens.defaultSort, window: { start: 0, count: 10 } }).rows as unknown as TopTokenRow[];
    expect(rows.map((row) => [row.symbol, row['7dvolume'], row.liquidity])).toEqual([
      ['TLM', 570, 500],
      ['WAX', 570, 500],
    ]);
    expect(rows[0]).toMatchObject({ path: '/analytics/token/tlm_alien.worlds', price: 0.2, priceusd: 0.01, pricechange: 0.05 });
  });

  it('lists every counted pair in the list’s orientation, linking to its pair page', () => {
    const store = new ListStore();
    store.load(TOP_PAIRS_ID, TOP_PAIRS, topPairColumns(pairs));
    const rows = store.view({ listId: TOP_PAIRS_ID, sort: LIST_PRESETS.pairs.defaultSort, window: { start: 0, count: 10 } }).rows as unknown as TopPairRow[];
    expect(rows.map((row) => [row.srcId, row.pair, row.liquidity, row.path])).toEqual([
      ['alcormarket_0', 'TLM/WAX', 90, '/analytics/pair/alcormarket/0'],
      ['defibox_1', 'TLM/WAX', 1000, '/analytics/pair/defibox/1'],
    ]);
  });
});

describe('listings', () => {
  const event = (seq: number, extra: Partial<ListingEvent> = {}): ListingEvent => ({
    contractA: 'eosio.token',
    codeA: 'WAX',
    contractB: 'alien.worlds',
    codeB: 'TLM',
    listingType: 'pools',
    fee: 30,
    src: 'defibox',
    pairId: String(seq),
    globalSequence: seq,
    time: 0,
    ...extra,
  });

  it('compares a v3 listing’s fee after dividing by 100', () => {
    expect(listingFeeBps(event(1, { listingType: 'poolsv3', fee: 3000 }))).toBe(30);
    expect(listingFeeBps(event(1, { listingType: 'markets', fee: 20 }))).toBe(20);
  });

  it('has more only after a full page, asks below the last sequence, and appends without repeats', () => {
    expect(hasMoreListings(100)).toBe(true);
    expect(hasMoreListings(99)).toBe(false);
    expect(nextListingsBound([])).toBeNull();
    expect(nextListingsBound([event(50), event(40)])).toBe(39);
    expect(appendListings([event(50), event(40)], [event(40), event(30)]).map((e) => e.globalSequence)).toEqual([50, 40, 30]);
  });
});

describe('formatListVolume', () => {
  it('keeps 4 decimals under 1000 and the WAX suffixes above', () => {
    expect(formatListVolume(749.15684321)).toBe('749.1568');
    expect(formatListVolume(1234.5)).toBe('1.235K');
    expect(formatListVolume(null)).toBe('—');
  });
});
