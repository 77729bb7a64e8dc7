/**
 * Socket → painted latencies of the live market (DESIGN §6): the market store adds one per painted
 * frame that carried a server send stamp, split into its stages; the e2e perf trace reads them. A
 * fixed ring, so a page left open for days keeps a few kilobytes.
 */

/** Socket → painted latencies kept (the newest win): a 20 s trace at 60 frames a second fits. */
export const PAINT_LATENCY_SAMPLES = 2048;

/** Where a painted frame's latency went, in ms; each list is aligned with `socketToPaint()`. */
export type LatencyStages = {
  /** Server send → the market worker received the message (the network, socket.io's decoding, a busy worker). */
  readonly toWorker: number[];
  /** Worker receipt → the main thread applied the frame (pacing, the transfer, the wait for an animation frame). */
  readonly toApplied: number[];
  /** Applied → painted (style, layout, paint and commit of that frame). */
  readonly toPainted: number[];
};

/** The store's latency ring, for the e2e perf trace (read through `window.__waxwingMarketPerf`). */
export type MarketPerf = {
  /** Socket → painted latencies in ms since the last clear, oldest first (at most PAINT_LATENCY_SAMPLES). */
  socketToPaint(): number[];
  /** The same samples' stages (NaN where a frame did not say when the worker received it). */
  stages(): LatencyStages;
  clear(): void;
};

/** One painted frame's timestamps (ms since the epoch). */
export type PaintedFrame = { readonly sentAt: number; readonly receivedAt: number | null; readonly appliedAt: number; readonly paintedAt: number };

/** A fixed ring of latency samples. */
export function latencyRing(): MarketPerf & { add(frame: PaintedFrame): void } {
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
