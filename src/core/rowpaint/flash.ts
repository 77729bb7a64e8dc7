/**
 * The book's change highlight (DESIGN §7: "flashes on change no longer than 300 ms, no animation
 * that costs a frame"): a level whose amount changed is lit, keyed by its price. It is lit for
 * LIT_MS: the next frame drawn after that draws it out with that frame's other changes; when no
 * frame comes, one sweep timer at FLASH_MS puts out what is due and asks for a redraw. So a busy
 * book's highlights cost no canvas update of their own, and none stays past 300 ms. A level already
 * lit is not lit again, which rate-limits a level that changes every frame to one highlight per
 * LIT_MS.
 */
import type { TimerClock } from './clock';

/** The longest a level stays lit, in ms. */
export const FLASH_MS = 300;
/** A frame drawn this long after the change draws the highlight out. */
export const LIT_MS = 200;

/** The levels lit now (by key), and the one timer that puts them out when no frame does. */
export class FlashSweeper<K> {
  private readonly lit = new Map<K, number>();
  private timer: unknown = null;

  constructor(
    /** Some levels went out: their rows need a redraw. */
    private readonly onOut: () => void,
    private readonly clock: TimerClock,
  ) {}

  /** Lights `key` unless it is lit already. */
  flash(key: K): void {
    if (this.isLit(key)) return;
    this.lit.set(key, this.clock.now());
    this.timer ??= this.clock.setTimer(this.sweep, FLASH_MS);
  }

  /** Whether `key` is to be drawn lit now. */
  isLit(key: K): boolean {
    const since = this.lit.get(key);
    return since !== undefined && this.clock.now() < since + LIT_MS;
  }

  /** Puts everything out at once and stops the timer (a market switch; unmount). */
  clear(): void {
    this.lit.clear();
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
  }

  private readonly sweep = () => {
    this.timer = null;
    const now = this.clock.now();
    let next = Infinity;
    for (const [key, since] of this.lit) {
      if (now >= since + LIT_MS) this.lit.delete(key);
      else next = Math.min(next, since + FLASH_MS - now);
    }
    if (next !== Infinity) this.timer = this.clock.setTimer(this.sweep, next);
    // The painter redraws only rows still drawn lit: after a frame drew them out, this draws nothing.
    this.onOut();
  };
}
