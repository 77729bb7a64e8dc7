import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { csvField, encodeCsv, parseCsv } from './csv';

// Fields drawn heavily from the characters CSV treats specially, plus any unicode.
const tricky = fc.constantFrom(',', '"', '\r', '\n', '\r\n', ' ', 'a', '1.0000', '""', 'é', '🙂');
const fieldArb = fc.oneof(
  fc.string(),
  fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme' }),
);
const recordArb = fc.array(fieldArb, { minLength: 1, maxLength: 6 });

describe('CSV properties', () => {
  it('parse(encode(records)) gives the records back, field for field', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 12 }), (records) => {
        expect(parseCsv(encodeCsv(records))).toEqual(records);
      }),
      fuzzParams(0xc5f001),
    );
  });

  it('a quoted field is exactly the text with its quotes doubled, and nothing else is quoted', () => {
    fc.assert(
      fc.property(fieldArb, (text) => {
        const field = csvField(text);
        if (/[",\r\n]/.test(text)) expect(field).toBe(`"${text.split('"').join('""')}"`);
        else expect(field).toBe(text);
      }),
      fuzzParams(0xc5f002),
    );
  });

  it('one record per CRLF outside quotes: line breaks inside fields never split a record', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { minLength: 1, maxLength: 8 }), (records) => {
        const text = encodeCsv(records);
        // Drop the quoted parts; what is left has exactly one CRLF per record and no bare CR or LF.
        const outside = text.replace(/"(?:[^"]|"")*"/g, '');
        expect(outside.split('\r\n').length - 1).toBe(records.length);
        expect(outside.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
        expect(outside.replaceAll('\r\n', '').split(',').length).toBe(records.reduce((sum, record) => sum + record.length - 1, 0) + 1);
      }),
      fuzzParams(0xc5f003),
    );
  });
});
