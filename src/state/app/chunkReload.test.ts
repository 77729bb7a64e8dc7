import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForChunkError } from './chunkReload';
import { createMemoryStorage, readStored, setStorageBackend } from '../storage';

beforeEach(() => setStorageBackend(createMemoryStorage()));

describe('reloadOnceForChunkError', () => {
  it('reloads at most once per 60 s, remembering when', () => {
    const reload = vi.fn();
    const t = 1_700_000_000_000;
    expect(reloadOnceForChunkError(t, reload)).toBe(true);
    expect(readStored('lastChunkReload', 0)).toBe(t);
    expect(reloadOnceForChunkError(t + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadOnceForChunkError(t + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
