import { describe, expect, it } from 'vitest';
import { encodeOrderRow } from '../../src/core/live';
import { orderRow, WAX_TLM } from '../../src/core/orderbook/orders.testutil';
import { MarketFeed } from './feed';

const bidRow = (id: number, unitPrice: number, quote: string, account = 'alice') =>
  orderRow('bids', { id, unitPrice, quote, base: ((Number(quote) * unitPrice) / 1e8).toFixed(8), account });
const askRow = (id: number, unitPrice: number, quote: string, account = 'bob') =>
  orderRow('asks', { id, unitPrice, quote, base: ((Number(quote) * unitPrice) / 1e8).toFixed(8), account });
const delta = (table: 'buyorder' | 'sellorder', present: boolean, row: ReturnType<typeof bidRow>, seq: number, marketId = 7) => ({
  table,
  present,
  value: encodeOrderRow(row),
  seq,
  market_id: marketId,
});
const snapshot = (table: 'buyorder' | 'sellorder', rows: ReturnType<typeof bidRow>[], seq: number) => ({
  market_id: 7,
  table,
  seq,
  rows: rows.map(encodeOrderRow),
});
const prices = (feed: MarketFeed, side: 'bids' | 'asks') => feed.book[side].levels().map((level) => level.unitPrice);
const trxId = (n: number) => n.toString(16).padStart(64, '0');

function syncedFeed(user: string | null = null): MarketFeed {
  const feed = new MarketFeed({ market: WAX_TLM }, user);
  feed.onSnapshot(snapshot('buyorder', [bidRow(1, 50_000_000, '10.0000'), bidRow(2, 49_000_000, '5.0000')], 4));
  feed.onSnapshot(snapshot('sellorder', [askRow(3, 51_000_000, '2.0000')], 9));
  return feed;
}

