import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidName, nameFromWords, nameToU64, u64ToName } from './name';

const CHARMAP = '.12345abcdefghijklmnopqrstuvwxyz';

/** nodeos's name::to_string, one character at a time over the uint64 (the reference the fast path must match). */
function reference(packed: bigint): string {
  let out = '';
  let tmp = packed;
  for (let i = 0; i <= 12; i++) {
    out = CHARMAP[Number(tmp & (i === 0 ? 0x0fn : 0x1fn))]! + out;
    tmp >>= i === 0 ? 4n : 5n;
  }
  return out.replace(/\.+$/, '');
}

const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });

describe('names', () => {
  it('unpack any uint64 as nodeos prints it, from the bigint or from its two 32-bit words, cached or not', () => {
    fc.assert(
      fc.property(u64, (packed) => {
        const expected = reference(packed);
        expect(u64ToName(packed)).toBe(expected);
        expect(nameFromWords(Number(packed >> 32n), Number(packed & 0xffffffffn))).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('pack every name as nodeos does (the 13th character takes 4 bits)', () => {
    const name = fc.stringMatching(/^[.1-5a-z]{0,12}[.1-5a-j]?$/);
    fc.assert(
      fc.property(name, (value) => {
        let expected = 0n;
        for (let i = 0; i < 13; i++) {
          const c = BigInt(i < value.length ? CHARMAP.indexOf(value[i]!) : 0);
          expected |= i < 12 ? (c & 0x1fn) << BigInt(64 - 5 * (i + 1)) : c & 0x0fn;
        }
        expect(nameToU64(value)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('round-trip every valid name, leading and inner dots included', () => {
    for (const name of ['eosio', 'eosio.token', 'alcordexmain', '.a', 'a.b.c', 'zzzzzzzzzzzzj', '']) {
      expect(isValidName(name)).toBe(true);
      expect(u64ToName(nameToU64(name))).toBe(name);
    }
  });
});
