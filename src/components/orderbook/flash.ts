/**
 * The book's change highlight (DESIGN §7: "flashes on change no longer than 300 ms, no animation
 * that costs a frame"): a class put on a row when its amount changes and taken off by one sweep
 * timer, instead of a per-row CSS animation that repaints the row on every frame for 300 ms and
 * dispatches animation events. A row already lit is not lit again, which rate-limits a level that
 * changes every frame to one highlight per 300 ms.
 */

/** How long a row stays lit, in ms. */
export const FLASH_MS = 300;

/** The class that lights a row. */
export const FLASH_CLASS = 'book-row--flash';

/** Clock and timer, injected so tests control time. */
export type FlashClock = {
  readonly now: () => number;
  readonly setTimer: (callback: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
};

const browserClock: FlashClock = {
  now: () => performance.now(),
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The rows lit now, and the one timer that unlights them. */
export class FlashSweeper {
  private readonly lit = new Map<Element, number>();
  private timer: unknown = null;

  constructor(private readonly clock: FlashClock = browserClock) {}

  /** Lights `row` unless it is lit already. */
  flash(row: Element): void {
    if (this.lit.has(row)) return;
    row.classList.add(FLASH_CLASS);
    this.lit.set(row, this.clock.now());
    this.timer ??= this.clock.setTimer(this.sweep, FLASH_MS);
  }

  /** Unlights `row` at once (it now shows another level). */
  cancel(row: Element): void {
    if (!this.lit.delete(row)) return;
    row.classList.remove(FLASH_CLASS);
  }

  /** Unlights everything and stops the timer. */
  destroy(): void {
    for (const row of this.lit.keys()) row.classList.remove(FLASH_CLASS);
    this.lit.clear();
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
  }

  private readonly sweep = () => {
    this.timer = null;
    const now = this.clock.now();
    let next = Infinity;
    for (const [row, since] of this.lit) {
      const left = since + FLASH_MS - now;
      if (left <= 0) {
        row.classList.remove(FLASH_CLASS);
        this.lit.delete(row);
      } else next = Math.min(next, left);
    }
    if (next !== Infinity) this.timer = this.clock.setTimer(this.sweep, next);
  };
}
