// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wholeTape } from '../../core/live';
import { manualClock } from '../../core/manualClock.testutil';
import type { RowCanvasId, RowPaintTarget, RowView } from '../../core/rowpaint/view';
import { TapePainter } from './tapePainter';

function fakeTarget() {
  const calls: string[] = [];
  const views: [RowCanvasId, RowView][] = [];
  const target: RowPaintTarget = {
    attachBook: () => void calls.push('attachBook'),
    attachTape: (_canvas, view) => void calls.push(`attachTape ${view.offset}`),
    setView: (id, view) => void views.push([id, view]),
    detach: (which) => void calls.push(`detach ${which}`),
    hover: () => undefined,
    drawnUnitPrice: async () => null,
  };
  return { target, calls, views };
}

const row = { key: 1, side: 'buy' as const, timestamp: 1_000, price: '0.2', amount: '1.0000', time: '00:00:01' };

describe('TapePainter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  });

  it('hands its canvas to the worker where it can, mirrors the rows it gets, and lets go when destroyed', () => {
    vi.stubGlobal('OffscreenCanvas', class {});
    HTMLCanvasElement.prototype.transferControlToOffscreen = () => ({}) as OffscreenCanvas;
    const { target, calls } = fakeTarget();
    const scroller = document.createElement('div');
    const clock = manualClock();
    const painter = new TapePainter(scroller, document.createElement('canvas'), { target, clock });
    painter.draw(wholeTape([row]));
    painter.draw(wholeTape([{ ...row, key: 2, amount: '2.0000' }, row]));
    // At once, with no timer: the worker sends the rows only every 2 s under flow (WORKER_MIRROR_MS).
    expect(scroller.querySelectorAll('.tape-row')).toHaveLength(2);
    expect(clock.pending).toBe(0);
    painter.destroy();
    expect(calls).toEqual(['attachTape 0', 'detach tape']);
  });

  it('draws on the page where a canvas cannot be handed over, and still tells the worker its view', () => {
    const { target, calls, views } = fakeTarget();
    const painter = new TapePainter(document.createElement('div'), document.createElement('canvas'), { target });
    expect(calls).toEqual([]);
    // The worker sends the rows in this view.
    expect(views.map(([id]) => id)).toEqual(['tape']);
    painter.destroy();
  });
});
