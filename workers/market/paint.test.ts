import { describe, expect, it } from 'vitest';
import { encodeOrderRow } from '../../src/core/live';
import { manualClock } from '../../src/core/manualClock.testutil';
import { orderRow } from '../../src/core/orderbook/orders.testutil';
import { DEFAULT_ROW_THEME } from '../../src/core/rowpaint/rows';
import { recordingContext } from '../../src/core/rowpaint/rows.testutil';
import type { RowView } from '../../src/core/rowpaint/view';
import { deepFeed } from './feed.testutil';
import { FrameBuilder } from './frames';
import { MarketPaint } from './paint';

const view = (offset = 0): RowView => ({
  theme: DEFAULT_ROW_THEME,
  width: 300,
  rowWidth: 300,
  viewHeight: 100,
  offset,
  bitmapWidth: 300,
  bitmapHeight: 100,
  pixelRatio: 1,
});

/** An OffscreenCanvas stand-in over a recording context. */
function canvas() {
  const recorder = recordingContext(300, 100);
  const offscreen = { width: 0, height: 0, getContext: () => recorder.ctx };
  return { offscreen: offscreen as unknown as OffscreenCanvas, recorder };
}

function setup() {
  const frames: (() => void)[] = [];
  const commits: (() => void)[] = [];
  let now = 1_000;
  const clock = manualClock();
  const paint = new MarketPaint(new FrameBuilder(), {
    requestFrame: (callback) => void frames.push(callback),
    afterCommit: (callback) => void commits.push(callback),
    clock,
    now: () => now,
  });
  const asks = canvas();
  const bids = canvas();
  const tape = canvas();
  /** Runs the worker's pending animation frame at `at`, then its commit at `committed`. */
  const frame = (at: number, committed = at) => {
    now = at;
    frames.splice(0).forEach((run) => run());
    now = committed;
    commits.splice(0).forEach((run) => run());
  };
  const texts = (recorder: ReturnType<typeof canvas>['recorder']) => recorder.texts().map((text) => text.text);
  return { paint, asks, bids, tape, frame, frames, texts };
}

describe('MarketPaint', () => {
  it('draws nothing until a canvas is handed over, then the book at the next animation frame', () => {
    const { paint, asks, bids, frame, frames, texts } = setup();
    const feed = deepFeed(3);
    paint.changed(feed);
    expect([frames.length, paint.latencies]).toEqual([0, null]);
    paint.attachBook({ asks: asks.offscreen, bids: bids.offscreen }, { asks: view(), bids: view() });
    expect(texts(bids.recorder)).toEqual([]);
    frame(2_000);
    expect(texts(bids.recorder).slice(0, 3)).toEqual(['1.23456789', '999,999.9999', '123,456.1235']);
    expect(texts(asks.recorder)[0]).toBe('1.23556789');
    // The bitmap is sized from the view the page measured.
    expect([bids.offscreen.width, bids.offscreen.height]).toEqual([300, 100]);
  });

  it('draws a side again only when its levels changed', () => {
    const { paint, asks, bids, frame } = setup();
    const feed = deepFeed(3);
    paint.attachBook({ asks: asks.offscreen, bids: bids.offscreen }, { asks: view(), bids: view() });
    paint.changed(feed);
    frame(2_000);
    asks.recorder.reset();
    bids.recorder.reset();
    feed.onDeltas({
      table: 'buyorder',
      present: false,
      value: encodeOrderRow(orderRow('bids', { id: 1, unitPrice: 123_456_789, base: '123456.12345678', quote: '999999.9999', account: 'someaccount1' })),
      seq: 1,
      market_id: 7,
    });
    paint.changed(feed);
    frame(2_016);
    expect([asks.recorder.calls.length, bids.recorder.calls.length > 0]).toEqual([0, true]);
  });

  it('measures socket → painted once the drawing that shows a message is committed', () => {
    const { paint, asks, bids, frame } = setup();
    const feed = deepFeed(2);
    paint.attachBook({ asks: asks.offscreen, bids: bids.offscreen }, { asks: view(), bids: view() });
    paint.noteSent(1_000, 1_004);
    paint.noteSent(1_010, 1_012);
    paint.changed(feed);
    frame(1_020, 1_023);
    expect(paint.latencies?.socketToPaint()).toEqual([23]);
    expect(paint.latencies?.stages()).toEqual({ toWorker: [4], toApplied: [16], toPainted: [3] });
    // A frame that drew nothing new records nothing.
    paint.noteSent(1_030, 1_031);
    paint.changed(feed);
    frame(1_040);
    expect(paint.latencies?.socketToPaint()).toEqual([23]);
  });

  it('measures a delta of the user’s own orders until the drawing that shows it is committed', () => {
    const { paint, asks, bids, frame } = setup();
    const feed = deepFeed(2);
    paint.noteOwnOrder(990);
    paint.attachBook({ asks: asks.offscreen, bids: bids.offscreen }, { asks: view(), bids: view() });
    paint.noteOwnOrder(1_000);
    paint.noteOwnOrder(1_005);
    paint.changed(feed);
    frame(1_010, 1_020);
    // The oldest waiting delta counts; one noted before anything was drawn here is not this drawing's.
    expect(paint.ownOrderLatencies).toEqual([20]);
    paint.clearOwnOrders();
    expect(paint.ownOrderLatencies).toEqual([]);
  });

  it('answers the exact price drawn at a level, and follows the view it is told', () => {
    const { paint, asks, bids, frame, texts } = setup();
    paint.attachBook({ asks: asks.offscreen, bids: bids.offscreen }, { asks: view(), bids: view() });
    paint.changed(deepFeed(10));
    frame(2_000);
    expect([paint.drawnUnitPrice('bids', 0), paint.drawnUnitPrice('asks', 1), paint.drawnUnitPrice('bids', 10)]).toEqual(['123456789', '123557900', null]);
    bids.recorder.reset();
    // Scrolled two rows down: redrawn from the third level.
    paint.setView('bids', view(40));
    expect(texts(bids.recorder)[0]).toBe('1.23454567');
    paint.detach('book');
    expect([paint.drawnUnitPrice('bids', 0), paint.latencies]).toEqual([null, null]);
  });

  it('draws the tape rows in view, newest first', () => {
    const { paint, tape, frame, texts } = setup();
    const feed = deepFeed(1);
    paint.attachTape(tape.offscreen, view());
    paint.changed(feed);
    frame(2_000);
    // 100 px of 20 px rows: five trades, newest first.
    expect(texts(tape.recorder).filter((text) => text.includes(':'))).toHaveLength(5);
    expect(texts(tape.recorder)[1]).toBe('999,999.9999');
  });
});
