/**
 * Where a row canvas is and what it looks like, as the page measures it (`RowView`), and the
 * surface that takes such views for a canvas it draws on (`CanvasRowSurface`): the page's own
 * canvas, or an OffscreenCanvas in the market worker, which cannot measure the page and is told.
 */
import type { BookKind } from '../orderbook';
import { measuredPalette, NO_PALETTE, type Palette, type RowAnchor, type RowContext, type RowSurface, type RowTheme } from './rows';

/** A row canvas's view, in CSS px unless named otherwise. */
export type RowView = {
  readonly theme: RowTheme;
  /** The canvas's width (rows are cleared across it). */
  readonly width: number;
  /** The rows' width: the scroll box's, without its scrollbar. */
  readonly rowWidth: number;
  readonly viewHeight: number;
  /** Scrolled distance from row 0's edge, snapped to device pixels. */
  readonly offset: number;
  /** The bitmap in device pixels, and device pixels per CSS px. */
  readonly bitmapWidth: number;
  readonly bitmapHeight: number;
  readonly pixelRatio: number;
};

const sameTheme = (a: RowTheme | null, b: RowTheme) =>
  a !== null &&
  a.font === b.font &&
  a.text === b.text &&
  a.textMuted === b.textMuted &&
  a.buy === b.buy &&
  a.sell === b.sell &&
  a.buyBg === b.buyBg &&
  a.sellBg === b.sellBg &&
  a.bgHover === b.bgHover;

/** A surface over a canvas whose view it is told (see the file comment). */
export class CanvasRowSurface implements RowSurface {
  palette: Palette = NO_PALETTE;
  width = 0;
  rowWidth = 0;
  viewHeight = 0;
  offset = 0;
  pixelRatio = 1;
  private theme: RowTheme | null = null;

  constructor(
    /** The canvas (a page's or an OffscreenCanvas): its bitmap is sized here. */
    private readonly bitmap: { width: number; height: number },
    /** Its 2D context (null without canvas support: nothing is drawn). */
    readonly ctx: RowContext | null,
    readonly anchor: RowAnchor,
  ) {}

  /** Takes a view; answers whether it differs from the last one, so that everything must be drawn again. */
  apply(view: RowView): boolean {
    let changed =
      view.width !== this.width ||
      view.rowWidth !== this.rowWidth ||
      view.viewHeight !== this.viewHeight ||
      view.offset !== this.offset ||
      view.pixelRatio !== this.pixelRatio;
    this.width = view.width;
    this.rowWidth = view.rowWidth;
    this.viewHeight = view.viewHeight;
    this.offset = view.offset;
    this.pixelRatio = view.pixelRatio;
    const ctx = this.ctx;
    if (ctx === null) return changed;
    if (this.bitmap.width !== view.bitmapWidth || this.bitmap.height !== view.bitmapHeight) {
      // Resizing clears the bitmap and the context's state.
      this.bitmap.width = view.bitmapWidth;
      this.bitmap.height = view.bitmapHeight;
      changed = true;
    }
    ctx.setTransform(view.pixelRatio, 0, 0, view.pixelRatio, 0, 0);
    if (!sameTheme(this.theme, view.theme)) {
      this.theme = view.theme;
      this.palette = measuredPalette(view.theme, ctx);
      changed = true;
    }
    return changed;
  }
}

/** The three row canvases the market screen can hand to the market worker. */
export type RowCanvasId = BookKind | 'tape';

/**
 * Where the book and the tape are drawn off the page (the market worker): the page hands over its
 * canvases, tells their views as they change, and asks what is drawn under the pointer.
 */
export interface RowPaintTarget {
  /** Draws the book's sides on these canvases from now on. */
  attachBook(canvases: Record<BookKind, OffscreenCanvas>, views: Record<BookKind, RowView>): void;
  /** Draws the tape on this canvas from now on. */
  attachTape(canvas: OffscreenCanvas, view: RowView): void;
  /** A canvas's view changed (scroll, size, pixel ratio, font). */
  setView(id: RowCanvasId, view: RowView): void;
  /** Stops drawing the book or the tape (their canvases left the page). */
  detach(which: 'book' | 'tape'): void;
  /** Highlights a level under the pointer or focus (null: none). */
  hover(kind: BookKind, level: number | null): void;
  /** The exact unit price of the level drawn at `level` now, or null where none is. */
  drawnUnitPrice(kind: BookKind, level: number): Promise<string | null>;
}
