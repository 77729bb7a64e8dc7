import { describe, expect, it } from 'vitest';
import { clampSlippage, DEFAULT_SLIPPAGE, SLIPPAGE_MAX_INTERNAL, SLIPPAGE_MAX_SETTINGS } from './slippage';

describe('clampSlippage (SPEC §5)', () => {
  it('defaults to 50 hundredths (0.5 percent)', () => {
    expect(DEFAULT_SLIPPAGE).toBe(50);
    expect(clampSlippage(Number.NaN)).toBe(50);
    expect(clampSlippage(Number.POSITIVE_INFINITY)).toBe(50);
  });

  it('clamps settings to 0..100 percent', () => {
    expect(clampSlippage(12000, SLIPPAGE_MAX_SETTINGS)).toBe(10000);
    expect(clampSlippage(-3, SLIPPAGE_MAX_SETTINGS)).toBe(0);
    expect(clampSlippage(7000)).toBe(7000);
  });

  it('clamps internally to 0..50 percent', () => {
    expect(clampSlippage(7000, SLIPPAGE_MAX_INTERNAL)).toBe(5000);
    expect(clampSlippage(4999, SLIPPAGE_MAX_INTERNAL)).toBe(4999);
  });

  it('rounds float hundredths to the nearest whole one', () => {
    expect(clampSlippage(0.29 * 100)).toBe(29);
    expect(clampSlippage(12.4)).toBe(12);
  });

  it('never lets a ceiling above 10000 through', () => {
    expect(clampSlippage(20000, 20000)).toBe(10000);
    expect(clampSlippage(20000, Number.NaN)).toBe(10000);
  });
});
