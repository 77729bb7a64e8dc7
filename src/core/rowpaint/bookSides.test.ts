import { describe, expect, it } from 'vitest';
import { manualClock } from '../manualClock.testutil';
import type { BookKind } from '../orderbook';
import { BOOK_ROW_HEIGHT } from './bookSide';
import { BookSides } from './bookSides';
import { frameOf } from './frames.testutil';
import { recordingSurface, screenRows } from './rows.testutil';

// Base cumuls: asks 10, 30, 60; bids 20, 40, 80.
const ASKS = frameOf('asks', [
  { unitPrice: '500012', amount: '2,000.0000', total: '10.0000' },
  { unitPrice: '510000', amount: '3,921.5686', total: '20.0000' },
  { unitPrice: '520000', amount: '5,769.2307', total: '30.0000' },
]);
const BIDS = frameOf('bids', [
  { unitPrice: '490000', amount: '4,081.6326', total: '20.0000' },
  { unitPrice: '480000', amount: '4,166.6666', total: '20.0000' },
  { unitPrice: '470000', amount: '8,510.6382', total: '40.0000' },
]);

function setup(depth = Infinity) {
  const recorders = { asks: recordingSurface('bottom', 100), bids: recordingSurface('top', 100) };
  const painter = new BookSides({ asks: recorders.asks.surface, bids: recorders.bids.surface }, depth, manualClock());
  /** Depth-bar widths a side shows on its 300 px canvas, best level first. */
  const bars = (kind: BookKind) => {
    const rows = screenRows(recorders[kind].scene(), BOOK_ROW_HEIGHT).map((row) => (row.bar ? row.bar[1] - row.bar[0] : 0));
    return kind === 'asks' ? rows.reverse() : rows;
  };
  const redrawn = (kind: BookKind) => recorders[kind].calls.length > 0;
  const reset = () => {
    recorders.asks.reset();
    recorders.bids.reset();
  };
  return { painter, bars, redrawn, reset };
}

describe('BookSides', () => {
  it('sizes both sides’ depth bars over the deepest cumulative of either side, plus 10 %', () => {
    const { painter, bars } = setup();
    painter.draw(ASKS, BIDS);
    // Full width (300 px) is 88 WAX: 11.2 %, 34 %, 68 % and 22.8 %, 45.6 %, 90.8 %.
    expect(bars('asks')).toEqual([34, 102, 204]);
    expect(bars('bids')).toEqual([68, 137, 272]);
  });

  it('holds the scale for a small change, and redraws both sides when one outgrew it', () => {
    const { painter, bars, redrawn, reset } = setup();
    painter.draw(ASKS, BIDS);
    reset();
    painter.draw(ASKS, frameOf('bids', [{ unitPrice: '490000', amount: '1.0000', total: '70.0000' }]));
    expect(redrawn('asks')).toBe(false);
    expect(bars('bids')).toEqual([239]);
    painter.draw(ASKS, frameOf('bids', [{ unitPrice: '490000', amount: '1.0000', total: '120.0000' }]));
    expect(bars('asks')).toEqual([23, 68, 137]);
  });

  it('draws at most `depth` levels a side, scaling the bars over those', () => {
    const { painter, bars } = setup(2);
    painter.draw(ASKS, BIDS);
    // Deepest drawn cumulative: 40 WAX (bids, second level), so the full width is 44.
    expect(bars('asks')).toEqual([68, 204]);
    expect(bars('bids')).toEqual([137, 272]);
    expect(painter.unitPriceOf('bids', 2)).toBeNull();
  });

  it('maps a height in a side to a level of the current frame', () => {
    const { painter } = setup();
    painter.draw(ASKS, BIDS);
    // Bids from the top, asks from the bottom of their 100 px boxes.
    expect([painter.levelAt('bids', 0), painter.levelAt('bids', 45), painter.levelAt('bids', 61)]).toEqual([0, 2, null]);
    expect([painter.levelAt('asks', 99), painter.levelAt('asks', 80), painter.levelAt('asks', 79), painter.levelAt('asks', 30)]).toEqual([0, 0, 1, null]);
    expect(painter.rowTop('asks', 1)).toBe(60);
  });
});
