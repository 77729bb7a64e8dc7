/**
 * Sending frames to the main thread (workers/market.api.ts "Frame pacing"). 'push': a frame goes out
 * as soon as something changed and the main thread has applied the previous one: one frame in
 * flight at most, and the main thread answers at its next animation frame (src/state/market), so
 * it never gets more than one per animation frame; what changes meanwhile waits here and goes out,
 * merged, in the next frame. 'pull' (no worker): the main thread asks. Either way the sides'
 * buffers are transferred, not copied.
 */
import * as Comlink from 'comlink';
import type { FramePacing } from '../market.api';
import { frameTransferables, type MarketFrame } from './frames';

export type FramePushDeps = {
  /**
   * Runs a callback soon, after the tasks already queued (a socket tick's other messages), to push a
   * frame; null where frames are pulled instead (no worker: the core runs in the main thread).
   */
  readonly schedule: ((callback: () => void) => unknown) | null;
  /** The next frame, or null when nothing changed. */
  readonly build: () => MarketFrame | null;
  readonly log: (message: string) => void;
};

/** Where pushed frames go: the page's hook, which settles once the frame is applied. */
export type FrameReceiver = (frame: MarketFrame) => void | Promise<void>;

const transferred = (frame: MarketFrame) => Comlink.transfer(frame, frameTransferables(frame));

export class FramePusher {
  /** Frames handed over, pushed or pulled (for stats). */
  delivered = 0;
  private receiver: FrameReceiver | null = null;
  private scheduled = false;
  private inFlight = false;

  constructor(private readonly deps: FramePushDeps) {}

  /** Frames go to `receiver` from now on when this thread can push (then call `changed` for the first); answers the pacing. */
  start(receiver: FrameReceiver): FramePacing {
    if (this.deps.schedule === null) return 'pull';
    this.receiver = receiver;
    return 'push';
  }

  /** No more frames go out. */
  stop(): void {
    this.receiver = null;
  }

  /** Something on screen may have changed: push a frame once the current task's siblings ran. */
  changed(): void {
    if (this.receiver === null || this.scheduled || this.inFlight || this.deps.schedule === null) return;
    this.scheduled = true;
    this.deps.schedule(() => this.push());
  }

  /** 'pull' pacing: the next frame, or null when nothing changed. */
  pull(): MarketFrame | null {
    const frame = this.next();
    return frame === null ? null : transferred(frame);
  }

  private next(): MarketFrame | null {
    const frame = this.deps.build();
    if (frame !== null) this.delivered += 1;
    return frame;
  }

  private push(): void {
    this.scheduled = false;
    const receiver = this.receiver;
    if (receiver === null || this.inFlight) return;
    const frame = this.next();
    if (frame === null) return;
    this.inFlight = true;
    void Promise.resolve(receiver(transferred(frame)))
      .catch((error: unknown) => this.deps.log(`frame delivery failed: ${String(error)}`))
      .finally(() => {
        this.inFlight = false;
        // What changed while the frame was in flight goes out now.
        this.changed();
      });
  }
}
