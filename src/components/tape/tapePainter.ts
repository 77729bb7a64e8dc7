/**
 * The tape drawn from its source outside React (DESIGN §6): each change goes straight to the
 * canvas, which draws only the new rows; the DOM mirror follows at a low rate (`LowRate`), at once
 * when the tape fills or empties.
 */
import type { TapeRow } from '../../core/live';
import { RowCanvas, type RowSurface } from '../canvasRows';
import { browserClock, LowRate, type TimerClock } from '../lowRate';
import { TapeCanvas } from './tapeCanvas';
import { TapeMirror } from './tapeMirror';

export class TapePainter {
  private readonly surface: RowSurface & { destroy?(): void };
  private readonly canvas: TapeCanvas;
  private readonly mirror: TapeMirror;
  private readonly mirrorRate: LowRate;
  private rows: readonly TapeRow[] = [];
  private mirrored: readonly TapeRow[] | null = null;

  constructor(
    scroller: HTMLElement,
    canvas: HTMLCanvasElement,
    clock: TimerClock = browserClock,
    /** Test seam: the surface the rows are drawn on (default: a RowCanvas over the elements). */
    surfaceOf: (onChange: () => void) => RowSurface & { destroy?(): void } = (onChange) => new RowCanvas(canvas, scroller, 'top', onChange),
  ) {
    this.surface = surfaceOf(() => this.canvas.redrawAll());
    this.canvas = new TapeCanvas(this.surface);
    this.mirror = new TapeMirror(scroller);
    this.mirrorRate = new LowRate(() => this.mirror.draw((this.mirrored = this.rows)), clock);
  }

  /** Draws `rows`, newest first. */
  draw(rows: readonly TapeRow[]): void {
    this.rows = rows;
    this.canvas.draw(rows);
    if (this.mirrored === null || (this.mirrored.length === 0) !== (rows.length === 0)) this.mirrorRate.flush();
    else if (this.mirrored !== rows) this.mirrorRate.request();
  }

  destroy(): void {
    this.mirrorRate.cancel();
    this.surface.destroy?.();
    this.mirror.destroy();
  }
}
