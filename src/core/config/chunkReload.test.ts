import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, mayReloadForChunk } from './chunkReload';

describe('mayReloadForChunk', () => {
  const t = 1_700_000_000_000;
  it('allows the first reload', () => expect(mayReloadForChunk(t, 0)).toBe(true));
  it('refuses a second reload inside 60 s', () => expect(mayReloadForChunk(t + CHUNK_RELOAD_WINDOW_MS - 1, t)).toBe(false));
  it('allows one again once 60 s have passed', () => expect(mayReloadForChunk(t + 60_000, t)).toBe(true));
  it('is not blocked by a clock that went backwards', () => expect(mayReloadForChunk(t - 1000, t)).toBe(true));
});

describe('isChunkLoadError', () => {
  it('recognises the chunk-load errors of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/Trade-1a2b.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/index.css'))).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('timeout')).toBe(false);
  });
});
