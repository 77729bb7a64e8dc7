import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchFn } from '../../services/http';
import { createMemoryStorage, readStored, setStorageBackend, writeStored } from '../storage';
import { checkVersionAfterNavigation } from './version';

const serving =
  (version: unknown): FetchFn =>
  () =>
    Promise.resolve(new Response(JSON.stringify({ version })));

beforeEach(() => setStorageBackend(createMemoryStorage()));

describe('checkVersionAfterNavigation', () => {
  it('stores the version on the first visit without reloading', async () => {
    const reload = vi.fn();
    await expect(checkVersionAfterNavigation(serving('v1'), reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(readStored('appVersion', 0)).toBe('v1');
  });

  it('hard-reloads once the server version changes, storing the new one first', async () => {
    writeStored('appVersion', 'v1');
    const reload = vi.fn(() => expect(readStored('appVersion', 0)).toBe('v2'));
    await expect(checkVersionAfterNavigation(serving('v2'), reload)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    await checkVersionAfterNavigation(serving('v2'), reload);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('treats a corrupt stored version as unknown', async () => {
    writeStored('appVersion', { weird: true });
    const reload = vi.fn();
    await checkVersionAfterNavigation(serving(3), reload);
    expect(reload).not.toHaveBeenCalled();
    expect(readStored('appVersion', 0)).toBe(3);
  });

  it('logs and does nothing when the version cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeStored('appVersion', 'v1');
    const reload = vi.fn();
    await expect(checkVersionAfterNavigation(() => Promise.reject(new TypeError('Failed to fetch')), reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(readStored('appVersion', 0)).toBe('v1');
    expect(warn).toHaveBeenCalledWith('Version check skipped: Failed to fetch');
    warn.mockRestore();
  });
});
