import { describe, expect, it } from 'vitest';
import { clockTime, decimalUnits } from './tapeFormat';

describe('tape formats', () => {
  it('pads the clock to HH:MM:SS in local time', () => {
    expect(clockTime(new Date(2026, 4, 6, 7, 8, 9).getTime())).toBe('07:08:09');
    expect(clockTime(new Date(2026, 4, 6, 23, 59, 0).getTime())).toBe('23:59:00');
  });

  it('reads exact decimal text into units and precision', () => {
    expect(decimalUnits('2400.0000')).toEqual({ units: 24_000_000n, precision: 4 });
    expect(decimalUnits('12')).toEqual({ units: 12n, precision: 0 });
    expect(decimalUnits('-0.5')).toEqual({ units: -5n, precision: 1 });
    expect(decimalUnits('1e5')).toBeNull();
    expect(decimalUnits('')).toBeNull();
  });
});
