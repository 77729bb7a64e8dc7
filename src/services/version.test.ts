import { describe, expect, it, vi } from 'vitest';
import type { FetchFn } from './http';
import { fetchAppVersion } from './version';

describe('fetchAppVersion', () => {
  it('reads version from /version.json, bypassing the cache', async () => {
    const fetchFn = vi.fn<FetchFn>(() => Promise.resolve(new Response('{"version":"2026.01.02-abc"}')));
    await expect(fetchAppVersion(fetchFn)).resolves.toBe('2026.01.02-abc');
    expect(fetchFn).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
  });
  it('throws on HTTP errors and bodies without a version', async () => {
    await expect(fetchAppVersion(() => Promise.resolve(new Response('x', { status: 404 })))).rejects.toThrow('/version.json: HTTP 404');
    await expect(fetchAppVersion(() => Promise.resolve(new Response('{}')))).rejects.toThrow('/version.json has no version');
  });
});
