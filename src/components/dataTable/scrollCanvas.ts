/**
 * A whole list's rows drawn on a canvas while it scrolls (docs/decisions/0039): the scroll event
 * draws the rows in view on a canvas stuck over the rows (src/core/rowpaint/listRows.ts), and the
 * DOM rows under it stay as they were until the scroll rests for REST_MS; React then draws them for
 * where the list came to rest, and the canvas hides in the commit that shows them. A scroll frame
 * thus costs a few `fillText` calls instead of React mounting the rows that came in, their style,
 * layout and paint. The canvas takes the pointer while it shows (a click must not land on a DOM row
 * that is not the row drawn there): a press on it brings the DOM rows back at once.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Column, RowData } from '@tanstack/react-table';
import {
  paintListRows,
  textCell,
  type ListCellPaint,
  type ListColumnBox,
  type ListRowsContext,
  type ListRowsDrawn,
  type ListRowsTheme,
} from '../../core/rowpaint/listRows';
import type { DataTableFeatures } from './columns';

/** How long after the last scroll event the list counts as resting (a wheel's or a fling's events come 16–50 ms apart). */
const REST_MS = 120;

const ON = 'data-table__canvas--on';

type Geometry = { width: number; height: number; ratio: number; theme: ListRowsTheme; columns: ListColumnBox[] };

/** What the canvas draws from: the loaded window of rows, the list's length and its columns. */
type ScrollCanvasRows = {
  readonly rows: readonly unknown[];
  readonly start: number;
  readonly total: number;
  readonly columns: readonly Column<DataTableFeatures, RowData>[];
  readonly rowHeight: number;
  readonly headerHeight: number;
  /** Asks the worker for the rows in view (the canvas draws them as they come). */
  readonly want: (start: number, count: number) => void;
};

/** The text a cell shows on the canvas: its column's `paint`, else the text its renderer gives, else its value. */
export function cellPaint(column: Column<DataTableFeatures, RowData>, row: unknown, index: number): ListCellPaint {
  const meta = column.columnDef.meta;
  if (meta?.paint) return (meta.paint as (row: unknown) => ListCellPaint)(row);
  const value = column.accessorFn?.(row as RowData, index);
  const render = column.columnDef.cell;
  if (typeof render === 'function') {
    try {
      const drawn: unknown = (render as (context: unknown) => unknown)({ getValue: () => value, renderValue: () => value, row: { original: row }, column });
      if (typeof drawn === 'string' || typeof drawn === 'number') return textCell(String(drawn));
    } catch {
      // A renderer that needs more than the row: its value is drawn.
    }
  }
  return textCell(value === null || value === undefined ? '' : String(value));
}

/** The theme's colours and the table's fonts, read from the page once a scroll starts. */
function readTheme(box: HTMLElement, cell: Element): ListRowsTheme {
  const style = getComputedStyle(box);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const cellStyle = getComputedStyle(cell);
  const family = cellStyle.fontFamily || 'sans-serif';
  const size = cellStyle.fontSize || '12px';
  return {
    font: `400 ${size} ${family}`,
    boldFont: `600 ${size} ${family}`,
    smallFont: `400 ${read('--fs-xs', '11px')} ${family}`,
    text: read('--text', '#e6e9ef'),
    muted: read('--text-muted', '#9aa4b5'),
    faint: read('--text-faint', '#8590a3'),
    accent: read('--accent', '#4c8dff'),
    buy: read('--buy', '#26c281'),
    sell: read('--sell', '#f0506e'),
    warning: read('--warning', '#f2b84b'),
    panel: read('--bg-panel', '#12161d'),
    border: read('--border', '#252c38'),
    raised: read('--bg-raised', '#181d26'),
    badge: read('--bg-active', '#232a36'),
  };
}

/** Each column's text box: a drawn row's cells where there is one (their own padding), else the headers'. */
function readColumns(box: HTMLElement): ListColumnBox[] {
  const cells = box.querySelector('tbody tr.data-table__row')?.children ?? box.querySelector('thead tr')?.children;
  if (!cells) return [];
  return [...cells].map((cell) => {
    const element = cell as HTMLElement;
    const style = getComputedStyle(element);
    const left = parseFloat(style.paddingLeft) || 0;
    const right = parseFloat(style.paddingRight) || 0;
    return { left: element.offsetLeft + left, width: Math.max(0, element.offsetWidth - left - right), right: element.classList.contains('num') };
  });
}

/** The rows the canvas drew last (its data attributes). */
const drawnRows = (container: HTMLElement) => ({ first: Number(container.dataset.first ?? 0), last: Number(container.dataset.last ?? -1) });

