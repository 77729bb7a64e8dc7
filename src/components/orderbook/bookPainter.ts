/**
 * Both sides of the book drawn from the worker's frames, outside React (DESIGN §6): each new frame
 * goes straight to the side painters; React hears only of a side's state changing between
 * loading, empty and rows, which is rare. Depth bars share one scale, set from the deeper side's
 * drawn cumulative and held while it moves a little (`steadyScale`), so both sides' bars compare
 * and a rescale — which redraws every bar of both sides — is rare.
 */
import type { BookKind, SideFrame } from '../../core/orderbook';
import { BookSidePainter } from './bookSidePainter';
import { depthScale, drawnLevels, steadyScale } from './depth';
import { FlashSweeper } from './flash';

/** What a side shows: a spinner before its first frame, a message when empty, else its rows. */
export type SideState = 'loading' | 'empty' | 'rows';

const stateOf = (frame: SideFrame | null, levels: number): SideState => (frame === null ? 'loading' : levels === 0 ? 'empty' : 'rows');

export class BookPainter {
  private readonly flashes: FlashSweeper;
  private readonly sides: Record<BookKind, BookSidePainter>;
  private readonly drawn: Record<BookKind, SideFrame | null | undefined> = { asks: undefined, bids: undefined };
  private readonly states: Record<BookKind, SideState | null> = { asks: null, bids: null };
  private scale = 0;

  constructor(
    scrollers: Record<BookKind, HTMLElement>,
    /** Levels drawn per side at most. */
    private readonly depth: number,
    private readonly onState: (side: BookKind, state: SideState) => void,
    flashes?: FlashSweeper,
  ) {
    this.flashes = flashes ?? new FlashSweeper();
    this.sides = { asks: new BookSidePainter(scrollers.asks, 'asks', this.flashes), bids: new BookSidePainter(scrollers.bids, 'bids', this.flashes) };
  }

  /** Draws the latest frames; a side whose frame and scale did not change is left alone. */
  draw(asks: SideFrame | null, bids: SideFrame | null): void {
    const scale = steadyScale(this.scale, depthScale(asks, bids, this.depth));
    const rescaled = scale !== this.scale;
    this.scale = scale;
    for (const [kind, frame] of [['asks', asks], ['bids', bids]] as const) {
      if (!rescaled && frame === this.drawn[kind]) continue;
      this.drawn[kind] = frame;
      const levels = drawnLevels(frame, this.depth);
      this.sides[kind].draw(frame, levels, scale);
      const state = stateOf(frame, levels);
      if (state !== this.states[kind]) this.onState(kind, (this.states[kind] = state));
    }
  }

  destroy(): void {
    this.sides.asks.destroy();
    this.sides.bids.destroy();
    this.flashes.destroy();
  }
}
