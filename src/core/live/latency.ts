/**
 * Socket → painted latencies of the live market (DESIGN §6): one per painted frame that showed a
 * server-stamped message, split into its stages — kept by the market worker when it draws the book
 * and the tape, by the market store when the page does; the e2e perf trace reads them. A fixed
 * ring, so a page left open for days keeps a few kilobytes.
 */

/** Socket → painted latencies kept (the newest win): a 20 s trace at 60 frames a second fits. */
export const PAINT_LATENCY_SAMPLES = 2048;

/** Where a painted frame's latency went, in ms; each list is aligned with `socketToPaint()`. */
export type LatencyStages = {
  /** Server send → the market worker received the message (the network, socket.io's decoding, a busy worker). */
  readonly toWorker: number[];
  /**
   * Worker receipt → the frame was applied: drawn by the worker at its animation frame's start
   * (the wait for it), or applied by the main thread (pacing, the transfer, the wait for its frame).
   */
  readonly toApplied: number[];
  /** Applied → painted: the drawing and the canvases' commit, or the page's style, layout, paint and commit. */
  readonly toPainted: number[];
};

/** A latency ring's samples. */
export type LatencySamples = {
  /** Socket → painted latencies in ms since the last clear, oldest first (at most PAINT_LATENCY_SAMPLES). */
  socketToPaint(): number[];
  /** The same samples' stages (NaN where a frame did not say when the worker received it). */
  stages(): LatencyStages;
  clear(): void;
};

/** The market's latencies, for the e2e perf trace (read through `window.__waxwingMarketPerf`): the worker's when it draws. */
export type MarketPerf = {
  socketToPaint(): Promise<number[]>;
  stages(): Promise<LatencyStages>;
  /** A delta of the user's own orders: arrival in the worker → drawn and committed, ms (the worker's drawing only). */
  ownOrders(): Promise<number[]>;
  clear(): Promise<void>;
};

/** One painted frame's timestamps (ms since the epoch). */
export type PaintedFrame = { readonly sentAt: number; readonly receivedAt: number | null; readonly appliedAt: number; readonly paintedAt: number };

/** A fixed ring of latency samples. */
export function latencyRing(): LatencySamples & { add(frame: PaintedFrame): void } {
  const total = new Float64Array(PAINT_LATENCY_SAMPLES);
  const toWorker = new Float64Array(PAINT_LATENCY_SAMPLES);
  const toApplied = new Float64Array(PAINT_LATENCY_SAMPLES);
  const toPainted = new Float64Array(PAINT_LATENCY_SAMPLES);
  let added = 0;
  const kept = (samples: Float64Array) => {
    const count = Math.min(added, PAINT_LATENCY_SAMPLES);
    return Array.from({ length: count }, (_, i) => samples[(added - count + i) % PAINT_LATENCY_SAMPLES]!);
  };
  return {
    add({ sentAt, receivedAt, appliedAt, paintedAt }) {
      const slot = added % PAINT_LATENCY_SAMPLES;
      total[slot] = paintedAt - sentAt;
      toWorker[slot] = receivedAt === null ? NaN : receivedAt - sentAt;
      toApplied[slot] = receivedAt === null ? NaN : appliedAt - receivedAt;
      toPainted[slot] = paintedAt - appliedAt;
      added += 1;
    },
    socketToPaint: () => kept(total),
    stages: () => ({ toWorker: kept(toWorker), toApplied: kept(toApplied), toPainted: kept(toPainted) }),
    clear() {
      added = 0;
    },
  };
}
