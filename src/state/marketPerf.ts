/**
 * Socket → painted latencies of the live market (DESIGN §6): the market store adds one per painted
 * frame that carried a server send stamp; the e2e perf trace reads them. A fixed ring, so a page
 * left open for days keeps a few kilobytes.
 */

/** Socket → painted latencies kept (the newest win): a 20 s trace at 60 frames a second fits. */
export const PAINT_LATENCY_SAMPLES = 2048;

/** The store's latency ring, for the e2e perf trace (read through `window.__waxwingMarketPerf`). */
export type MarketPerf = {
  /** Socket → painted latencies in ms since the last clear, oldest first (at most PAINT_LATENCY_SAMPLES). */
  socketToPaint(): number[];
  clear(): void;
};

/** A fixed ring of latency samples. */
export function latencyRing(): MarketPerf & { add(ms: number): void } {
  const samples = new Float64Array(PAINT_LATENCY_SAMPLES);
  let added = 0;
  return {
    add(ms) {
      samples[added % PAINT_LATENCY_SAMPLES] = ms;
      added += 1;
    },
    socketToPaint() {
      const kept = Math.min(added, PAINT_LATENCY_SAMPLES);
      return Array.from({ length: kept }, (_, i) => samples[(added - kept + i) % PAINT_LATENCY_SAMPLES]!);
    },
    clear() {
      added = 0;
    },
  };
}
