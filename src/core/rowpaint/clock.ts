/** Clock and timer, injected so tests control time and a worker or a page passes its own. */
export type TimerClock = {
  readonly now: () => number;
  readonly setTimer: (callback: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
};
