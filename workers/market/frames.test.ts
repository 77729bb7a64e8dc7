import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { clockTime, encodeOrderRow, tapeRowsOf } from '../../src/core/live';
import { orderRow, WAX_TLM } from '../../src/core/orderbook/orders.testutil';
import { IDLE, type ConnectionState } from './connection';
import { MarketFeed } from './feed';
import type { SideFrame } from '../../src/core/orderbook';
import { FrameBuilder, frameTransferables, MAX_DEPTH, MAX_TAPE_ROWS, type MarketFrame } from './frames';

/**
 * What a frame costs to post: its structured clone without the sides' typed arrays, plus their
 * buffers once (transferred, not copied; Node's serializer would write every view separately).
 */
function payloadBytes(frame: MarketFrame): number {
  const bare = (side: SideFrame | null) => side && { ...side, baseCumul: null, currentUser: null, buffer: null };
  return serialize({ ...frame, asks: bare(frame.asks), bids: bare(frame.bids) }).length + frameTransferables(frame).reduce((sum, buffer) => sum + buffer.byteLength, 0);
}

const connected: ConnectionState = { status: 'connected', retries: 0, message: null };

/** A feed with `levels` levels per side and a full tape. */
function deepFeed(levels: number): MarketFeed {
  const feed = new MarketFeed({ market: WAX_TLM }, null);
  const bids = Array.from({ length: levels }, (_, i) => orderRow('bids', { id: i + 1, unitPrice: 123_456_789 - i * 1_111, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' }));
  const asks = Array.from({ length: levels }, (_, i) => orderRow('asks', { id: 10_000 + i, unitPrice: 123_556_789 + i * 1_111, base: '123456.12345678', quote: '999999.9999', account: 'someaccount2' }));
  feed.onSnapshot({ market_id: 7, table: 'buyorder', seq: 0, rows: bids.map(encodeOrderRow) });
  feed.onSnapshot({ market_id: 7, table: 'sellorder', seq: 0, rows: asks.map(encodeOrderRow) });
  feed.onMatches(
    Array.from({ length: 100 }, (_, i) => ({
      market_id: 7,
      trx_id: (i + 1).toString(16).padStart(64, 'f'),
      side: i % 2 ? 'buy' : 'sell',
      unit_price: '123456789',
      amount_ask: '999999.9999 TLM',
      amount_bid: '1234567.12345678 WAX',
      updated_at_time: 1_767_225_600 + i,
    })),
  );
  return feed;
}

describe('FrameBuilder', () => {
  it('sends everything first, then nothing until something changes, then only what changed', () => {
    const feed = deepFeed(5);
    const frames = new FrameBuilder();
    const first = frames.build(feed, connected)!;
    expect(first.stamp).toBe(1);
    expect(first.bids?.count).toBe(5);
    expect(first.asks?.count).toBe(5);
    expect(first.tape?.key).toHaveLength(30);
    expect(first.lastPrice).toBeCloseTo(1.23456789, 8);
    const newest = (1_767_225_600 + 99) * 1000;
    expect(tapeRowsOf(first.tape!)[0]).toEqual({ key: 100, side: 'buy', timestamp: newest, price: '1.23456789', amount: '999,999.9999', time: clockTime(newest) });
    expect(first.tape?.key[1]).toBe(99);
    expect(first.marketId).toBe(7);
    expect(frames.build(feed, connected)).toBeNull();

    feed.onDeltas({ table: 'buyorder', present: false, value: encodeOrderRow(orderRow('bids', { id: 1, unitPrice: 123_456_789, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' })), seq: 1, market_id: 7 });
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
    expect(frames.build(other, connected)?.tape?.key).toHaveLength(30);
  });

  it('sends no side whose change lies below the depth, and nothing at all when that was the only change', () => {
    const feed = deepFeed(10);
    const frames = new FrameBuilder();
    frames.setDepth(3);
    frames.build(feed, connected);
    feed.onDeltas({ table: 'buyorder', present: false, value: encodeOrderRow(orderRow('bids', { id: 8, unitPrice: 123_456_789 - 7 * 1_111, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' })), seq: 1, market_id: 7 });
    frames.noteSent(1_767_225_600_000, 1_767_225_600_010);
    expect(frames.build(feed, connected)).toBeNull();
    // The best bid goes: that side is sent, with the stamp of the message that moved it.
    feed.onDeltas({ table: 'buyorder', present: false, value: encodeOrderRow(orderRow('bids', { id: 1, unitPrice: 123_456_789, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' })), seq: 2, market_id: 7 });
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
    expect(frame.tape?.time).toHaveLength(MAX_TAPE_ROWS);
    expect(payloadBytes(frame)).toBeLessThanOrEqual(10 * 1024);
    expect(frameTransferables(frame)).toEqual([frame.asks!.buffer, frame.bids!.buffer]);
  });
});
