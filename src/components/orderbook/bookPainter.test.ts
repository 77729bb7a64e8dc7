// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookKind } from '../../core/orderbook';
import { manualClock } from '../../core/manualClock.testutil';
import { frameOf } from '../../core/rowpaint/frames.testutil';
import type { RowCanvasId, RowPaintTarget, RowView } from '../../core/rowpaint/view';
import { BookPainter } from './bookPainter';

const BIDS = frameOf('bids', [
  { unitPrice: '490000', amount: '4,081.6326', total: '20.0000' },
  { unitPrice: '480000', amount: '4,166.6666', total: '20.0000' },
]);

/** A worker stand-in: what the page handed it and told it. */
function fakeTarget() {
  const calls: string[] = [];
  const views: [RowCanvasId, RowView][] = [];
  const target: RowPaintTarget = {
    attachBook: (canvases, attached) => void calls.push(`attachBook ${Object.keys(canvases).join(',')} ${attached.bids.viewHeight}`),
    attachTape: () => void calls.push('attachTape'),
    setView: (id, view) => void views.push([id, view]),
    detach: (which) => void calls.push(`detach ${which}`),
    hover: (kind, level) => void calls.push(`hover ${kind} ${level}`),
    drawnUnitPrice: async (kind: BookKind, level: number) => (kind === 'bids' && level === 1 ? '480000' : null),
  };
  return { target, calls, views };
}

const sideElements = () => {
  const box = document.createElement('div');
  const scroller = document.createElement('div');
  const canvas = document.createElement('canvas');
  box.append(canvas, scroller);
  return { scroller, canvas };
};

describe('BookPainter drawn by the worker', () => {
  beforeEach(() => {
    // jsdom cannot hand a canvas over; these stand in for a browser that can.
    vi.stubGlobal('OffscreenCanvas', class {});
    HTMLCanvasElement.prototype.transferControlToOffscreen = function (this: HTMLCanvasElement) {
      return { from: this } as unknown as OffscreenCanvas;
    };
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  });

  it('hands both canvases over with their views, and lets go of them when destroyed', () => {
    const { target, calls } = fakeTarget();
    const painter = new BookPainter({ asks: sideElements(), bids: sideElements() }, Infinity, () => {}, { target });
    expect(calls).toEqual(['attachBook asks,bids 100']);
    painter.destroy();
    expect(calls.at(-1)).toBe('detach book');
  });

  it('mirrors the frames it gets and forwards hover and click to the worker', async () => {
    const { target, calls } = fakeTarget();
    const bids = sideElements();
    const states: string[] = [];
    const clock = manualClock();
    const painter = new BookPainter({ asks: sideElements(), bids }, Infinity, (side, state) => states.push(`${side} ${state}`), { target, clock });
    painter.draw(null, BIDS);
    painter.draw(null, frameOf('bids', [{ unitPrice: '470000', amount: '1.0000', total: '1.0000' }]));
    // At once: the worker sends the sides only every 2 s under flow (WORKER_MIRROR_MS).
    expect(Array.from(bids.scroller.querySelectorAll<HTMLElement>('.book-row'), (row) => row.dataset.unitPrice)).toEqual(['470000']);
    expect(clock.pending).toBe(0);
    expect(states).toEqual(['asks loading', 'bids rows']);
    painter.hover('bids', 1);
    expect(calls.at(-1)).toBe('hover bids 1');
    // The price comes from what the worker drew there, not from the page's copy.
    expect(await painter.unitPriceAt('bids', 1)).toBe('480000');
    // Geometry is the page's: 20 px rows from the top of the bids.
    expect([painter.levelAt('bids', 5), painter.levelAt('bids', 25), painter.rowTop('bids', 0)]).toEqual([0, null, 0]);
    painter.destroy();
  });
});
