import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelaySeconds, SESSION_INVALID, SESSION_REQUIRED, SOCKET_MAX_RETRY_MESSAGE } from '../../src/core/live';
import { type ConnectionState, LiveConnection } from './connection';
import { type Answer, fakeSockets, tokenEndpoint } from './fakeSocket.testutil';

const UUID = '11111111-2222-4333-8444-555555555555';
const endpoint = (token: string | null) => ({ apiUrl: '/api/', socketUrl: '/', uuid: UUID, token });

function setup(answer: (attempt: number) => Answer, failTokens = () => false) {
  const sockets = fakeSockets(answer);
  const tokens = tokenEndpoint(failTokens);
  const states: ConnectionState[] = [];
  const saved: string[] = [];
  const logs: string[] = [];
  const connects: number[] = [];
  const connection = new LiveConnection(
    { connectSocket: sockets, fetch: tokens.fetch, log: (message) => logs.push(message) },
    { onState: (state) => states.push(state), onConnect: () => connects.push(Date.now()), onToken: (token) => saved.push(token), onMessage: () => undefined },
    [],
  );
  const socket = () => sockets.sockets[sockets.sockets.length - 1]!;
  return { connection, sockets, tokens, states, saved, logs, connects, socket };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveConnection session token', () => {
  it('asks {api}socket-session-token for a token when none is stored, hands it over and connects with it', async () => {
    const t = setup(() => 'connect');
    t.connection.open(endpoint(null));
    await vi.runAllTimersAsync();
    expect(t.tokens.requests).toEqual([{ url: '/api/socket-session-token', body: { uuid: UUID } }]);
    expect(t.saved).toEqual(['token-number-1']);
    expect(t.socket().attempts).toEqual([{ token: 'token-number-1', uuid: UUID }]);
    expect(t.socket().options.path).toBe('/waxwing-socket.io/');
    expect(t.connection.state).toEqual({ status: 'connected', retries: 0, message: null });
  });

  it('connects with the stored token without asking for one', async () => {
    const t = setup(() => 'connect');
    t.connection.open(endpoint('stored-token-1234'));
    await vi.runAllTimersAsync();
    expect(t.tokens.requests).toEqual([]);
    expect(t.socket().attempts).toEqual([{ token: 'stored-token-1234', uuid: UUID }]);
  });

  it.each([SESSION_INVALID, SESSION_REQUIRED])('renews the token on %s and retries at once with it', async (error) => {
    const t = setup((attempt) => (attempt === 1 ? error : 'connect'));
    t.connection.open(endpoint('expired-token-123'));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.tokens.requests).toHaveLength(1);
    expect(t.socket().attempts.map((a) => a.token)).toEqual(['expired-token-123', 'token-number-1']);
    expect(t.saved).toEqual(['token-number-1']);
    expect(t.connection.state.status).toBe('connected');
    expect(t.connection.state.retries).toBe(0);
  });

  it('waits its turn when the renewed token is refused too', async () => {
    const t = setup((attempt) => (attempt <= 2 ? SESSION_INVALID : 'connect'));
    t.connection.open(endpoint('expired-token-123'));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.socket().attempts).toHaveLength(2);
    expect(t.connection.state).toEqual({ status: 'reconnecting', retries: 2, message: SESSION_INVALID });
    await vi.advanceTimersByTimeAsync(retryDelaySeconds(2) * 1000);
    expect(t.socket().attempts.map((a) => a.token)).toEqual(['expired-token-123', 'token-number-1', 'token-number-2']);
    expect(t.connection.state.status).toBe('connected');
  });
});

describe('LiveConnection retries (SPEC §9)', () => {
  it('retries other errors on the 1, 5, 10, 15, 15, 20… schedule, logging each', async () => {
    const t = setup(() => 'websocket error');
    t.connection.open(endpoint('stored-token-1234'));
    await vi.advanceTimersByTimeAsync(0);
    for (let retry = 1; retry <= 12; retry++) {
      const before = t.socket().attempts.length;
      await vi.advanceTimersByTimeAsync(retryDelaySeconds(retry) * 1000 - 1);
      expect(t.socket().attempts.length, `retry ${retry} too early`).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(t.socket().attempts.length, `retry ${retry}`).toBe(before + 1);
    }
    expect(t.logs.filter((line) => line === 'socket connection error: websocket error')).toHaveLength(13);
    expect(t.connection.state).toEqual({ status: 'reconnecting', retries: 13, message: 'websocket error' });
  });

  it('stops after 30 retries with "Socket connexion Maximum retry count reached"', async () => {
    const t = setup(() => 'websocket error');
    t.connection.open(endpoint('stored-token-1234'));
    await vi.advanceTimersByTimeAsync(0);
    let total = 0;
    for (let retry = 1; retry <= 30; retry++) total += retryDelaySeconds(retry) * 1000;
    await vi.advanceTimersByTimeAsync(total);
    expect(t.socket().attempts).toHaveLength(31);
    expect(t.connection.state).toEqual({ status: 'failed', retries: 30, message: SOCKET_MAX_RETRY_MESSAGE });
    expect(t.logs).toContain(SOCKET_MAX_RETRY_MESSAGE);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(t.socket().attempts).toHaveLength(31);
  });

  it('counts a failed token request as a failed attempt', async () => {
    let down = true;
    const t = setup(
      () => 'connect',
      () => down,
    );
    t.connection.open(endpoint(null));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.connection.state).toEqual({ status: 'reconnecting', retries: 1, message: 'no session token' });
    expect(t.socket().attempts).toHaveLength(0);
    down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.connection.state.status).toBe('connected');
  });

  it('reconnects after a drop and resets the count once connected', async () => {
    let failing = false;
    const t = setup(() => (failing ? 'websocket error' : 'connect'));
    t.connection.open(endpoint('stored-token-1234'));
    await vi.advanceTimersByTimeAsync(0);
    failing = true;
    t.socket().drop();
    expect(t.connection.state).toEqual({ status: 'reconnecting', retries: 1, message: 'transport close' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.connection.state.retries).toBe(2);
    failing = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.connection.state).toEqual({ status: 'connected', retries: 0, message: null });
    expect(t.connects).toHaveLength(2);
  });

  it('stops retrying when closed, and ignores the old socket after a new open', async () => {
    const t = setup(() => 'websocket error');
    t.connection.open(endpoint('stored-token-1234'));
    await vi.advanceTimersByTimeAsync(0);
    t.connection.close();
    expect(t.connection.state.status).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.sockets.sockets[0]!.attempts).toHaveLength(1);
    t.connection.open(endpoint('stored-token-1234'));
    t.sockets.sockets[0]!.fire('connect', undefined);
    expect(t.connection.state.status).not.toBe('connected');
  });
});
