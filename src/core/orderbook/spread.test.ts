import { describe, expect, it } from 'vitest';
import { needsSpreadConfirmation, spreadFraction } from './spread';

describe('spreadFraction', () => {
  it('measures the gap against the best ask', () => {
    expect(spreadFraction(95_000_000n, 100_000_000n)).toBeCloseTo(0.05, 12);
    expect(spreadFraction(99_000_000n, 100_000_000n)).toBeCloseTo(0.01, 12);
  });

  it('is null when a side is empty', () => {
    expect(spreadFraction(null, 100n)).toBeNull();
    expect(spreadFraction(100n, null)).toBeNull();
  });
});

describe('needsSpreadConfirmation (SPEC §5: above 0.05)', () => {
  it('asks above 5% and not at exactly 5%, decided exactly', () => {
    expect(needsSpreadConfirmation(95_000_000n, 100_000_000n)).toBe(false);
    expect(needsSpreadConfirmation(94_999_999n, 100_000_000n)).toBe(true);
    expect(needsSpreadConfirmation(100_000_000n, 100_000_000n)).toBe(false);
  });

  it('asks when a side is empty, since nothing bounds the price', () => {
    expect(needsSpreadConfirmation(null, 100n)).toBe(true);
    expect(needsSpreadConfirmation(100n, null)).toBe(true);
  });
});
