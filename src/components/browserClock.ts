/** The page's clock and timers, for the rows' highlights and mirrors. */
import type { TimerClock } from '../core/rowpaint/clock';

/** performance.now and the page's timers. */
export const browserClock: TimerClock = {
  now: () => performance.now(),
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
