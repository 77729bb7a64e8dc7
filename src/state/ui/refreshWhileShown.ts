import type { Timers } from '../../services/http';

/** What a store gives its screens: `activate()` counts a screen in and answers the function that counts it out. */
export type WhileShown = { activate(): () => void };

/**
 * Runs `refresh` every `periodMs` while at least one screen shows the store: the first screen in
 * starts the timer, the last one out stops it (a screen counted out twice counts once).
 */
export function refreshWhileShown(timers: Timers, periodMs: number, refresh: () => void): WhileShown {
  let shown = 0;
  let timer: unknown = null;
  const tick = () => {
    timer = timers.setTimeout(() => {
      timer = null;
      if (shown === 0) return;
      refresh();
      tick();
    }, periodMs);
  };
  return {
    activate() {
      let counted = true;
      shown += 1;
      if (shown === 1) tick();
      return () => {
        if (!counted) return;
        counted = false;
        shown -= 1;
        if (shown === 0 && timer !== null) {
          timers.clearTimeout(timer);
          timer = null;
        }
      };
    },
  };
}
