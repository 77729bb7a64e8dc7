import { describe, expect, it, vi } from 'vitest';
import type { FetchFn } from './http';
import type { Market } from '../core/domain';
import { createMarketsService, readMarket } from './marketsService';

const TRX = 'ab'.repeat(32);

/** A markets/ row as the devnet's swap service writes it (devnet/services/swapApi/routes/pools.ts). */
function marketRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    src: 'alcormarket',
    src_type: 'markets',
    token0: { contract: 'eosio.token', symbol: { ticker: 'WAX', precision: 8 }, hash: 'wax_eosio.token' },
    token1: { contract: 'alien.worlds', symbol: { ticker: 'TLM', precision: 4 }, hash: 'tlm_alien.worlds' },
    frozen: false,
    fee: 25,
    best_bid: 0.199,
    best_ask: 0.201,
    last_price: 0.2,
    orderbook: { bids: [], asks: [], total_bid: '1.00000000', total_ask: '1.00000000', bid_levels: 120, ask_levels: 118 },
    src_id: 'alcormarket_3',
    tokenA_wax_price: 1,
    volume24h: 5123.5,
    price_change24h: -0.02,
    ...overrides,
  };
}

const answering = (body: unknown, status = 200) => vi.fn<FetchFn>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe('readMarket', () => {
  it('reads a markets/ row: base is token0, quote token1, the favourite key is src_id', () => {
    expect(readMarket(marketRow())).toEqual({
      id: 3,
      src: 'alcormarket',
      srcId: 'alcormarket_3',
      base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
      quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
      frozen: false,
      lastPrice: 0.2,
      bestBid: 0.199,
      bestAsk: 0.201,
      volume24h: 5123.5,
      priceChange24h: -0.02,
      baseWaxPrice: 1,
      bookLevels: 238,
    });
  });

  it('rejects rows that cannot name a market, and zeroes missing figures', () => {
    expect(readMarket(marketRow({ id: '3' }))).toBeNull();
    expect(readMarket(marketRow({ src: 'uniswap' }))).toBeNull();
    expect(readMarket(marketRow({ token1: { contract: 'alien.worlds', symbol: { ticker: 'tlm', precision: 4 } } }))).toBeNull();
    expect(readMarket(marketRow({ token0: { contract: 'eosio.token', symbol: { ticker: 'WAX', precision: 19 } } }))).toBeNull();
    const bare = readMarket(marketRow({ last_price: null, volume24h: 'lots', orderbook: undefined, frozen: 1 }));
    expect(bare).toMatchObject({ lastPrice: 0, volume24h: 0, bookLevels: 0, frozen: true });
  });
});

describe('createMarketsService', () => {
  it('lists markets/ and skips the rows it cannot read', async () => {
    const fetchFn = answering([marketRow(), { id: 'x' }, marketRow({ id: 4, src_id: 'alcormarket_4' })]);
    const markets = await createMarketsService('/api/', fetchFn).markets();
    expect(fetchFn.mock.calls[0]?.[0]).toBe('/api/markets/');
    expect(markets.map((market) => market.srcId)).toEqual(['alcormarket_3', 'alcormarket_4']);
  });

  it('throws on an HTTP error or an answer that is not a list', async () => {
    await expect(createMarketsService('/api/', answering({ error: 'x' }, 503)).markets()).rejects.toThrow('markets/: HTTP 503');
    await expect(createMarketsService('/api/', answering({ rows: [] })).markets()).rejects.toThrow('markets/: the answer must be a list');
  });

  it('asks candles of the market in book orientation, by countBack or since startAt', async () => {
    const candle = { time: 1_700_000_000, open: 0.2, high: 0.21, low: 0.19, close: 0.205, volume: 12, mode: 'direct' };
    const fetchFn = answering([candle, { time: 'soon' }]);
    const service = createMarketsService('http://host/api', fetchFn);
    await expect(service.candles({ marketId: 3, resolution: '240', countBack: 300 })).resolves.toEqual([
      { time: 1_700_000_000, open: 0.2, high: 0.21, low: 0.19, close: 0.205, volume: 12 },
    ]);
    const first = new URL(fetchFn.mock.calls[0]?.[0] ?? '');
    expect(first.pathname).toBe('/api/candles');
    expect(Object.fromEntries(first.searchParams)).toEqual({ duration: '240', src: 'alcormarket', pair_id: '3', is_reversed: 'false', countBack: '300' });
    await service.candles({ marketId: 3, resolution: '1W', startAt: 1_600_000_000 });
    const second = new URL(fetchFn.mock.calls[1]?.[0] ?? '');
    expect(second.searchParams.get('startAt')).toBe('1600000000');
    expect(second.searchParams.has('countBack')).toBe(false);
  });

  it('reads trades as tape entries: price = unit_price / 10^8, amount in the quote token', async () => {
    const market = readMarket(marketRow()) as Market;
    const buy = {
      side: 'buy',
      trx_id: TRX,
      unit_price: '20000000',
      amount_ask: '50.0000',
      amount_bid: '10.00000000',
      updated_at_time: '2026-01-01T00:00:05.000Z',
    };
    const sell = { ...buy, side: 'sell', unit_price: '19900000', amount_ask: '3.98000000', amount_bid: '20.0000' };
    const fetchFn = answering([buy, sell, { ...buy, unit_price: 'x' }]);
    const entries = await createMarketsService('http://host/api/', fetchFn).trades(market, 100);
    expect(Object.fromEntries(new URL(fetchFn.mock.calls[0]?.[0] ?? '').searchParams)).toEqual({
      src_type: 'markets',
      src: 'alcormarket',
      pair_id: '3',
      limit: '100',
    });
    expect(entries.map((entry) => [entry.side, entry.price, entry.amount.units, entry.amount.precision, entry.timestamp])).toEqual([
      ['buy', 0.2, 500_000n, 4, Date.UTC(2026, 0, 1, 0, 0, 5)],
      ['sell', 0.199, 200_000n, 4, Date.UTC(2026, 0, 1, 0, 0, 5)],
    ]);
  });

  it('reads a page of an account’s trades on a market, from the account’s side', async () => {
    const market = readMarket(marketRow()) as Market;
    const fill = {
      side: 'buy',
      asker: 'bob',
      bidder: 'judy',
      trx_id: TRX,
      unit_price: '20000000',
      amount_ask: '50.0000',
      amount_bid: '10.00000000',
      global_sequence: 77,
      updated_at_time: '2026-01-01T00:00:05.000Z',
    };
    const fetchFn = answering([
      fill,
      { ...fill, global_sequence: 78, asker: 'judy', bidder: 'carl' },
      { ...fill, global_sequence: 79, asker: 'x', bidder: 'y' },
    ]);
    const page = await createMarketsService('http://host/api/', fetchFn).accountTrades(market, 'judy', { limit: 20, offset: 40 });
    expect(Object.fromEntries(new URL(fetchFn.mock.calls[0]?.[0] ?? '').searchParams)).toEqual({
      src_type: 'markets',
      src: 'alcormarket',
      pair_id: '3',
      wallet: 'judy',
      limit: '20',
      offset: '40',
    });
    expect(page.rows).toBe(3);
    expect(page.trades.map((trade) => [trade.key, trade.accountSide, trade.role])).toEqual([
      ['77', 'buy', 'taker'],
      ['78', 'sell', 'maker'],
    ]);
  });
});
