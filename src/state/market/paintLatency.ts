/**
 * Socket → painted latencies of the page (DESIGN §6): a frame carries the server's send stamp of
 * the oldest message it shows, and once that frame is painted the delay goes into a small ring the
 * e2e perf trace reads. While the worker draws the book, it measures its own drawing instead.
 */
import { latencyRing, type MarketPerf } from '../../core/live';
import type { MarketApi, MarketFrame } from '../../../workers/market.client';

export type PaintLatencyDeps = {
  readonly client: () => Pick<MarketApi, 'paintLatencies' | 'clearPaintLatencies'>;
  /** Calls back once what was drawn so far is painted (none: latencies are not recorded). */
  readonly afterPaint?: (callback: () => void) => void;
  /** Wall-clock ms since the epoch, the server stamps' clock. */
  readonly now: () => number;
  /** True while the worker draws the book (it measures then). */
  readonly bookDrawnByWorker: () => boolean;
};

/** The page's latency ring and the `MarketPerf` the perf trace reads. */
export function createPaintLatency(deps: PaintLatencyDeps) {
  const latencies = latencyRing();
  const perf: MarketPerf = {
    socketToPaint: async () => (await deps.client().paintLatencies())?.socketToPaint ?? latencies.socketToPaint(),
    stages: async () => (await deps.client().paintLatencies())?.stages ?? latencies.stages(),
    ownOrders: async () => (await deps.client().paintLatencies())?.ownOrders ?? [],
    clear: async () => {
      latencies.clear();
      await deps.client().clearPaintLatencies();
    },
  };
  return {
    perf,
    /** A frame was applied at `appliedAt`: its signal writes drew the rows synchronously, what is left is the browser's paint. */
    applied(frame: MarketFrame, appliedAt: number): void {
      const { sentAt, receivedAt } = frame;
      if (sentAt !== null && deps.afterPaint && !deps.bookDrawnByWorker())
        deps.afterPaint(() => latencies.add({ sentAt, receivedAt, appliedAt, paintedAt: deps.now() }));
    },
  };
}
