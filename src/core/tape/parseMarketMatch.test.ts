import { describe, expect, it } from 'vitest';
import type { BookMarket } from '../domain';
import { parseMarketMatch, readTradeTime } from './parseMarketMatch';

const market: BookMarket = {
  id: 7,
  base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
};
const trxId = 'AB'.repeat(32);
const buy = {
  src: 'alcormarket',
  market_id: 7,
  side: 'buy',
  trx_id: trxId,
  unit_price: '500012',
  amount_ask: '1999.9560',
  amount_bid: '10.00000000',
  updated_at_time: '2026-01-01T00:00:00.500',
};

describe('parseMarketMatch', () => {
  it('reads a buy: the taker asked for the quote and bid the base', () => {
    const entry = parseMarketMatch(buy, market)!;
    expect(entry.side).toBe('buy');
    expect(entry.trxId).toBe('ab'.repeat(32));
    expect(entry.unitPrice).toBe(500012n);
    expect(entry.price).toBe(0.00500012);
    expect(entry.amount).toEqual({ units: 19_999_560n, precision: 4 });
    expect(entry.total).toEqual({ units: 1_000_000_000n, precision: 8 });
    expect(entry.timestamp).toBe(Date.UTC(2026, 0, 1, 0, 0, 0, 500));
  });

  it('reads a sell (named as the chain action) the other way round', () => {
    const entry = parseMarketMatch({ ...buy, side: undefined, type: 'sellmatch', amount_ask: 10, amount_bid: 1999.956 }, market)!;
    expect(entry.side).toBe('sell');
    expect(entry.amount).toEqual({ units: 19_999_560n, precision: 4 });
    expect(entry.total).toEqual({ units: 1_000_000_000n, precision: 8 });
  });

  it('lets asset texts say which amount is the quote', () => {
    const entry = parseMarketMatch({ ...buy, amount_ask: '10.00000000 WAX', amount_bid: '1999.9560 TLM' }, market)!;
    expect(entry.amount).toEqual({ units: 19_999_560n, precision: 4 });
    expect(entry.total).toEqual({ units: 1_000_000_000n, precision: 8 });
  });

  it('reads tiny JSON numbers written with an exponent exactly', () => {
    const entry = parseMarketMatch({ ...buy, amount_bid: 1e-8 }, market)!;
    expect(entry.total).toEqual({ units: 1n, precision: 8 });
  });

  it.each([
    ['another market', { ...buy, market_id: 8 }],
    ['no side', { ...buy, side: 'hold' }],
    ['a short trx id', { ...buy, trx_id: 'abc' }],
    ['a zero price', { ...buy, unit_price: '0' }],
    ['a negative amount', { ...buy, amount_ask: -1 }],
    ['an asset at the wrong precision', { ...buy, amount_ask: '1999.956 TLM' }],
    ['an unreadable time', { ...buy, updated_at_time: 'yesterday' }],
    ['a non-object', 'match'],
  ])('rejects %s', (_name, raw) => {
    expect(parseMarketMatch(raw, market)).toBeNull();
  });
});

describe('readTradeTime', () => {
  it('takes zoned and zoneless ISO text and numbers in seconds or milliseconds', () => {
    const ms = Date.UTC(2026, 0, 1);
    expect(readTradeTime('2026-01-01T00:00:00.000')).toBe(ms);
    expect(readTradeTime('2026-01-01T02:00:00+02:00')).toBe(ms);
    expect(readTradeTime(ms / 1000)).toBe(ms);
    expect(readTradeTime(ms)).toBe(ms);
    expect(readTradeTime(Number.NaN)).toBeNull();
  });
});
