import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseSessionTokenResponse } from '../../../src/core/live';
import { startLiveServer } from './fakeMarket.testutil';

const UUID = '11111111-2222-4333-8444-555555555555';
let server: Awaited<ReturnType<typeof startLiveServer>>;

beforeEach(async () => {
  server = await startLiveServer();
});
afterEach(async () => {
  await server.close();
});

const post = (path: string, body: string) => fetch(`${server.url}${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });

describe('POST {api}socket-session-token', () => {
  it('answers {token} for a uuid, under both devnet endpoints, and the token opens the socket', async () => {
    for (const path of ['/api/socket-session-token', '/api2/socket-session-token']) {
      const res = await post(path, JSON.stringify({ uuid: UUID }));
      expect(res.status).toBe(200);
      const token = parseSessionTokenResponse(await res.json());
      expect(token).not.toBeNull();
      expect(server.live.sessionTokens.verify(token!, UUID)).toBe(true);
    }
  });

  it('answers 400 for a body that is not JSON {uuid} with a UUID', async () => {
    for (const body of ['not json', '{}', JSON.stringify({ uuid: 'nope' }), JSON.stringify({ uuid: 42 }), '[]']) {
      const res = await post('/api/socket-session-token', body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('answers 405 to other methods and leaves other paths to other handlers', async () => {
    expect((await fetch(`${server.url}/api/socket-session-token`)).status).toBe(405);
    expect((await post('/api/other', JSON.stringify({ uuid: UUID }))).status).toBe(404);
  });
});
