/**
 * Fixed-height rows drawn on a canvas (DESIGN §6): the order book's sides and the trade tape paint
 * their visible rows here, so a frame costs a few `fillText` calls and no style, layout or page
 * paint; their DOM rows are a low-rate mirror for interaction, accessibility and tests. The canvas
 * sits under its scroll box (same place, same size); this class keeps its bitmap at device pixels,
 * follows the scroll offset and the box's size, and reads the theme's colours and font once.
 */
import type { PoolAnchor } from './VirtualListPool';
import './RowCanvas.css';

/** The colours and font rows are drawn with: the theme's custom properties, read once. */
export type Palette = {
  readonly font: string;
  readonly text: string;
  readonly textMuted: string;
  readonly buy: string;
  readonly sell: string;
  readonly buyBg: string;
  readonly sellBg: string;
  readonly bgHover: string;
  /** Font ascent and descent in px (for the baseline a CSS line box would give). */
  readonly ascent: number;
  readonly descent: number;
};

/** The palette of a surface that draws nothing. */
const NO_PALETTE: Palette = { font: '', text: '', textMuted: '', buy: '', sell: '', buyBg: '', sellBg: '', bgHover: '', ascent: 0, descent: 0 };

/** What a row painter draws on: the context (null without canvas support) and the view, in CSS px. */
export type RowSurface = {
  readonly ctx: CanvasRenderingContext2D | null;
  readonly palette: Palette;
  /** The canvas's width (rows are cleared across it). */
  readonly width: number;
  /** The rows' width: the scroll box's, without its scrollbar. */
  readonly rowWidth: number;
  readonly viewHeight: number;
  /** Scrolled distance from row 0's edge, snapped to device pixels. */
  readonly offset: number;
  readonly anchor: PoolAnchor;
};

/** Reads the palette from `element`'s computed style (fallbacks where a property is missing). */
export function readPalette(element: Element, ctx: CanvasRenderingContext2D): Palette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const family = style.fontFamily || 'monospace';
  const font = `${style.fontStyle || 'normal'} ${style.fontWeight || '400'} ${style.fontSize || '11px'} ${family}`;
  ctx.font = font;
  const metrics = ctx.measureText('0');
  const ascent = metrics.fontBoundingBoxAscent || 9;
  const descent = metrics.fontBoundingBoxDescent || 3;
  return {
    font,
    text: read('--text', '#e6e9ef'),
    textMuted: read('--text-muted', '#9aa4b5'),
    buy: read('--buy', '#26c281'),
    sell: read('--sell', '#f0506e'),
    buyBg: read('--buy-bg', 'rgba(38, 194, 129, 0.14)'),
    sellBg: read('--sell-bg', 'rgba(240, 80, 110, 0.14)'),
    bgHover: read('--bg-hover', '#1f2530'),
    ascent,
    descent,
  };
}

/** The y of row `index`'s top in the view (row 0 at the top, or at the bottom of a 'bottom' list). */
export function rowTop(surface: Pick<RowSurface, 'anchor' | 'viewHeight' | 'offset'>, index: number, rowHeight: number): number {
  return surface.anchor === 'top' ? index * rowHeight - surface.offset : surface.viewHeight - (index + 1) * rowHeight + surface.offset;
}

/** The row under view y `y` (may be outside the list). */
export function rowAt(surface: Pick<RowSurface, 'anchor' | 'viewHeight' | 'offset'>, y: number, rowHeight: number): number {
  return surface.anchor === 'top' ? Math.floor((y + surface.offset) / rowHeight) : Math.ceil((surface.viewHeight + surface.offset - y) / rowHeight) - 1;
}

/** The rows at least partly in view, [first, end), of a list of `count`. */
export function rowsInView(surface: Pick<RowSurface, 'viewHeight' | 'offset'>, count: number, rowHeight: number): [number, number] {
  const first = Math.max(0, Math.floor(surface.offset / rowHeight));
  const end = Math.min(count, Math.ceil((surface.offset + surface.viewHeight) / rowHeight));
  return [Math.min(first, end), end];
}

/** The y of text in a row starting at `top`: the baseline a CSS line box of `rowHeight` gives. */
export function baselineOf(palette: Palette, top: number, rowHeight: number): number {
  return top + Math.round((rowHeight - palette.ascent - palette.descent) / 2 + palette.ascent);
}

/**
 * How far the rows moved since they were drawn, in rows away from row 0 (rows came in on top) or
 * towards it (negative: rows left there), found by the drawn row 0's key; 0 when they did not move
 * or moved by a view or more.
 */
export function rowShift(drawnKeyAt: (index: number) => string | number | undefined, keyAt: (index: number) => string | number | undefined, visible: number): number {
  const drawnFirst = drawnKeyAt(0);
  const first = keyAt(0);
  if (drawnFirst === undefined || first === undefined || drawnFirst === first) return 0;
  for (let by = 1; by < visible; by++) {
    if (keyAt(by) === drawnFirst) return by;
    if (drawnKeyAt(by) === first) return -by;
  }
  return 0;
}

