import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUuid, uuidV4FromBytes } from './uuid';

describe('uuidV4FromBytes', () => {
  it('formats bytes as a version-4, variant-1 UUID', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => (i === 6 || i === 8 ? 0xff : i));
    expect(uuidV4FromBytes(bytes)).toBe('00010203-0405-4f07-bf09-0a0b0c0d0e0f');
  });
  it('always yields a canonical UUID and does not modify its input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const copy = Uint8Array.from(bytes);
        const uuid = uuidV4FromBytes(bytes);
        expect(isUuid(uuid)).toBe(true);
        expect(uuid[14]).toBe('4');
        expect('89ab').toContain(uuid[19]);
        expect(bytes).toEqual(copy);
      }),
    );
  });
  it('needs exactly 16 bytes', () => expect(() => uuidV4FromBytes(new Uint8Array(15))).toThrow('a UUID needs 16 random bytes, got 15'));
});

describe('isUuid', () => {
  it('rejects other text', () => {
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('00010203-0405-4f07-bf09-0a0b0c0d0e0f')).toBe(true);
  });
});
