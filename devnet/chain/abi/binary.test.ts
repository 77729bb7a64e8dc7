import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BinaryReader, BinaryWriter } from './binary';

const utf8 = new TextEncoder();

describe('binary strings', () => {
  it('writes any string as its length and its UTF-8 (lone surrogates as U+FFFD), ASCII or not', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme-ascii' }), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        fc.string({ unit: 'grapheme-ascii' }),
        (text, after) => {
          const w = new BinaryWriter(4);
          w.string(text);
          w.string(after);
          const bytes = w.finish();
          const expected = utf8.encode(text);
          const head = new BinaryWriter();
          head.varuint32(expected.length);
          expect(bytes.subarray(0, head.size + expected.length)).toEqual(Uint8Array.from([...head.finish(), ...expected]));
          const r = new BinaryReader(bytes);
          expect(r.string()).toBe(new TextDecoder().decode(expected));
          expect(r.string()).toBe(after);
        },
      ),
      { numRuns: 300 },
    );
  });
});
