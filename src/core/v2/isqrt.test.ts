import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { isqrt } from './isqrt';

describe('isqrt', () => {
  it('gives the floor of the square root', () => {
    expect([0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n].map(isqrt)).toEqual([0n, 1n, 1n, 1n, 2n, 3n, 4n, 4n]);
    expect(isqrt(2_000_000_000_000n)).toBe(1_414_213n);
    expect(isqrt((2n ** 127n - 1n) ** 2n)).toBe(2n ** 127n - 1n);
    expect(isqrt((2n ** 127n - 1n) ** 2n - 1n)).toBe(2n ** 127n - 2n);
  });

  it('refuses negative numbers', () => {
    expect(() => isqrt(-1n)).toThrow(RangeError);
  });

  it('satisfies r² ≤ n < (r+1)² for any n up to 2^256', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), (n) => {
        const root = isqrt(n);
        expect(root * root <= n && n < (root + 1n) * (root + 1n)).toBe(true);
      }),
      fuzzParams(0x15a7),
    );
  });
});
