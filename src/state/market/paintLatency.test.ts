import { describe, expect, it } from 'vitest';
import type { MarketFrame } from '../../../workers/market.client';
import { createPaintLatency } from './paintLatency';

const stamped = (sentAt: number | null, receivedAt: number | null) => ({ sentAt, receivedAt }) as MarketFrame;

function setup(workerSamples: { socketToPaint: number[] } | null = null) {
  const paints: (() => void)[] = [];
  let clock = 0;
  let drawnByWorker = false;
  const cleared: number[] = [];
  const latency = createPaintLatency({
    client: () => ({
      paintLatencies: async () =>
        workerSamples ? { socketToPaint: workerSamples.socketToPaint, stages: { toWorker: [], toApplied: [], toPainted: [] }, ownOrders: [7] } : null,
      clearPaintLatencies: async () => void cleared.push(1),
    }),
    afterPaint: (callback) => void paints.push(callback),
    now: () => clock,
    bookDrawnByWorker: () => drawnByWorker,
  });
  return {
    latency,
    paints,
    cleared,
    at: (ms: number) => (clock = ms),
    workerDraws: () => (drawnByWorker = true),
  };
}

describe('paint latency', () => {
  it('records socket → painted of a stamped frame once the browser painted it, by stage', async () => {
    const { latency, paints, at } = setup();
    latency.applied(stamped(100, 104), 110);
    at(125);
    paints.shift()!();
    expect(await latency.perf.socketToPaint()).toEqual([25]);
    expect(await latency.perf.stages()).toEqual({ toWorker: [4], toApplied: [6], toPainted: [15] });
  });

  it('ignores frames without a stamp and frames of a book the worker draws', async () => {
    const { latency, paints, workerDraws } = setup();
    latency.applied(stamped(null, null), 10);
    workerDraws();
    latency.applied(stamped(100, 104), 110);
    expect(paints).toHaveLength(0);
    expect(await latency.perf.socketToPaint()).toEqual([]);
  });

  it('answers the worker’s samples while it draws, and clears both', async () => {
    const { latency, paints, cleared } = setup({ socketToPaint: [3, 4] });
    latency.applied(stamped(100, 104), 110);
    paints.shift()!();
    expect(await latency.perf.socketToPaint()).toEqual([3, 4]);
    expect(await latency.perf.ownOrders()).toEqual([7]);
    await latency.perf.clear();
    expect(cleared).toHaveLength(1);
  });
});
