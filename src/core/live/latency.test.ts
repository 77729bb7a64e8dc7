import { describe, expect, it } from 'vitest';
import { latencyRing, PAINT_LATENCY_SAMPLES } from './latency';

const painted = (sentAt: number, receivedAt: number | null, appliedAt: number, paintedAt: number) => ({ sentAt, receivedAt, appliedAt, paintedAt });

describe('latencyRing', () => {
  it('keeps the newest samples, oldest first, and forgets them on clear', () => {
    const ring = latencyRing();
    expect(ring.socketToPaint()).toEqual([]);
    ring.add(painted(1000, 1004, 1010, 1012));
    ring.add(painted(2000, 2005, 2020, 2030));
    expect(ring.socketToPaint()).toEqual([12, 30]);
    for (let i = 0; i < PAINT_LATENCY_SAMPLES + 5; i++) ring.add(painted(0, 0, 0, i));
    const kept = ring.socketToPaint();
    expect(kept).toHaveLength(PAINT_LATENCY_SAMPLES);
    expect([kept[0], kept.at(-1)]).toEqual([5, PAINT_LATENCY_SAMPLES + 4]);
    ring.clear();
    expect(ring.socketToPaint()).toEqual([]);
    expect(ring.stages()).toEqual({ toWorker: [], toApplied: [], toPainted: [] });
  });

  it('splits each latency into server → worker, worker → applied and applied → painted', () => {
    const ring = latencyRing();
    ring.add(painted(1000, 1004, 1010, 1012));
    ring.add(painted(2000, null, 2020, 2030));
    expect(ring.stages()).toEqual({ toWorker: [4, NaN], toApplied: [6, NaN], toPainted: [2, 10] });
  });
});
