/**
 * How frames reach the frame signals (workers/market.api.ts "Frame pacing"). 'push': a frame is
 * applied as it arrives (between animation frames, so the frame that paints it does no more than
 * paint), and the worker hears back at the next animation frame: it never sends more than one
 * frame per animation frame, and never waits longer than that. 'pull' (no worker): one pull per
 * animation frame, never two in flight.
 */
import type { FramePacing as Pacing, MarketFrame } from '../../../workers/market.client';

export type FramePacingDeps = {
  /** The main thread's animation frame (a timer where there is none). */
  readonly requestFrame: (callback: () => void) => void;
  /** 'pull' pacing: the worker's next frame, or null when nothing changed. */
  readonly pullFrame: () => Promise<MarketFrame | null>;
  readonly apply: (frame: MarketFrame) => void;
  readonly warn: (message: string) => void;
};

/** The frame intake: `receive` is the worker's `onFrame` hook; `start` follows the pacing `open` answered. */
export function createFramePacing(deps: FramePacingDeps) {
  const answers: (() => void)[] = [];
  const answerAll = () => {
    for (const answer of answers.splice(0)) answer();
  };
  let looping = false;
  let pulling = false;

  function pullLoop(): void {
    if (!looping) return;
    if (!pulling) {
      pulling = true;
      void deps
        .pullFrame()
        .then((frame) => frame && deps.apply(frame))
        .catch((error: unknown) => deps.warn(`market frame failed: ${String(error)}`))
        .finally(() => (pulling = false));
    }
    deps.requestFrame(pullLoop);
  }

  return {
    /** A pushed frame: applied now, answered at the next animation frame. */
    receive: (frame: MarketFrame) =>
      new Promise<void>((answer) => {
        try {
          deps.apply(frame);
        } finally {
          answers.push(answer);
          if (answers.length === 1) deps.requestFrame(answerAll);
        }
      }),
    /** Starts pulling when the worker cannot push (a second call while pulling does nothing). */
    start(pacing: Pacing): void {
      if (pacing !== 'pull' || looping) return;
      looping = true;
      deps.requestFrame(pullLoop);
    },
    /** Stops pulling (the socket closed). */
    stop(): void {
      looping = false;
    },
  };
}
