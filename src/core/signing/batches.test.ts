import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitIntoBatches } from './batches';

describe('splitIntoBatches (SPEC §4 Signing batches)', () => {
  it('cuts actions into batches of max_actions, the last one shorter', () => {
    expect(splitIntoBatches(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('makes one batch when unlimited', () => {
    expect(splitIntoBatches(['a', 'b', 'c'], null)).toEqual([['a', 'b', 'c']]);
  });

  it('makes no batch for no actions', () => {
    expect(splitIntoBatches([], 3)).toEqual([]);
    expect(splitIntoBatches([], null)).toEqual([]);
  });

  it('rejects a limit that is not a positive integer', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => splitIntoBatches(['a'], bad)).toThrow(RangeError);
  });

  it('keeps every action once, in order, with no batch over the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (actions, max) => {
        const batches = splitIntoBatches(actions, max);
        expect(batches.flat()).toEqual(actions);
        expect(batches.length).toBe(Math.ceil(actions.length / max));
        for (const batch of batches) expect(batch.length).toBeGreaterThan(0);
        for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(max);
      }),
    );
  });
});
