/**
 * The market store's side of the rows the market worker draws (workers/market/paint.ts): the
 * `RowPaintTarget` the book and the tape hand their canvases and views to, and whether the worker
 * draws the book now — then it measures socket → painted itself, and the page does not.
 */
import type { RowPaintTarget } from '../../core/rowpaint/view';
import type { MarketApi } from '../../../workers/market.client';

export type MarketRowPaint = RowPaintTarget & { readonly bookDrawnByWorker: boolean };

/** Forwards to the worker; a failed call is logged, never thrown into the page. */
export function marketRowPaint(client: () => MarketApi, warn: (message: string) => void): MarketRowPaint {
  let bookDrawnByWorker = false;
  const failed = (error: unknown) => warn(`market drawing failed: ${String(error)}`);
  return {
    get bookDrawnByWorker() {
      return bookDrawnByWorker;
    },
    attachBook: (canvases, views) => {
      bookDrawnByWorker = true;
      void client().attachBook(canvases, views).catch(failed);
    },
    attachTape: (canvas, view) => void client().attachTape(canvas, view).catch(failed),
    setView: (id, view) => void client().setRowView(id, view).catch(failed),
    detach: (which) => {
      if (which === 'book') bookDrawnByWorker = false;
      void client().detachRows(which).catch(failed);
    },
    hover: (kind, level) => void client().hoverRow(kind, level).catch(failed),
    drawnUnitPrice: (kind, level) => client().drawnUnitPrice(kind, level),
  };
}
