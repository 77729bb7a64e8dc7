import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchFn } from './http';
import { fetchEndpointStatus } from './swapApi';

const answering = (body: string, status = 200) => vi.fn<FetchFn>(() => Promise.resolve(new Response(body, { status })));

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchEndpointStatus', () => {
  it('GETs {url}status/ and returns the ready flag', async () => {
    const fetchFn = answering('{"ready":true,"block":12}');
    await expect(fetchEndpointStatus('http://localhost:8080/api/', fetchFn)).resolves.toEqual({ ready: true });
    expect(fetchFn.mock.calls[0]?.[0]).toBe('http://localhost:8080/api/status/');
    await expect(fetchEndpointStatus('/api/', answering('{"ready":false}'))).resolves.toEqual({ ready: false });
  });

  it('throws on an HTTP error, a body without the flag, or a network failure', async () => {
    await expect(fetchEndpointStatus('/api/', answering('busy', 503))).rejects.toThrow('HTTP 503');
    await expect(fetchEndpointStatus('/api/', answering('{"ok":1}'))).rejects.toThrow('status answer has no ready flag');
    await expect(fetchEndpointStatus('/api/', answering('<html>'))).rejects.toThrow();
    await expect(fetchEndpointStatus('/api/', () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
  });

  it('gives up with "timeout" on an endpoint that does not answer', async () => {
    vi.useFakeTimers();
    const result = fetchEndpointStatus('/api/', () => new Promise(() => undefined));
    const settled = expect(result).rejects.toThrow('timeout');
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
  });
});
