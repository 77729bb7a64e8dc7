import { describe, expect, it } from 'vitest';
import { orderRow, WAX_TLM } from '../orderbook/orders.testutil';
import { parseOrderbookDelta } from '../orderbook';
import {
  checkEach,
  isSessionToken,
  MAX_BATCH_LENGTH,
  parseKlineFor,
  parseOrderbookSnapshot,
  parseSessionTokenRequest,
  parseSessionTokenResponse,
} from './messages';
import { encodeOrderRow } from './wire';

const bid = orderRow('bids', { id: 12, unitPrice: 50_000_000, base: '0.50000000', quote: '1.0000', account: 'alice' });
const wireBid = encodeOrderRow(bid);

describe('encodeOrderRow', () => {
  it('writes the chain JSON the core parser reads back unchanged', () => {
    expect(wireBid).toEqual({ id: '12', account: 'alice', bid: '0.50000000 WAX', ask: '1.0000 TLM', unit_price: '50000000', timestamp: 1_760_000_000 });
    expect(parseOrderbookDelta({ table: 'buyorder', present: true, value: wireBid, seq: 3, market_id: WAX_TLM.id })).toEqual({
      table: 'buyorder',
      present: true,
      value: bid,
      seq: 3,
      marketId: 7,
    });
  });
});

describe('checkEach', () => {
  const parse = (raw: unknown) => (typeof raw === 'number' ? raw : null);

  it('accepts one message or a batch, counting what it drops', () => {
    expect(checkEach(4, parse)).toEqual({ items: [4], dropped: 0 });
    expect(checkEach('x', parse)).toEqual({ items: [], dropped: 1 });
    expect(checkEach([1, 'x', 2, null], parse)).toEqual({ items: [1, 2], dropped: 2 });
  });

  it('drops an oversized batch as one malformed message', () => {
    expect(checkEach(new Array(MAX_BATCH_LENGTH + 1).fill(1), parse)).toEqual({ items: [], dropped: 1 });
  });
});

describe('parseOrderbookSnapshot', () => {
  it('reads a side with its delta number, leaving bad rows out and counting them', () => {
    const snapshot = parseOrderbookSnapshot({ market_id: 7, table: 'buyorder', seq: 41, rows: [wireBid, { ...wireBid, unit_price: 0 }, 'junk'] });
    expect(snapshot).toEqual({ marketId: 7, table: 'buyorder', seq: 41, rows: [bid], rejectedRows: 2 });
  });

  it('rejects a malformed frame', () => {
    for (const raw of [
      null,
      [],
      { market_id: 7, table: 'orders', seq: 1, rows: [] },
      { market_id: 7, table: 'buyorder', seq: -1, rows: [] },
      { market_id: 7, table: 'buyorder', seq: 1 },
      { table: 'buyorder', seq: 1, rows: [] },
    ]) {
      expect(parseOrderbookSnapshot(raw)).toBeNull();
    }
  });
});

describe('parseKlineFor', () => {
  const row = { time: 1_767_225_600, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 };
  const key = { marketId: 7, resolution: '1' };

  it('accepts a kline for the room, with or without the devnet’s keys', () => {
    expect(parseKlineFor({ operation: 'update', row }, key)).toEqual({ operation: 'update', row });
    expect(parseKlineFor({ operation: 'insert', row, market_id: 7, resolution: '1' }, key)).toEqual({ operation: 'insert', row });
  });

  it('drops a kline of another market or resolution, or a malformed one', () => {
    expect(parseKlineFor({ operation: 'update', row, market_id: 8 }, key)).toBeNull();
    expect(parseKlineFor({ operation: 'update', row, resolution: '5' }, key)).toBeNull();
    expect(parseKlineFor({ operation: 'upsert', row }, key)).toBeNull();
    expect(parseKlineFor([], key)).toBeNull();
  });
});

describe('session token messages', () => {
  it('reads the token answer and the {uuid} request', () => {
    expect(parseSessionTokenResponse({ token: 'AbC123_-xyz09876' })).toBe('AbC123_-xyz09876');
    expect(parseSessionTokenResponse({ token: '' })).toBeNull();
    expect(parseSessionTokenResponse({ token: 'has spaces in it' })).toBeNull();
    expect(parseSessionTokenResponse('AbC123_-xyz09876')).toBeNull();
    expect(parseSessionTokenRequest({ uuid: '11111111-2222-4333-8444-55555555555A' })).toBe('11111111-2222-4333-8444-55555555555a');
    expect(parseSessionTokenRequest({ uuid: 'nope' })).toBeNull();
    expect(parseSessionTokenRequest(null)).toBeNull();
    expect(isSessionToken('AbC123_-xyz09876')).toBe(true);
    expect(isSessionToken(42)).toBe(false);
  });
});
