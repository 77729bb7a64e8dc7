import { describe, expect, it } from 'vitest';
import { formatBytes, formatCpuTime, usedShare } from './resources';

describe('resource figures', () => {
  it('write bytes in binary units and a negative quota as unlimited', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(3878)).toBe('3.79 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatBytes(-1)).toBe('Unlimited');
  });

  it('write CPU time from microseconds', () => {
    expect(formatCpuTime(167)).toBe('167 µs');
    expect(formatCpuTime(1_438_262)).toBe('1.44 s');
    expect(formatCpuTime(12_345)).toBe('12.35 ms');
    expect(formatCpuTime(-1)).toBe('Unlimited');
  });

  it('give the used share of a limit, none for a zero or unlimited one', () => {
    expect(usedShare(452, 17_471)).toBeCloseTo(0.02587, 4);
    expect(usedShare(3878, 1400)).toBe(1);
    expect(usedShare(0, 0)).toBeNull();
    expect(usedShare(5, -1)).toBeNull();
  });
});