/**
 * Moves what is drawn `by` rows away from row 0 (negative: towards it) by copying the bitmap onto
 * itself — no text is drawn again — and returns `drawn` re-keyed to the rows' new indices, without
 * the rows the canvas's edge cut. The 'copy' operator leaves the bands the rows left transparent.
 */
export function shiftRows<T>(surface: RowSurface, drawn: ReadonlyMap<number, T>, by: number, rowHeight: number, pixelRatio: number): Map<number, T> {
  const ctx = surface.ctx!;
  const bitmap = ctx.canvas;
  const pixels = Math.min(bitmap.height, Math.round(Math.abs(by) * rowHeight * pixelRatio));
  // Away from row 0 is down for a list anchored at the top, up for one anchored at the bottom.
  const down = (by > 0) === (surface.anchor === 'top');
  const kept = bitmap.height - pixels;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = 'copy';
  if (kept > 0) ctx.drawImage(bitmap, 0, down ? 0 : pixels, bitmap.width, kept, 0, down ? pixels : 0, bitmap.width, kept);
  else ctx.clearRect(0, 0, bitmap.width, bitmap.height);
  ctx.restore();
  // A row that was cut by the canvas's edge moved with its cut: it is drawn again where it lands.
  const moved = new Map<number, T>();
  for (const [index, value] of drawn) {
    const top = rowTop(surface, index, rowHeight);
    if (index + by >= 0 && top >= 0 && top + rowHeight <= surface.viewHeight) moved.set(index + by, value);
  }
  return moved;
}

/** A canvas under a scroll box, kept at device pixels and following the box (see the file comment). */
export class RowCanvas implements RowSurface {
  readonly ctx: CanvasRenderingContext2D | null;
  palette: Palette;
  width: number;
  rowWidth: number;
  viewHeight: number;
  offset = 0;
  private readonly observer: ResizeObserver | null;
  private destroyed = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly scroller: HTMLElement,
    readonly anchor: PoolAnchor,
    /** The view changed (size, scroll, font or pixel ratio): everything must be drawn again. */
    private readonly onChange: () => void,
  ) {
    // Without a 2D context (jsdom, which has no CanvasRenderingContext2D; an old browser) nothing is drawn; the DOM mirror still works.
    const ctx = typeof CanvasRenderingContext2D === 'undefined' ? null : (canvas.getContext('2d') ?? null);
    this.ctx = ctx;
    this.palette = ctx ? readPalette(scroller, ctx) : NO_PALETTE;
    // One read when mounted; from then on the observer reports sizes without a forced layout.
    this.width = canvas.clientWidth;
    this.rowWidth = scroller.clientWidth;
    this.viewHeight = scroller.clientHeight;
    this.setBitmap(Math.round(this.width * devicePixelRatio), Math.round(canvas.clientHeight * devicePixelRatio));
    scroller.addEventListener('scroll', this.onScroll, { passive: true });
    this.observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(this.onResize);
    if (this.observer) {
      try {
        // Exact device pixels: a bitmap one pixel off the box is resampled, and its text blurs.
        this.observer.observe(canvas, { box: 'device-pixel-content-box' });
      } catch {
        this.observer.observe(canvas);
      }
      this.observer.observe(scroller);
    }
    if (ctx) {
      void document.fonts.ready.then(() => {
        if (this.destroyed) return;
        this.palette = readPalette(scroller, ctx);
        this.onChange();
      });
    }
  }

  destroy(): void {
    this.destroyed = true;
    this.scroller.removeEventListener('scroll', this.onScroll);
    this.observer?.disconnect();
  }

  private setBitmap(width: number, height: number): boolean {
    if (this.ctx === null || (this.canvas.width === width && this.canvas.height === height)) return false;
    // Resizing clears the bitmap and the context's state.
    this.canvas.width = width;
    this.canvas.height = height;
    this.ctx.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
    return true;
  }

  private readonly onScroll = () => {
    const top = this.scroller.scrollTop;
    // A column-reverse box scrolls up into negative offsets from its bottom.
    const offset = Math.round(Math.max(0, this.anchor === 'top' ? top : -top) * devicePixelRatio) / devicePixelRatio;
    if (offset === this.offset) return;
    this.offset = offset;
    this.onChange();
  };

  private readonly onResize = (entries: ResizeObserverEntry[]) => {
    let changed = false;
    for (const entry of entries) {
      const { width, height } = entry.contentRect;
      if (entry.target === this.canvas) {
        // The exact device-pixel box where it agrees with the page's ratio (an emulated ratio, as in
        // DevTools or a headless screenshot at 2×, reports the real screen's pixels instead).
        const reported = entry.devicePixelContentBoxSize?.[0];
        const device = reported && Math.abs(reported.inlineSize - width * devicePixelRatio) <= 1 ? reported : null;
        this.width = width;
        changed = this.setBitmap(device ? device.inlineSize : Math.round(width * devicePixelRatio), device ? device.blockSize : Math.round(height * devicePixelRatio)) || changed;
      } else if (width !== this.rowWidth || height !== this.viewHeight) {
        this.rowWidth = width;
        this.viewHeight = height;
        changed = true;
      }
    }
    if (changed) this.onChange();
  };
}
