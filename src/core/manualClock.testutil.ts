/** Test-only: a clock whose time and timers move only when the test says so (a `TimerClock`). */
import type { TimerClock } from './rowpaint/clock';

export function manualClock(): TimerClock & { advance(ms: number): void; readonly pending: number } {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimer(callback, ms) {
      timers.set(++nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimer: (handle) => void timers.delete(handle as number),
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    get pending() {
      return timers.size;
    },
  };
}
