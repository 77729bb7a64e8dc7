/**
 * The tape drawn from its source outside React (DESIGN §6): by the market worker on the canvas the
 * page handed it (`RowPaintTarget`), or — where a canvas cannot be handed over — here, where each
 * change goes straight to the canvas, which draws only the new rows. The DOM mirror follows at a
 * low rate: as the worker's frames bring the rows (every WORKER_MIRROR_MS under flow), or through
 * `LowRate` where the page draws, at once when the tape fills or empties.
 */
import { EMPTY_TAPE_VIEW, type TapeView } from '../../core/live';
import type { TimerClock } from '../../core/rowpaint/clock';
import type { RowSurface } from '../../core/rowpaint/rows';
import { TapeCanvas } from '../../core/rowpaint/tape';
import type { RowPaintTarget } from '../../core/rowpaint/view';
import { offPageTarget, pageRowSurface, RowViewTracker } from '../canvasRows';
import { LowRate } from '../../core/rowpaint/lowRate';
import { browserClock } from '../browserClock';
import { TapeMirror } from './tapeMirror';

/**
 * Where the page draws the tape, its mirror follows a change later than the book's (MIRROR_QUIET_MS),
 * so the two lay out in two frames; under a flow that never pauses both still share the 1 s grid.
 */
export const TAPE_MIRROR_QUIET_MS = 400;

export class TapePainter {
  /** Draws rows here; null when the worker draws them. */
  private readonly canvas: TapeCanvas | null = null;
  private readonly release: () => void;
  private readonly mirror: TapeMirror;
  private readonly mirrorRate: LowRate;
  private tape: TapeView = EMPTY_TAPE_VIEW;
  private mirrored: TapeView | null = null;

  constructor(
    scroller: HTMLElement,
    canvas: HTMLCanvasElement,
    options: {
      readonly clock?: TimerClock;
      /** Draws the rows off the page when the canvas can be handed over. */
      readonly target?: RowPaintTarget | null;
      /** Test seam: the surface the rows are drawn on here (default: the page's canvas). */
      readonly surfaceOf?: (onChange: () => void) => RowSurface & { destroy?(): void };
    } = {},
  ) {
    const target = options.target;
    const offPage = offPageTarget(target);
    if (offPage) {
      const tracker = new RowViewTracker(canvas, scroller, 'top', (view) => offPage.setView('tape', view));
      offPage.attachTape(canvas.transferControlToOffscreen(), tracker.view);
      this.release = () => {
        tracker.destroy();
        offPage.detach('tape');
      };
    } else {
      // Drawn here; the worker still hears the view, to send the rows in it.
      const surfaceOf =
        options.surfaceOf ?? ((onChange) => pageRowSurface(canvas, scroller, 'top', onChange, target ? (view) => target.setView('tape', view) : undefined));
      const surface = surfaceOf(() => this.canvas?.redrawAll());
      this.canvas = new TapeCanvas(surface);
      this.release = () => surface.destroy?.();
    }
    this.mirror = new TapeMirror(scroller);
    this.mirrorRate = new LowRate(() => this.mirror.draw((this.mirrored = this.tape)), options.clock ?? browserClock, TAPE_MIRROR_QUIET_MS);
  }

  /** Draws the tape, newest first (here, when drawn on the page) and mirrors it at a low rate. */
  draw(tape: TapeView): void {
    this.tape = tape;
    this.canvas?.draw(tape);
    // Where the worker draws (no canvas here), it sends the rows only every WORKER_MIRROR_MS under flow: mirrored as they come.
    if (this.mirrored === null || this.canvas === null || (this.mirrored.total === 0) !== (tape.total === 0)) this.mirrorRate.flush();
    else if (this.mirrored !== tape) this.mirrorRate.request();
  }

  destroy(): void {
    this.mirrorRate.cancel();
    this.release();
    this.mirror.destroy();
  }
}
