/**
 * The page's side of a row canvas (DESIGN §6): the book's sides and the tape draw their rows on a
 * canvas under their scroll box (same place, same size), with the painters of src/core/rowpaint.
 * `RowViewTracker` measures that canvas's view — its size in CSS and device pixels, the scroll
 * offset, the theme's colours and font — once when mounted and then from observers, never by a
 * forced layout. The view goes either to the page's own surface (`pageRowSurface`) or, when the
 * canvas was handed to the market worker, to the worker, which draws there.
 */
import { CanvasRowSurface, type RowPaintTarget, type RowView } from '../core/rowpaint/view';
import { DEFAULT_ROW_THEME, type RowAnchor, type RowContext, type RowTheme } from '../core/rowpaint/rows';
import './RowCanvas.css';

/** Reads the rows' theme from `element`'s computed style (fallbacks where a property is missing). */
function readRowTheme(element: Element): RowTheme {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const family = style.fontFamily || 'monospace';
  return {
    font: `${style.fontStyle || 'normal'} ${style.fontWeight || '400'} ${style.fontSize || '11px'} ${family}`,
    text: read('--text', DEFAULT_ROW_THEME.text),
    textMuted: read('--text-muted', DEFAULT_ROW_THEME.textMuted),
    buy: read('--buy', DEFAULT_ROW_THEME.buy),
    sell: read('--sell', DEFAULT_ROW_THEME.sell),
    buyBg: read('--buy-bg', DEFAULT_ROW_THEME.buyBg),
    sellBg: read('--sell-bg', DEFAULT_ROW_THEME.sellBg),
    bgHover: read('--bg-hover', DEFAULT_ROW_THEME.bgHover),
  };
}

/** Follows a row canvas's view (see the file comment) and reports each change. */
export class RowViewTracker {
  private current: RowView;
  private readonly observer: ResizeObserver | null;
  private destroyed = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly scroller: HTMLElement,
    readonly anchor: RowAnchor,
    private readonly onChange: (view: RowView) => void,
  ) {
    const ratio = devicePixelRatio;
    // One read when mounted; from then on the observer reports sizes without a forced layout.
    this.current = {
      theme: readRowTheme(scroller),
      width: canvas.clientWidth,
      rowWidth: scroller.clientWidth,
      viewHeight: scroller.clientHeight,
      offset: 0,
      bitmapWidth: Math.round(canvas.clientWidth * ratio),
      bitmapHeight: Math.round(canvas.clientHeight * ratio),
      pixelRatio: ratio,
    };
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
    // A web font that loads later changes the metrics: the view is told again.
    if (typeof document !== 'undefined' && document.fonts) {
      void document.fonts.ready.then(() => {
        if (!this.destroyed) this.update({ theme: readRowTheme(scroller) });
      });
    }
  }

  /** The view now. */
  get view(): RowView {
    return this.current;
  }

  destroy(): void {
    this.destroyed = true;
    this.scroller.removeEventListener('scroll', this.onScroll);
    this.observer?.disconnect();
  }

  private update(change: Partial<RowView>): void {
    this.current = { ...this.current, ...change };
    this.onChange(this.current);
  }

  private readonly onScroll = () => {
    const top = this.scroller.scrollTop;
    const ratio = this.current.pixelRatio;
    // A column-reverse box scrolls up into negative offsets from its bottom.
    const offset = Math.round(Math.max(0, this.anchor === 'top' ? top : -top) * ratio) / ratio;
    if (offset !== this.current.offset) this.update({ offset });
  };

  private readonly onResize = (entries: ResizeObserverEntry[]) => {
    const change: { -readonly [K in keyof RowView]?: RowView[K] } = {};
    const ratio = devicePixelRatio;
    for (const entry of entries) {
      const { width, height } = entry.contentRect;
      if (entry.target === this.canvas) {
        // The exact device-pixel box where it agrees with the page's ratio (an emulated ratio, as in
        // DevTools or a headless screenshot at 2×, reports the real screen's pixels instead).
        const reported = entry.devicePixelContentBoxSize?.[0];
        const device = reported && Math.abs(reported.inlineSize - width * ratio) <= 1 ? reported : null;
        change.width = width;
        change.bitmapWidth = device ? device.inlineSize : Math.round(width * ratio);
        change.bitmapHeight = device ? device.blockSize : Math.round(height * ratio);
        change.pixelRatio = ratio;
      } else {
        change.rowWidth = width;
        change.viewHeight = height;
      }
    }
    const before = this.current;
    if ((Object.keys(change) as (keyof RowView)[]).some((key) => change[key] !== before[key])) this.update(change);
  };
}

/** The 2D context of a page canvas, or null without one (jsdom; an old browser): the DOM mirror still works. */
function contextOf(canvas: HTMLCanvasElement): RowContext | null {
  return typeof CanvasRenderingContext2D === 'undefined' ? null : (canvas.getContext('2d') ?? null);
}

/**
 * A surface on the page's own canvas, kept to its tracked view; `onChange` hears that everything
 * must be drawn again, `onView` each view (the tape's goes to the worker, which sends the rows in it).
 */
export function pageRowSurface(
  canvas: HTMLCanvasElement,
  scroller: HTMLElement,
  anchor: RowAnchor,
  onChange: () => void,
  onView?: (view: RowView) => void,
): CanvasRowSurface & { destroy(): void } {
  const surface = new CanvasRowSurface(canvas, contextOf(canvas), anchor);
  const tracker = new RowViewTracker(canvas, scroller, anchor, (view) => {
    onView?.(view);
    if (surface.apply(view)) onChange();
  });
  surface.apply(tracker.view);
  onView?.(tracker.view);
  return Object.assign(surface, { destroy: () => tracker.destroy() });
}

/** Whether the page can hand a canvas to a worker to draw on. */
const canDrawOffPage = (): boolean =>
  typeof HTMLCanvasElement !== 'undefined' &&
  typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function' &&
  typeof OffscreenCanvas !== 'undefined';

/** The worker that draws the rows off the page — `target`, when this page can hand it a canvas — else null: the page draws them. */
export const offPageTarget = (target: RowPaintTarget | null | undefined): RowPaintTarget | null => (target && canDrawOffPage() ? target : null);

/** A row canvas put first in `box` (under the scroll box laid over it); the caller removes it. */
export function addRowCanvas(box: HTMLElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.className = 'row-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  box.prepend(canvas);
  return canvas;
}
