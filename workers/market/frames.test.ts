import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { clockTime, encodeOrderRow, tapeRowsOf } from '../../src/core/live';
import { orderRow, WAX_TLM } from '../../src/core/orderbook/orders.testutil';
import { MarketFeed } from './feed';
import { deepFeed } from './feed.testutil';
import { IDLE, type ConnectionState } from './connection';
import type { SideFrame } from '../../src/core/orderbook';
import { FrameBuilder, frameTransferables, MAX_DEPTH, MAX_TAPE_ROWS, type MarketFrame } from './frames';

/**
 * What a frame costs to post: its structured clone without the sides' typed arrays, plus their
 * buffers once (transferred, not copied; Node's serializer would write every view separately).
 */
function payloadBytes(frame: MarketFrame): number {
  const bare = (side: SideFrame | null) => side && { ...side, baseCumul: null, currentUser: null, buffer: null };
  return (
    serialize({ ...frame, asks: bare(frame.asks), bids: bare(frame.bids) }).length +
    frameTransferables(frame).reduce((sum, buffer) => sum + buffer.byteLength, 0)
  );
}

const connected: ConnectionState = { status: 'connected', retries: 0, message: null };

describe('FrameBuilder', () => {
  it('sends everything first, then nothing until something changes, then only what changed', () => {
    const feed = deepFeed(5);
    const frames = new FrameBuilder();
    const first = frames.build(feed, connected)!;
    expect(first.stamp).toBe(1);
    expect(first.bids?.count).toBe(5);
    expect(first.asks?.count).toBe(5);
    expect(first.tape?.columns.key).toHaveLength(30);
    expect([first.tape?.total, first.tape?.first]).toEqual([100, 0]);
    expect(first.lastPrice).toBeCloseTo(1.23456789, 8);
    const newest = (1_767_225_600 + 99) * 1000;
    expect(tapeRowsOf(first.tape!.columns)[0]).toEqual({
      key: 100,
      side: 'buy',
      timestamp: newest,
      price: '1.23456789',
      amount: '999,999.9999',
      time: clockTime(newest),
    });
    expect(first.tape?.columns.key[1]).toBe(99);
    expect(first.marketId).toBe(7);
    expect(frames.build(feed, connected)).toBeNull();

    feed.onDeltas({
      table: 'buyorder',
      present: false,
      value: encodeOrderRow(orderRow('bids', { id: 1, unitPrice: 123_456_789, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' })),
      seq: 1,
      market_id: 7,
    });
    const second = frames.build(feed, connected)!;
    expect(second.stamp).toBe(2);
    expect(second.bids?.count).toBe(4);
    expect(second.asks).toBeNull();
    expect(second.tape).toBeNull();
    expect(second.lastPrice).toBe(first.lastPrice);

    const reconnecting: ConnectionState = { status: 'reconnecting', retries: 1, message: 'transport close' };
    const third = frames.build(feed, reconnecting)!;
    expect(third.connection).toBe(reconnecting);
    expect([third.bids, third.asks, third.tape]).toEqual([null, null, null]);
  });

  it('resends a side after a depth change, clamped to MAX_DEPTH, and everything on a new feed', () => {
    const feed = deepFeed(80);
    const frames = new FrameBuilder();
    frames.build(feed, connected);
    frames.setDepth(500);
    const frame = frames.build(feed, connected)!;
    expect(frame.bids?.count).toBe(MAX_DEPTH);
    expect(frame.tape).toBeNull();
    const other = deepFeed(3);
    expect(frames.build(other, connected)?.tape?.columns.key).toHaveLength(30);
  });

  it('sends no side whose change lies below the depth, and nothing at all when that was the only change', () => {
    const feed = deepFeed(10);
    const frames = new FrameBuilder();
    frames.setDepth(3);
    frames.build(feed, connected);
    feed.onDeltas({
      table: 'buyorder',
      present: false,
      value: encodeOrderRow(
        orderRow('bids', { id: 8, unitPrice: 123_456_789 - 7 * 1_111, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' }),
      ),
      seq: 1,
      market_id: 7,
    });
    frames.noteSent(1_767_225_600_000, 1_767_225_600_010);
    expect(frames.build(feed, connected)).toBeNull();
    // The best bid goes: that side is sent, with the stamp of the message that moved it.
    feed.onDeltas({
      table: 'buyorder',
      present: false,
      value: encodeOrderRow(orderRow('bids', { id: 1, unitPrice: 123_456_789, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' })),
      seq: 2,
      market_id: 7,
    });
    frames.noteSent(1_767_225_600_300, 1_767_225_600_305);
    frames.noteSent(1_767_225_600_200, 1_767_225_600_306);
    frames.noteSent(null, 1_767_225_600_307);
    const frame = frames.build(feed, connected)!;
    // The oldest stamp, with the time its message arrived: the frame's latency starts there.
    expect([frame.bids?.unitPrices[0], frame.asks, frame.sentAt, frame.receivedAt]).toEqual(['123455678', null, 1_767_225_600_200, 1_767_225_600_306]);
    expect(frames.build(feed, connected)).toBeNull();
  });

  it('says so when no market is selected', () => {
    const frames = new FrameBuilder();
    const frame = frames.build(null, IDLE)!;
    expect(frame).toMatchObject({ marketId: null, asks: null, bids: null, tape: null, lastPrice: null, lastSide: null, connection: IDLE });
    expect(frames.build(null, IDLE)).toBeNull();
  });

  it('stays within 10 KiB at full depth with a full tape (DESIGN §6), the sides’ buffers transferable', () => {
    const frames = new FrameBuilder();
    frames.setDepth(MAX_DEPTH);
    frames.setTapeRows(MAX_TAPE_ROWS);
    const frame = frames.build(deepFeed(MAX_DEPTH + 10), connected)!;
    expect(frame.bids?.count).toBe(MAX_DEPTH);
    expect(frame.tape?.columns.time).toHaveLength(MAX_TAPE_ROWS);
    expect(payloadBytes(frame)).toBeLessThanOrEqual(10 * 1024);
    expect(frameTransferables(frame)).toEqual([frame.asks!.buffer, frame.bids!.buffer]);
  });

  it('holds the sides, the tape and a new last price back while the worker draws, and says so', () => {
    const feed = deepFeed(5);
    const frames = new FrameBuilder();
    // The first frame carries everything, even for the mirror.
    expect(frames.build(feed, connected, true)?.bids?.count).toBe(5);
    feed.onDeltas({
      table: 'buyorder',
      present: false,
      value: encodeOrderRow(orderRow('bids', { id: 1, unitPrice: 123_456_789, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' })),
      seq: 1,
      market_id: 7,
    });
    feed.onMatches([
      {
        market_id: 7,
        trx_id: 'e'.repeat(64),
        side: 'sell',
        unit_price: '123450000',
        amount_ask: '1.0000 TLM',
        amount_bid: '1.23450000 WAX',
        updated_at_time: 1_767_225_800,
      },
    ]);
    // Between candle ticks nothing goes: the rows wait for the mirror, the last price for the tick.
    expect(frames.build(feed, connected, true)).toBeNull();
    expect([frames.holdsBack(feed), frames.holdsLastPrice(feed)]).toEqual([true, true]);
    // At the tick the last price goes, with the live candle; the rows still wait.
    const tick = frames.build(feed, connected, true, false)!;
    expect([tick.bids, tick.tape, tick.lastPrice, tick.lastSide]).toEqual([null, null, 1.2345, 'sell']);
    expect([frames.holdsBack(feed), frames.holdsLastPrice(feed)]).toEqual([true, false]);
    const due = frames.build(feed, connected, false)!;
    expect([due.bids?.count, due.tape?.total, frames.holdsBack(feed)]).toEqual([4, 100, false]);
  });

  it('sends a market’s first last price at once, even while the worker draws', () => {
    const feed = new MarketFeed({ market: WAX_TLM }, null);
    const frames = new FrameBuilder();
    expect(frames.build(feed, connected, true)?.lastPrice).toBeNull();
    feed.onMatches([
      {
        market_id: 7,
        trx_id: 'e'.repeat(64),
        side: 'buy',
        unit_price: '123450000',
        amount_ask: '1.0000 TLM',
        amount_bid: '1.23450000 WAX',
        updated_at_time: 1_767_225_800,
      },
    ]);
    const first = frames.build(feed, connected, true);
    expect([first?.lastPrice, first?.lastSide, frames.holdsLastPrice(feed)]).toEqual([1.2345, 'buy', false]);
  });

  it('sends a side at once when it empties, even for the mirror', () => {
    const feed = deepFeed(1);
    const frames = new FrameBuilder();
    frames.build(feed, connected, true);
    feed.onDeltas({
      table: 'buyorder',
      present: false,
      value: encodeOrderRow(orderRow('bids', { id: 1, unitPrice: 123_456_789, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' })),
      seq: 1,
      market_id: 7,
    });
    expect(frames.build(feed, connected, true)?.bids?.count).toBe(0);
  });

  it('carries the tape rows in view: from the first one the page shows, with the total', () => {
    const feed = deepFeed(1);
    const frames = new FrameBuilder();
    frames.setTapeRows(5);
    frames.setTapeFirst(40);
    const frame = frames.build(feed, connected)!;
    expect([frame.tape?.total, frame.tape?.first, frame.tape?.columns.key]).toEqual([100, 40, [60, 59, 58, 57, 56]]);
    // Scrolled past the end: the window keeps the last rows.
    frames.setTapeFirst(99);
    expect(frames.build(feed, connected)?.tape?.first).toBe(95);
    // Scrolling alone resends the tape.
    frames.setTapeFirst(0);
    expect(frames.build(feed, connected)?.tape?.first).toBe(0);
  });

  it('puts the history fetch after the live trades, keyed below 0, without the trades both hold', () => {
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
    const frames = new FrameBuilder();
    const [newest, live] = feed.tape.latest(2);
    const older = { ...live!, trxId: 'a'.repeat(64), timestamp: live!.timestamp - 60_000 };
    // The history holds a live trade too (the fetch overlapped the subscription), and one older.
    feed.setHistory([live!, older]);
    expect(frames.shownTape(feed).map((row) => [row.key, row.timestamp])).toEqual([
      [2, newest!.timestamp],
      [1, live!.timestamp],
      [-2, older.timestamp],
    ]);
    expect(frames.build(feed, connected)?.tape?.total).toBe(3);
  });
});