/** About how tall a tile is (px): a fast wheel's frame brings in one or two. */
const TILE_PX = 160;

type Tile = { readonly canvas: HTMLCanvasElement; readonly ctx: ListRowsContext; band: number | null; pending: number };

/**
 * The canvases the rows are drawn on: tiles of a few rows each, placed in the scrolled content at
 * their band's place, so the compositor scrolls what is drawn and a scroll frame draws (and hands
 * the compositor) only the band that came into view. A tile whose band left the view takes the next.
 */
class RowTiles {
  private tiles: Tile[] = [];
  private tilePx = TILE_PX;
  private rowsPerTile = 1;
  private viewHeight = 0;

  constructor(private readonly container: HTMLElement) {}

  /** Sizes the tiles for the view (its rows' height, width and pixel ratio); every band is drawn again. */
  layout(shape: { width: number; height: number; ratio: number }, rowHeight: number): void {
    this.rowsPerTile = Math.max(1, Math.round(TILE_PX / rowHeight));
    this.tilePx = this.rowsPerTile * rowHeight;
    this.viewHeight = shape.height;
    const count = Math.ceil(shape.height / this.tilePx) + 1;
    while (this.tiles.length < count) {
      const canvas = document.createElement('canvas');
      canvas.className = 'data-table__tile';
      const ctx = canvas.getContext('2d') as ListRowsContext | null;
      if (!ctx) break;
      this.container.append(canvas);
      this.tiles.push({ canvas, ctx, band: null, pending: 0 });
    }
    for (const tile of this.tiles) {
      tile.canvas.width = Math.round(shape.width * shape.ratio);
      tile.canvas.height = Math.round(this.tilePx * shape.ratio);
      tile.canvas.style.height = `${this.tilePx}px`;
      tile.band = null;
    }
  }

  /**
   * Gives each band in view a tile (drawing it with `paint(ctx, top, height)`), and with `again`
   * draws the tiles in view again: those with rows that were on their way, or all. Answers the rows
   * in view and how many of them are still on their way.
   */
  draw(
    offset: number,
    total: number,
    again: 'none' | 'pending' | 'all',
    paint: (ctx: ListRowsContext, top: number, height: number) => ListRowsDrawn,
  ): ListRowsDrawn {
    const rowHeight = this.tilePx / this.rowsPerTile;
    const end = Math.min(offset + this.viewHeight, total * rowHeight);
    const firstBand = Math.floor(offset / this.tilePx);
    const lastBand = Math.max(firstBand - 1, Math.ceil(end / this.tilePx) - 1);
    const inView = (band: number | null) => band !== null && band >= firstBand && band <= lastBand;
    // The rows changed: a tile out of view is drawn again if it comes back.
    if (again !== 'none') for (const tile of this.tiles) if (!inView(tile.band)) tile.band = null;
    // The tiles reach no further than the list (the box must not scroll past its rows).
    const height = `${total * rowHeight}px`;
    if (this.container.style.height !== height) this.container.style.height = height;
    let pending = 0;
    for (let band = firstBand; band <= lastBand; band++) {
      let tile = this.tiles.find((candidate) => candidate.band === band);
      const fresh = tile === undefined;
      tile ??= this.tiles.find((candidate) => !inView(candidate.band));
      if (!tile) break;
      if (fresh || again === 'all' || (again === 'pending' && tile.pending > 0)) {
        if (fresh) {
          tile.band = band;
          tile.canvas.style.transform = `translateY(${band * this.tilePx}px)`;
        }
        tile.pending = paint(tile.ctx, band * this.tilePx, this.tilePx).pending;
      }
      pending += tile.pending;
    }
    const first = Math.floor(offset / rowHeight);
    return { first, last: Math.min(total, Math.ceil(end / rowHeight)) - 1, pending };
  }

  destroy(): void {
    for (const tile of this.tiles) tile.canvas.remove();
    this.tiles = [];
  }
}

/**
 * Follows `scrollRef`'s scroll with the canvas of `canvasRef` (see the file comment); answers
 * whether the list is scrolling (the DOM rows keep the window they had) and `ownScroll`, to call
 * before the table moves the box itself (a new sort back to the top: that is no scroll to follow).
 */
