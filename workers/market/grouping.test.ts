import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/manualClock.testutil';
import type { SideFrame } from '../../src/core/orderbook';
import { DEFAULT_ROW_THEME } from '../../src/core/rowpaint/rows';
import { recordingContext } from '../../src/core/rowpaint/rows.testutil';
import type { ConnectionState } from './connection';
import { deepFeed } from './feed.testutil';
import { FrameBuilder, frameTransferables, MAX_DEPTH, MAX_TAPE_ROWS, type MarketFrame } from './frames';
import { BookGrouping } from './grouping';
import { MarketPaint } from './paint';

const connected: ConnectionState = { status: 'connected', retries: 0, message: null };

/** A frame's posted size: its clone without the typed arrays, plus their buffers once. */
function payloadBytes(frame: MarketFrame): number {
  const bare = (side: SideFrame | null) => side && { ...side, baseCumul: null, currentUser: null, buffer: null };
  return serialize({ ...frame, asks: bare(frame.asks), bids: bare(frame.bids) }).length + frameTransferables(frame).reduce((sum, b) => sum + b.byteLength, 0);
}

describe('grouping in the market worker', () => {
  it('resends both sides grouped when the step changes, the totals exact and the cumulative sums the side’s own', () => {
    // Bids 1,111 units apart from 123,456,789 down: a step of 10,000 holds 9 or 10 of them.
    const feed = deepFeed(200);
    const frames = new FrameBuilder();
    frames.build(feed, connected);
    frames.setGrouping(10_000n);
    const grouped = frames.build(feed, connected)!;
    const bids = grouped.bids!;
    expect(bids.unitPrices.slice(0, 3)).toEqual(['123450000', '123440000', '123430000']);
    // The first group holds the levels from 123,456,789 down to 123,450,123: 7 levels of 999,999.9999 TLM.
    expect(bids.amountText[0]).toBe('6,999,999.9993');
    const rawCumul = feed.book.bids.level(6)!.cumulBid;
    expect(bids.baseCumul[0]).toBe(Number(rawCumul) / 1e8);
    expect(grouped.asks!.unitPrices[0]).toBe('123560000');
    // Nothing changed since: nothing resent; the same step again is no change.
    frames.setGrouping(10_000n);
    expect(frames.build(feed, connected)).toBeNull();
  });

  it('stays within 10 KiB at full depth with the coarsest step', () => {
    const frames = new FrameBuilder();
    frames.setDepth(MAX_DEPTH);
    frames.setTapeRows(MAX_TAPE_ROWS);
    frames.setGrouping(1_000n);
    const frame = frames.build(deepFeed(MAX_DEPTH * 3), connected)!;
    expect(frame.bids!.count).toBe(MAX_DEPTH);
    expect(payloadBytes(frame)).toBeLessThanOrEqual(10 * 1024);
  });

  it('draws the grouped levels on the worker’s canvases and hovers a group', () => {
    const frames = new FrameBuilder();
    const requested: (() => void)[] = [];
    const paint = new MarketPaint(frames, {
      requestFrame: (run) => void requested.push(run),
      afterCommit: () => undefined,
      clock: manualClock(),
      now: () => 0,
    });
    const recorder = recordingContext(300, 100);
    const offscreen = { width: 0, height: 0, getContext: () => recorder.ctx } as unknown as OffscreenCanvas;
    const other = { width: 0, height: 0, getContext: () => recordingContext(300, 100).ctx } as unknown as OffscreenCanvas;
    const view = { theme: DEFAULT_ROW_THEME, width: 300, rowWidth: 300, viewHeight: 100, offset: 0, bitmapWidth: 300, bitmapHeight: 100, pixelRatio: 1 };
    const feed = deepFeed(50);
    paint.attachBook({ asks: other, bids: offscreen }, { asks: view, bids: view });
    paint.changed(feed);
    requested.splice(0).forEach((run) => run());
    expect(recorder.texts()[0]?.text).toBe('1.23456789');
    // A new step redraws the sides, grouped.
    frames.setGrouping(10_000n);
    paint.changed(feed);
    requested.splice(0).forEach((run) => run());
    expect(recorder.texts().map((text) => text.text)).toContain('1.23450000');
    expect(paint.drawnUnitPrice('bids', 0)).toBe('123450000');

    const grouping = new BookGrouping();
    grouping.set(10_000n);
    const hovered = grouping.hover(feed.book.bids, 0)!;
    expect([hovered.linePrice, hovered.ordersByAccount[0]!.account, hovered.totalQuote.units]).toEqual([123_450_000n, 'someaccount1', 69_999_999_993n]);
    expect(grouping.set(0n)).toBe(true);
    expect(grouping.hover(feed.book.bids, 0)!.linePrice).toBe(123_456_789n);
  });
});
