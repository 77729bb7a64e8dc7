import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { symbolFromWords, symbolToU64, u64ToSymbol } from './asset';

describe('symbols', () => {
  it('read the same from a uint64 and from its two 32-bit words', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (raw) => {
        expect(symbolFromWords(Number(raw >> 32n), Number(raw & 0xffffffffn))).toEqual(u64ToSymbol(raw));
      }),
      { numRuns: 2_000 },
    );
  });

  it('pack as CDT does, the same again from the cache', () => {
    for (const [precision, code, raw] of [
      [4, 'TLM', 0x4d4c5404n],
      [8, 'WAX', 0x58415708n],
      [0, 'ABCDEFG', 0x47464544434241_00n],
    ] as const) {
      expect(symbolToU64({ precision, code })).toBe(raw);
      expect(symbolToU64({ precision, code })).toBe(raw);
      expect(symbolFromWords(Number(raw >> 32n), Number(raw & 0xffffffffn))).toEqual({ precision, code });
    }
  });
});
