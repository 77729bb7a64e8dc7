import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isCompressible, precompressFolder } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes brotli and gzip twins of text files worth it, in every folder, and leaves the rest', async () => {
    dir = mkdtempSync(join(tmpdir(), 'waxwing-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const rows = ['.concat('"alien.worlds",'.repeat(400), '];');
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'assets', 'font.woff2'), Buffer.alloc(5000, 7));
    const totals = await precompressFolder(dir);
    expect(totals.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect(totals.brBytes).toBeLessThan(totals.rawBytes / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'font.woff2.br'))).toBe(false);
  });
});

describe('isCompressible', () => {
  it('takes text types from 1 KiB, not fonts, images or source maps', () => {
    expect(isCompressible('a.js', 1024)).toBe(true);
    expect(isCompressible('a.CSS', 5000)).toBe(true);
    expect(isCompressible('v3.wasm', 27000)).toBe(true);
    expect(isCompressible('a.js', 1023)).toBe(false);
    expect(isCompressible('a.woff2', 50000)).toBe(false);
    expect(isCompressible('a.js.map', 50000)).toBe(false);
  });
});
