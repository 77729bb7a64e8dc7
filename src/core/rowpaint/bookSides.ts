/**
 * Both sides of the order book drawn from frames (DESIGN §6): each side's canvas redraws only the
 * levels that changed (`BookSideCanvas`). Depth bars share one scale, set from the deeper side's
 * drawn cumulative and held while it moves a little (`steadyScale`), so both sides' bars compare
 * and a rescale — which redraws every bar of both sides — is rare. The page's book and the market
 * worker's (on OffscreenCanvas) both draw with this.
 */
import type { BookKind, SideFrame } from '../orderbook';
import { BOOK_ROW_HEIGHT, BookSideCanvas } from './bookSide';
import type { TimerClock } from './clock';
import { depthScale, drawnLevels, steadyScale } from './depth';
import { FlashSweeper } from './flash';
import { rowAt, rowTop, type RowSurface } from './rows';

type Side = {
  readonly surface: RowSurface;
  readonly canvas: BookSideCanvas;
  readonly flashes: FlashSweeper<string>;
  frame: SideFrame | null;
  /** The frame drawn last (undefined: none yet). */
  drawn: SideFrame | null | undefined;
};

export class BookSides {
  private readonly sides: Record<BookKind, Side>;
  private scale = 0;

  constructor(
    surfaces: Record<BookKind, RowSurface>,
    /** Levels drawn per side at most. */
    private readonly depth: number,
    clock: TimerClock,
  ) {
    const side = (kind: BookKind): Side => {
      const flashes = new FlashSweeper<string>(() => this.sides[kind].canvas.paint(), clock);
      return { surface: surfaces[kind], canvas: new BookSideCanvas(kind, surfaces[kind], flashes), flashes, frame: null, drawn: undefined };
    };
    this.sides = { asks: side('asks'), bids: side('bids') };
  }

  /** Draws the latest frames; a side whose frame and scale did not change is left alone. Answers the sides drawn. */
  draw(asks: SideFrame | null, bids: SideFrame | null): BookKind[] {
    const scale = steadyScale(this.scale, depthScale(asks, bids, this.depth));
    const rescaled = scale !== this.scale;
    this.scale = scale;
    const drawn: BookKind[] = [];
    for (const [kind, frame] of [
      ['asks', asks],
      ['bids', bids],
    ] as const) {
      const side = this.sides[kind];
      side.frame = frame;
      if (!rescaled && frame === side.drawn) continue;
      side.drawn = frame;
      side.canvas.draw(frame, this.levels(kind), scale);
      drawn.push(kind);
    }
    return drawn;
  }

  /** Levels of `kind` drawn now. */
  levels(kind: BookKind): number {
    return drawnLevels(this.sides[kind].frame, this.depth);
  }

  /** Everything of `kind` is drawn again (its view scrolled, resized, or its font loaded). */
  redrawAll(kind: BookKind): void {
    this.sides[kind].canvas.redrawAll();
  }

  /** Highlights the hovered or focused level of `kind` (null: none); the other side's goes out. */
  hover(kind: BookKind, level: number | null): void {
    this.sides[kind].canvas.hover(level);
    if (level !== null) this.sides[kind === 'asks' ? 'bids' : 'asks'].canvas.hover(null);
  }

  /** The level of the current frame at view y `y` of a side, or null where there is none. */
  levelAt(kind: BookKind, y: number): number | null {
    const level = rowAt(this.sides[kind].surface, y, BOOK_ROW_HEIGHT);
    return level >= 0 && level < this.levels(kind) ? level : null;
  }

  /** The view y of `level`'s row top in a side. */
  rowTop(kind: BookKind, level: number): number {
    return rowTop(this.sides[kind].surface, level, BOOK_ROW_HEIGHT);
  }

  /** The exact unit price of `level` in the current frame. */
  unitPriceOf(kind: BookKind, level: number): string | null {
    return level >= 0 && level < this.levels(kind) ? (this.sides[kind].frame?.unitPrices[level] ?? null) : null;
  }

  /** Puts every highlight out and stops their timers (a detach, an unmount). */
  destroy(): void {
    this.sides.asks.flashes.clear();
    this.sides.bids.flashes.clear();
  }
}
