/**
 * Both sides of the book drawn from the worker's frames, outside React (DESIGN §6). The levels are
 * drawn on a canvas per side (src/core/rowpaint/bookSides.ts): by the market worker on the
 * canvases the page handed it (`RowPaintTarget`), which takes both the drawing and the canvas's
 * commit off the main thread, or — where a canvas cannot be handed over — here, on the page. Either
 * way the DOM mirror rows follow at a low rate — as the worker's frames bring the sides (it sends
 * them every WORKER_MIRROR_MS under flow, workers/market/mirrorSchedule.ts), or through `LowRate`
 * where the page draws — and React hears only of a side's state changing between loading, empty
 * and rows, which is rare.
 */
import type { BookKind, SideFrame } from '../../core/orderbook';
import { BOOK_ROW_HEIGHT } from '../../core/rowpaint/bookSide';
import { BookSides } from '../../core/rowpaint/bookSides';
import type { TimerClock } from '../../core/rowpaint/clock';
import { drawnLevels } from '../../core/rowpaint/depth';
import { rowAt, rowTop, type RowAnchor, type RowSurface } from '../../core/rowpaint/rows';
import type { RowPaintTarget, RowView } from '../../core/rowpaint/view';
import { offPageTarget, pageRowSurface, RowViewTracker } from '../canvasRows';
import { LowRate } from '../../core/rowpaint/lowRate';
import { browserClock } from '../browserClock';
import { BookSideMirror } from './bookSideMirror';

/** What a side shows: a spinner before its first frame, a message when empty, else its rows. */
export type SideState = 'loading' | 'empty' | 'rows';

/** A side's scroll box (the mirror rows) and the canvas under it. */
export type SideElements = { readonly scroller: HTMLElement; readonly canvas: HTMLCanvasElement };

/** Where a side's rows are in its view (the page's surface, or the view it told the worker). */
type Geometry = Pick<RowSurface, 'anchor' | 'viewHeight' | 'offset'>;

const stateOf = (frame: SideFrame | null, levels: number): SideState => (frame === null ? 'loading' : levels === 0 ? 'empty' : 'rows');
const anchorOf = (kind: BookKind): RowAnchor => (kind === 'asks' ? 'bottom' : 'top');
const KINDS: readonly BookKind[] = ['asks', 'bids'];

/** How the levels get on the canvases: drawn here, or by the worker. */
type Drawing = {
  draw(asks: SideFrame | null, bids: SideFrame | null): void;
  hover(kind: BookKind, level: number | null): void;
  geometry(kind: BookKind): Geometry;
  unitPriceAt(kind: BookKind, level: number): Promise<string | null>;
  destroy(): void;
};

/** Drawn on the page's canvases. */
function drawnHere(sides: BookSides, surfaces: Record<BookKind, RowSurface & { destroy?(): void }>): Drawing {
  return {
    draw: (asks, bids) => void sides.draw(asks, bids),
    hover: (kind, level) => sides.hover(kind, level),
    geometry: (kind) => surfaces[kind],
    unitPriceAt: async (kind, level) => sides.unitPriceOf(kind, level),
    destroy() {
      sides.destroy();
      for (const kind of KINDS) surfaces[kind].destroy?.();
    },
  };
}

/** Drawn by the worker on the handed-over canvases; the trackers tell it each view change. */
function drawnByWorker(elements: Record<BookKind, SideElements>, target: RowPaintTarget): Drawing {
  const trackers = {} as Record<BookKind, RowViewTracker>;
  for (const kind of KINDS)
    trackers[kind] = new RowViewTracker(elements[kind].canvas, elements[kind].scroller, anchorOf(kind), (view) => target.setView(kind, view));
  const views: Record<BookKind, RowView> = { asks: trackers.asks.view, bids: trackers.bids.view };
  target.attachBook({ asks: elements.asks.canvas.transferControlToOffscreen(), bids: elements.bids.canvas.transferControlToOffscreen() }, views);
  return {
    // The worker draws its own frames as they come; these reach the page for the mirror.
    draw: () => {},
    hover: (kind, level) => target.hover(kind, level),
    geometry: (kind) => ({ anchor: trackers[kind].anchor, ...trackers[kind].view }),
    unitPriceAt: (kind, level) => target.drawnUnitPrice(kind, level),
    destroy() {
      for (const kind of KINDS) trackers[kind].destroy();
      target.detach('book');
    },
  };
}

type Side = { readonly mirror: BookSideMirror; frame: SideFrame | null; mirrored: SideFrame | null | undefined; state: SideState | null };

