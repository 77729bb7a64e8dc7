import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { bucketStart, DEFAULT_RESOLUTION, isResolution, RESOLUTIONS, resolutionSeconds, TIME_FRAMES } from './resolutions';

describe('resolutions (SPEC §9)', () => {
  it('offers the thirteen resolutions with 240 by default', () => {
    expect(RESOLUTIONS).toEqual(['1', '5', '15', '30', '60', '120', '240', '360', '720', '1D', '3D', '1W', '1M']);
    expect(DEFAULT_RESOLUTION).toBe('240');
    expect(isResolution('1D')).toBe(true);
    expect(isResolution('2D')).toBe(false);
  });

  it('lists the default time frames with their resolutions and spans', () => {
    expect(TIME_FRAMES.map((frame) => `${frame.text}/${frame.resolution}`)).toEqual(['5y/1W', '1y/1W', '6m/120', '3m/60', '1m/30', '5d/5', '1d/1']);
    expect(TIME_FRAMES.find((frame) => frame.text === '5d')?.seconds).toBe(432_000);
    expect(TIME_FRAMES.find((frame) => frame.text === '1y')?.seconds).toBe(31_536_000);
  });

  it('converts resolutions to seconds', () => {
    expect(resolutionSeconds('1')).toBe(60);
    expect(resolutionSeconds('240')).toBe(14_400);
    expect(resolutionSeconds('1D')).toBe(86_400);
    expect(resolutionSeconds('1W')).toBe(604_800);
  });
});

describe('bucketStart', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;

  it('aligns minutes, hours and days to UTC', () => {
    expect(bucketStart(at('2026-03-04T13:47:12Z'), '15')).toBe(at('2026-03-04T13:45:00Z'));
    expect(bucketStart(at('2026-03-04T13:47:12Z'), '240')).toBe(at('2026-03-04T12:00:00Z'));
    expect(bucketStart(at('2026-03-04T13:47:12Z'), '1D')).toBe(at('2026-03-04T00:00:00Z'));
  });

  it('starts weeks on Monday and months on the first', () => {
    // 2026-03-04 is a Wednesday.
    expect(bucketStart(at('2026-03-04T13:47:12Z'), '1W')).toBe(at('2026-03-02T00:00:00Z'));
    expect(bucketStart(at('2026-03-02T00:00:00Z'), '1W')).toBe(at('2026-03-02T00:00:00Z'));
    expect(bucketStart(at('2026-03-01T23:59:59Z'), '1W')).toBe(at('2026-02-23T00:00:00Z'));
    expect(bucketStart(at('2026-03-04T13:47:12Z'), '1M')).toBe(at('2026-03-01T00:00:00Z'));
    expect(bucketStart(at('2024-02-29T23:59:59Z'), '1M')).toBe(at('2024-02-01T00:00:00Z'));
  });

  it('puts every time in a bucket that starts at or before it and ends after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), fc.constantFrom(...RESOLUTIONS), (time, resolution) => {
        const start = bucketStart(time, resolution);
        expect(start).toBeLessThanOrEqual(time);
        expect(bucketStart(start, resolution)).toBe(start);
        // The next bucket starts after `time`; months are up to 31 days long.
        const span = resolution === '1M' ? 31 * 86_400 : resolutionSeconds(resolution);
        expect(time - start).toBeLessThan(span);
      }),
      fuzzParams(0xc4d1e, 1000),
    );
  });
});
