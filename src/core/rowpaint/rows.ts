/**
 * Fixed-height rows drawn on a canvas (DESIGN §6): the order book's sides and the trade tape paint
 * their visible rows with the painters of this folder, so a frame costs a few `fillText` calls and
 * no style, layout or page paint. The painters draw on any 2D context — a page canvas's or, in the
 * market worker, an OffscreenCanvas's — through `RowSurface`, which says where the rows are: the
 * view's size and scroll offset, the theme's colours and font. They read no globals: the pixel
 * ratio and the clock are handed in.
 */
/** Where row 0 sits: at the top of the view, or at its bottom (the asks, best nearest the centre). */
export type RowAnchor = 'top' | 'bottom';

/** The colours and font rows are drawn with: the theme's custom properties, read on the page. */
export type RowTheme = {
  readonly font: string;
  readonly text: string;
  readonly textMuted: string;
  readonly buy: string;
  readonly sell: string;
  readonly buyBg: string;
  readonly sellBg: string;
  readonly bgHover: string;
};

/** A theme with its font's metrics, measured on the context that draws. */
export type Palette = RowTheme & {
  /** Font ascent and descent in px (for the baseline a CSS line box would give). */
  readonly ascent: number;
  readonly descent: number;
};

/** The theme's fallbacks, where a custom property is missing. */
export const DEFAULT_ROW_THEME: RowTheme = {
  font: 'normal 400 11px monospace',
  text: '#e6e9ef',
  textMuted: '#9aa4b5',
  buy: '#26c281',
  sell: '#f0506e',
  buyBg: 'rgba(38, 194, 129, 0.14)',
  sellBg: 'rgba(240, 80, 110, 0.14)',
  bgHover: '#1f2530',
};

/** The palette of a surface that draws nothing. */
export const NO_PALETTE: Palette = { font: '', text: '', textMuted: '', buy: '', sell: '', buyBg: '', sellBg: '', bgHover: '', ascent: 0, descent: 0 };

/** What the painters call on a 2D context: a page canvas's and an OffscreenCanvas's both fit. */
export type RowContext = {
  font: string;
  fillStyle: string | CanvasGradient | CanvasPattern;
  globalAlpha: number;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  globalCompositeOperation: GlobalCompositeOperation;
  readonly canvas: CanvasImageSource & { readonly width: number; readonly height: number };
  clearRect(x: number, y: number, width: number, height: number): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  beginPath(): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  fill(): void;
  save(): void;
  restore(): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  measureText(text: string): { readonly fontBoundingBoxAscent: number; readonly fontBoundingBoxDescent: number };
  drawImage(image: CanvasImageSource, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
};

/** `theme` with its font's ascent and descent as `ctx` measures them. */
export function measuredPalette(theme: RowTheme, ctx: RowContext): Palette {
  ctx.font = theme.font;
  const metrics = ctx.measureText('0');
  return { ...theme, ascent: metrics.fontBoundingBoxAscent || 9, descent: metrics.fontBoundingBoxDescent || 3 };
}

/** What a row painter draws on: the context (null without canvas support) and the view, in CSS px. */
export type RowSurface = {
  readonly ctx: RowContext | null;
  readonly palette: Palette;
  /** The canvas's width (rows are cleared across it). */
  readonly width: number;
  /** The rows' width: the scroll box's, without its scrollbar. */
  readonly rowWidth: number;
  readonly viewHeight: number;
  /** Scrolled distance from row 0's edge, snapped to device pixels. */
  readonly offset: number;
  readonly anchor: RowAnchor;
  /** Device pixels per CSS px of the bitmap (a shift copies whole device rows). */
  readonly pixelRatio: number;
};

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
export function rowShift(
  drawnKeyAt: (index: number) => string | number | undefined,
  keyAt: (index: number) => string | number | undefined,
  visible: number,
): number {
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
export function shiftRows<T>(surface: RowSurface, drawn: ReadonlyMap<number, T>, by: number, rowHeight: number): Map<number, T> {
  const ctx = surface.ctx!;
  const bitmap = ctx.canvas;
  const pixels = Math.min(bitmap.height, Math.round(Math.abs(by) * rowHeight * surface.pixelRatio));
  // Away from row 0 is down for a list anchored at the top, up for one anchored at the bottom.
  const down = by > 0 === (surface.anchor === 'top');
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