describe('MarketFeed order book', () => {
  it('applies snapshots, then single and batched deltas after them', () => {
    const feed = syncedFeed();
    expect(feed.syncing).toBe(false);
    expect(feed.onDeltas(delta('buyorder', true, bidRow(4, 50_500_000, '1.0000'), 5))).toBe(false);
    expect(feed.onDeltas([delta('buyorder', false, bidRow(2, 49_000_000, '5.0000'), 6), delta('sellorder', true, askRow(5, 50_900_000, '1.0000'), 10)])).toBe(
      false,
    );
    expect(prices(feed, 'bids')).toEqual([50_500_000n, 50_000_000n]);
    expect(prices(feed, 'asks')).toEqual([50_900_000n, 51_000_000n]);
  });

  it('buffers deltas until the snapshot, skipping those it already covers', () => {
    const feed = new MarketFeed({ market: WAX_TLM }, null);
    feed.onDeltas([delta('buyorder', true, bidRow(1, 50_000_000, '1.0000'), 1), delta('buyorder', true, bidRow(2, 49_000_000, '1.0000'), 2)]);
    expect(feed.syncing).toBe(true);
    feed.onSnapshot(snapshot('buyorder', [bidRow(1, 50_000_000, '1.0000')], 1));
    expect(prices(feed, 'bids')).toEqual([50_000_000n, 49_000_000n]);
    feed.onDeltas(delta('buyorder', false, bidRow(2, 49_000_000, '1.0000'), 2));
    expect(feed.stale).toBe(1);
    expect(prices(feed, 'bids')).toEqual([50_000_000n, 49_000_000n]);
  });

  it('reports a sequence gap and waits for a fresh snapshot', () => {
    const feed = syncedFeed();
    expect(feed.onDeltas(delta('buyorder', true, bidRow(4, 50_500_000, '1.0000'), 7))).toBe(true);
    expect(feed.book.isSyncing('buyorder')).toBe(true);
    expect(prices(feed, 'bids')).toEqual([50_000_000n, 49_000_000n]);
    expect(feed.onSnapshot(snapshot('buyorder', [bidRow(9, 48_000_000, '1.0000')], 7))).toBe(false);
    expect(prices(feed, 'bids')).toEqual([48_000_000n]);
  });

  it('counts malformed messages, rows and foreign-token deltas as dropped, and keeps going', () => {
    const feed = syncedFeed();
    feed.onDeltas([
      null,
      'junk',
      { table: 'buyorder' },
      delta('buyorder', true, bidRow(4, 50_500_000, '1.0000'), 5),
      { ...delta('buyorder', true, bidRow(6, 1, '1.0000'), 6), value: { id: 'x' } },
    ]);
    feed.onDeltas(42);
    const wrongTokens = {
      ...delta('buyorder', true, bidRow(7, 50_000_000, '1.0000'), 6),
      value: { ...encodeOrderRow(bidRow(7, 50_000_000, '1.0000')), ask: '1.0000 ABC' },
    };
    feed.onDeltas(wrongTokens);
    feed.onSnapshot({ market_id: 7, table: 'sellorder', seq: 'x', rows: [] });
    feed.onSnapshot(snapshot('sellorder', [askRow(3, 51_000_000, '2.0000')], 9));
    feed.onSnapshot({ ...snapshot('sellorder', [askRow(3, 51_000_000, '2.0000')], 9), rows: [{}, encodeOrderRow(askRow(3, 51_000_000, '2.0000'))] });
    expect(feed.dropped).toBe(4 + 1 + 1 + 1 + 1);
    expect(prices(feed, 'bids')).toEqual([50_500_000n, 50_000_000n, 49_000_000n]);
  });

  it('skips messages of another market without counting them', () => {
    const feed = syncedFeed();
    feed.onDeltas(delta('buyorder', true, bidRow(4, 50_500_000, '1.0000'), 5, 8));
    feed.onSnapshot({ ...snapshot('buyorder', [], 99), market_id: 8 });
    feed.onMatches({ market_id: 8, trx_id: trxId(1), side: 'buy', unit_price: 1, amount_ask: '1.0000 TLM', amount_bid: '1.00000000 WAX', updated_at_time: 1 });
    expect(feed.dropped).toBe(0);
    expect(prices(feed, 'bids')).toEqual([50_000_000n, 49_000_000n]);
    expect(feed.tape.size).toBe(0);
  });

  it('uses an HTTP snapshot only until the socket’s own arrives', () => {
    const feed = new MarketFeed({ market: WAX_TLM, httpSnapshot: true }, null);
    feed.onHttpSnapshot('buyorder', [encodeOrderRow(bidRow(1, 50_000_000, '1.0000')), 'junk']);
    expect(prices(feed, 'bids')).toEqual([50_000_000n]);
    expect(feed.dropped).toBe(1);
    feed.onSnapshot(snapshot('buyorder', [bidRow(2, 49_000_000, '1.0000')], 3));
    feed.onHttpSnapshot('buyorder', [encodeOrderRow(bidRow(1, 50_000_000, '1.0000'))]);
    expect(prices(feed, 'bids')).toEqual([49_000_000n]);
  });

  it('lists the user’s orders and flags when they may have changed', () => {
    const feed = syncedFeed('alice');
    feed.userOrdersChanged = false;
    feed.onDeltas(delta('sellorder', true, askRow(5, 52_000_000, '1.0000', 'carol'), 10));
    expect([feed.userOrdersChanged, feed.userDeltas]).toEqual([false, 0]);
    feed.onDeltas(delta('sellorder', true, askRow(6, 52_000_000, '3.0000', 'alice'), 11));
    expect([feed.userOrdersChanged, feed.userDeltas]).toEqual([true, 1]);
    expect(feed.userOrders()).toEqual([
      { id: '1', side: 'bids', unitPrice: '50000000', price: 0.5, bid: '5.00000000 WAX', ask: '10.0000 TLM', timestamp: 1_760_000_000 },
      { id: '2', side: 'bids', unitPrice: '49000000', price: 0.49, bid: '2.45000000 WAX', ask: '5.0000 TLM', timestamp: 1_760_000_000 },
      { id: '6', side: 'asks', unitPrice: '52000000', price: 0.52, bid: '3.0000 TLM', ask: '1.56000000 WAX', timestamp: 1_760_000_000 },
    ]);
    expect(feed.book.bids.level(0)?.currentUser).toBe(true);
    feed.setUser(null);
    expect(feed.userOrders()).toEqual([]);
    expect(feed.book.bids.level(0)?.currentUser).toBe(false);
  });
});

