import { describe, expect, it } from 'vitest';
import type { Timers } from '../../services/http';
import { refreshWhileShown } from './refreshWhileShown';

/** Timers the test fires by hand. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      pending.set(++next, { fn, ms });
      return next;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  const fire = () => {
    const due = [...pending.entries()];
    pending.clear();
    for (const [, timer] of due) timer.fn();
  };
  return { timers, fire, pending: () => [...pending.values()].map((timer) => timer.ms) };
}

describe('refreshWhileShown', () => {
  it('refreshes every period while a screen shows the store, and stops when the last one leaves', () => {
    const clock = manualTimers();
    let refreshes = 0;
    const poller = refreshWhileShown(clock.timers, 15_000, () => (refreshes += 1));
    expect(clock.pending()).toEqual([]);
    const leaveA = poller.activate();
    const leaveB = poller.activate();
    expect(clock.pending()).toEqual([15_000]);
    clock.fire();
    clock.fire();
    expect(refreshes).toBe(2);
    leaveA();
    leaveA();
    clock.fire();
    expect(refreshes).toBe(3);
    leaveB();
    expect(clock.pending()).toEqual([]);
    const leaveC = poller.activate();
    clock.fire();
    expect(refreshes).toBe(4);
    leaveC();
  });
});
