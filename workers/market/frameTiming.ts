/**
 * What each frame carries, and when (DESIGN §4). While the worker draws the book and the tape
 * (paint.ts), their rows go to the page only for its mirror, at the mirror's rate
 * (mirrorSchedule.ts), and a new last price waits for the 500 ms candle tick (SPEC §4 "Chart"),
 * which also drains the candle queue: one page frame per tick, not two.
 */
import { CANDLE_TICK_MS } from '../../src/core/candles';
import type { ConnectionState } from './connection';
import type { MarketFeed } from './feed';
import type { FrameBuilder, MarketFrame } from './frames';
import { MirrorSchedule } from './mirrorSchedule';

export type FrameTimingDeps = {
  readonly frames: Pick<FrameBuilder, 'build' | 'holdsBack' | 'holdsLastPrice'>;
  /** Whether the worker draws the rows itself (the page then mirrors them). */
  readonly drawing: () => boolean;
  /** The clock of the mirror's schedule. */
  readonly now: () => number;
  /** Something is ready for the page: a frame should go. */
  readonly changed: () => void;
  /** The candle tick's timer (the global interval by default). */
  readonly every?: (callback: () => void, ms: number) => () => void;
};

const globalEvery = (callback: () => void, ms: number) => {
  const timer = setInterval(callback, ms);
  return () => clearInterval(timer);
};

export class FrameTiming {
  private readonly mirror: MirrorSchedule;
  /** A held-back last price goes out with the next frame (set at a candle tick). */
  private lastPriceDue = false;
  private stopTicking: (() => void) | null = null;

  constructor(private readonly deps: FrameTimingDeps) {
    this.mirror = new MirrorSchedule(deps.now);
  }

  /** A book or trade message changed the feed. */
  fed(): void {
    this.mirror.changed();
  }

  /** The next frame of `feed`: while the worker draws, rows only when the mirror is due, the last price only after a tick. */
  build(feed: MarketFeed | null, connection: ConnectionState): MarketFrame | null {
    const drawing = this.deps.drawing();
    const mirrorOnly = drawing && !this.mirror.take();
    const lastPriceHeld = drawing && !this.lastPriceDue;
    this.lastPriceDue = false;
    return this.deps.frames.build(feed, connection, mirrorOnly, lastPriceHeld);
  }

  /** Ticks every CANDLE_TICK_MS for `feed` (a selected market) until `stop`. */
  start(feed: () => MarketFeed | null): void {
    this.stop();
    this.stopTicking = (this.deps.every ?? globalEvery)(() => this.tick(feed()), CANDLE_TICK_MS);
  }

  stop(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  /** The candle tick: the queue drains, and held-back mirror rows and last price become due. */
  tick(feed: MarketFeed | null): void {
    const mirrorDue = this.mirror.tick(this.deps.drawing() && this.deps.frames.holdsBack(feed));
    this.lastPriceDue = this.deps.frames.holdsLastPrice(feed);
    if (feed?.drainCandles() || mirrorDue || this.lastPriceDue) this.deps.changed();
  }
}
