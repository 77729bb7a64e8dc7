import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseCoding, compressDynamic } from './encoding';

describe('chooseCoding', () => {
  it('prefers brotli, then gzip, as browsers offer them', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip, deflate')).toBe('gzip');
    expect(chooseCoding(['gzip', 'br'])).toBe('br');
  });

  it('honours q values: q=0 refuses a coding, * accepts the rest', () => {
    expect(chooseCoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('br;q=0, *;q=0.5')).toBe('gzip');
  });

  it('sends the identity without a header or for codings it does not make', () => {
    expect(chooseCoding(undefined)).toBeNull();
    expect(chooseCoding('')).toBeNull();
    expect(chooseCoding('identity, deflate')).toBeNull();
    expect(chooseCoding('br;q=abc')).toBeNull();
  });
});

describe('compressDynamic', () => {
  it('round-trips through both codings and shrinks JSON', () => {
    const body = Buffer.from(JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i, symbol: 'TLM', contract: 'alien.worlds' }))));
    const br = compressDynamic(body, 'br');
    const gz = compressDynamic(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 5);
  });
});
