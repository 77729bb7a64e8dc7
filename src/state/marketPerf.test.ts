import { describe, expect, it } from 'vitest';
import { latencyRing, PAINT_LATENCY_SAMPLES } from './marketPerf';

describe('latencyRing', () => {
  it('keeps the newest samples, oldest first, and forgets them on clear', () => {
    const ring = latencyRing();
    expect(ring.socketToPaint()).toEqual([]);
    ring.add(12);
    ring.add(30);
    expect(ring.socketToPaint()).toEqual([12, 30]);
    for (let i = 0; i < PAINT_LATENCY_SAMPLES + 5; i++) ring.add(i);
    const kept = ring.socketToPaint();
    expect(kept).toHaveLength(PAINT_LATENCY_SAMPLES);
    expect([kept[0], kept.at(-1)]).toEqual([5, PAINT_LATENCY_SAMPLES + 4]);
    ring.clear();
    expect(ring.socketToPaint()).toEqual([]);
  });
});
