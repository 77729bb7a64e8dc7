/**
 * The paint part of the market worker's API (market.api.ts `MarketPaintApi`): the page hands the
 * book's and the tape's canvases over and the worker draws them (paint.ts); the tape's view also
 * says which rows the frames carry for the page's mirror.
 */
import { TAPE_ROW_HEIGHT } from '../../src/core/rowpaint/tape';
import type { MarketPaintApi } from '../market.api';
import type { FrameBuilder } from './frames';
import type { MarketPaint } from './paint';

/** The paint commands over the core's drawing and frame builder; `changed` asks for a frame. */
export function paintCommands(paint: MarketPaint, frames: FrameBuilder, changed: () => void): MarketPaintApi {
  return {
    async attachBook(canvases, views) {
      paint.attachBook(canvases, views);
    },
    async attachTape(canvas, view) {
      paint.attachTape(canvas, view);
    },
    async setRowView(id, view) {
      paint.setView(id, view);
      if (id !== 'tape') return;
      // The frames carry the tape rows in view (and one either side) for the page's mirror.
      frames.setTapeFirst(Math.floor(view.offset / TAPE_ROW_HEIGHT) - 1);
      frames.setTapeRows(Math.ceil(view.viewHeight / TAPE_ROW_HEIGHT) + 2);
      changed();
    },
    async detachRows(which) {
      paint.detach(which);
    },
    async hoverRow(side, level) {
      paint.hover(side, level);
    },
    async drawnUnitPrice(side, level) {
      return paint.drawnUnitPrice(side, level);
    },
    async paintLatencies() {
      const samples = paint.latencies;
      return samples === null ? null : { socketToPaint: samples.socketToPaint(), stages: samples.stages(), ownOrders: [...paint.ownOrderLatencies] };
    },
    async clearPaintLatencies() {
      paint.latencies?.clear();
      paint.clearOwnOrders();
    },
  };
}