describe('MarketFeed.fresh', () => {
  it('keeps the market, user, resolution and candle base on an empty book and tape', () => {
    const feed = syncedFeed('alice');
    feed.onMatches({
      market_id: 7,
      trx_id: trxId(1),
      side: 'buy',
      unit_price: '50000000',
      amount_ask: '2.0000 TLM',
      amount_bid: '1.00000000 WAX',
      updated_at_time: 1,
    });
    feed.setResolution('15');
    const base = { time: 900, open: 1, high: 1, low: 1, close: 1, volume: 1 };
    feed.setCandleBase(base);
    const next = feed.fresh();
    expect([next.marketId, next.book.bids.size, next.tape.size, next.syncing]).toEqual([7, 0, 0, true]);
    expect(next.klineRoom()).toEqual({ room: 'klines', params: { src: 'alcordexmain', market_id: 7, resolution: '15' } });
    expect(next.book.bids.currentUser).toBe('alice');
    next.onKlines({ operation: 'update', row: { ...base, close: 1, high: 2, volume: 3 } });
    next.drainCandles();
    expect(next.takeCandleChanges()).toEqual([{ kind: 'replace', candle: { ...base, high: 2, volume: 3 } }]);
  });
});

describe('MarketFeed tape and candles', () => {
  it('puts matches on the tape with last price and side; malformed ones are dropped', () => {
    const feed = syncedFeed();
    feed.onMatches([
      {
        market_id: 7,
        trx_id: trxId(1),
        side: 'buy',
        unit_price: '50000000',
        amount_ask: '2.0000 TLM',
        amount_bid: '1.00000000 WAX',
        updated_at_time: '2026-01-01T00:00:00.000',
      },
      {
        market_id: 7,
        trx_id: trxId(2),
        side: 'sell',
        unit_price: '49000000',
        amount_ask: '0.49000000 WAX',
        amount_bid: '1.0000 TLM',
        updated_at_time: '2026-01-01T00:00:01.000',
      },
      { market_id: 7, trx_id: 'short', side: 'sell', unit_price: '1', amount_ask: '1', amount_bid: '1', updated_at_time: 1 },
    ]);
    expect(feed.tape.size).toBe(2);
    expect(feed.tape.lastPrice).toEqual({ unitPrice: 49_000_000n, price: 0.49, side: 'sell' });
    expect(feed.dropped).toBe(1);
  });

  it('queues klines and drains them in time order onto the chart’s newest candle', () => {
    const feed = new MarketFeed({ market: WAX_TLM, resolution: '1' }, null);
    const candle = (time: number, close: number) => ({ time, open: 1, high: Math.max(1, close), low: Math.min(1, close), close, volume: 1 });
    feed.setCandleBase(candle(60, 1));
    feed.onKlines([
      { operation: 'insert', row: candle(180, 3), market_id: 7, resolution: '1' },
      { operation: 'update', row: candle(60, 2) },
      { operation: 'insert', row: candle(120, 2.5) },
      { operation: 'insert', row: candle(240, 4), resolution: '5' },
      { operation: 'insert', row: candle(240, 9), src: 'defibox', market_id: 7, resolution: '1' },
      { operation: 'bogus', row: candle(300, 1) },
    ]);
    expect(feed.dropped).toBe(1);
    expect(feed.takeCandleChanges()).toEqual([]);
    feed.drainCandles();
    expect(feed.takeCandleChanges()).toEqual([
      { kind: 'replace', candle: candle(60, 2) },
      { kind: 'append', candle: candle(120, 2.5) },
      { kind: 'append', candle: candle(180, 3) },
    ]);
    expect(feed.takeCandleChanges()).toEqual([]);
  });

  it('switches the candle room on a resolution change and forgets the old queue', () => {
    const feed = new MarketFeed({ market: WAX_TLM, resolution: '1' }, null);
    feed.onKlines({ operation: 'insert', row: { time: 60, open: 1, high: 1, low: 1, close: 1, volume: 1 } });
    expect(feed.setResolution('1')).toBeNull();
    expect(feed.setResolution('5')).toEqual({
      leave: { room: 'klines', params: { src: 'alcordexmain', market_id: 7, resolution: '1' } },
      join: { room: 'klines', params: { src: 'alcordexmain', market_id: 7, resolution: '5' } },
    });
    feed.drainCandles();
    expect(feed.takeCandleChanges()).toEqual([]);
  });

  it('keeps what the tape showed across an endpoint change, as history under the new trades', () => {
    const feed = new MarketFeed({ market: WAX_TLM }, null);
    const match = (trx: string, time: number) => ({
      market_id: 7,
      trx_id: trx.repeat(64),
      side: 'buy',
      unit_price: '123456789',
      amount_ask: '1.0000 TLM',
      amount_bid: '1.23456789 WAX',
      updated_at_time: time,
    });
    feed.onMatches([match('b', 1_767_225_600), match('c', 1_767_225_601)]);
    const older = { ...feed.tape.latest(1)[0]!, trxId: 'a'.repeat(64), timestamp: 1_767_225_000_000 };
    feed.setHistory([older]);
    const next = feed.fresh();
    // The new endpoint delivers the newest trade again: it shows once.
    next.onMatches([match('c', 1_767_225_601), match('d', 1_767_225_602)]);
    expect(next.shownTape().map((shown) => [shown.entry.trxId[0], shown.historyIndex >= 0])).toEqual([
      ['d', false],
      ['c', false],
      ['b', true],
      ['a', true],
    ]);
  });
});

