import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { SequenceTracker } from './sequence';

describe('SequenceTracker', () => {
  it('applies n+1, drops duplicates and older numbers, and reports a jump as a gap', () => {
    const tracker = new SequenceTracker();
    tracker.reset(10);
    expect(tracker.check(11)).toBe('apply');
    expect(tracker.check(11)).toBe('stale');
    expect(tracker.check(5)).toBe('stale');
    expect(tracker.check(13)).toBe('gap');
    expect(tracker.lastSeq).toBe(11);
    expect(tracker.check(12)).toBe('apply');
  });

  it('takes the first number as the baseline after a snapshot without one', () => {
    const tracker = new SequenceTracker();
    tracker.reset(null);
    expect(tracker.check(500)).toBe('apply');
    expect(tracker.check(502)).toBe('gap');
  });

  it('reports a gap exactly when some number between the snapshot and a delta never came', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.array(fc.nat({ max: 40 }), { maxLength: 60 }), (start, offsets) => {
        const tracker = new SequenceTracker();
        tracker.reset(start);
        const seen = new Set<number>();
        for (const offset of offsets) {
          const seq = start + offset;
          const verdict = tracker.check(seq);
          const last = tracker.lastSeq!;
          if (verdict === 'apply') seen.add(seq);
          // Applied numbers are always exactly start+1 … last, with no hole.
          expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: last - start }, (_, i) => start + 1 + i));
          if (verdict === 'gap') expect(seq).toBeGreaterThan(last + 1);
          if (verdict === 'stale') expect(seq).toBeLessThanOrEqual(last);
        }
      }),
      fuzzParams(0x5e9, 500),
    );
  });
});
