/**
 * Both sides of the book drawn from the worker's frames, outside React (DESIGN §6): each new frame
 * goes straight to the sides' canvases, which redraw only the levels that changed; the DOM mirror
 * rows follow at a low rate (`LowRate`); React hears only of a side's state changing between
 * loading, empty and rows, which is rare. Depth bars share one scale, set from the deeper side's
 * drawn cumulative and held while it moves a little (`steadyScale`), so both sides' bars compare
 * and a rescale — which redraws every bar of both sides — is rare.
 */
import type { BookKind, SideFrame } from '../../core/orderbook';
import { RowCanvas, rowAt, rowTop, type RowSurface } from '../canvasRows';
import { browserClock, LowRate, type TimerClock } from '../lowRate';
import { BOOK_ROW_HEIGHT, BookSideCanvas } from './bookSideCanvas';
import { BookSideMirror } from './bookSideMirror';
import { depthScale, drawnLevels, steadyScale } from './depth';
import { FlashSweeper } from './flash';

/** What a side shows: a spinner before its first frame, a message when empty, else its rows. */
export type SideState = 'loading' | 'empty' | 'rows';

/** A side's scroll box (the mirror rows) and the canvas under it. */
export type SideElements = { readonly scroller: HTMLElement; readonly canvas: HTMLCanvasElement };

const stateOf = (frame: SideFrame | null, levels: number): SideState => (frame === null ? 'loading' : levels === 0 ? 'empty' : 'rows');

type Side = {
  readonly surface: RowSurface & { destroy?(): void };
  readonly canvas: BookSideCanvas;
  readonly mirror: BookSideMirror;
  readonly flashes: FlashSweeper<string>;
  frame: SideFrame | null;
  /** The frame drawn on the canvas, and the one in the mirror (undefined: none yet). */
  drawn: SideFrame | null | undefined;
  mirrored: SideFrame | null | undefined;
  state: SideState | null;
};

export class BookPainter {
  private readonly sides: Record<BookKind, Side>;
  private readonly mirror: LowRate;
  private scale = 0;

  constructor(
    elements: Record<BookKind, SideElements>,
    /** Levels drawn per side at most. */
    private readonly depth: number,
    private readonly onState: (side: BookKind, state: SideState) => void,
    clock: TimerClock = browserClock,
    /** Test seam: the surface a side draws on (default: a RowCanvas over its elements). */
    surfaceOf: (kind: BookKind, elements: SideElements, onChange: () => void) => RowSurface & { destroy?(): void } = (kind, { canvas, scroller }, onChange) =>
      new RowCanvas(canvas, scroller, kind === 'asks' ? 'bottom' : 'top', onChange),
  ) {
    const side = (kind: BookKind): Side => {
      const flashes = new FlashSweeper<string>(() => this.sides[kind].canvas.paint(), clock);
      const surface = surfaceOf(kind, elements[kind], () => this.sides[kind].canvas.redrawAll());
      const canvas = new BookSideCanvas(kind, surface, flashes);
      return { surface, canvas, flashes, mirror: new BookSideMirror(elements[kind].scroller, kind), frame: null, drawn: undefined, mirrored: undefined, state: null };
    };
    this.sides = { asks: side('asks'), bids: side('bids') };
    this.mirror = new LowRate(this.updateMirror, clock);
  }

  /** Draws the latest frames; a side whose frame and scale did not change is left alone. */
  draw(asks: SideFrame | null, bids: SideFrame | null): void {
    const scale = steadyScale(this.scale, depthScale(asks, bids, this.depth));
    const rescaled = scale !== this.scale;
    this.scale = scale;
    let urgent = false;
    for (const [kind, frame] of [['asks', asks], ['bids', bids]] as const) {
      const side = this.sides[kind];
      side.frame = frame;
      if (!rescaled && frame === side.drawn) continue;
      side.drawn = frame;
      const levels = drawnLevels(frame, this.depth);
      side.canvas.draw(frame, levels, scale);
      const state = stateOf(frame, levels);
      // A side that appears, empties or leaves is mirrored at once; a changed book can wait.
      if (state !== side.state) {
        urgent = true;
        this.onState(kind, (side.state = state));
      }
    }
    if (urgent || this.sides.asks.mirrored === undefined) this.mirror.flush();
    else if (this.sides.asks.frame !== this.sides.asks.mirrored || this.sides.bids.frame !== this.sides.bids.mirrored) this.mirror.request();
  }

  /** Highlights the hovered or focused level of `kind` (null: none). */
  hover(kind: BookKind, level: number | null): void {
    this.sides[kind].canvas.hover(level);
    const other = this.sides[kind === 'asks' ? 'bids' : 'asks'];
    if (level !== null) other.canvas.hover(null);
  }

  /** The level of the current frame at view y `y` of a side, or null where there is none. */
  levelAt(kind: BookKind, y: number): number | null {
    const side = this.sides[kind];
    const level = rowAt(side.surface, y, BOOK_ROW_HEIGHT);
    return level >= 0 && level < drawnLevels(side.frame, this.depth) ? level : null;
  }

  /** The view y of `level`'s row top in a side. */
  rowTop(kind: BookKind, level: number): number {
    return rowTop(this.sides[kind].surface, level, BOOK_ROW_HEIGHT);
  }

  /** The exact unit price of `level` in the current frame. */
  unitPriceOf(kind: BookKind, level: number): string | null {
    const side = this.sides[kind];
    return level < drawnLevels(side.frame, this.depth) ? (side.frame?.unitPrices[level] ?? null) : null;
  }

  destroy(): void {
    this.mirror.cancel();
    for (const side of [this.sides.asks, this.sides.bids]) {
      side.surface.destroy?.();
      side.mirror.destroy();
      side.flashes.clear();
    }
  }

  private readonly updateMirror = () => {
    for (const side of [this.sides.asks, this.sides.bids]) {
      if (side.mirrored === side.frame && side.mirrored !== undefined) continue;
      side.mirrored = side.frame;
      side.mirror.draw(side.frame, drawnLevels(side.frame, this.depth));
    }
  };
}