export function useScrollCanvas(scrollRef: RefObject<HTMLDivElement | null>, tilesRef: RefObject<HTMLDivElement | null>, source: ScrollCanvasRows) {
  const [scrolling, setScrolling] = useState(false);
  const sourceRef = useRef(source);
  const cache = useRef({ columns: source.columns, cells: new WeakMap<object, readonly ListCellPaint[]>() });
  const geometry = useRef<Geometry | null>(null);
  const on = useRef(false);
  const ignore = useRef(false);
  const redrawRef = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    const before = sourceRef.current;
    sourceRef.current = source;
    if (cache.current.columns !== source.columns) {
      cache.current = { columns: source.columns, cells: new WeakMap() };
      geometry.current = null;
    }
    if (on.current && (before.rows !== source.rows || before.total !== source.total)) redrawRef.current();
  });

  useEffect(() => {
    const box = scrollRef.current;
    const container = tilesRef.current;
    // Without canvas support (jsdom, an old browser) the DOM rows follow the scroll as they always did.
    if (!box || !container || typeof CanvasRenderingContext2D === 'undefined') return undefined;
    const tiles = new RowTiles(container);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = (): Geometry | null => {
      const { headerHeight, rowHeight } = sourceRef.current;
      const cell = box.querySelector('tbody td') ?? box.querySelector('table');
      if (!cell) return null;
      const shape = {
        width: box.clientWidth,
        height: Math.max(0, box.clientHeight - headerHeight),
        ratio: devicePixelRatio || 1,
        theme: readTheme(box, cell),
        columns: readColumns(box),
      };
      tiles.layout(shape, rowHeight);
      return shape;
    };
    const cellsOf = (row: object, index: number): readonly ListCellPaint[] => {
      const known = cache.current.cells.get(row);
      if (known) return known;
      const cells = sourceRef.current.columns.map((column) => cellPaint(column, row, index));
      cache.current.cells.set(row, cells);
      return cells;
    };
    const paint = (again: 'none' | 'pending' | 'all') => {
      const shape = geometry.current ?? (geometry.current = measure());
      if (!shape) return;
      const { rows, start, total, rowHeight } = sourceRef.current;
      const drawn = tiles.draw(box.scrollTop, total, again, (ctx, top, height) =>
        paintListRows(ctx, { width: shape.width, height, pixelRatio: shape.ratio, rowHeight, offset: top, total }, shape.theme, shape.columns, (index) => {
          const row = rows[index - start];
          return row === undefined || row === null ? null : cellsOf(row, index);
        }),
      );
      // What is drawn, for a trace that checks a scroll never shows blank room (e2e/listsTrace.ts).
      container.dataset.first = String(drawn.first);
      container.dataset.last = String(drawn.last);
      container.dataset.pending = String(drawn.pending);
    };
    // New rows came: the tiles that drew rows on their way are drawn again (all of them for another list).
    let drawnTotal = -1;
    redrawRef.current = () => {
      paint(sourceRef.current.total === drawnTotal ? 'pending' : 'all');
      drawnTotal = sourceRef.current.total;
    };
    let scrolls = 0;
    const rest = () => {
      clearTimeout(timer);
      setScrolling(false);
    };
    // Rests once REST_MS passed and a frame then brought no scroll: on a busy thread a timer can
    // come due between two frames of one scroll.
    const restUnlessScrolled = () => {
      const seen = scrolls;
      requestAnimationFrame(() => requestAnimationFrame(() => (scrolls === seen ? rest() : undefined)));
    };
    const onScroll = () => {
      if (ignore.current) {
        ignore.current = false;
        return;
      }
      if (!on.current) {
        on.current = true;
        // Tiles drawn for an earlier scroll may show rows that changed since.
        paint('all');
        container.classList.add(ON);
        setScrolling(true);
      } else paint('none');
      drawnTotal = sourceRef.current.total;
      const { first, last } = drawnRows(container);
      if (last >= first) sourceRef.current.want(first, last - first + 1);
      scrolls += 1;
      clearTimeout(timer);
      timer = setTimeout(restUnlessScrolled, REST_MS);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => (geometry.current = null));
    observer?.observe(box);
    box.addEventListener('scroll', onScroll, { passive: true });
    container.addEventListener('pointerdown', rest);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      box.removeEventListener('scroll', onScroll);
      container.removeEventListener('pointerdown', rest);
      tiles.destroy();
      redrawRef.current = () => undefined;
    };
  }, [scrollRef, tilesRef]);

  // Called in the commit that draws the DOM rows for where the list rests: gone in the same frame.
  const hide = useCallback(() => {
    if (!on.current) return;
    on.current = false;
    tilesRef.current?.classList.remove(ON);
  }, [tilesRef]);

  return {
    scrolling,
    /** The DOM rows show the rows in view again: the canvas goes. */
    hide,
    /** The table is about to move the box itself: that scroll event is not followed. */
    ownScroll: () => {
      ignore.current = true;
    },
  };
}
