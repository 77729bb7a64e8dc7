import { describe, expect, it } from 'vitest';
import { depthRatio, steadyScale } from './depth';

describe('depth bars', () => {
  it('sets the scale 10 % above the deepest level, then holds it while the deepest stays within 75–100 % of it', () => {
    expect(steadyScale(0, 80)).toBeCloseTo(88);
    expect(steadyScale(88, 80)).toBe(88);
    expect(steadyScale(88, 66)).toBe(88);
    expect(steadyScale(88, 88)).toBe(88);
    expect(steadyScale(88, 89)).toBeCloseTo(97.9);
    expect(steadyScale(88, 65)).toBeCloseTo(71.5);
    expect(steadyScale(88, 0)).toBe(0);
  });

  it('gives a bar width between 0 and 1', () => {
    expect(depthRatio(44, 88)).toBe(0.5);
    expect(depthRatio(100, 88)).toBe(1);
    expect(depthRatio(5, 0)).toBe(0);
    expect(depthRatio(Number.NaN, 88)).toBe(0);
  });
});
