import { signal } from '@preact/signals-react';
import { realTimers, type Timers } from '../../services/http';

/** The top progress bar (SPEC §4 Progress bar). */
export interface ProgressState {
  /** 0..100 */
  value: number;
  phase: 'idle' | 'running' | 'finishing' | 'failed';
}

/** SPEC §4: the bar shows only for navigations longer than 200 ms, and creeps toward ~95 % over 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_CAP = 95;
export const PROGRESS_TICK_MS = 100;
/** How long the full bar stays before it hides. */
export const PROGRESS_HIDE_MS = 500;
/** A failed bar stays longer: the red is the only sign of a navigation that went nowhere. */
export const PROGRESS_FAILED_HIDE_MS = 2000;

const STEP = (PROGRESS_CAP * PROGRESS_TICK_MS) / PROGRESS_DURATION_MS;
const IDLE: ProgressState = { value: 0, phase: 'idle' };

/** The progress bar over the given timers (the module's default instance is exported below). */
export function createProgressStore(timers: Timers) {
  const progress = signal<ProgressState>(IDLE);
  let timer: unknown = null;

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const later = (ms: number, fn: () => void) => {
    clear();
    timer = timers.setTimeout(() => {
      timer = null;
      fn();
    }, ms);
  };
  const tick = () => {
    const value = Math.min(PROGRESS_CAP, progress.value.value + STEP);
    progress.value = { value, phase: 'running' };
    if (value < PROGRESS_CAP) later(PROGRESS_TICK_MS, tick);
  };
  const show = () => {
    progress.value = { value: 0, phase: 'running' };
    later(PROGRESS_TICK_MS, tick);
  };
  const end = (phase: 'finishing' | 'failed') => {
    progress.value = { value: 100, phase };
    later(phase === 'failed' ? PROGRESS_FAILED_HIDE_MS : PROGRESS_HIDE_MS, () => (progress.value = IDLE));
  };

  /** Starts the bar; it appears only if not finished within 200 ms. A bar already on screen restarts at once. */
  function startProgress(): void {
    if (progress.value.phase === 'idle') later(PROGRESS_THROTTLE_MS, show);
    else show();
  }

  /** Completes the bar (animates to 100, then hides); a navigation that never showed the bar stays invisible. */
  function finishProgress(): void {
    if (progress.value.phase === 'idle') clear();
    else end('finishing');
  }

  /** Shows the bar as failed, then hides it. */
  function failProgress(): void {
    end('failed');
  }

  /** Stops the bar where it is (SPEC §4: a navigation that keeps the path pauses it); an unshown bar never appears. */
  function pauseProgress(): void {
    clear();
  }

  return { progress, startProgress, finishProgress, failProgress, pauseProgress };
}

export const { progress, startProgress, finishProgress, failProgress, pauseProgress } = createProgressStore(realTimers);
