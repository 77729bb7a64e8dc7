import { describe, expect, it } from 'vitest';
import { csvField, encodeCsv, parseCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and exact decimals alone', () => {
    expect(csvField('1234.56780000')).toBe('1234.56780000');
    expect(csvField('TLM')).toBe('TLM');
    expect(csvField('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });
});

describe('encodeCsv / parseCsv', () => {
  it('ends every record with CRLF', () => {
    expect(
      encodeCsv([
        ['time', 'amount'],
        ['2026-01-01', '1.5000'],
      ]),
    ).toBe('time,amount\r\n2026-01-01,1.5000\r\n');
    expect(encodeCsv([])).toBe('');
  });

  it('reads a last record without its line break, and LF-only files', () => {
    expect(parseCsv('a,b\r\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\nc,')).toEqual([
      ['a', 'b'],
      ['c', ''],
    ]);
  });

  it('refuses malformed quoting with the place it went wrong', () => {
    expect(() => parseCsv('"open')).toThrow('never closed');
    expect(() => parseCsv('"a"b')).toThrow('after a closing quote');
    expect(() => parseCsv('a"b')).toThrow('inside an unquoted');
  });
});
