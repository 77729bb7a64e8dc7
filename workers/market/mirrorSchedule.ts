/**
 * When the rows the worker draws itself go to the page for its DOM mirror (keyboard, screen
 * readers, tests). The mirror costs the page a layout of every row in view, so while the worker
 * draws, the book's and the tape's rows are held back and go out with the 500 ms candle tick:
 * every WORKER_MIRROR_MS under a flow, and at the first tick after the book rests. A new last
 * price waits for the next tick (core.ts candleTick); everything else goes out at once (frames.ts).
 */
import { CANDLE_TICK_MS } from '../../src/core/candles';
import { MIRROR_QUIET_MS } from '../../src/core/rowpaint/lowRate';

/**
 * How often the mirror is brought up to date while the book and tape keep changing: every 2 s (a
 * screen reader is not read a list that changes faster).
 */
export const WORKER_MIRROR_MS = 2000;

export class MirrorSchedule {
  private due = false;
  private sentAt = -Infinity;
  private changedAt = -Infinity;

  constructor(private readonly now: () => number) {}

  /** A book or trade message changed the feed. */
  changed(): void {
    this.changedAt = this.now();
  }

  /**
   * At a candle tick: whether rows are held back (`heldBack`) and due now; it then stays due until
   * the next frame takes it.
   */
  tick(heldBack: boolean): boolean {
    const now = this.now();
    // A tick may come a little early: the wait counts as a full one within half a tick of it.
    if (heldBack && (now - this.sentAt >= WORKER_MIRROR_MS - CANDLE_TICK_MS / 2 || now - this.changedAt >= MIRROR_QUIET_MS)) {
      this.due = true;
      this.sentAt = now;
    }
    return this.due;
  }

  /** The next frame is built: whether it carries the held-back rows (then they are no longer due). */
  take(): boolean {
    const due = this.due;
    this.due = false;
    return due;
  }
}
