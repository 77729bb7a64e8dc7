import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createDevnetServer, KEEP_ALIVE_MS } from './server';

describe('createDevnetServer', () => {
  it('keeps idle connections open longer than Node’s 5 s, and reads headers for longer still', () => {
    const server = createDevnetServer([]);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(5_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('answers an unknown path with a 404 JSON, and closes at once with a kept-alive connection open', async () => {
    const server = createDevnetServer([]);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not found', path: '/nowhere' });
    const started = Date.now();
    await new Promise<void>((done) => server.close(() => done()));
    expect(Date.now() - started).toBeLessThan(KEEP_ALIVE_MS);
  });
});
