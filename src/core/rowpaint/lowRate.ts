/**
 * A job run at a low rate behind a stream of requests (DESIGN §6): after the requests stop for
 * `quietMs`, and when they never stop, at the next multiple of `maxWaitMs` on the clock after the
 * first one still pending. The canvas book and tape mirror their rows into the DOM this way: an
 * idle list is exact, a busy one costs a layout once a second instead of every frame — and since
 * every LowRate of the page runs on the same grid, the book's and the tape's mirrors update in the
 * same frame, one layout for both. The market worker sends the rows it draws itself at this rate.
 */

import type { TimerClock } from './clock';

/** Trailing edge after frames stop. */
export const MIRROR_QUIET_MS = 150;
/** Longest wait under continuous frames, and the grid every mirror's runs share. */
export const MIRROR_MAX_WAIT_MS = 1000;

/** The first instant on the grid of `period` after `time`. */
const nextOnGrid = (time: number, period: number) => (Math.floor(time / period) + 1) * period;

/** Runs `job` once per quiet spell, or on the `maxWaitMs` grid under a stream that does not pause. */
export class LowRate {
  private pendingSince: number | null = null;
  private lastRequest = 0;
  private timer: unknown = null;

  constructor(
    private readonly job: () => void,
    private readonly clock: TimerClock,
    private readonly quietMs = MIRROR_QUIET_MS,
    private readonly maxWaitMs = MIRROR_MAX_WAIT_MS,
  ) {}

  /** Asks for a run; one timer serves any number of requests (no timer reset per frame). */
  request(): void {
    const now = this.clock.now();
    this.lastRequest = now;
    this.pendingSince ??= now;
    this.timer ??= this.clock.setTimer(this.fire, this.quietMs);
  }

  /** Runs now (a pending run is served by it). */
  flush(): void {
    this.cancel();
    this.job();
  }

  /** Drops a pending run. */
  cancel(): void {
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
    this.pendingSince = null;
  }

  private readonly fire = () => {
    this.timer = null;
    if (this.pendingSince === null) return;
    const now = this.clock.now();
    const due = Math.min(this.lastRequest + this.quietMs, nextOnGrid(this.pendingSince, this.maxWaitMs));
    if (now < due) {
      this.timer = this.clock.setTimer(this.fire, due - now);
      return;
    }
    this.pendingSince = null;
    this.job();
  };
}