export class BookPainter {
  private readonly sides: Record<BookKind, Side>;
  private readonly drawing: Drawing;
  private readonly mirror: LowRate;
  /** The worker draws: it sends the sides only every WORKER_MIRROR_MS under flow, so they are mirrored as they come. */
  private readonly mirrorAtOnce: boolean;

  constructor(
    elements: Record<BookKind, SideElements>,
    /** Levels drawn per side at most. */
    private readonly depth: number,
    private readonly onState: (side: BookKind, state: SideState) => void,
    options: {
      readonly clock?: TimerClock;
      /** Draws the levels off the page when the canvases can be handed over. */
      readonly target?: RowPaintTarget | null;
      /** Test seam: the surface a side draws on here (default: the page's canvas). */
      readonly surfaceOf?: (kind: BookKind, elements: SideElements, onChange: () => void) => RowSurface & { destroy?(): void };
    } = {},
  ) {
    const clock = options.clock ?? browserClock;
    const offPage = offPageTarget(options.target);
    this.mirrorAtOnce = offPage !== null;
    if (offPage) this.drawing = drawnByWorker(elements, offPage);
    else {
      const surfaceOf = options.surfaceOf ?? ((kind, { canvas, scroller }, onChange) => pageRowSurface(canvas, scroller, anchorOf(kind), onChange));
      let sides: BookSides | null = null;
      const surfaces = {
        asks: surfaceOf('asks', elements.asks, () => sides?.redrawAll('asks')),
        bids: surfaceOf('bids', elements.bids, () => sides?.redrawAll('bids')),
      };
      sides = new BookSides(surfaces, depth, clock);
      this.drawing = drawnHere(sides, surfaces);
    }
    const side = (kind: BookKind): Side => ({ mirror: new BookSideMirror(elements[kind].scroller, kind), frame: null, mirrored: undefined, state: null });
    this.sides = { asks: side('asks'), bids: side('bids') };
    this.mirror = new LowRate(this.updateMirror, clock);
  }

  /** Draws the latest frames (here, when drawn on the page) and mirrors them at a low rate. */
  draw(asks: SideFrame | null, bids: SideFrame | null): void {
    this.drawing.draw(asks, bids);
    let urgent = false;
    for (const [kind, frame] of [
      ['asks', asks],
      ['bids', bids],
    ] as const) {
      const side = this.sides[kind];
      side.frame = frame;
      const state = stateOf(frame, drawnLevels(frame, this.depth));
      // A side that appears, empties or leaves is mirrored at once; a changed book can wait.
      if (state !== side.state) {
        urgent = true;
        this.onState(kind, (side.state = state));
      }
    }
    if (urgent || this.mirrorAtOnce || this.sides.asks.mirrored === undefined) this.mirror.flush();
    else if (this.sides.asks.frame !== this.sides.asks.mirrored || this.sides.bids.frame !== this.sides.bids.mirrored) this.mirror.request();
  }

  /** Highlights the hovered or focused level of `kind` (null: none). */
  hover(kind: BookKind, level: number | null): void {
    this.drawing.hover(kind, level);
  }

  /** Whether `level` is one of `kind`'s levels now. */
  hasLevel(kind: BookKind, level: number): boolean {
    return level >= 0 && level < drawnLevels(this.sides[kind].frame, this.depth);
  }

  /** The level at view y `y` of a side, or null where there is none. */
  levelAt(kind: BookKind, y: number): number | null {
    const level = rowAt(this.drawing.geometry(kind), y, BOOK_ROW_HEIGHT);
    return this.hasLevel(kind, level) ? level : null;
  }

  /** The view y of `level`'s row top in a side. */
  rowTop(kind: BookKind, level: number): number {
    return rowTop(this.drawing.geometry(kind), level, BOOK_ROW_HEIGHT);
  }

  /** The exact unit price of the level drawn at `level` now (what the user sees there), or null. */
  unitPriceAt(kind: BookKind, level: number): Promise<string | null> {
    return this.drawing.unitPriceAt(kind, level);
  }

  destroy(): void {
    this.mirror.cancel();
    this.drawing.destroy();
    for (const kind of KINDS) this.sides[kind].mirror.destroy();
  }

  private readonly updateMirror = () => {
    for (const side of [this.sides.asks, this.sides.bids]) {
      if (side.mirrored === side.frame && side.mirrored !== undefined) continue;
      side.mirrored = side.frame;
      side.mirror.draw(side.frame, drawnLevels(side.frame, this.depth));
    }
  };
}