describe('MarketFeed candles before the chart history', () => {
  const candle = (time: number, close: number, volume: number) => ({ time, open: 1, high: Math.max(1, close), low: Math.min(1, close), close, volume });

  it('holds klines until the history’s newest candle comes, then drains only what the history does not hold', () => {
    const feed = new MarketFeed({ market: WAX_TLM, resolution: '1' }, null);
    feed.onKlines([
      { operation: 'update', row: candle(60, 2, 3) },
      { operation: 'insert', row: candle(120, 4, 1) },
      { operation: 'update', row: candle(120, 5, 2) },
    ]);
    expect(feed.drainCandles()).toBe(false);
    expect(feed.takeCandleChanges()).toEqual([]);
    // The history was read after the second kline of the 120 candle: it holds that state already.
    feed.setCandleBase(candle(120, 5, 2));
    feed.onKlines({ operation: 'update', row: candle(120, 6, 3) });
    feed.drainCandles();
    expect(feed.takeCandleChanges()).toEqual([
      { kind: 'replace', candle: candle(120, 5, 2) },
      { kind: 'replace', candle: candle(120, 6, 3) },
    ]);
  });

  it('holds again after a resolution change, and forgets what the old room sent', () => {
    const feed = new MarketFeed({ market: WAX_TLM, resolution: '1' }, null);
    feed.setCandleBase(candle(60, 1, 1));
    feed.setResolution('5');
    feed.onKlines({ operation: 'insert', row: candle(300, 2, 1), resolution: '5' });
    expect(feed.drainCandles()).toBe(false);
    feed.setCandleBase(null);
    feed.drainCandles();
    expect(feed.takeCandleChanges()).toEqual([{ kind: 'append', candle: candle(300, 2, 1) }]);
  });
});
